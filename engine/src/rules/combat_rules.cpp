// Combat pre-conditions (5.0-5.8) and the declaration of an attack (6.1). The feasibility of the
// remaining obligations (5.1) is in obligations.cpp, retreats (6.4, 6.5) in retreat.cpp.
#include "rules/combat_rules_internal.h"
#include "eylau/rules/game_state.h"

#include "eylau/rules/line_of_sight.h"

#include <algorithm>
#include <set>
#include <string>

namespace eylau {

using namespace combat_detail;

namespace combat_detail {

Verdict bombardment(const Situation& s, UnitIndex artillery, UnitIndex target) {
    const std::string& name = nameOf(s, artillery);
    if (unitOf(s, artillery).type != UnitType::Artillery) return refuse("5.6", name + " is not artillery and cannot bombard");
    const Hex from = hexOf(s, artillery);
    const Hex to = hexOf(s, target);
    // 5.6: "bombardment attacks can be made only by artillery units that are not in the Zone of
    // Control of any Enemy unit."
    if (s.inZocOf(from, enemyOf(sideOf(s, artillery))))
        return refuse("5.6", name + " is in an enemy Zone of Control and cannot bombard");
    const int range = distance(from, to);
    // 9.0 river note: "Artillery units may make bombardment attacks through river hexsides (even if
    // directly adjacent to the Enemy unit across the river)". Only where a river blocks ZOC
    // (never in Eylau, whose rivers are frozen).
    const bool acrossRiver = range == 1 && !s.zocCrosses(from, to);
    if (range != 2 && !acrossRiver)
        return refuse("5.6", name + " is " + std::to_string(range) + (range == 1 ? " hex" : " hexes") + " from " +
                                 nameOf(s, target) + "; bombardment is at exactly two hexes");
    if (Verdict los = lineOfSight(s.scenario(), from, to))
        return refuse(los->ruleCase, name + " cannot bombard " + nameOf(s, target) + ": " + los->reason);
    return std::nullopt;
}

std::optional<UnitIndex> phasingUnitInZocOf(const Situation& s, UnitIndex enemy) {
    const Hex at = hexOf(s, enemy);
    const Side phasing = s.state().phasing;
    for (Hex n : neighbours(at)) {
        if (!s.zocCrosses(at, n)) continue;
        for (UnitIndex u : s.unitsAt(n))
            if (sideOf(s, u) == phasing) return u;
    }
    return std::nullopt;
}

}  // namespace combat_detail

// 5.1: "A unit that is in an Enemy Zone of Control must attack - and every Enemy unit that has a
// phasing unit in its Zone of Control must be attacked."
Obligations openObligations(const Situation& situation) {
    Obligations ob;
    const GameState& state = situation.state();
    const Side phasing = state.phasing;
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const auto u = UnitIndex(i);
        const UnitState& us = state.units[i];
        if (us.status != UnitStatus::OnMap) continue;
        if (sideOf(situation, u) == phasing) {
            if (!us.attacked && situation.inZocOf(us.hex, enemyOf(phasing))) ob.mustAttack.push_back(u);
        } else if (!us.defended && phasingUnitInZocOf(situation, u)) {
            ob.mustBeAttacked.push_back(u);
        }
    }
    return ob;
}

