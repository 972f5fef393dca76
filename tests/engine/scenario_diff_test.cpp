// eylau-cli diff's engine part (scenario_diff.h): what differs between two scenarios, in words.
#include "eylau/scenario/scenario_diff.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include "eylau/scenario/scenario_io.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

bool has(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

std::string all(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
}

TEST(ScenarioDiff, TheSameScenarioHasNoDifferences) {
    EXPECT_TRUE(scenarioDifferences(test::eylauScenario(), test::eylauScenario()).empty());
}

TEST(ScenarioDiff, ACorrectedMapAndOrderOfBattleAreListedInWords) {
    const Scenario& before = test::eylauScenario();
    nlohmann::json j = nlohmann::json::parse(writeScenario(before));
    // The map: one hex's terrain and name, one hexside's features; the order of battle: one
    // strength, one start hex, a unit removed and one added; a rule option; a CRT cell.
    for (auto& h : j["map"]["hexes"])
        if (h["hex"] == "1213") {
            h["name"] = "Preussisch-Eylau (town)";
            h["provenance"] = "printed";
        }
    j["map"]["hexes"].push_back({{"hex", "0101"}, {"terrain", "woods"}});
    j["map"]["hexsides"].push_back({{"between", {"0101", "0102"}}, {"features", {"stream"}}});
    nlohmann::json units = nlohmann::json::array();
    for (auto u : j["units"]) {
        if (u["id"] == "Tut.2") continue;
        if (u["id"] == "Tut.1") {
            u["strength"] = 7;
            u["start"] = "0614";
        }
        units.push_back(u);
    }
    units.push_back({{"id", "Tut.9"}, {"division", "Tut"}, {"type", "cavalry"}, {"strength", 2}, {"movement", 5}, {"start", "0101"}});
    j["units"] = units;
    j["rules"]["options"]["cavalryReadiness"] = true;
    j["combatResults"]["rows"][0]["results"][0] = "Dr";
    const Scenario after = test::loadScenario(j);
    const std::vector<std::string> lines = scenarioDifferences(before, after);
    EXPECT_TRUE(has(lines, "hex 0101: terrain clear -> woods")) << all(lines);
    EXPECT_TRUE(has(lines, "hexside 0101/0102: features none -> stream")) << all(lines);
    EXPECT_TRUE(has(lines, "unit Tut.1: strength 8 -> 7")) << all(lines);
    EXPECT_TRUE(has(lines, "unit Tut.1: start 0714 -> 0614")) << all(lines);
    EXPECT_TRUE(has(lines, "unit Tut.2 removed (was allied infantry 5-1 of Tut, starts in 0813)")) << all(lines);
    EXPECT_TRUE(has(lines, "unit Tut.9 added: allied cavalry 2-5 of Tut, starts in 0101")) << all(lines);
    EXPECT_TRUE(has(lines, "rules: option cavalryReadiness off -> on")) << all(lines);
    EXPECT_EQ(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("hex 1213: name"); }), 1)
        << all(lines);
    EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                            [](const std::string& l) { return l.starts_with("Combat Results Table, 1-5, die 1: "); }),
              1)
        << all(lines);
    // And back: the same differences the other way round.
    EXPECT_TRUE(has(scenarioDifferences(after, before), "unit Tut.1: strength 7 -> 8"));
}

TEST(ScenarioDiff, ListsInAnotherOrderAreNoDifference) {
    nlohmann::json j = test::minimalScenarioJson();
    const Scenario a = test::loadScenario(j);
    std::reverse(j["units"].begin(), j["units"].end());
    const Scenario b = test::loadScenario(j);
    const std::vector<std::string> lines = scenarioDifferences(a, b);
    EXPECT_EQ(lines, std::vector<std::string>{"scenario: the same items, in another order"});
}

nlohmann::json withMapImage() {
    nlohmann::json j = test::minimalScenarioJson();
    j["underlay"] = {{"image", "scans/map.png"},
                     {"calibration", {{{"hex", "0101"}, {"x", 12.5}, {"y", 40}}, {{"hex", "0505"}, {"x", 410}, {"y", 388.25}}}},
                     {"opacity", 0.5},
                     {"samples", {{{"colour", "#2f5d1e"}, {"terrain", "woods"}}, {{"colour", "#3b6fc4"}, {"feature", "stream"}}}}};
    return j;
}

TEST(ScenarioDiff, TheMapImageItsCalibrationAndSamplesAreListed) {
    const Scenario before = test::loadScenario(withMapImage());
    nlohmann::json j = withMapImage();
    j["underlay"]["image"] = "scans/map-2.png";
    j["underlay"]["page"] = 2;
    j["underlay"]["opacity"] = 0.8;
    j["underlay"]["locked"] = true;
    j["underlay"]["calibration"][1]["x"] = 412;                                    // moved
    j["underlay"]["calibration"].erase(0);                                         // removed
    j["underlay"]["calibration"].push_back({{"hex", "0303"}, {"x", 200}, {"y", 210}});  // added
    // A second sample for woods and one changed: each sample is matched whole.
    j["underlay"]["samples"] = {{{"colour", "#2f5d1e"}, {"terrain", "woods"}},
                                {{"colour", "#355f22"}, {"terrain", "woods"}},
                                {{"colour", "#3b6fc4"}, {"feature", "river"}}};
    const Scenario after = test::loadScenario(j);
    const std::vector<std::string> lines = scenarioDifferences(before, after);
    EXPECT_TRUE(has(lines, "map image: file 'scans/map.png' -> 'scans/map-2.png'")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: page 1 -> 2")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: opacity 0.5 -> 0.8")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: locked no -> yes")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: calibration point 0101 removed (was at (12.5, 40))")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: calibration point 0505: at (410, 388.25) -> at (412, 388.25)")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: calibration point 0303 added: at (200, 210)")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: colour sample #355f22 for woods added")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: colour sample #3b6fc4 for stream hexsides removed")) << all(lines);
    EXPECT_TRUE(has(lines, "map image: colour sample #3b6fc4 for river hexsides added")) << all(lines);
    EXPECT_EQ(lines.size(), 10u) << all(lines);  // the unchanged woods sample is no difference
}

TEST(ScenarioDiff, AMapImageAddedOrRemovedIsOneLine) {
    const Scenario without = test::loadScenario(test::minimalScenarioJson());
    const Scenario with = test::loadScenario(withMapImage());
    EXPECT_EQ(scenarioDifferences(without, with),
              std::vector<std::string>{"map image added: 'scans/map.png', 2 calibration points, 2 colour samples"});
    EXPECT_EQ(scenarioDifferences(with, without),
              std::vector<std::string>{"map image removed (was 'scans/map.png', 2 calibration points, 2 colour samples)"});
}

TEST(ScenarioDiff, SamplesInAnotherOrderAreNoDifferenceOfTheirOwn) {
    const Scenario a = test::loadScenario(withMapImage());
    nlohmann::json j = withMapImage();
    std::reverse(j["underlay"]["samples"].begin(), j["underlay"]["samples"].end());
    const Scenario b = test::loadScenario(j);
    EXPECT_EQ(scenarioDifferences(a, b), std::vector<std::string>{"scenario: the same items, in another order"});
}

}  // namespace
}  // namespace eylau
