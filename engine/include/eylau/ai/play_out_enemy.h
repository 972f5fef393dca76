#pragma once
// Who plays the enemy's turn in the look-ahead's play-outs (ai/lookahead.h): the greedy player,
// the quick level, or a planner with the normal level's sweeps and places but no play-outs (the
// strong level's real opponent, less its look-ahead; a tuning setting, issue 44).
#include <cstdint>

namespace eylau::ai {

enum class PlayOutEnemy : std::uint8_t { Greedy, Quick, Thorough };

}  // namespace eylau::ai
