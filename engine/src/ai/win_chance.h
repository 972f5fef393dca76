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

// The spread a Game-Turn when play-outs are scored by levels with no SPREAD of their own: 17 VP,
// from the 51 VP a game's margin spreads by between two normal levels over nine Game-Turns.
inline constexpr double kLevelSpread = 17.0;

// The spread of the margin still to come after `state`, in Victory Points.
double spreadToCome(const Scenario& scenario, const GameState& state, double spreadPerTurn);

// `margin` (this side's Victory Points less the enemy's, as positionScore counts them) as the chance
// of winning, on the margin's scale; with spreadPerTurn 0, the margin unchanged.
//
// `byLevels` (issue 44): as the level of victory to expect instead (23.5): a win is a superiority
// of at least the scenario's winningSuperiority (15 at Eylau), a lead short of it a Draw. With M the
// margin at the end, normal about `margin` with the spread s, the worth is the expected result
// (1 won, 1/2 drawn, 0 lost) less 1/2, on the margin's scale:
// s * sqrt(pi / 2) * (erf((m - b) / (s sqrt 2)) + erf((m + b) / (s sqrt 2))) / 2, b the band. A
// margin inside the Draw band is worth little more than level, one that crosses it a great deal.
// With spreadPerTurn 0 the spread is kLevelSpread a Game-Turn.
double winWorth(const Scenario& scenario, const GameState& state, double margin, double spreadPerTurn,
                bool byLevels = false);

}  // namespace eylau::ai
