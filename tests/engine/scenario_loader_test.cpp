// Loading scenario files: a complete scenario or every error with its JSON path, never a crash
// and never half a scenario (docs/scenario-format.md).
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

using nlohmann::json;
using test::minimalScenarioJson;

ScenarioLoad load(const json& j) { return readScenario(j.dump()); }

// The load failed, no scenario came back, and one error is at `path` and mentions `words`.
::testing::AssertionResult failsWith(const ScenarioLoad& l, const std::string& path, const std::string& words) {
    if (l.ok()) return ::testing::AssertionFailure() << "the scenario loaded";
    for (const auto& p : l.problems)
        if (p.severity == ScenarioProblem::Severity::Error && p.path == path &&
            p.message.find(words) != std::string::npos)
            return ::testing::AssertionSuccess();
    auto f = ::testing::AssertionFailure() << "no error at " << path << " mentioning '" << words << "'; errors:";
    for (const auto& p : l.problems) f << "\n  " << p.describe("test.json");
    return f;
}

TEST(ScenarioLoader, MinimalScenarioLoads) {
    const auto l = load(minimalScenarioJson());
    ASSERT_TRUE(l.ok()) << (l.problems.empty() ? "" : l.problems[0].describe("x"));
    const Scenario& scenario = *l.scenario;
    EXPECT_EQ(scenario.units.size(), 3u);
    EXPECT_EQ(scenario.map.terrain(Hex{2, 2}), Terrain::Town);
    EXPECT_EQ(scenario.map.hex(Hex{2, 2}).name, "Dorf");
    EXPECT_TRUE(scenario.map.features(*Hexside::between(Hex{2, 2}, Hex{3, 2})).has(HexsideFeature::Road));
    EXPECT_EQ(scenario.units[2].side, Side::Allied);
    EXPECT_EQ(scenario.units[2].nationality, "russian");
    EXPECT_EQ(scenario.units[1].arrival, (Arrival{"A", 2}));
    EXPECT_TRUE(scenario.turns[2].night);
    EXPECT_EQ(scenario.combatResults.cell(4, 2).result, CombatResult::Ee);
}

// A Movement Allowance of 1 for infantry is unusual and warned of, unless the unit's note explains
// it as printed (the rulebook prints Tutchov's second unit 5-1(i)): the shipped Eylau loads without
// a warning.
TEST(ScenarioLoader, AnUnusualAllowanceIsWarnedOfUnlessItsNoteExplainsIt) {
    json j = minimalScenarioJson();
    j["units"][0]["movement"] = 1;
    auto warned = [](const ScenarioLoad& l) {
        for (const auto& p : l.problems)
            if (p.severity == ScenarioProblem::Severity::Warning && p.path == "/units/0/movement") return true;
        return false;
    };
    EXPECT_TRUE(warned(load(j)));
    j["units"][0]["note"] = "Movement Allowance 1 as printed";
    EXPECT_FALSE(warned(load(j)));
    const ScenarioLoad eylau = readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
    ASSERT_TRUE(eylau.ok());
    EXPECT_TRUE(eylau.problems.empty()) << eylau.problems.front().describe("eylau.json");
}

TEST(ScenarioLoader, UnknownTerrainIsNamedWithItsPath) {
    json j = minimalScenarioJson();
    j["map"]["hexes"][1]["terrain"] = "swamp";
    const auto l = load(j);
    EXPECT_TRUE(failsWith(l, "/map/hexes/1/terrain", "unknown terrain \"swamp\""));
    EXPECT_TRUE(failsWith(l, "/map/hexes/1/terrain", "clear, woods, grove, town, fort, lake"));
}

TEST(ScenarioLoader, StartHexOffTheMap) {
    json j = minimalScenarioJson();
    j["units"][2]["start"] = "0706";
    EXPECT_TRUE(failsWith(load(j), "/units/2/start", "hex 0706 is off the map (columns 01-06, rows 01-05)"));
}

