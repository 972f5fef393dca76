#pragma once
// 21.0 Fresh Strength (Eylau Exclusive Rules): each listed division has one marker, used once per
// game, that adds its bonus to one of the division's units in one attack, attacking or defending
// (21.1), before any doubling (21.2). Whether markers are in play at all is the scenario's
// choice of sections (ExclusiveRules::freshStrength, whyNotUseFreshStrength).
#include "eylau/rules/exclusive_rules.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// The index into Scenario::freshStrength (and GameState::freshUsed) of a division's marker.
std::optional<std::size_t> freshStrengthMarkerOf(const Scenario& scenario, const std::string& division);

// 21.1: the bonus the unit's division's marker adds (0 when the division has none).
int freshStrengthBonus(const Scenario& scenario, UnitIndex unit);

// 21.1: `fresh` may use their markers in this attack: each takes part (one of `takingPart`), on
// the side that declares them (the attacker's or, answering, the defender's), its division's
// marker may be used now, and each marker goes to one unit only.
enum class FreshStrengthSide : bool { Attacking, Defending };
Verdict checkFreshStrength(const Scenario& scenario, const GameState& state, const ExclusiveRules& rules,
                           const std::vector<UnitIndex>& fresh, const std::vector<UnitIndex>& takingPart,
                           FreshStrengthSide side);

// 21.1: after an attack is declared the defender answers it with his own markers, when one of the
// defending units may still use its division's marker.
bool defenderMayAnswer(const Scenario& scenario, const GameState& state, const ExclusiveRules& rules,
                       const Attack& attack);

}  // namespace eylau
