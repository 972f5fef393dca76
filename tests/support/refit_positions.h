#pragma once
// The positions the movement planner's passes again (REFIT) are tested on: six of the seeded
// positions of the middle of the battle (seeded_turns.h), each planned with the same small search.
#include "ai/movement_plan.h"
#include "support/game_fixture.h"
#include "support/seeded_turns.h"

#include <array>
#include <functional>

namespace eylau::test {

inline constexpr std::array<int, 6> kRefitPositions = {3, 4, 5, 6, 11, 12};

// Seeded position k planned with four sweeps over five quiet places a unit and one pass again
// (the units tried in the order k gives), and planned again with `change` made to those limits.
struct PlannedTwice {
    Game game;
    ai::SearchLimits changed;  // the limits `after` was planned with
    ai::MovementPlan before, after;
};
inline PlannedTwice plannedTwice(int k, const std::function<void(ai::SearchLimits&)>& change) {
    Game game = Game::atState(sharedEylau(), seededPosition(sharedEylau(), k));
    ai::SearchLimits limits;
    limits.maxSweeps = 4;
    limits.breadth = 5;
    limits.refits = 1;
    limits.seed = std::uint64_t(k);
    ai::MovementPlan before = ai::planMovement(game, limits);
    change(limits);
    ai::MovementPlan after = ai::planMovement(game, limits);
    return {std::move(game), limits, std::move(before), std::move(after)};
}

}  // namespace eylau::test
