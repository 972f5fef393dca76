#pragma once
// The next attack of a Combat Phase weighed by play-outs (the strong level): the planner's own
// next attack, the best other single attacks and, where 5.1 allows it, ending the phase, each
// played out through the enemy's Player-Turn over the same numbered dice sequences (lookahead.h),
// scored less the luck of every die, the attack's own first (play_out_luck.h). What an attack is
// worth is then what its result leads to, not only the result: the hexes it opens or closes, the
// units left standing next to the enemy. The planner's attack is kept unless another plays out
// clearly better.
#include "ai/lookahead.h"

#include <vector>

namespace eylau::ai {

// The attacks (or `end`) to weigh: `planned` first (the planner's choice), then up to `others` of
// the best-scored single attacks the engine accepts now, then `end` when it is legal.
std::vector<Command> attacksToWeigh(const Game& game, const Command& planned, int others);

// Which of the candidates' play-outs to take: the best by rankingWorth (the first, the planner's,
// unless another's mean is over 1 VP better); candidates with none played are passed over.
std::size_t preferredOf(const std::vector<PlayOuts>& scores);

// The best of `candidates` (not empty) after `samples` play-outs each, on the limits' threads;
// the first is kept unless another's mean is over 1 VP better.
Command weighAttacks(const Game& game, const std::vector<Command>& candidates, int samples, const SearchLimits& limits);

}  // namespace eylau::ai
