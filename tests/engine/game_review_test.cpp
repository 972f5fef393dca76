// GameReview: any position of a recorded game, by command, phase, Player-Turn or Game-Turn,
// forward and back, exactly as replaying the record's first commands makes it; and playing on
// from a position as a new game, the record reviewed untouched.
#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include "eylau/record/game_review.h"
#include "eylau/rules/game_state.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

namespace eylau {
namespace {

std::unique_ptr<GameSession> recordedGame() {
    // The record names "Eylau": the shipped scenario.
    const ScenarioLookup lookup = [](const std::string&, std::string&) -> std::shared_ptr<const Scenario> { return test::sharedEylau(); };
    const std::string path = (std::filesystem::path(EYLAU_TEST_DATA_DIR) / "golden/eylau-greedy-greedy-14.eylau").string();
    SessionLoad loaded = GameSession::load(path, lookup);
    EXPECT_TRUE(loaded.ok()) << loaded.error;
    return std::move(loaded.session);
}

// The state after the record's first `count` commands, replayed afresh.
GameState replayed(const GameSession& session, std::size_t count) {
    Game game(session.sharedScenario(), session.options());
    for (std::size_t i = 0; i < count; ++i) EXPECT_TRUE(game.apply(session.record().lines[i].command).ok());
    return game.state();
}

TEST(GameReview, EveryPositionIsTheReplayOfTheRecordsFirstCommands) {
    const auto session = recordedGame();
    ASSERT_TRUE(session);
    GameReview review(*session);
    ASSERT_EQ(review.length(), session->record().lines.size());
    ASSERT_GT(review.length(), 100u);
    EXPECT_EQ(review.position(), 0u);
    EXPECT_EQ(review.game().state(), replayed(*session, 0));
    // Forward, back and jumping about, across the checkpoints.
    std::mt19937 pick(14);
    std::vector<std::size_t> positions{review.length(), 1, 31, 32, 33, 64, 0, review.length() - 1};
    for (int i = 0; i < 12; ++i) positions.push_back(std::uniform_int_distribution<std::size_t>(0, review.length())(pick));
    for (std::size_t p : positions) {
        review.seek(p);
        EXPECT_EQ(review.position(), p);
        EXPECT_EQ(review.game().state(), replayed(*session, p)) << "at position " << p;
    }
    review.seek(review.length() + 10);
    EXPECT_EQ(review.position(), review.length());
    EXPECT_EQ(review.game().state(), session->state());
}

TEST(GameReview, StepsGoToTheStartOfEachPhasePlayerTurnAndGameTurn) {
    const auto session = recordedGame();
    ASSERT_TRUE(session);
    GameReview review(*session);
    const auto& steps = review.steps();
    // Forward by phase: each stop is the first command of a new phase (or the end).
    std::size_t stops = 0;
    for (std::size_t p = review.next(ReviewStep::ByPhase); p < review.length(); p = review.next(ReviewStep::ByPhase)) {
        const SessionStep& a = steps[p - 1];
        const SessionStep& b = steps[p];
        EXPECT_TRUE(a.turn != b.turn || a.phasing != b.phasing || a.phase != b.phase) << p;
        review.seek(p);
        ++stops;
    }
    EXPECT_GT(stops, 10u);
    // Back by Game-Turn from the end: the first command of each Game-Turn, down to the opening.
    review.seek(review.length());
    int lastTurn = steps.back().turn + 1;
    while (review.position() > 0) {
        review.seek(review.previous(ReviewStep::ByGameTurn));
        const std::size_t p = review.position();
        EXPECT_LT(steps[p].turn, lastTurn);
        if (p > 0) {
            EXPECT_NE(steps[p - 1].turn, steps[p].turn);
        }
        lastTurn = steps[p].turn;
    }
    EXPECT_EQ(lastTurn, 1);
    // By command: one at a time.
    review.seek(10);
    EXPECT_EQ(review.next(ReviewStep::ByCommand), 11u);
    EXPECT_EQ(review.previous(ReviewStep::ByCommand), 9u);
    // Player-Turns: from inside one, back goes to its start.
    const std::size_t start = review.previous(ReviewStep::ByPlayerTurn);
    EXPECT_TRUE(start == 0 || steps[start - 1].phasing != steps[start].phasing || steps[start - 1].turn != steps[start].turn);
}

TEST(GameReview, PlayingOnFromAPositionIsANewGameAndTheRecordIsUnchanged) {
    const auto session = recordedGame();
    ASSERT_TRUE(session);
    const GameRecord before = session->record();
    GameReview review(*session);
    review.seek(57);
    const auto fork = review.playOnFromHere();
    ASSERT_TRUE(fork);
    ASSERT_EQ(fork->record().lines.size(), 57u);
    for (std::size_t i = 0; i < 57; ++i) EXPECT_EQ(fork->record().lines[i].command, before.lines[i].command);
    EXPECT_EQ(fork->record().players, before.players);
    EXPECT_EQ(fork->record().seed, before.seed);
    EXPECT_EQ(fork->state(), review.game().state());
    EXPECT_EQ(session->record(), before);
    EXPECT_EQ(review.record(), before);
}

}  // namespace
}  // namespace eylau
