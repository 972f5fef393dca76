// Every input in tests/data/fuzz-findings/ (found by fuzzing eylau-cli and by hand, README there):
// each broke the program once; each now gets a clear verdict or a clear error naming the place.
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/io/text_file.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <string>

namespace eylau {
namespace {

const std::string kFindings = std::string(EYLAU_TEST_DATA_DIR) + "/fuzz-findings/";

std::string finding(const std::string& name) {
    std::string error;
    auto text = readTextFile(kFindings + name, kMaxRecordFileBytes, error);
    EXPECT_TRUE(text) << name << ": " << error;
    return text.value_or("");
}

// The one error of a failed load, as "PATH: MESSAGE".
std::string onlyError(const ScenarioLoad& load) {
    EXPECT_FALSE(load.ok());
    EXPECT_EQ(load.errorCount(), 1u);
    return load.problems.empty() ? "" : load.problems.front().path + ": " + load.problems.front().message;
}

// Plays a record on a scenario; the refusal of the first line refused, or "" when all are legal.
std::string play(std::shared_ptr<const Scenario> scenario, const std::string& recordText) {
    const RecordParse parsed = parseRecord(recordText);
    if (!parsed.record) return "record: " + (parsed.errors.empty() ? std::string() : parsed.errors.front());
    GameOptions options;
    options.seed = parsed.record->seed;
    Game game(std::move(scenario), options);
    for (const RecordLine& line : parsed.record->lines) {
        const Verdict verdict = game.whyNot(line.command);
        const ApplyResult result = game.apply(line.command);
        EXPECT_EQ(verdict.has_value(), !result.ok()) << "legal and apply disagree on line " << line.lineNumber;
        if (!result.ok()) return "line " + std::to_string(line.lineNumber) + ": " + result.refusal->describe();
    }
    return "";
}

// The combat-obligation solver read freed memory (a reference into its list of planned attacks
// outlived the list's growth), so its verdict rested on whatever the freed memory held; under the
// sanitizers this was a heap-use-after-free. The verdict now stands on the search alone: Leg.3 is
// the only French unit next to Tut.2 as well as Tut.6, so attacking Tut.6 alone would leave Tut.2,
// which must be attacked, with nobody to attack it (5.1); attacking both together is legal.
TEST(FuzzFindings, Case_5_1_ObligationSearchKeepsItsPlansWhileItGrowsThem) {
    const std::string record = finding("record-obligations-heap-use-after-free.eylau");
    EXPECT_EQ(play(test::sharedEylau(), record),
              "line 31: [5.1] after this attack Tut.2 (which must be attacked: Leg.3 is in its Zone of Control) "
              "could no longer be attacked");
    const std::string both = record.substr(0, record.rfind("attack")) + "attack Leg.3 on Tut.6,Tut.2\n";
    EXPECT_EQ(play(test::sharedEylau(), both), "");
}

// "odds 2147483647-1": the ratio's terms were multiplied in int and overflowed; now odds terms
// run from 1 to 9999 and the record says so.
TEST(FuzzFindings, OddsOutOfRangeAreAnErrorOfTheRecord) {
    const RecordParse parsed = parseRecord(finding("record-odds-int-overflow.eylau"));
    ASSERT_FALSE(parsed.record);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_NE(parsed.errors[0].find("line 28: '2147483647-1' is not odds"), std::string::npos) << parsed.errors[0];
    EXPECT_NE(parsed.errors[0].find("from 1 to 9999"), std::string::npos) << parsed.errors[0];
}

TEST(FuzzFindings, CombatResultsColumnOutOfRangeIsAnErrorOfTheScenario) {
    const ScenarioLoad load = readScenario(finding("scenario-crt-column-int-overflow.json"));
    const std::string error = onlyError(load);
    EXPECT_NE(error.find("/combatResults/columns/"), std::string::npos) << error;
    EXPECT_NE(error.find("\"2147483647-1\""), std::string::npos) << error;
}

TEST(FuzzFindings, NumberTooLargeForAnyTypeIsASyntaxErrorWithItsPlace) {
    EXPECT_EQ(onlyError(readScenario(finding("scenario-number-overflow-1e400.json"))),
              ": not valid JSON: line 1, column 1: the number 1e400 is out of range");
    const std::string inFeature = onlyError(readScenario(finding("scenario-number-overflow-in-feature.json")));
    EXPECT_EQ(inFeature, ": not valid JSON: line 1, column 34: the number 1e400 is out of range");
}

// An error message printed the offending value whole, recursively: 10,000 nested lists overflowed
// the stack. Now nesting stops at 64 levels, with its own message, before any value is printed.
TEST(FuzzFindings, DeepNestingIsRefusedAtItsDepthLimit) {
    for (const char* name : {"scenario-deep-nesting-crt-column-10k.json", "scenario-deep-nesting-crt-provenance-10k.json",
                             "scenario-deep-nesting-crt-result-10k.json", "scenario-deep-nesting-hexside-feature-10k.json"}) {
        const std::string error = onlyError(readScenario(finding(name)));
        EXPECT_NE(error.find("values are nested more than 64 levels deep"), std::string::npos) << name << ": " << error;
    }
}

TEST(FuzzFindings, DeepNestingOfAHundredThousandLevels) {
    const int depth = 100000;
    const std::string text = "{\"map\":{\"hexsides\":[{\"features\":[" + std::string(depth, '[') +
                             std::string(depth, ']') + "]}]}}";
    const std::string error = onlyError(readScenario(text));
    EXPECT_EQ(error.rfind("/map/hexsides/0/features/0/0/", 0), 0u) << error;
    EXPECT_NE(error.find("nested more than 64 levels deep"), std::string::npos) << error;
}

// nlohmann keeps the last of two equal keys; a unit's second "strength" (999) silently won.
TEST(FuzzFindings, DuplicateKeyIsAnErrorAtItsPath) {
    const std::string error = onlyError(readScenario(finding("scenario-duplicate-key-last-wins.json")));
    EXPECT_NE(error.find("/units/"), std::string::npos) << error;
    EXPECT_NE(error.find("/strength: the key \"strength\" is given twice in one object"), std::string::npos) << error;
}

}  // namespace
}  // namespace eylau
