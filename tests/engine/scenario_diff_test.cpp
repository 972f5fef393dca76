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

}  // namespace
}  // namespace eylau
