#pragma once
// Who may and must attack whom (5.0-5.8), and retreats after combat (6.4, 6.5).
#include "eylau/rules/refusal.h"
#include "eylau/rules/situation.h"

#include <optional>
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

// 5.6, 9.0 and AL.5 (variant): may this artillery bombard this enemy unit from where both stand
// (range two, line of sight, outside enemy Zones of Control, unlimbered when the variant is played)?
bool canBombard(const Situation& situation, UnitIndex artillery, UnitIndex target);

// 8.2, 3.0, 21.1, 6.6: why no attack may be declared now at all (a night Game-Turn, which has no
// Combat Phase; not a Combat Phase; the defender has not answered the last one; the last one is
// not finished), or nullopt.
Verdict whyNoAttackNow(const Scenario& scenario, const GameState& state);

// 6.3 Ee: the units the attacker may lose to pay what he owes: the surviving adjacent attackers
// (bombarding artillery never suffers Ee). Empty when no Ee losses are owed.
std::vector<UnitIndex> eeLossCandidates(const GameState& state);

// 6.4: the safe hexes a unit may retreat into: on the map, traversable for it, not enemy
// occupied, not in an enemy Zone of Control. Friendly-occupied ones included (6.5).
std::vector<Hex> safeHexes(const Situation& situation, UnitIndex unit);

// 6.4, 6.5: checks a retreat of `unit` into `to`, with the displacement chain given
// (each displaced unit and the hex it goes to, in order).
Verdict checkRetreat(const Situation& situation, UnitIndex unit, Hex to,
                     const std::vector<std::pair<UnitIndex, Hex>>& displacements);

// 6.4, 6.5, one step at a time, for a player choosing a retreat hex by hex: where the next unit of
// the retreat may go, given the hexes chosen so far. With `steps` empty, the hexes `unit` may
// retreat into; otherwise steps[0] is the hex it retreats into, each later step the hex the unit
// displaced from the step before goes to, and the options are those of the unit in the last hex.
// The steps checkRetreat accepts: into an empty safe hex when the moving unit has one; only when
// it has none, into a friendly-occupied safe hex the chain did not come from, of a unit that can
// itself be displaced. Empty once the last hex is empty (the retreat is complete), or when a step
// given is not one of these.
std::vector<Hex> retreatStepOptions(const Situation& situation, UnitIndex unit, const std::vector<Hex>& steps);

// The same options, each with what taking it does (6.5): the friendly unit it displaces, which
// must then retreat in turn (the chain goes on), or none when the hex is empty and the retreat,
// with the chain chosen so far, is complete.
struct RetreatStep {
    Hex to;
    std::optional<UnitIndex> displaces;
    bool completes() const { return !displaces.has_value(); }
    friend bool operator==(const RetreatStep&, const RetreatStep&) = default;
};
std::vector<RetreatStep> retreatSteps(const Situation& situation, UnitIndex unit, const std::vector<Hex>& steps);

// Whether any legal retreat exists for the unit (directly or by displacement); if not, it is
// destroyed instead (6.4).
bool canRetreat(const Situation& situation, UnitIndex unit);

// 6.6: an advance after combat the rules allow now.
struct AdvanceOption {
    UnitIndex unit;
    Hex to;
    friend bool operator==(const AdvanceOption&, const AdvanceOption&) = default;
};
// Every advance open now: each surviving victorious unit of the combat being resolved (the
// attackers after De, Dr or Ee, the defenders after Ae or Ar) with each empty hex the combat
// vacated next to it. Empty when no advance is due: no combat pending, retreats or Ee losses
// still owed (they come first), or nobody stands next to an empty vacated hex.
std::vector<AdvanceOption> advanceOptions(const Situation& situation);

}  // namespace eylau
