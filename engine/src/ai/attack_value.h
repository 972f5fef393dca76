#pragma once
// The worth of an attack to the attacker (6.0-6.8), by exact expectation over the die (and the
// weather die, 22.0) from the Combat Results Table, with the attacker's best choices of lowered
// odds (6.2), integrity shift (20.2) and Fresh Strength (21.1), and assuming that the defender
// answers with the Fresh Strength that hurts the attacker most.
#include "ai/value_model.h"
#include "eylau/game/command.h"
#include "eylau/rules/attack.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/situation.h"

#include <array>
#include <vector>

namespace eylau {
class Game;
}

namespace eylau::ai {

struct ScoredAttack {
    Attack attack;     // with the chosen lowerTo, integrityShift and attackerFresh
    double ev = 0;     // expected Victory Points to the attacker, after the cost of markers used
};

// The worth to the attacker of each combat result (by CombatResult) of `attack` in this position:
// eliminations (with units that cannot retreat destroyed, 6.4), Ee losses chosen at least cost,
// control of a victory hex gained by an advance or lost to the enemy's (6.6, 23.4), and the
// cost of committing the Guard (23.3).
std::array<double, 5> resultValues(const Situation& situation, const ExclusiveRules& rules, const ValueModel& values,
                                   const Attack& attack);

// The expected worth of the attack at a table column, given the worth of each result.
double expectedAt(const CombatResultsTable& crt, std::size_t column, bool weather, const std::array<double, 5>& values);

// `base` (attackers, bombarding, defenders) with the best options, scored.
ScoredAttack scoreAttack(const Situation& situation, const ExclusiveRules& rules, const ValueModel& values,
                         const Attack& base);

// The smallest printed strength at least `owed` that a choice of `units` adds up to (6.3 Ee),
// and which units; all of them when they add up to no more than `owed`.
std::vector<UnitIndex> cheapestLosses(const Scenario& scenario, const std::vector<UnitIndex>& units, int owed);

// The command that declares an attack.
AttackCommand toCommand(const Scenario& scenario, const Attack& attack);

// The attacks the greedy player considers now (as the random-legal player builds them, 5.3-5.8:
// every group of free adjacent units against each enemy that must or may be attacked, with and
// without the artillery in range, and each gun alone), each scored, best first.
std::vector<ScoredAttack> candidateAttacks(const Game& game);

}  // namespace eylau::ai