TEST(ScenarioLoader, MapHexOffTheMap) {
    json j = minimalScenarioJson();
    j["map"]["hexes"][0]["hex"] = "0209";
    EXPECT_TRUE(failsWith(load(j), "/map/hexes/0/hex", "off the map"));
}

TEST(ScenarioLoader, Case_4_4_TwoUnitsInOneStartHex) {
    json j = minimalScenarioJson();
    j["units"][2]["start"] = "0202";
    EXPECT_TRUE(failsWith(load(j), "/units/2/start", "already the start hex of \"Fr.1\""));
}

TEST(ScenarioLoader, UnitInUnknownDivision) {
    json j = minimalScenarioJson();
    j["units"][0]["division"] = "Xx";
    EXPECT_TRUE(failsWith(load(j), "/units/0/division", "unknown division \"Xx\""));
}

TEST(ScenarioLoader, TurnTrackWithGap) {
    json j = minimalScenarioJson();
    j["turns"][2]["turn"] = 4;
    EXPECT_TRUE(failsWith(load(j), "/turns/2/turn", "expected Game-Turn 3 here, found 4"));
}

TEST(ScenarioLoader, CrtRowOfWrongLength) {
    json j = minimalScenarioJson();
    j["combatResults"]["rows"][3]["results"].erase(0);
    EXPECT_TRUE(failsWith(load(j), "/combatResults/rows/3/results", "the row has 2 results but the table has 3 columns"));
}

TEST(ScenarioLoader, CrtRowsOutOfOrder) {
    json j = minimalScenarioJson();
    std::swap(j["combatResults"]["rows"][0], j["combatResults"]["rows"][1]);
    EXPECT_TRUE(failsWith(load(j), "/combatResults/rows/0/die", "expected die roll 1 here, found 2"));
}

TEST(ScenarioLoader, CrtColumnsMustRise) {
    json j = minimalScenarioJson();
    j["combatResults"]["columns"] = {"1-1", "1-2", "2-1"};
    EXPECT_TRUE(failsWith(load(j), "/combatResults/columns/1", "must be a higher ratio than 1-1"));
}

TEST(ScenarioLoader, Case_6_3_ExIsReadAsEe) {
    json j = minimalScenarioJson();
    j["combatResults"]["rows"][3]["results"][2] = "Ex";
    const auto l = load(j);
    ASSERT_TRUE(l.ok());
    EXPECT_EQ(l.scenario->combatResults.cell(4, 2).result, CombatResult::Ee);
}

TEST(ScenarioLoader, SyntaxErrorNamesLineAndColumn) {
    const auto l = readScenario("{\n  \"format\": \"eylau-scenario\",\n  \"version\": 1,,\n}");
    ASSERT_FALSE(l.ok());
    ASSERT_EQ(l.problems.size(), 1u);
    EXPECT_NE(l.problems[0].message.find("line 3, column"), std::string::npos) << l.problems[0].message;
    EXPECT_NE(l.problems[0].message.find("not valid JSON"), std::string::npos);
}

TEST(ScenarioLoader, UnknownKeyIsAnError) {
    json j = minimalScenarioJson();
    j["units"][0]["strenght"] = 5;
    EXPECT_TRUE(failsWith(load(j), "/units/0/strenght", "unknown key \"strenght\""));
}

TEST(ScenarioLoader, MissingRequiredKey) {
    json j = minimalScenarioJson();
    j["units"][1].erase("type");
    EXPECT_TRUE(failsWith(load(j), "/units/1", "missing required key \"type\""));
}

TEST(ScenarioLoader, WrongTypeIsNamed) {
    json j = minimalScenarioJson();
    j["units"][0]["strength"] = "five";
    EXPECT_TRUE(failsWith(load(j), "/units/0/strength", "expected a whole number, found a string"));
}

TEST(ScenarioLoader, BadHexId) {
    json j = minimalScenarioJson();
    j["units"][0]["start"] = "12-3";
    EXPECT_TRUE(failsWith(load(j), "/units/0/start", "\"12-3\" is not a hex id"));
}

