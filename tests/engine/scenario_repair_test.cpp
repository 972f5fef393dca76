// Reading a scenario for repair (ReadMode::Repair, docs/editor.md "Repair mode"): any scenario
// in well-formed JSON comes back, whatever its errors, with every error listed, the checks run
// on it, and each value that could not be read replaced or left out as its message says; the
// strict read (the game, the CLI) still refuses the same files.
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <string>

namespace eylau {
namespace {

using nlohmann::json;
using test::minimalScenarioJson;

ScenarioLoad repair(const json& j) { return readScenario(j.dump(), ReadMode::Repair); }

// The minimal scenario with one damage done to it, read for repair.
ScenarioLoad repairedMinimal(const std::function<void(json&)>& damage) {
    json j = minimalScenarioJson();
    damage(j);
    return repair(j);
}

// The problem at `path`, or nullptr.
const ScenarioProblem* problemAt(const ScenarioLoad& l, const std::string& path) {
    const auto it = std::find_if(l.problems.begin(), l.problems.end(), [&](const ScenarioProblem& p) {
        return p.severity == ScenarioProblem::Severity::Error && p.path == path;
    });
    return it == l.problems.end() ? nullptr : &*it;
}

std::string listed(const ScenarioLoad& l) {
    std::string out;
    for (const auto& p : l.problems) out += "\n  " + p.describe("test.json");
    return out;
}

// An error at `path` says `words`.
::testing::AssertionResult saysAt(const ScenarioLoad& l, const std::string& path, const std::string& words) {
    const ScenarioProblem* p = problemAt(l, path);
    if (!p) return ::testing::AssertionFailure() << "no error at " << path << "; problems:" << listed(l);
    if (p->message.find(words) == std::string::npos)
        return ::testing::AssertionFailure() << path << " says \"" << p->message << "\", not \"" << words << "\"";
    return ::testing::AssertionSuccess();
}

std::vector<std::filesystem::path> jsonFiles(const std::string& folder) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(EYLAU_TEST_DATA_DIR) + "/" + folder))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

// Every damaged copy that parses is refused by the strict read and kept by the repair read, with
// the strict read's errors among its problems (the repair adds what the editor holds instead).
TEST(ScenarioRepair, EveryDamagedFileThatParsesIsKeptWithItsErrors) {
    int kept = 0;
    for (const auto& file : jsonFiles("damaged")) {
        const std::string name = file.filename().string();
        const ScenarioLoad strict = readScenarioFile(file.string());
        const ScenarioLoad repaired = readScenarioFile(file.string(), ReadMode::Repair);
        if (name == "minimal.json") {
            EXPECT_TRUE(strict.ok() && repaired.ok()) << listed(repaired);
            continue;
        }
        EXPECT_FALSE(strict.ok()) << name;
        EXPECT_FALSE(repaired.ok()) << name << ": a file with errors is never ok";
        if (name == "syntax-error.json") {
            EXPECT_FALSE(repaired.scenario.has_value()) << "malformed JSON is not repaired";
            continue;
        }
        ASSERT_TRUE(repaired.scenario.has_value()) << name;
        ++kept;
        EXPECT_GE(repaired.errorCount(), 1u) << name;
        for (const ScenarioProblem& p : strict.problems) {
            if (p.severity != ScenarioProblem::Severity::Error) continue;
            const bool found = std::any_of(repaired.problems.begin(), repaired.problems.end(), [&](const ScenarioProblem& r) {
                return r.path == p.path && r.message.rfind(p.message, 0) == 0;
            });
            const bool checkedInstead = p.message.find("needs exactly one of") != std::string::npos;
            EXPECT_TRUE(found || checkedInstead) << name << ": " << p.describe("") << " missing from" << listed(repaired);
        }
    }
    EXPECT_EQ(kept, 16);
}

