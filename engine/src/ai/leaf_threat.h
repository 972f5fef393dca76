#pragma once
// What a play-out's last position still holds: the attacks the side about to move can make on
// its next Combat Phase (5.0-6.4), which a play-out stopped at the start of that Player-Turn does
// not see. Without it a plan whose play-out ends with our units in the enemy's reach, their way
// back shut (6.4), scores as well as one that ends with them safe.
#include "eylau/game/game.h"

namespace eylau::ai {

// The Victory Points `side` can expect to gain (positive) or lose (negative) from the attacks of
// the side whose Player-Turn begins in `game`'s position: the strength of the other side's units
// their threat map puts at risk (exposedShare, a Dr a loss where the way back is shut), weighed
// as 23.1-23.3 weigh eliminated strength. 0 when the game is over, when no Player-Turn is
// beginning (a Movement Phase with nothing moved yet), or in a night Game-Turn (8.2: no combat).
// With `waysBack`, a Dr is weighed by the unit's ways back instead (Style::traps, read as the
// position stands: 6.4).
double leafThreat(const Game& game, Side side, bool waysBack = false);

}  // namespace eylau::ai
