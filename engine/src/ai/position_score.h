#pragma once
// A static score of a position for one side, in Victory Points (23.0): the points each side has
// earned by eliminations (23.1), the expected awards (23.2, 23.3), and control of the victory
// hexes (23.4) weighed by how likely it is to last (occupied hexes hold better), less what this
// side's units standing next to the enemy are likely to lose next.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

namespace eylau::ai {

double positionScore(const Scenario& scenario, const GameState& state, Side side);

}  // namespace eylau::ai
