#pragma once
// Who may and must attack whom (5.0-5.8), and retreats after combat (6.4, 6.5).
#include "eylau/refusal.h"
#include "eylau/situation.h"

#include <utility>
#include <vector>

namespace eylau {

// 5.1: phasing units in an enemy Zone of Control that have not attacked yet, and enemy units
// with a phasing unit in their Zone of Control that have not been attacked yet.
struct Obligations {
    std::vector<UnitIndex> mustAttack;
    std::vector<UnitIndex> mustBeAttacked;
    bool empty() const { return mustAttack.empty() && mustBeAttacked.empty(); }
};
Obligations openObligations(const Situation& situation);

// The open obligations that some further attack can still meet: a must-attack unit with an
// adjacent enemy not yet attacked, an enemy that some phasing unit not yet in an attack could
// attack (adjacent, or bombarding). Combat results can leave an obligation nobody can meet (an
// enemy already attacked advances next to a unit that has not attacked, 6.6); the Combat Phase
// may end when this is empty, and while it is not, some legal attack meets one of them.
Obligations meetableObligations(const Situation& situation);

// 5.2-5.8 and 6.1: may this attack be declared now? Includes: attackers adjacent to every
// defender (5.4), bombarding artillery at range two with a clear line of sight and not in an
// enemy ZOC (5.6, 9.0), one target hex for a pure bombardment (5.7), no unit in two attacks (5.2),
// and (5.1) that after this attack every open obligation can still be met.
Verdict checkAttackDeclaration(const Situation& situation, const Attack& attack);

// 6.4: the safe hexes a unit may retreat into: on the map, traversable for it, not enemy
// occupied, not in an enemy Zone of Control. Friendly-occupied ones included (6.5).
std::vector<Hex> safeHexes(const Situation& situation, UnitIndex unit);

// 6.4, 6.5: checks a retreat of `unit` into `to`, with the displacement chain given
// (each displaced unit and the hex it goes to, in order).
Verdict checkRetreat(const Situation& situation, UnitIndex unit, Hex to,
                     const std::vector<std::pair<UnitIndex, Hex>>& displacements);

// Whether any legal retreat exists for the unit (directly or by displacement); if not, it is
// destroyed instead (6.4).
bool canRetreat(const Situation& situation, UnitIndex unit);

}  // namespace eylau