TEST(ScenarioRepair, AnUnknownTerrainIsReadAsTheMapDefaultAndSaysSo) {
    const ScenarioLoad l = repairedMinimal([](json& j) { j["map"]["hexes"][0]["terrain"] = "swamp"; });
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->map.terrain(Hex{2, 2}), Terrain::Clear);
    EXPECT_EQ(l.scenario->map.hex(Hex{2, 2}).name, "Dorf") << "the rest of the hex is kept";
    EXPECT_TRUE(saysAt(l, "/map/hexes/0/terrain", "unknown terrain \"swamp\""));
    EXPECT_TRUE(saysAt(l, "/map/hexes/0/terrain", "; the editor reads it as clear"));
    // The hex is named, for a window to go to: the path's index may not find it among the map's
    // hexes (a hex read as the default terrain, with no name, is not kept apart).
    EXPECT_EQ(problemAt(l, "/map/hexes/0/terrain")->hex, (Hex{2, 2}));
    // The strict read says nothing of a repair it does not make.
    json j = minimalScenarioJson();
    j["map"]["hexes"][0]["terrain"] = "swamp";
    const ScenarioLoad strict = readScenario(j.dump());
    ASSERT_FALSE(strict.problems.empty());
    EXPECT_EQ(strict.problems.front().message.find("the editor"), std::string::npos);
}

TEST(ScenarioRepair, ABadStartHexLeavesTheUnitWithoutOneAndTheChecksSaySo) {
    const ScenarioLoad l = repairedMinimal([](json& j) { j["units"][0]["start"] = "12"; });
    ASSERT_TRUE(l.scenario);
    EXPECT_FALSE(l.scenario->units[0].start.has_value());
    EXPECT_TRUE(saysAt(l, "/units/0/start", "\"12\" is not a hex id"));
    EXPECT_TRUE(saysAt(l, "/units/0/start", "; the editor reads the unit without a start hex"));
    // The checks run on the repaired scenario: the unit now has neither start nor entry.
    EXPECT_TRUE(saysAt(l, "/units/0", "exactly one"));
}

TEST(ScenarioRepair, AMapHexWithABadIdIsLeftOut) {
    const ScenarioLoad l = repairedMinimal([](json& j) { j["map"]["hexes"][1]["hex"] = "33"; });
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->map.terrain(Hex{3, 3}), Terrain::Clear);
    EXPECT_TRUE(saysAt(l, "/map/hexes/1/hex", "the editor leaves the hex out"));
}

TEST(ScenarioRepair, AShortCombatResultsRowIsFilledWithReconstructedAr) {
    const ScenarioLoad l =
        repairedMinimal([](json& j) { j["combatResults"]["rows"][1]["results"] = json::array({"Dr"}); });
    ASSERT_TRUE(l.scenario);
    const CombatResultsTable& t = l.scenario->combatResults;
    for (const auto& row : t.rows()) EXPECT_EQ(row.size(), t.columns().size());
    EXPECT_EQ(t.cell(2, 0).result, CombatResult::Dr);
    EXPECT_EQ(t.cell(2, 2).result, CombatResult::Ar);
    EXPECT_EQ(t.cell(2, 2).provenance, Provenance::Reconstructed);
    EXPECT_TRUE(saysAt(l, "/combatResults/rows/1/results",
                       "the row has 1 results but the table has 3 columns; the editor reads the missing results as Ar, "
                       "marked reconstructed"));
}

TEST(ScenarioRepair, AnUnreadableColumnIsLeftOutOfEveryRow) {
    const ScenarioLoad l = repairedMinimal([](json& j) { j["combatResults"]["columns"][1] = "one to one"; });
    ASSERT_TRUE(l.scenario);
    const CombatResultsTable& t = l.scenario->combatResults;
    ASSERT_EQ(t.columns().size(), 2u);
    EXPECT_EQ(t.columns()[1].text(), "2-1");
    for (const auto& row : t.rows()) EXPECT_EQ(row.size(), 2u);
    EXPECT_EQ(t.cell(1, 1).result, CombatResult::De) << "the 2-1 column keeps its own results";
    EXPECT_TRUE(saysAt(l, "/combatResults/columns/1", "the editor leaves the column out"));
}

