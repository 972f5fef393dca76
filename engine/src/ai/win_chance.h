#pragma once
// A play-out's score as the chance it wins, not its margin (23.5: the side ahead at the end wins,
// by any margin). The margin a play-out ends with is still to move by the turns left to play; taken
// as a normal spread of `spreadPerTurn` Victory Points a Game-Turn (a random walk: the square root
// of the turns left), the chance of ending ahead is Phi(margin / spread). It is returned on the
// margin's scale, spread * sqrt(pi / 2) * erf(margin / (spread * sqrt 2)): the margin itself while it
// is small against the spread (early in the battle, nothing changes), a lead worth less and less
// as it grows past it (late in the battle, a safe lead is not worth risking, a lost game is worth
// risking for). The spread never narrows below a few points: the score is an estimate.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

namespace eylau::ai {

// The spread of the margin still to come after `state`, in Victory Points.
double spreadToCome(const Scenario& scenario, const GameState& state, double spreadPerTurn);

// `margin` (this side's Victory Points less the enemy's, as positionScore counts them) as the chance
// of winning, on the margin's scale; with spreadPerTurn 0, the margin unchanged.
double winWorth(const Scenario& scenario, const GameState& state, double margin, double spreadPerTurn);

}  // namespace eylau::ai
