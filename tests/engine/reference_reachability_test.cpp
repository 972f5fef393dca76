// The movement benchmarks' reference search (support/reference_reachability.h) against the engine
// (Movement::reachable): over the Movement Phase positions of whole random games of Eylau, every
// on-map unit of either side reaches the same hexes at the same costs, so the benchmarks compare
// two answers to one question.
#include "eylau/rules/movement.h"

#include "support/game_fixture.h"
#include "support/random_positions.h"
#include "support/reference_reachability.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

TEST(ReferenceReachability, AgreesWithTheEngineOverRandomGames) {
    const auto scenario = test::sharedEylau();
    const Movement movement(*scenario);
    test::ReferenceReachability reference(*scenario);
    int positions = 0;
    test::RandomGames games;
    games.games = 4;
    test::visitRandomPositions(games, [&](const Game& game) {
        const GameState& g = game.state();
        if (g.phase != Phase::Movement) return;
        ++positions;
        for (Side side : {Side::French, Side::Allied}) {
            const auto why = test::referenceDisagreement(*scenario, movement, reference, g, side);
            ASSERT_FALSE(why) << *why;
        }
    });
    EXPECT_GT(positions, 100);
}

}  // namespace
}  // namespace eylau
