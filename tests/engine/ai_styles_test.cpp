// The styles the computer opponent's look-ahead plans in: how each leans when it weighs a place on
// its own (the victory hexes' pull, 23.4, against the enemy's), and which of them a level uses.
#include "ai/lookahead.h"
#include "ai/move_candidates.h"
#include "ai/threat_map.h"
#include "ai/value_model.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/rules/game_state.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

double worthAt(const Game& game, UnitIndex u, Hex h, const Style& style) {
    const ValueModel values(game.scenario(), game.state(), Side::French);
    const ThreatMap threat(game, Side::Allied);
    return standingWorth(game, values, threat, u, h, style);
}

TEST(LookAheadStyles, TheBalancedFirstThenEylauFirstAndTheEnemyFirstThenTheTuningKinds) {
    const auto& styles = kLookAheadStyleList;
    ASSERT_EQ(styles.size(), 12u);
    EXPECT_EQ(styles[0].caution, 1.0);
    EXPECT_EQ(styles[0].drive, 1.0);
    EXPECT_EQ(styles[0].eylau, 1.0);
    for (std::size_t k = 0; k < 6; ++k) EXPECT_EQ(styles[k].eylau, 1.0) << k;
    EXPECT_GT(styles[6].eylau, 1.0);
    EXPECT_LT(styles[7].eylau, 1.0);
    // The levels' eight weigh a Dr as usual; the two after them are wary of a shut way back (6.4).
    for (std::size_t k = 0; k < 8; ++k) EXPECT_EQ(styles[k].cornered, 0.0) << k;
    EXPECT_GT(styles[8].cornered, 0.0);
    EXPECT_GT(styles[9].cornered, 0.0);
    // Then the most cautious and least driven of all, and the reverse.
    for (std::size_t k = 0; k < 10; ++k) {
        EXPECT_GT(styles[10].caution, styles[k].caution) << k;
        EXPECT_LT(styles[10].drive, styles[k].drive) << k;
        EXPECT_LT(styles[11].caution, styles[k].caution) << k;
        EXPECT_GT(styles[11].drive, styles[k].drive) << k;
    }
    // Normal takes the first six, strong the first eight (docs/computer-opponent.md, "Levels: the
    // tuning runs"); the last four only a tuning run asks for (--search).
    EXPECT_EQ(levelWork(Level::Normal).styles, 6);
    EXPECT_EQ(levelWork(Level::Strong).styles, 8);
    EXPECT_EQ(std::size_t(kLookAheadStyles), styles.size());
}

// With no enemy on the map only the victory hexes pull (23.4): a place three hexes from Eylau
// costs the Eylau-first style twice what it costs the balanced one, the enemy-first style half.
TEST(LookAheadStyles, WithNoEnemyTheEylauStyleFeelsTheVictoryHexesPullMore) {
    GameOptions o;
    const Game start(test::sharedEylau(), o);
    GameState st = start.state();
    for (std::size_t i = 0; i < st.units.size(); ++i)
        if (start.scenario().units[i].side == Side::Allied) st.units[i].status = UnitStatus::Eliminated;
    const Game game(start, st);
    const UnitIndex u = test::unitIndex(game.scenario(), "Leg.1");
    const Hex away = test::hex("1216");  // three hexes from Eylau's 1213, more from 1313
    ASSERT_EQ(distance(away, test::hex("1213")), 3);
    ASSERT_GE(distance(away, test::hex("1313")), 3);
    const double balanced = worthAt(game, u, away, {});
    ASSERT_LT(balanced, 0.0);
    EXPECT_NEAR(worthAt(game, u, away, {1.0, 1.0, 2.0}), 2.0 * balanced, 1e-9);
    EXPECT_NEAR(worthAt(game, u, away, {1.0, 1.0, 0.5}), 0.5 * balanced, 1e-9);
}

// In Eylau itself (1213) no victory hex pulls, only the enemy: standing there, away from the
// Russians, is worth less to the enemy-first style than to the balanced one, more to Eylau-first.
TEST(LookAheadStyles, InEylauTheEnemyFirstStyleFeelsTheEnemysPullMore) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const UnitIndex u = test::unitIndex(game.scenario(), "Leg.1");
    const Hex eylau = test::hex("1213");
    const double balanced = worthAt(game, u, eylau, {});
    EXPECT_LT(worthAt(game, u, eylau, {1.0, 1.0, 0.5}), balanced);
    EXPECT_GT(worthAt(game, u, eylau, {1.0, 1.0, 2.0}), balanced);
}

// 6.4: a unit with no hex to retreat into is eliminated by a Dr. With Style::cornered, a place whose
// every neighbour is an enemy unit's or in its Zone of Control counts the enemy's Dr as the unit's
// loss, and so is worth less than the same place weighed as usual; out of the enemy's reach nothing
// changes.
TEST(LookAheadStyles, Case_6_4_ACorneredPlaceCountsARetreatAsALoss) {
    GameOptions o;
    const Game start(test::sharedEylau(), o);
    const Scenario& sc = start.scenario();
    // Game-Turn 5, a day turn: the enemy attacks next Player-Turn (8.2).
    const Game game(start, test::legSurrounded(sc, start.state(), Side::French, 5));
    const UnitIndex leg = test::unitIndex(sc, "Leg.1");
    const Hex cornered = test::hex("2020");
    Style usual, wary;
    wary.cornered = 1.0;
    EXPECT_LT(worthAt(game, leg, cornered, wary), worthAt(game, leg, cornered, usual) - 0.5);
    const Hex far = test::hex("0302");
    ASSERT_EQ(ThreatMap(game, Side::Allied).pressure(far), 0);
    EXPECT_DOUBLE_EQ(worthAt(game, leg, far, wary), worthAt(game, leg, far, usual));
}

}  // namespace
}  // namespace eylau::ai
