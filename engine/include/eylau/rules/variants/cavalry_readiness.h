#pragma once
// Variant rule "cavalry readiness" (option `cavalryReadiness`; adapted from La Bataille, not
// SPI's): cavalry tires as it fights and recovers by resting. Cases, numbered by us:
//  CR.1 cavalry is fresh, tired or exhausted; every cavalry unit begins fresh;
//  CR.2 a cavalry unit that attacks or is attacked loses one level when the die is rolled
//       (fresh -> tired -> exhausted; exhausted stays exhausted);
//  CR.3 tired cavalry fights at half its strength, exhausted at a third: an attacker's share is
//       rounded down (never below 1), a defender's up, both in the defender's favour as in 6.2;
//  CR.4 an attacking cavalry unit may fight at a third of its present strength to keep its level;
//  CR.5 exhausted cavalry may not attack: 5.1 neither obliges it to nor obliges its enemies to be
//       attacked because of it (it still defends);
//  CR.6 a cavalry unit that neither moved more than half its Movement Allowance nor fought in a
//       whole Game-Turn recovers one level at its end.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/variants/variant_rules.h"
#include "eylau/scenario/scenario.h"

namespace eylau {

// CR.1: does this game track the unit's readiness (the variant is on and the unit is cavalry)?
bool tracksReadiness(const Scenario& scenario, const GameState& state, UnitIndex unit);

// CR.3, CR.4: what the unit's strength is divided by now: 1 fresh, 2 tired, 3 exhausted, and
// three times that when it spares itself. 1 when readiness is not tracked.
int readinessDivisor(const Scenario& scenario, const GameState& state, UnitIndex unit, bool sparing);

// CR.3: a strength divided, rounded in the defender's favour: an attacker's down (at least 1
// when the strength is), a defender's up.
int dividedStrength(int strength, int divisor, bool attacking);

// CR.5: exhausted cavalry may not attack.
bool tooExhaustedToAttack(const Scenario& scenario, const GameState& state, UnitIndex unit);

// CR.2, CR.6: one level worse, one level better.
Readiness tired(Readiness r);
Readiness rested(Readiness r);

}  // namespace eylau
