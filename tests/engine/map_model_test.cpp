// The map and the Terrain Effects Chart as data (2.1, 9.0).
#include "eylau/map/game_map.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/scenario/terrain_effects.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

TEST(GameMap, OnMapAndEdges) {
    const GameMap m(24, 24);
    EXPECT_TRUE(m.onMap(Hex{1, 1}));
    EXPECT_TRUE(m.onMap(Hex{24, 24}));
    EXPECT_FALSE(m.onMap(Hex{0, 5}));
    EXPECT_FALSE(m.onMap(Hex{25, 5}));
    EXPECT_FALSE(m.onMap(Hex{5, 25}));
    EXPECT_TRUE(m.isEdge(Hex{1, 12}));
    EXPECT_TRUE(m.isEdge(Hex{24, 12}));
    EXPECT_TRUE(m.isEdge(Hex{12, 1}));
    EXPECT_TRUE(m.isEdge(Hex{12, 24}));
    EXPECT_FALSE(m.isEdge(Hex{12, 13}));
    EXPECT_FALSE(m.isEdge(Hex{2, 2}));
    EXPECT_FALSE(m.isEdge(Hex{0, 2}));  // off the map is not an edge hex
    EXPECT_EQ(m.hexes().size(), 576u);
}

TEST(GameMap, MapsNeedNotStartAtColumnOne) {
    const GameMap m(10, 8, 30, 40);
    EXPECT_TRUE(m.onMap(Hex{30, 40}));
    EXPECT_TRUE(m.onMap(Hex{39, 47}));
    EXPECT_FALSE(m.onMap(Hex{29, 40}));
    EXPECT_TRUE(m.isEdge(Hex{30, 44}));
}

TEST(GameMap, DefaultTerrainAndExplicitHexes) {
    GameMap m(5, 5, 1, 1, Terrain::Clear, Provenance::Reconstructed);
    EXPECT_EQ(m.terrain(Hex{2, 2}), Terrain::Clear);
    m.setHex(Hex{2, 2}, MapHex{Terrain::Woods, "", Provenance::Reconstructed});
    EXPECT_EQ(m.terrain(Hex{2, 2}), Terrain::Woods);
    EXPECT_EQ(m.explicitHexes().size(), 1u);
    m.setHex(Hex{2, 2}, MapHex{Terrain::Clear, "", Provenance::Reconstructed});  // back to default
    EXPECT_TRUE(m.explicitHexes().empty());
}

TEST(GameMap, HexsideFeaturesHaveOneIdentityFromEitherSide) {
    GameMap m(5, 5);
    const Hex a{2, 2}, b{3, 2};
    HexsideFeatures f;
    f.set(HexsideFeature::Road);
    f.set(HexsideFeature::Stream);
    f.set(HexsideFeature::Bridge);
    m.setHexside(*Hexside::between(a, b), MapHexside{f, Provenance::Printed});
    EXPECT_TRUE(m.features(*Hexside::between(b, a)).has(HexsideFeature::Stream));
    EXPECT_TRUE(m.features(Hexside::of(a, *directionTo(a, b))).isRoute());
    EXPECT_FALSE(m.features(*Hexside::between(a, Hex{2, 3})).isRoute());
    m.setHexside(*Hexside::between(a, b), MapHexside{});
    EXPECT_TRUE(m.hexsides().empty());
}

// 9.0 note: in Eylau rivers and lakes are frozen and change nothing for movement, ZOC or combat.
TEST(TerrainEffectsChart, Case_9_0_FrozenWaterHasNoEffect) {
    TerrainEffectsChart c;
    c.setEffect(Terrain::Clear, TerrainEffect{2, false, false, false, Provenance::Printed, ""});
    c.setEffect(Terrain::Lake, TerrainEffect{2, true, false, false, Provenance::Printed, ""});
    HexsideEffect river;
    river.impassable = true;
    river.blocksZoc = true;
    river.artilleryOnlyAtBridge = true;
    c.setEffect(HexsideFeature::River, river);
    EXPECT_TRUE(c.effective(Terrain::Lake).impassable);
    EXPECT_TRUE(c.effective(HexsideFeature::River).blocksZoc);
    c.setFrozenWater(true);
    EXPECT_FALSE(c.effective(Terrain::Lake).impassable);
    EXPECT_EQ(c.effective(Terrain::Lake).halfMP, 2);
    EXPECT_FALSE(c.effective(HexsideFeature::River).impassable);
    EXPECT_FALSE(c.effective(HexsideFeature::River).blocksZoc);
    EXPECT_FALSE(c.effective(HexsideFeature::River).artilleryOnlyAtBridge);
    EXPECT_TRUE(c.effect(HexsideFeature::River).blocksZoc);  // the printed row is kept
}

// 9.0: a road hex costs half an MP in Dresden and a whole MP in Eylau -- half Movement Points
// keep both integral, and a fort doubles the defender, from data alone.
TEST(TerrainEffectsChart, Case_9_0_DresdenHalfMPRoadsAndFortsFromData) {
    nlohmann::json j = test::minimalScenarioJson();
    j["terrainEffects"]["hexsides"][0]["routeHalfMP"] = 1;
    j["map"]["hexes"][0]["terrain"] = "fort";
    const auto load = readScenario(j.dump());
    ASSERT_TRUE(load.ok());
    const Scenario& scenario = *load.scenario;
    EXPECT_EQ(scenario.terrainEffects.effect(HexsideFeature::Road).routeHalfMP, 1);
    EXPECT_TRUE(scenario.terrainEffects.effective(scenario.map.terrain(Hex{2, 2})).defenderDoubled);
    EXPECT_EQ(readScenario(writeScenario(scenario)).scenario->terrainEffects, scenario.terrainEffects);
}

TEST(CombatResultsTable, RatiosParseAndOrder) {
    EXPECT_EQ(CombatRatio::parse("3-1"), (CombatRatio{3, 1}));
    EXPECT_EQ(CombatRatio::parse("1-5"), (CombatRatio{1, 5}));
    EXPECT_FALSE(CombatRatio::parse("3:1"));
    EXPECT_FALSE(CombatRatio::parse("0-1"));
    EXPECT_FALSE(CombatRatio::parse("-1"));
    EXPECT_TRUE((CombatRatio{1, 5}) < (CombatRatio{1, 4}));
    EXPECT_TRUE((CombatRatio{1, 1}) < (CombatRatio{2, 1}));
    EXPECT_FALSE((CombatRatio{2, 2}) < (CombatRatio{1, 1}));
    EXPECT_EQ((CombatRatio{6, 1}).text(), "6-1");
}

TEST(VictoryConditions, Case_23_5_LevelsBySuperiority) {
    VictoryConditions v;
    v.levels = {{0, "Draw", Provenance::Printed, ""}, {15, "Marginal Victory", Provenance::Printed, ""},
                {30, "Substantive Victory", Provenance::Printed, ""}, {45, "Decisive Victory", Provenance::Printed, ""}};
    EXPECT_EQ(v.levelFor(0), "Draw");
    EXPECT_EQ(v.levelFor(29), "Marginal Victory");
    EXPECT_EQ(v.levelFor(30), "Substantive Victory");
    EXPECT_EQ(v.levelFor(200), "Decisive Victory");
}

}  // namespace
}  // namespace eylau
