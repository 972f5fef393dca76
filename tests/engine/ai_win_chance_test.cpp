// A play-out scored as the chance it wins (win_chance.h): early in the battle its margin, late in
// it a lead worth less than its points and a deficit worth risking more for, at the end only
// which side is ahead (23.5).
#include "ai/win_chance.h"

#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <cmath>

namespace eylau::ai {
namespace {

GameState atTurn(int turn, Phase phase = Phase::Movement) {
    GameState st = Game(test::sharedEylau(), GameOptions{}).state();
    st.turn = turn;
    st.phase = phase;
    return st;
}

TEST(WinChance, WithNoSpreadAPlayOutScoresItsMargin) {
    const Scenario& eylau = *test::sharedEylau();
    for (double margin : {-40.0, -3.0, 0.0, 12.5, 60.0})
        EXPECT_EQ(winWorth(eylau, atTurn(eylau.lastTurn()), margin, 0), margin);
}

TEST(WinChance, TheSpreadToComeNarrowsTurnByTurn) {
    const Scenario& eylau = *test::sharedEylau();
    double before = 1e9;
    for (int turn = 1; turn <= eylau.lastTurn(); ++turn) {
        const double spread = spreadToCome(eylau, atTurn(turn), 17);
        EXPECT_LT(spread, before) << "Game-Turn " << turn;
        before = spread;
    }
    // A random walk: nine Game-Turns' spread is three times one's.
    EXPECT_NEAR(spreadToCome(eylau, atTurn(1), 17), 17 * std::sqrt(eylau.lastTurn() - 1 + 0.5), 1e-9);
    EXPECT_LT(spreadToCome(eylau, atTurn(eylau.lastTurn(), Phase::GameOver), 17), 17);
}

// Early, a small margin is worth its points, and the worth keeps order: more is better.
TEST(WinChance, EarlyASmallMarginIsWorthItsPoints) {
    const Scenario& eylau = *test::sharedEylau();
    const GameState first = atTurn(1);
    for (double margin : {-8.0, -2.0, 3.0, 8.0}) EXPECT_NEAR(winWorth(eylau, first, margin, 17), margin, 0.05 * std::abs(margin));
    double last = -1e9;
    for (double margin = -100; margin <= 100; margin += 5) {
        const double worth = winWorth(eylau, first, margin, 17);
        EXPECT_GT(worth, last) << margin;
        last = worth;
    }
}

// On the last Game-Turn a 40-point lead is worth little more than a 15-point one: nothing is to be
// risked for it. Turning 10 behind into 10 ahead is worth more then than 40 more points for a side
// already 10 ahead; early in the battle it is the other way round.
TEST(WinChance, LateALeadIsWorthLessThanItsPoints) {
    const Scenario& eylau = *test::sharedEylau();
    const GameState first = atTurn(1), last = atTurn(eylau.lastTurn());
    const auto worth = [&](const GameState& st, double margin) { return winWorth(eylau, st, margin, 17); };
    EXPECT_LT(worth(last, 40) - worth(last, 15), 0.25 * (40 - 15));
    EXPECT_NEAR(worth(last, 0), 0, 1e-12);
    EXPECT_NEAR(worth(last, -7), -worth(last, 7), 1e-12);  // as much to lose as to win
    EXPECT_GT(worth(last, 10) - worth(last, -10), worth(last, 50) - worth(last, 10));
    EXPECT_LT(worth(first, 10) - worth(first, -10), worth(first, 50) - worth(first, 10));
}

// 23.5: once the game is over only the side ahead counts: 5 points ahead is nearly 50 ahead.
TEST(WinChance, AtTheEndOnlyTheSideAheadCounts) {
    const Scenario& eylau = *test::sharedEylau();
    const GameState over = atTurn(eylau.lastTurn(), Phase::GameOver);
    EXPECT_GT(winWorth(eylau, over, 10, 17), 0.95 * winWorth(eylau, over, 50, 17));
    EXPECT_LT(winWorth(eylau, over, -10, 17), 0.95 * winWorth(eylau, over, -50, 17));
}

// Issue 44, 23.5 by levels: at the end a lead inside the Draw band (0-14 at Eylau) is worth about
// as little as level, one past it (15) about as much as a large one, and a loss mirrors a win.
TEST(WinChance, Case_23_5_ByLevelsALeadInsideTheDrawBandIsWorthLittle) {
    const Scenario& eylau = *test::sharedEylau();
    EXPECT_EQ(eylau.victory.winningSuperiority(), 15);
    const GameState over = atTurn(eylau.lastTurn(), Phase::GameOver);
    const auto worth = [&](double margin) { return winWorth(eylau, over, margin, 0, true); };
    const double won = worth(60);
    EXPECT_NEAR(worth(0), 0, 1e-12);
    EXPECT_NEAR(worth(-25), -worth(25), 1e-12);
    EXPECT_LT(worth(10), 0.15 * won);   // a Draw, 10 ahead
    EXPECT_GT(worth(20), 0.8 * won);    // a Marginal Victory
    EXPECT_GT((worth(16) - worth(13)) / 3, 3 * (worth(13) - worth(0)) / 13);  // a point crossing into Marginal pays thrice
    // Early in the battle the bands blur: 10 ahead is worth a good part of a win.
    const GameState first = atTurn(1);
    const auto early = [&](double margin) { return winWorth(eylau, first, margin, 0, true); };
    EXPECT_GT(early(10), 0.2 * early(60));
    EXPECT_GT(early(10), early(5));
}

// A scenario without levels: any lead wins, as without `byLevels`.
TEST(WinChance, WithoutLevelsAnyLeadWins) {
    Scenario plain = *test::sharedEylau();
    plain.victory.levels.clear();
    EXPECT_EQ(plain.victory.winningSuperiority(), 1);
    const GameState over = atTurn(plain.lastTurn(), Phase::GameOver);
    EXPECT_NEAR(winWorth(plain, over, 3, 17, true), winWorth(plain, over, 3, 17, false), 0.3);
}

}  // namespace
}  // namespace eylau::ai
