#pragma once
// The computer opponent in the tests: always on a budget of work (ai::WorkBudget), never on the
// clock, so that a loaded machine plays the same games as an idle one and cannot change a test's
// outcome (docs/computer-opponent.md).
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/player.h"

#include <cstdint>
#include <memory>

namespace eylau::test {

// A smaller budget of work than the levels' own (levelWork), so that the tests are quick: 60, 300
// and 1200 movement plans a Movement Phase for the quick, normal and strong levels; nothing for
// the random and greedy players, which never search.
ai::WorkBudget computerWork(ai::Level level);

// A player of the level, as ai::makePlayer gives it, the computer opponent's levels on
// computerWork(level) or the work given.
std::unique_ptr<ai::Player> player(ai::Level level, std::uint64_t seed);
std::unique_ptr<ai::Player> player(ai::Level level, std::uint64_t seed, ai::WorkBudget work);

// Settings for ai::decide: the level, on computerWork(level) or the work given, with the seed.
ai::ComputerSettings computerSettings(ai::Level level, std::uint64_t seed = 1);
ai::ComputerSettings computerSettings(ai::Level level, std::uint64_t seed, ai::WorkBudget work);

}  // namespace eylau::test