TEST(ScenarioLoader, HexsideBetweenNonNeighbours) {
    json j = minimalScenarioJson();
    j["map"]["hexsides"][0]["between"] = {"0202", "0404"};
    EXPECT_TRUE(failsWith(load(j), "/map/hexsides/0/between", "are not neighbours"));
}

TEST(ScenarioLoader, UnknownHexsideFeature) {
    json j = minimalScenarioJson();
    j["map"]["hexsides"][0]["features"] = {"road", "canal"};
    EXPECT_TRUE(failsWith(load(j), "/map/hexsides/0/features/1", "unknown hexside feature \"canal\""));
}

TEST(ScenarioLoader, UnitNeedsStartOrEntryNotBoth) {
    json j = minimalScenarioJson();
    j["units"][0]["entry"] = {{"area", "A"}, {"turn", 1}};
    EXPECT_TRUE(failsWith(load(j), "/units/0", "exactly one of"));
}

TEST(ScenarioLoader, ReinforcementAfterTheLastTurn) {
    json j = minimalScenarioJson();
    j["units"][1]["entry"]["turn"] = 4;
    EXPECT_TRUE(failsWith(load(j), "/units/1/entry/turn", "the game ends after Game-Turn 3"));
}

TEST(ScenarioLoader, ReinforcementAtUnknownEntryArea) {
    json j = minimalScenarioJson();
    j["units"][1]["entry"]["area"] = "Z";
    EXPECT_TRUE(failsWith(load(j), "/units/1/entry/area", "unknown entry area \"Z\""));
}

TEST(ScenarioLoader, Case_7_0_EntryAreaMustBeOnAMapEdge) {
    json j = minimalScenarioJson();
    j["entryAreas"][0]["hex"] = "0303";
    EXPECT_TRUE(failsWith(load(j), "/entryAreas/0/hex", "not on a map edge"));
}

TEST(ScenarioLoader, StartOnImpassableLakeIsAnError) {
    json j = minimalScenarioJson();
    j["units"][2]["start"] = "0303";
    EXPECT_TRUE(failsWith(load(j), "/units/2/start", "impassable"));
}

TEST(ScenarioLoader, Case_9_0_StartOnFrozenLakeIsLegal) {
    json j = minimalScenarioJson();
    j["terrainEffects"]["frozenWater"] = true;
    j["units"][2]["start"] = "0303";
    EXPECT_TRUE(load(j).ok());
}

TEST(ScenarioLoader, UnknownOptionalRule) {
    json j = minimalScenarioJson();
    j["rules"]["options"]["fog"] = true;
    EXPECT_TRUE(failsWith(load(j), "/rules/options/fog", "unknown optional rule \"fog\""));
}

TEST(ScenarioLoader, WeatherOptionNeedsSection22) {
    json j = minimalScenarioJson();
    j["rules"]["options"]["weather"] = true;
    EXPECT_TRUE(failsWith(load(j), "/rules/options/weather", "22.0"));
    j["rules"]["exclusive"] = {"22.0"};
    EXPECT_TRUE(load(j).ok());
}

TEST(ScenarioLoader, TerrainEffectsChartNeedsEveryRow) {
    json j = minimalScenarioJson();
    j["terrainEffects"]["terrain"].erase(1);
    EXPECT_TRUE(failsWith(load(j), "/terrainEffects/terrain", "no row for terrain \"woods\""));
}

TEST(ScenarioLoader, TwoFreshStrengthMarkersForOneDivision) {
    json j = minimalScenarioJson();
    j["freshStrength"].push_back({{"division", "Ru"}, {"bonus", 2}});
    EXPECT_TRUE(failsWith(load(j), "/freshStrength/1/division", "two Fresh Strength markers"));
}