TEST(ScenarioRepair, AMissingTerrainEffectsRowIsReadAsTheDefault) {
    json j = minimalScenarioJson();
    auto& rows = j["terrainEffects"]["terrain"];
    rows.erase(std::remove_if(rows.begin(), rows.end(), [](const json& r) { return r["terrain"] == "fort"; }), rows.end());
    const ScenarioLoad l = repair(j);
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->terrainEffects.effective(Terrain::Fort).halfMP, 2);
    EXPECT_FALSE(l.scenario->terrainEffects.effective(Terrain::Fort).defenderDoubled);
    EXPECT_TRUE(saysAt(l, "/terrainEffects/terrain",
                       "no row for terrain \"fort\"; the editor reads the row as the chart's default"));
}

TEST(ScenarioRepair, AnUnknownKeyIsLeftOutAndAWrongTypeReadAsTheDefault) {
    const ScenarioLoad l = repairedMinimal([](json& j) {
        j["units"][0]["strenght"] = 4;
        j["units"][1]["strength"] = "four";
    });
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->units[1].strength, 0);
    EXPECT_TRUE(saysAt(l, "/units/0/strenght", "; the editor leaves it out"));
    EXPECT_TRUE(saysAt(l, "/units/1/strength", "expected a whole number, found a string; the editor reads it as 0"));
}

TEST(ScenarioRepair, AMapPastColumn99IsCutThere) {
    const ScenarioLoad l = repairedMinimal([](json& j) {
        j["map"]["firstColumn"] = 90;
        j["map"]["columns"] = 20;
    });
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->map.lastColumn(), 99);
    EXPECT_TRUE(saysAt(l, "/map/columns", "the editor reads it as 10 columns"));
}

// An object with nothing of a scenario in it still gives something to edit: a map of one hex.
TEST(ScenarioRepair, AnEmptyObjectIsReadAsAMapOfOneHex) {
    const ScenarioLoad l = readScenario("{}", ReadMode::Repair);
    ASSERT_TRUE(l.scenario);
    EXPECT_EQ(l.scenario->map.columns(), 1);
    EXPECT_EQ(l.scenario->map.rows(), 1);
    EXPECT_GE(l.errorCount(), 5u) << listed(l);
    bool saidMap = false;
    for (const auto& p : l.problems) saidMap |= p.message == "missing required key \"map\"; the editor reads a map of one hex";
    EXPECT_TRUE(saidMap) << listed(l);
}

TEST(ScenarioRepair, JsonThatIsNoScenarioIsRefused) {
    for (const char* text : {"[1, 2]", "42", R"({"format": "eylau-record"})", "{\"format\": "}) {
        const ScenarioLoad l = readScenario(text, ReadMode::Repair);
        EXPECT_FALSE(l.scenario.has_value()) << text;
        EXPECT_GE(l.errorCount(), 1u) << text;
    }
}

// The inputs that once broke the reader (tests/data/fuzz-findings) read for repair without a
// crash; what comes back is written and read again, and checked.
TEST(ScenarioRepair, FuzzFindingsReadForRepairWithoutACrash) {
    int read = 0;
    for (const auto& file : jsonFiles("fuzz-findings")) {
        const ScenarioLoad l = readScenarioFile(file.string(), ReadMode::Repair);
        ++read;
        if (!l.scenario) {
            EXPECT_GE(l.errorCount(), 1u) << file;
            continue;
        }
        const ScenarioLoad again = readScenario(writeScenario(*l.scenario), ReadMode::Repair);
        ASSERT_TRUE(again.scenario) << file << listed(again);
        (void)checkScenario(*again.scenario);
    }
    EXPECT_GE(read, 6);
}

}  // namespace
}  // namespace eylau
