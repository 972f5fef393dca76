// Combat pre-conditions (5.0-5.8) and the declaration of an attack (6.1). The feasibility of the
// remaining obligations (5.1) is in obligations.cpp, retreats (6.4, 6.5) in retreat.cpp.
#include "rules/combat_rules_internal.h"
#include "eylau/core/contains.h"
#include "eylau/rules/game_state.h"

#include "eylau/rules/line_of_sight.h"
#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/scenario/turn_track.h"

#include <algorithm>
#include <set>
#include <string>

namespace eylau {

using namespace combat_detail;

namespace combat_detail {

namespace {

// 5.6 and 9.0 in one place: what, if anything, bars `artillery` from bombarding `target`.
enum class BombardmentBar { None, NotArtillery, Limbered, InEnemyZoc, OutOfRange, LineOfSight };

BombardmentBar bombardmentBar(const Situation& situation, UnitIndex artillery, UnitIndex target) {
    if (unitOf(situation, artillery).type != UnitType::Artillery) return BombardmentBar::NotArtillery;
    if (limberedGuns(situation.scenario(), situation.state(), artillery)) return BombardmentBar::Limbered;  // AL.5 (variant)
    const Hex from = hexOf(situation, artillery);
    const Hex to = hexOf(situation, target);
    // 5.6: only artillery outside every enemy Zone of Control may bombard.
    if (situation.inZocOf(from, enemyOf(sideOf(situation, artillery)))) return BombardmentBar::InEnemyZoc;
    const int range = distance(from, to);
    // 9.0 river note: artillery may bombard across a river hexside, even an enemy unit right next to
    // it on the far bank. Only where a river blocks ZOC
    // (never in Eylau, whose rivers are frozen).
    const bool acrossRiver = range == 1 && !situation.zocCrosses(from, to);
    if (range != 2 && !acrossRiver) return BombardmentBar::OutOfRange;
    if (!clearLineOfSight(situation.scenario(), from, to)) return BombardmentBar::LineOfSight;
    return BombardmentBar::None;
}

}  // namespace

bool mayBombard(const Situation& situation, UnitIndex artillery, UnitIndex target) {
    return bombardmentBar(situation, artillery, target) == BombardmentBar::None;
}

Verdict bombardment(const Situation& situation, UnitIndex artillery, UnitIndex target) {
    const std::string& name = nameOf(situation, artillery);
    switch (bombardmentBar(situation, artillery, target)) {
        case BombardmentBar::None: return std::nullopt;
        case BombardmentBar::NotArtillery: return refuse("5.6", Say::NotArtillery, {name});
        case BombardmentBar::Limbered: return refuse("AL.5", Say::LimberedCannotBombard, {name});
        case BombardmentBar::InEnemyZoc: return refuse("5.6", Say::BombardFromZoc, {name});
        case BombardmentBar::OutOfRange: {
            const int range = distance(hexOf(situation, artillery), hexOf(situation, target));
            return refuse("5.6", range == 1 ? Say::BombardRangeOne : Say::BombardRange,
                          {name, std::to_string(range), nameOf(situation, target)});
        }
        case BombardmentBar::LineOfSight: {
            const Verdict los = whyNoLineOfSight(situation.scenario(), hexOf(situation, artillery), hexOf(situation, target));
            return refuseQuoting(los->ruleCase, Say::CannotBombardBecause, {name, nameOf(situation, target)}, los->why);
        }
    }
    return std::nullopt;
}

std::optional<UnitIndex> phasingUnitInZocOf(const Situation& situation, UnitIndex enemy) {
    const Board& board = situation.board();
    const Slot at = board.slot(hexOf(situation, enemy));
    if (at == kOffMap) return std::nullopt;
    const Side phasing = situation.state().phasing;
    for (int d = 0; d < 6; ++d) {
        const Slot n = board.neighbour(at, d);
        if (n == kOffMap || !board.zocCrosses(at, d) || !situation.occupiedBy(n, phasing)) continue;
        for (UnitIndex u : situation.unitsAt(n))
            if (sideOf(situation, u) == phasing && !tooExhaustedToAttack(situation.scenario(), situation.state(), u)) return u;  // CR.5
    }
    return std::nullopt;
}

}  // namespace combat_detail

// 5.1: each phasing unit inside an enemy Zone of Control has to attack, and each enemy unit with a
// phasing unit inside its own Zone of Control has to be attacked.
Obligations openObligations(const Situation& situation) {
    Obligations ob;
    const GameState& state = situation.state();
    const Side phasing = state.phasing;
    for (UnitIndex u : unitIndices(state)) {
        const UnitState& us = state.units[u.slot()];
        if (us.status != UnitStatus::OnMap) continue;
        if (sideOf(situation, u) == phasing) {
            if (!us.attacked && situation.inZocOf(us.hex, enemyOf(phasing)) &&
                !tooExhaustedToAttack(situation.scenario(), state, u))  // CR.5 (variant)
                ob.mustAttack.push_back(u);
        } else if (!us.defended && phasingUnitInZocOf(situation, u)) {
            ob.mustBeAttacked.push_back(u);
        }
    }
    return ob;
}

namespace {

Verdict checkUnits(const Situation& situation, const Attack& attack) {
    const UnitIndices units = unitIndices(situation.scenario());
    std::set<UnitIndex> seen;
    const Side phasing = situation.state().phasing;
    for (const auto* list : {&attack.attackers, &attack.bombarding, &attack.defenders}) {
        const bool attacking = list != &attack.defenders;
        for (UnitIndex u : *list) {
            if (!units.contains(u)) return refuse("2.4", Say::NoUnitNumber, {std::to_string(u.value())});
            const std::string& name = nameOf(situation, u);
            if (!seen.insert(u).second) return refuse("5.2", Say::NamedTwiceInAttack, {name});
            if (!isOnMap(situation, u)) return refuse("6.1", Say::NotOnMap, {name});
            if (attacking && sideOf(situation, u) != phasing)
                return refuse("6.1", Say::NotPhasingPlayersUnit, {name, std::string(displayName(phasing))});
            if (!attacking && sideOf(situation, u) == phasing)
                return refuse("6.1", Say::NotAnEnemyUnit, {name});
            if (auto v = alreadyInAnAttack(situation, u, attacking)) return v;
            if (attacking && tooExhaustedToAttack(situation.scenario(), situation.state(), u))  // CR.5 (variant)
                return refuse("CR.5", Say::TooExhaustedToAttack, {name});
        }
    }
    return std::nullopt;
}

// CR.4 (variant): only attacking cavalry of a game with cavalry readiness may spare itself.
Verdict checkSparing(const Situation& situation, const Attack& attack) {
    for (UnitIndex u : attack.sparing) {
        if (!situation.state().variants.cavalryReadiness) return refuse("CR.4", Say::NoReadinessInThisGame);
        const bool attacking = contains(attack.attackers, u);
        const bool known = unitIndices(situation.scenario()).contains(u);
        if (!known || !attacking || !tracksReadiness(situation.scenario(), situation.state(), u))
            return refuse("CR.4", Say::SparesOnlyCavalry, {known ? nameOf(situation, u) : std::to_string(u.value())});
    }
    return std::nullopt;
}

// 5.6-5.8: every bombarding unit must reach the single target hex of a pure bombardment, or one of
// the defenders of a combined attack.
Verdict checkBombardment(const Situation& situation, const Attack& attack) {
    if (attack.bombarding.empty()) return std::nullopt;
    std::set<Hex> hexes;
    for (UnitIndex d : attack.defenders) hexes.insert(hexOf(situation, d));
    // 5.7: a bombardment not combined with an adjacent attack fires at a single hex.
    if (attack.attackers.empty() && hexes.size() > 1) return refuse("5.7", Say::BombardOneHex);
    for (UnitIndex a : attack.bombarding)
        if (auto v = bombardsOneOf(situation, a, attack.defenders)) return v;
    return std::nullopt;
}

}  // namespace

namespace combat_detail {

Verdict alreadyInAnAttack(const Situation& situation, UnitIndex u, bool attacking) {
    if (attacking && situation.state().unit(u).attacked) return refuse("5.2", Say::AlreadyAttacked, {nameOf(situation, u)});
    if (!attacking && situation.state().unit(u).defended)
        return refuse("5.2", Say::AlreadyDefended, {nameOf(situation, u)});
    return std::nullopt;
}

Verdict bombardsOneOf(const Situation& situation, UnitIndex artillery, const std::vector<UnitIndex>& defenders) {
    Verdict first;
    bool sameReason = true;  // not artillery, or in an enemy ZOC: whatever the target
    std::set<Hex> hexes;
    for (UnitIndex d : defenders) {
        Verdict v = bombardment(situation, artillery, d);
        if (!v) return std::nullopt;
        hexes.insert(hexOf(situation, d));
        if (!first) first = std::move(v);
        else sameReason = sameReason && v->why == first->why;
    }
    if (hexes.size() > 1 && !sameReason)
        return refuseQuoting("5.8", Say::BombardsNoneOfTheHexes, {nameOf(situation, artillery)}, first->why);
    return first;
}

}  // namespace combat_detail

bool canBombard(const Situation& situation, UnitIndex artillery, UnitIndex target) {
    return mayBombard(situation, artillery, target);
}

Verdict whyNoAttackNow(const Scenario& scenario, const GameState& state) {
    if (state.phase == Phase::Movement && isNightTurn(scenario.turns, state.turn))
        return refuse("8.2", Say::NoCombatAtNight, {std::to_string(state.turn)});
    if (state.phase != Phase::Combat)
        return refuseQuoting("3.0", Say::AttacksOnlyInCombatPhase, {}, phaseSentence(state));
    if (state.awaitingDefence) return refuse("21.1", Say::DefenderHasNotAnswered);
    if (state.pending && !state.pending->onlyOptionalRetreats()) return refuse("6.6", Say::FinishLastAttack);
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
    // 6.1: an attack names its attacking units and the one or more defenders they attack.
    if (attack.defenders.empty()) return refuse("6.1", Say::AttackNeedsDefender);
    if (attack.attackers.empty() && attack.bombarding.empty())
        return refuse("6.1", Say::AttackNeedsAttacker);
    if (Verdict v = checkUnits(situation, attack)) return v;
    // 5.4: several defenders may be attacked together only if every attacker could have attacked
    // each of them on its own - each adjacent attacker is adjacent to every defender.
    for (UnitIndex a : attack.attackers)
        for (UnitIndex d : attack.defenders)
            if (distance(hexOf(situation, a), hexOf(situation, d)) != 1)
                return refuse(adjacencyCase(attack.defenders.size()), Say::NotAdjacentTo,
                              {nameOf(situation, a), nameOf(situation, d)});
    if (Verdict v = checkBombardment(situation, attack)) return v;
    if (Verdict v = checkSparing(situation, attack)) return v;
    return checkObligationsAfter(situation, attack);
}

}  // namespace eylau