TEST(ScenarioLoader, NewerVersionIsRefusedPolitely) {
    json j = minimalScenarioJson();
    j["version"] = 2;
    EXPECT_TRUE(failsWith(load(j), "/version", "newer program"));
}

TEST(ScenarioLoader, NotAScenarioFile) {
    EXPECT_TRUE(failsWith(readScenario("[1, 2, 3]"), "", "expected an object"));
    json j = minimalScenarioJson();
    j["format"] = "tiled-map";
    EXPECT_TRUE(failsWith(load(j), "/format", "not a scenario file"));
}

TEST(ScenarioLoader, ReportsEveryErrorNotJustTheFirst) {
    json j = minimalScenarioJson();
    j["map"]["hexes"][0]["terrain"] = "swamp";
    j["units"][0]["type"] = "dragoon";
    j["combatResults"]["rows"][5]["results"].push_back("Ar");
    const auto l = load(j);
    EXPECT_TRUE(failsWith(l, "/map/hexes/0/terrain", "swamp"));
    EXPECT_TRUE(failsWith(l, "/units/0/type", "dragoon"));
    EXPECT_TRUE(failsWith(l, "/combatResults/rows/5/results", "4 results"));
}

TEST(ScenarioLoader, WarningDoesNotFailTheLoad) {
    json j = minimalScenarioJson();
    j["units"][0]["movement"] = 1;
    const auto l = load(j);
    ASSERT_TRUE(l.ok());
    ASSERT_EQ(l.problems.size(), 1u);
    EXPECT_EQ(l.problems[0].severity, ScenarioProblem::Severity::Warning);
    EXPECT_EQ(l.problems[0].path, "/units/0/movement");
    EXPECT_EQ(l.problems[0].describe("t.json").rfind("t.json: /units/0/movement: warning: ", 0), 0u);
}

TEST(ScenarioLoader, DescribeNamesFilePathAndProblem) {
    json j = minimalScenarioJson();
    j["units"][2]["start"] = "0202";
    const auto l = load(j);
    ASSERT_FALSE(l.problems.empty());
    EXPECT_EQ(l.problems[0].describe("eylau.json"),
              "eylau.json: /units/2/start: unit \"Ru.1\" starts in hex 0202, already the start hex of \"Fr.1\" "
              "(4.4: one unit per hex)");
}

TEST(ScenarioLoader, UnreadableFileIsOneClearError) {
    const auto l = readScenarioFile("/nonexistent/dir/x.json");
    ASSERT_FALSE(l.ok());
    ASSERT_EQ(l.problems.size(), 1u);
    EXPECT_NE(l.problems[0].message.find("cannot open the file"), std::string::npos);
}

// Robustness: every prefix of a valid file, and every value replaced by a value of another
// type, gives errors and no scenario; nothing crashes or throws.
TEST(ScenarioLoader, TruncatedFilesNeverHalfLoad) {
    const std::string text = minimalScenarioJson().dump(2);
    for (std::size_t n = 0; n + 1 < text.size(); n += 7) {
        const auto l = readScenario(text.substr(0, n));
        ASSERT_FALSE(l.ok()) << "prefix of " << n << " bytes loaded";
        ASSERT_GT(l.errorCount(), 0u);
    }
}

TEST(ScenarioLoader, EveryValueOfTheWrongTypeIsAnError) {
    const json base = minimalScenarioJson();
    const json flat = base.flatten();
    int tried = 0;
    for (const auto& [pointer, value] : flat.items()) {
        if (value.is_null()) continue;  // an empty list or object in the flattened form
        for (const json& replacement : {json(nullptr), json(true), json(3.5), json::array({1}), json::object()}) {
            if (replacement.type() == value.type()) continue;
            json damaged = base;
            damaged[json::json_pointer(pointer)] = replacement;
            const auto l = load(damaged);
            ++tried;
            EXPECT_FALSE(l.ok()) << pointer << " = " << replacement.dump() << " loaded";
        }
    }
    EXPECT_GT(tried, 300);
}

}  // namespace
}  // namespace eylau