namespace {

Verdict checkUnits(const Situation& s, const Attack& attack) {
    const std::size_t count = s.scenario().units.size();
    std::set<UnitIndex> seen;
    const Side phasing = s.state().phasing;
    for (const auto* list : {&attack.attackers, &attack.bombarding, &attack.defenders}) {
        const bool attacking = list != &attack.defenders;
        for (UnitIndex u : *list) {
            if (u < 0 || std::size_t(u) >= count) return refuse("", "there is no unit number " + std::to_string(u));
            const std::string& name = nameOf(s, u);
            if (!seen.insert(u).second) return refuse("5.2", name + " is named twice in this attack");
            if (!isOnMap(s, u)) return refuse("6.1", name + " is not on the map");
            if (attacking && sideOf(s, u) != phasing)
                return refuse("6.1", name + " is not a unit of the " + std::string(displayName(phasing)) +
                                         " player, whose Combat Phase it is");
            if (!attacking && sideOf(s, u) == phasing)
                return refuse("6.1", name + " is not an enemy unit: only enemy units are attacked");
            if (auto v = alreadyInAnAttack(s, u, attacking)) return v;
        }
    }
    return std::nullopt;
}

// 5.6-5.8: every bombarding unit must reach the single target hex of a pure bombardment, or one of
// the defenders of a combined attack.
Verdict checkBombardment(const Situation& s, const Attack& attack) {
    if (attack.bombarding.empty()) return std::nullopt;
    std::set<Hex> hexes;
    for (UnitIndex d : attack.defenders) hexes.insert(hexOf(s, d));
    // 5.7: a bombardment not combined with an adjacent attack fires at a single hex.
    if (attack.attackers.empty() && hexes.size() > 1) return refuse("5.7", "a bombardment may target only one hex");
    for (UnitIndex a : attack.bombarding)
        if (auto v = bombardsOneOf(s, a, attack.defenders)) return v;
    return std::nullopt;
}

}  // namespace

namespace combat_detail {

Verdict alreadyInAnAttack(const Situation& s, UnitIndex u, bool attacking) {
    if (attacking && s.state().unit(u).attacked) return refuse("5.2", nameOf(s, u) + " has already attacked this Combat Phase");
    if (!attacking && s.state().unit(u).defended)
        return refuse("5.2", nameOf(s, u) + " has already been attacked this Combat Phase");
    return std::nullopt;
}

Verdict bombardsOneOf(const Situation& s, UnitIndex artillery, const std::vector<UnitIndex>& defenders) {
    Verdict first;
    bool sameReason = true;  // not artillery, or in an enemy ZOC: whatever the target
    std::set<Hex> hexes;
    for (UnitIndex d : defenders) {
        Verdict v = bombardment(s, artillery, d);
        if (!v) return std::nullopt;
        hexes.insert(hexOf(s, d));
        if (!first) first = std::move(v);
        else sameReason = sameReason && v->reason == first->reason;
    }
    if (hexes.size() > 1 && !sameReason)
        return refuse("5.8", nameOf(s, artillery) + " can bombard none of the defending hexes (" + first->reason + ")");
    return first;
}

}  // namespace combat_detail

Verdict whyNoAttackNow(const GameState& state) {
    if (state.phase != Phase::Combat)
        return refuse("3.0", "attacks are made only in a Combat Phase; this is the " + phaseTitle(state));
    if (state.awaitingDefence) return refuse("21.1", "the defender has not answered the last attack yet ('defend')");
    if (state.pending) return refuse("6.6", "finish the last attack first");
    return std::nullopt;
}

std::vector<UnitIndex> eeLossCandidates(const GameState& state) {
    std::vector<UnitIndex> out;
    if (!state.pending || state.pending->lossesOwed == 0) return out;
    for (UnitIndex u : state.pending->attack.attackers)
        if (state.unit(u).status == UnitStatus::OnMap) out.push_back(u);
    return out;
}

Verdict checkAttackDeclaration(const Situation& situation, const Attack& attack) {
    // 6.1: "which of his units are involved in a given attack against a specific defending unit
    // or group of units".
    if (attack.defenders.empty()) return refuse("6.1", "an attack needs at least one defending unit");
    if (attack.attackers.empty() && attack.bombarding.empty())
        return refuse("6.1", "an attack needs at least one attacking or bombarding unit");
    if (Verdict v = checkUnits(situation, attack)) return v;
    // 5.4: "So long as each participating attacking unit could have attacked every one of the
    // defending units separately" - each adjacent attacker is adjacent to every defender.
    for (UnitIndex a : attack.attackers)
        for (UnitIndex d : attack.defenders)
            if (distance(hexOf(situation, a), hexOf(situation, d)) != 1)
                return refuse("5.4", nameOf(situation, a) + " is not adjacent to " + nameOf(situation, d));
    if (Verdict v = checkBombardment(situation, attack)) return v;
    return checkObligationsAfter(situation, attack);
}

}  // namespace eylau
