#pragma once
// Variant rule "artillery limbering" (option `artilleryLimbering`; adapted from La Bataille, not
// SPI's): guns are limbered to move and unlimbered to fire. Cases, numbered by us:
//  AL.1 artillery is limbered or unlimbered; artillery that starts on the map is unlimbered, a
//       reinforcement enters limbered;
//  AL.2 to limber, at the start of its move in its own Movement Phase, the owner rolls the die: a
//       roll of the scenario's limber target or less (`rules.limberTarget`, 4 unless it says) limbers
//       the guns, which then move as usual; a higher roll ends the unit's movement for the phase;
//  AL.3 unlimbering is free, at the end of a move (or without moving) in its own Movement Phase;
//       it ends the unit's movement for the phase;
//  AL.4 unlimbered artillery may "prolong": move one hex into a clear hex across a hexside with
//       no feature, and no further that phase;
//  AL.5 only unlimbered artillery bombards (5.6); limbered artillery attacks when adjacent and
//       defends as usual. Retreats and advances (6.4-6.7) do not change the state.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/variants/variant_rules.h"
#include "eylau/scenario/scenario.h"

namespace eylau {

// AL.1: does this game track the unit's limbering (the variant is on and the unit is artillery)?
bool tracksLimbering(const Scenario& scenario, const GameState& state, UnitIndex unit);

// AL.4: the unit is unlimbered artillery, so it may only prolong.
bool mayOnlyProlong(const Scenario& scenario, const GameState& state, UnitIndex unit);

// AL.2: the highest die roll that limbers the guns.
int limberTarget(const Scenario& scenario);

// AL.5: the unit is limbered artillery, which may not bombard.
bool limberedGuns(const Scenario& scenario, const GameState& state, UnitIndex unit);

}  // namespace eylau
