// What a play-out's last position still holds (ai/leaf_threat.h): the attacks the side about to
// move can make on its next Combat Phase, weighed as the Victory Points they are likely to win.
#include "ai/leaf_threat.h"
#include "eylau/rules/game_state.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

// Leg.1 surrounded at the start of `phasing`'s Player-Turn of `turn`.
GameState surrounded(const Game& start, Side phasing, int turn) {
    return test::legSurrounded(start.scenario(), start.state(), phasing, turn);
}

// 6.4: a unit with no hex to retreat into is eliminated by a Dr. A play-out that ends as the Allied
// Player-Turn begins, Leg.1 surrounded (test::legSurrounded), has not yet counted what their
// Combat Phase will cost the French: the leaf counts it against the French and for the Allies, in
// Victory Points (23.1).
TEST(LeafThreat, Case_6_4_APlayOutEndingWithAUnitSurroundedCountsItsLikelyLoss) {
    GameOptions o;
    const Game start(test::sharedEylau(), o);
    const Game game(start, surrounded(start, Side::Allied, 5));
    const double french = leafThreat(game, Side::French);
    EXPECT_LT(french, -1.0);
    EXPECT_GT(leafThreat(game, Side::Allied), 1.0);
    // With one of the three divisions gone (the one on the fifth neighbour), a way back opens and
    // the attack of the other two costs less: a Dr is then a retreat, not always a loss.
    GameState open = game.state();
    const Hex at = test::hex("2020");
    for (std::size_t i = 0; i < open.units.size(); ++i)
        if (open.units[i].status == UnitStatus::OnMap && open.units[i].hex == neighbours(at)[4])
            open.units[i].status = UnitStatus::Eliminated;
    const Game opened(start, open);
    EXPECT_LT(leafThreat(opened, Side::French), 0.0);
    EXPECT_GT(leafThreat(opened, Side::French), french);
}

// 8.2: no combat at night, so nothing to count at the start of a night Game-Turn's Player-Turn;
// nor once a Player-Turn is under way (a play-out stops as one begins), nor for the side about to
// move: it is the other side's units that stand to be attacked.
TEST(LeafThreat, Case_8_2_NothingIsCountedBeforeANightWithoutCombat) {
    GameOptions o;
    const Game start(test::sharedEylau(), o);
    ASSERT_TRUE(start.scenario().turns[2].night);
    EXPECT_EQ(leafThreat(Game(start, surrounded(start, Side::Allied, 3)), Side::French), 0.0);
    GameState combat = surrounded(start, Side::Allied, 5);
    combat.phase = Phase::Combat;
    EXPECT_EQ(leafThreat(Game(start, combat), Side::French), 0.0);
    // The French about to move: the Allied divisions are the ones at risk, from Leg.1 alone.
    const double frenchMove = leafThreat(Game(start, surrounded(start, Side::French, 5)), Side::French);
    EXPECT_GE(frenchMove, 0.0);
}

}  // namespace
}  // namespace eylau::ai
