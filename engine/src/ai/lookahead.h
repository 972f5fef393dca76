#pragma once
// Look-ahead by play-outs: from a copy of the position, with dice of its own (never the game's
// next rolls), the side to judge plays on with the quick computer opponent's Combat Phase and
// answers, the enemy with the greedy player (or, SearchLimits::searchingEnemy, the quick level), until the judged side's next Player-Turn begins (or
// the game ends); the position reached is then scored (position_score.h). Averaged over several
// dice sequences, the same ones for every candidate (common random numbers).
#include "ai/movement_plan.h"
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <cstdint>
#include <vector>

namespace eylau::ai {

// The average score for `side` after `commands` (applied in order from game's state) and the
// play-out that follows, over `samples` dice sequences numbered from `seed`. Stops early when
// the limits are reached (with at least one sample done).
double playOutWorth(const Game& game, Side side, const std::vector<Command>& commands, int samples,
                    std::uint64_t seed, const SearchLimits& limits);

}  // namespace eylau::ai
