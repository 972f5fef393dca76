// Variant rule "artillery limbering" (AL.1-AL.5, eylau/rules/variants/artillery_limbering.h): the
// state questions. The limber and unlimber commands are game/game_limbering.cpp; prolonging is a
// case of movement (rules/movement.cpp), the bar on bombarding one of 5.6 (rules/combat_rules.cpp).
#include "eylau/rules/variants/artillery_limbering.h"

#include "eylau/rules/game_state.h"

namespace eylau {

bool tracksLimbering(const Scenario& scenario, const GameState& state, UnitIndex unit) {
    return state.variants.artilleryLimbering && scenario.units.at(unit.slot()).type == UnitType::Artillery;
}

bool mayOnlyProlong(const Scenario& scenario, const GameState& state, UnitIndex unit) {
    return tracksLimbering(scenario, state, unit) && !state.unit(unit).limbered;
}

int limberTarget(const Scenario& scenario) { return scenario.rules.limberTarget; }

bool limberedGuns(const Scenario& scenario, const GameState& state, UnitIndex unit) {
    return tracksLimbering(scenario, state, unit) && state.unit(unit).limbered;
}

}  // namespace eylau
