// Variant rule "cavalry readiness" (CR.1-CR.6, eylau/rules/variants/cavalry_readiness.h): the
// strength and the bar on attacking. Tiring after combat and recovering at the end of a Game-Turn
// are steps of the game (game/game_combat_phase.cpp, game/command_runner.cpp).
#include "eylau/rules/variants/cavalry_readiness.h"

#include "eylau/rules/game_state.h"

namespace eylau {

bool tracksReadiness(const Scenario& scenario, const GameState& state, UnitIndex unit) {
    return state.variants.cavalryReadiness && scenario.units.at(unit.slot()).type == UnitType::Cavalry;
}

int readinessDivisor(const Scenario& scenario, const GameState& state, UnitIndex unit, bool sparing) {
    if (!tracksReadiness(scenario, state, unit)) return 1;
    int divisor = 1;
    switch (state.unit(unit).readiness) {
        case Readiness::Fresh: divisor = 1; break;
        case Readiness::Tired: divisor = 2; break;      // CR.3
        case Readiness::Exhausted: divisor = 3; break;  // CR.3
    }
    return sparing ? divisor * 3 : divisor;             // CR.4: a third of what it has now
}

int dividedStrength(int strength, int divisor, bool attacking) {
    if (divisor <= 1 || strength <= 0) return strength;
    if (!attacking) return (strength + divisor - 1) / divisor;  // CR.3: the defender's share rounds up
    const int down = strength / divisor;                         // the attacker's down ...
    return down < 1 ? 1 : down;                                  // ... but a unit that fights counts
}

bool tooExhaustedToAttack(const Scenario& scenario, const GameState& state, UnitIndex unit) {
    return tracksReadiness(scenario, state, unit) && state.unit(unit).readiness == Readiness::Exhausted;
}

Readiness tired(Readiness r) { return r == Readiness::Fresh ? Readiness::Tired : Readiness::Exhausted; }

Readiness rested(Readiness r) { return r == Readiness::Exhausted ? Readiness::Tired : Readiness::Fresh; }

}  // namespace eylau
