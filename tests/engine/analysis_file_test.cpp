// A game's analysis saved beside its record (eylau/ai/analysis_file.h): written and read back
// whole; a malformed, foreign or oversized file names the place and the problem.
#include "eylau/ai/analysis_file.h"
#include "eylau/record/game_record.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace eylau {
namespace {

ai::GameAnalysis someAnalysis() {
    ai::GameAnalysis a;
    a.settings.depth = ai::AnalysisDepth::Deep;
    a.settings.seed = 42;
    a.recordDigest = std::string(64, 'a');
    a.complete = true;
    a.opening = 10;
    ai::TurnAnalysis t;
    t.gameTurn = 2;
    t.side = Side::Allied;
    t.start = 30;
    t.end = 61;
    t.before = 12.5, t.after = 3.25, t.best = 11, t.luck = -1.5, t.cost = -7.75;
    t.mark = ai::TurnMark::None;
    t.turningPoint = true;
    t.cause = ai::SwingCause::Dice;
    t.victoryPoints = {14, 9};
    std::string error;
    t.plan = {*parseCommand("move Tut.1 0715", &error), *parseCommand("end", &error)};
    a.turns = {t, t};
    a.turns[1].mark = ai::TurnMark::Blunder;
    return a;
}

TEST(AnalysisFile, WrittenAndReadBackWhole) {
    const ai::GameAnalysis a = someAnalysis();
    const ai::AnalysisLoad back = ai::readAnalysis(ai::writeAnalysis(a), "game.eylau-analysis");
    ASSERT_TRUE(back.analysis) << back.error;
    const ai::GameAnalysis& b = *back.analysis;
    EXPECT_EQ(b.settings.depth, ai::AnalysisDepth::Deep);
    EXPECT_EQ(b.settings.seed, 42u);
    EXPECT_EQ(b.recordDigest, a.recordDigest);
    ASSERT_EQ(b.turns.size(), 2u);
    EXPECT_EQ(b.turns[0].side, Side::Allied);
    EXPECT_EQ(b.turns[0].start, 30u);
    EXPECT_EQ(b.turns[0].end, 61u);
    EXPECT_EQ(b.turns[0].after, 3.25);
    EXPECT_EQ(b.turns[0].cost, -7.75);
    EXPECT_EQ(b.turns[0].cause, ai::SwingCause::Dice);
    EXPECT_TRUE(b.turns[0].turningPoint);
    EXPECT_EQ(b.turns[0].victoryPoints, (std::array<int, 2>{14, 9}));
    EXPECT_EQ(b.turns[0].plan, a.turns[0].plan);
    EXPECT_EQ(b.turns[1].mark, ai::TurnMark::Blunder);
}

TEST(AnalysisFile, SavedBesideTheRecordAndLoaded) {
    const auto dir = std::filesystem::temp_directory_path() / "eylau-analysis-file-test";
    std::filesystem::create_directories(dir);
    const std::string path = ai::analysisPathFor((dir / "game.eylau").string());
    EXPECT_EQ(std::filesystem::path(path).filename(), "game.eylau-analysis");
    ASSERT_FALSE(ai::saveAnalysis(someAnalysis(), path));
    const ai::AnalysisLoad back = ai::loadAnalysis(path);
    ASSERT_TRUE(back.analysis) << back.error;
    EXPECT_EQ(back.analysis->turns.size(), 2u);
    std::filesystem::remove_all(dir);
}

// Each damage names the file, the place and the problem, and gives no analysis.
TEST(AnalysisFile, AMalformedFileNamesThePlaceAndTheProblem) {
    const std::string good = ai::writeAnalysis(someAnalysis());
    const auto damaged = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        const std::size_t at = text.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        if (at != std::string::npos) text.replace(at, from.size(), to);
        return ai::readAnalysis(text, "game.eylau-analysis");
    };
    const auto expectError = [](const ai::AnalysisLoad& load, const std::string& wanted) {
        EXPECT_FALSE(load.analysis);
        EXPECT_NE(load.error.find(wanted), std::string::npos) << load.error;
    };
    expectError(damaged("\"eylau-analysis\"", "\"eylau-scenario\""), "game.eylau-analysis, /format: not an Eylau analysis");
    expectError(damaged("\"cost\": -7.75", "\"cost\": \"high\""), "/turns/0/cost: not a number");
    expectError(damaged("\"mark\": \"blunder\"", "\"mark\": \"howler\""), "/turns/1/mark: unknown mark \"howler\"");
    expectError(damaged("move Tut.1 0715", "mvoe Tut.1 0715"), "/turns/0/plan/0:");
    expectError(damaged("\"depth\": \"deep\"", "\"depth\": \"deeper\""), "/depth: unknown depth");
    expectError(damaged("\"end\": 61", "\"end\": 3"), "/turns/0/end: ends before it starts");
    expectError(damaged("\"version\": 1", "\"version\": 2"), "/version: version 2 is not read");
    expectError(damaged("\"gameTurn\": 2", "\"turn\": 2"), "/turns/0: missing \"gameTurn\"");
    expectError(ai::readAnalysis("{\"format\": ", "x"), "x: ");
    expectError(ai::readAnalysis("[1, 2]", "x"), "not an analysis");
}

TEST(AnalysisFile, ItsSizeAndCountsAreBounded) {
    const std::string huge(ai::kMaxAnalysisFileBytes + 1, ' ');
    EXPECT_NE(ai::readAnalysis(huge, "big").error.find("longer than"), std::string::npos);
    ai::GameAnalysis many = someAnalysis();
    many.turns.resize(ai::kMaxAnalysedTurns + 1, many.turns[0]);
    const std::string text = ai::writeAnalysis(many);
    ASSERT_LE(text.size(), ai::kMaxAnalysisFileBytes);
    EXPECT_NE(ai::readAnalysis(text, "many").error.find("/turns: more than 2000 Player-Turns"), std::string::npos);
}

}  // namespace
}  // namespace eylau
