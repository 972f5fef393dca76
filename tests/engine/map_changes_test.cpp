// The differences between two scenarios hex by hex and hexside by hexside (map_changes.h), which
// the editor's Compare With... marks on the map.
#include "eylau/scenario/map_changes.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include "eylau/scenario/scenario.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

using test::hex;

std::vector<HexChange> at(const MapChanges& changes, const char* h) {
    const auto it = changes.hexes.find(hex(h));
    return it == changes.hexes.end() ? std::vector<HexChange>{} : it->second;
}

TEST(MapChanges, TheSameScenarioHasNone) {
    EXPECT_TRUE(mapChanges(test::eylauScenario(), test::eylauScenario()).empty());
}

TEST(MapChanges, TerrainNamesAndHexsidesAreKeyedByTheirPlace) {
    const Scenario before = test::loadScenario(test::minimalScenarioJson());
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["hexes"][0]["name"] = "Grossdorf";                                          // 0202
    j["map"]["hexes"].push_back({{"hex", "0404"}, {"terrain", "woods"}});                // clear before
    j["map"]["hexsides"][0]["features"] = {"trail"};                                     // road -> trail
    j["map"]["hexsides"].push_back({{"between", {"0404", "0405"}}, {"features", {"stream"}}});
    const Scenario after = test::loadScenario(j);
    const MapChanges changes = mapChanges(before, after);
    EXPECT_EQ(at(changes, "0404"), (std::vector<HexChange>{TerrainChange{Terrain::Clear, Terrain::Woods}}));
    EXPECT_EQ(at(changes, "0202"), (std::vector<HexChange>{PlaceNameChange{"Dorf", "Grossdorf"}}));
    EXPECT_EQ(changes.hexes.size(), 2u);
    ASSERT_EQ(changes.hexsides.size(), 2u);
    const HexsideChange& road = changes.hexsides.at(*Hexside::between(hex("0202"), hex("0302")));
    EXPECT_TRUE(road.added().has(HexsideFeature::Trail));
    EXPECT_TRUE(road.removed().has(HexsideFeature::Road));
    EXPECT_FALSE(road.added().has(HexsideFeature::Road));
    const HexsideChange& stream = changes.hexsides.at(*Hexside::between(hex("0404"), hex("0405")));
    EXPECT_TRUE(stream.before.empty());
    EXPECT_TRUE(stream.added().has(HexsideFeature::Stream));
    EXPECT_TRUE(stream.removed().empty());
}

TEST(MapChanges, ADefaultTerrainChangedMarksEveryHexThatTookIt) {
    const Scenario before = test::loadScenario(test::minimalScenarioJson());
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["defaultTerrain"] = "woods";
    const MapChanges changes = mapChanges(before, test::loadScenario(j));
    // 6 x 5 hexes, two of them set explicitly (town and lake).
    EXPECT_EQ(changes.hexes.size(), 28u);
    EXPECT_EQ(at(changes, "0101"), (std::vector<HexChange>{TerrainChange{Terrain::Clear, Terrain::Woods}}));
    EXPECT_TRUE(at(changes, "0202").empty());
}

TEST(MapChanges, UnitsStartHexesVictoryHexesAndEntryAreasAreMarkedWhereTheyWereAndAre) {
    const Scenario before = test::loadScenario(test::minimalScenarioJson());
    nlohmann::json j = test::minimalScenarioJson();
    j["units"][0]["start"] = "0203";                        // Fr.1 moved from 0202
    j["units"][2]["start"] = "0504";                        // Ru.1 moved from 0505
    j["units"][2]["strength"] = 2;                          // no place of its own: not on the map
    j["units"].push_back({{"id", "Ru.2"}, {"division", "Ru"}, {"type", "infantry"}, {"strength", 4}, {"movement", 3}, {"start", "0404"}});
    j["victory"]["hexes"][0]["points"] = 3;                 // 0202: 5 -> 3
    j["victory"]["hexes"].push_back({{"hex", "0505"}, {"points", 2}});
    j["entryAreas"][0]["hex"] = "0104";                     // A moved from 0103
    j["entryAreas"][0]["name"] = "South-west road";
    const Scenario after = test::loadScenario(j);
    const MapChanges changes = mapChanges(before, after);

    EXPECT_EQ(at(changes, "0202"),
              (std::vector<HexChange>{VictoryHexChange{before.victory.hexes[0], after.victory.hexes[0]},
                                      UnitStartChange{"Fr.1", Placement::MovedAway, hex("0203")}}));
    EXPECT_EQ(at(changes, "0203"), (std::vector<HexChange>{UnitStartChange{"Fr.1", Placement::MovedHere, hex("0202")}}));
    EXPECT_EQ(at(changes, "0404"), (std::vector<HexChange>{UnitStartChange{"Ru.2", Placement::Added, std::nullopt}}));
    EXPECT_EQ(at(changes, "0505"),
              (std::vector<HexChange>{VictoryHexChange{std::nullopt, after.victory.hexes[1]},
                                      UnitStartChange{"Ru.1", Placement::MovedAway, hex("0504")}}));
    EXPECT_EQ(at(changes, "0103"),
              (std::vector<HexChange>{EntryAreaChange{"A", Placement::MovedAway, hex("0104"), "West road", "South-west road"}}));
    EXPECT_EQ(at(changes, "0104"),
              (std::vector<HexChange>{EntryAreaChange{"A", Placement::MovedHere, hex("0103"), "West road", "South-west road"}}));
    EXPECT_TRUE(changes.hexsides.empty());

    // And back: what was added is removed, and moves go the other way.
    const MapChanges back = mapChanges(after, before);
    EXPECT_EQ(at(back, "0404"), (std::vector<HexChange>{UnitStartChange{"Ru.2", Placement::Removed, std::nullopt}}));
    EXPECT_EQ(at(back, "0203"), (std::vector<HexChange>{UnitStartChange{"Fr.1", Placement::MovedAway, hex("0202")}}));
}

TEST(MapChanges, AReinforcementThatNowStartsOnTheMapCameFromNowhere) {
    const Scenario before = test::loadScenario(test::minimalScenarioJson());
    nlohmann::json j = test::minimalScenarioJson();
    j["units"][1].erase("entry");  // Fr.2
    j["units"][1]["start"] = "0303";
    j["map"]["hexes"][1]["terrain"] = "clear";  // 0303 was a lake
    j["entryAreas"][0]["name"] = "Old road";
    const MapChanges changes = mapChanges(before, test::loadScenario(j));
    EXPECT_EQ(at(changes, "0303"), (std::vector<HexChange>{TerrainChange{Terrain::Lake, Terrain::Clear},
                                                           UnitStartChange{"Fr.2", Placement::MovedHere, std::nullopt}}));
    EXPECT_EQ(at(changes, "0103"),
              (std::vector<HexChange>{EntryAreaChange{"A", Placement::Changed, std::nullopt, "West road", "Old road"}}));
}

}  // namespace
}  // namespace eylau
