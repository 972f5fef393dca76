#pragma once
// Private helpers shared by the combat-rules files (combat_rules.cpp, obligations.cpp, retreat.cpp).
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include <optional>
#include <string>

namespace eylau::combat_detail {

inline const Unit& unitOf(const Situation& situation, UnitIndex u) { return situation.scenario().units.at(u.slot()); }
inline const std::string& nameOf(const Situation& situation, UnitIndex u) { return unitOf(situation, u).id; }
inline Side sideOf(const Situation& situation, UnitIndex u) { return unitOf(situation, u).side; }
inline Hex hexOf(const Situation& situation, UnitIndex u) { return situation.state().unit(u).hex; }
inline bool isOnMap(const Situation& situation, UnitIndex u) { return situation.state().unit(u).status == UnitStatus::OnMap; }

// 5.6 and 9.0: may artillery unit `artillery` bombard unit `target` where they stand now?
// Artillery only, not in an enemy Zone of Control, at exactly two hexes (RULES-NOTES) or, by the
// chart's river note, adjacent across a hexside the Zone of Control does not cross (an unbridged,
// unfrozen river), with a clear line of sight. Attacked/defended flags are not looked at.
Verdict bombardment(const Situation& situation, UnitIndex artillery, UnitIndex target);
// The same question answered yes or no (exactly !bombardment(...)), wording nothing.
bool mayBombard(const Situation& situation, UnitIndex artillery, UnitIndex target);

// The case that requires an attacker next to its defender: 5.4 when several are attacked together
// (each attacker next to every one of them), else the general rule of 5.0 (only units in contact
// attack, artillery apart).
inline const char* adjacencyCase(std::size_t defenders) { return defenders > 1 ? "5.4" : "5.0"; }

// 5.2: a unit takes part in one attack a Combat Phase, attacking (`attacking`) or attacked.
Verdict alreadyInAnAttack(const Situation& situation, UnitIndex u, bool attacking);

// 5.6, 5.8, 9.0: may `artillery` bombard one of `defenders` (on the map, not empty)? In a combined
// attack it needs only one of the defending hexes in range (5.8).
Verdict bombardsOneOf(const Situation& situation, UnitIndex artillery, const std::vector<UnitIndex>& defenders);

// The first unit of the phasing player standing in `enemy`'s Zone of Control, if any (5.1).
std::optional<UnitIndex> phasingUnitInZocOf(const Situation& situation, UnitIndex enemy);

// 5.1: after `attack` (eligible in every other respect), can every open obligation that could be
// met before it still be met? Refuses naming a unit.
Verdict checkObligationsAfter(const Situation& before, const Attack& attack);

// 6.5 note: a phasing artillery unit that has not attacked and has a must-be-attacked enemy in its
// bombardment reach still owes a required bombardment; returns that enemy.
// The position's open obligations (5.1) are worked out once per Situation (positionObligations).
std::optional<UnitIndex> requiredBombardmentTarget(const Situation& situation, UnitIndex artillery);

// openObligations(situation), worked out at most once per Situation and kept in its memo.
const Obligations& positionObligations(const Situation& situation);

// 6.3, 6.4: why `to` is not a safe hex for `unit` to retreat into (one hex away, on the map,
// traverseable for it, not enemy occupied, not in an enemy Zone of Control), or nullopt when it is.
Verdict unsafe(const Situation& situation, UnitIndex unit, Hex to);
// The same question answered yes or no (exactly !unsafe(situation, unit, to)), building no text and no
// list: for the searches that only need to know (safeHexes, canRetreat, retreat options).
bool isSafeHex(const Situation& situation, UnitIndex unit, Hex to);
// The same for the step from slot `at` in direction d (0..5), for searches that go round a hex.
bool isSafeStep(const Situation& situation, const Unit& u, Slot at, int d);

}  // namespace eylau::combat_detail
