// Drawing up an attack (6.1): who may join the one being drawn up, as what, and why not
// (5.2, 5.4, 5.6-5.8, 9.0), and who may use Fresh Strength in it (21.0-21.2). The refusals are
// those checkAttackDeclaration and the command runner give for the same units, unit by unit.
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/rules/attack_draft.h"

#include "rules/combat_rules_internal.h"

#include "eylau/core/contains.h"
#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/game_state.h"

#include <algorithm>
#include <set>

namespace eylau {

using namespace combat_detail;

namespace {

bool isArtillery(const Situation& situation, UnitIndex u) { return unitOf(situation, u).type == UnitType::Artillery; }

int range(const Situation& situation, UnitIndex a, UnitIndex b) { return distance(hexOf(situation, a), hexOf(situation, b)); }

// Within reach of an attack: adjacent (5.3), or two hexes away for artillery (5.6).
bool inReach(const Situation& situation, UnitIndex own, UnitIndex enemy) {
    const int d = range(situation, own, enemy);
    return d == 1 || (d == 2 && isArtillery(situation, own));
}

std::vector<UnitIndex> onMapOnly(const Situation& situation, const std::vector<UnitIndex>& units) {
    std::vector<UnitIndex> out;
    for (UnitIndex u : units)
        if (isOnMap(situation, u)) out.push_back(u);
    return out;
}

std::set<Hex> hexesOf(const Situation& situation, const std::vector<UnitIndex>& units) {
    std::set<Hex> out;
    for (UnitIndex u : units) out.insert(hexOf(situation, u));
    return out;
}

// 5.6, 5.8: a friendly artillery unit attacks when it is adjacent to one of the defenders (or none
// is picked yet) and bombards them otherwise; every other unit attacks. `defenders` on the map.
DraftRole roleAgainst(const Situation& situation, UnitIndex own, const std::vector<UnitIndex>& defenders) {
    if (!isArtillery(situation, own) || defenders.empty() || !isOnMap(situation, own)) return DraftRole::Attacker;
    for (UnitIndex d : defenders)
        if (range(situation, own, d) == 1) return DraftRole::Attacker;
    return DraftRole::Bombarding;
}

// 6.1, 5.2: what concerns the unit alone.
Verdict unitRefusal(const Situation& situation, UnitIndex u, bool attacking) {
    if (!isOnMap(situation, u)) return refuse("6.1", Say::NotOnMap, {nameOf(situation, u)});
    if (attacking && tooExhaustedToAttack(situation.scenario(), situation.state(), u))  // CR.5 (variant)
        return refuse("CR.5", Say::TooExhaustedToAttack, {nameOf(situation, u)});
    return alreadyInAnAttack(situation, u, attacking);
}

// May friendly unit `own` (role `role`) take part against the picked defenders?
Verdict friendlyRefusal(const Situation& situation, UnitIndex own, DraftRole role, const std::vector<UnitIndex>& friendly,
                        const std::vector<UnitIndex>& defenders) {
    if (Verdict v = unitRefusal(situation, own, true)) return v;
    if (defenders.empty()) return std::nullopt;  // what it attacks is picked later
    if (role == DraftRole::Attacker) {
        // 5.4: each attacker could have attacked every defender on its own: it is next to each.
        for (UnitIndex d : defenders)
            if (range(situation, own, d) != 1)
                return refuse(adjacencyCase(defenders.size()), Say::NotAdjacentTo, {nameOf(situation, own), nameOf(situation, d)});
        return std::nullopt;
    }
    // 5.7: bombardment alone, not combined with an adjacent attack, fires at a single hex.
    bool combined = false;
    for (UnitIndex f : friendly)
        if (f != own && isOnMap(situation, f)) combined = combined || roleAgainst(situation, f, defenders) == DraftRole::Attacker;
    if (!combined && hexesOf(situation, defenders).size() > 1) return refuse("5.7", Say::BombardOneHex);
    return bombardsOneOf(situation, own, defenders);
}

// May enemy unit `enemy` be attacked by the picked friendly units, with the picked defenders?
Verdict enemyRefusal(const Situation& situation, UnitIndex enemy, const std::vector<UnitIndex>& friendly,
                     std::vector<UnitIndex> defenders) {
    if (Verdict v = unitRefusal(situation, enemy, false)) return v;
    if (!contains(defenders, enemy)) defenders.push_back(enemy);
    // With it among the defenders, the picked artillery next to it attacks instead of bombarding.
    bool combined = false;
    std::vector<UnitIndex> bombarding;
    for (UnitIndex f : friendly) {
        if (!isOnMap(situation, f)) continue;
        if (roleAgainst(situation, f, defenders) == DraftRole::Bombarding) {
            bombarding.push_back(f);
            continue;
        }
        combined = true;
        // 5.4: every attacking unit next to every defender.
        if (range(situation, f, enemy) != 1)
            return refuse(adjacencyCase(defenders.size()), Say::NotAdjacentTo, {nameOf(situation, f), nameOf(situation, enemy)});
    }
    if (bombarding.empty()) return std::nullopt;
    // 5.7: a bombardment alone fires at one hex.
    if (!combined && hexesOf(situation, defenders).size() > 1) return refuse("5.7", Say::BombardOneHex);
    // 5.6, 5.8, 9.0: each bombarding unit reaches one of the defenders, this one or another.
    for (UnitIndex f : bombarding)
        if (bombardsOneOf(situation, f, defenders)) return bombardment(situation, f, enemy);
    return std::nullopt;
}

// 21.0, 21.1: may picked unit `own` be given its division's Fresh Strength? The section's own
// answer (ExclusiveRules::whyNotUseFreshStrength), then one marker to one unit.
FreshChoice freshChoice(const Scenario& scenario, const GameState& state, const ExclusiveRules& rules, UnitIndex own,
                        const std::vector<UnitIndex>& fresh) {
    FreshChoice c{.unit = own};
    const Unit& unit = scenario.units.at(own.slot());
    if (rules.freshStrength()) {
        c.marker = freshStrengthMarkerOf(scenario, unit.division);
        c.bonus = freshStrengthBonus(scenario, own);
    }
    if ((c.refusal = rules.whyNotUseFreshStrength(scenario, state, own))) return c;
    // 21.1: a marker goes to one unit only.
    for (UnitIndex other : fresh) {
        if (other == own || scenario.units.at(other.slot()).division != unit.division) continue;
        c.refusal = refuse("21.1", Say::FreshStrengthTakenBy, {unit.division, scenario.units.at(other.slot()).id}, {other});
        return c;
    }
    return c;
}

}  // namespace

const DraftOption* AttackDraftOptions::option(UnitIndex unit) const {
    for (const auto* list : {&friendly, &enemy})
        for (const DraftOption& o : *list)
            if (o.unit == unit) return &o;
    return nullptr;
}

const FreshChoice* AttackDraftOptions::freshChoice(UnitIndex unit) const {
    for (const FreshChoice& c : fresh)
        if (c.unit == unit) return &c;
    return nullptr;
}

AttackDraftOptions attackDraftOptions(const Board& board, const GameState& state, const ExclusiveRules& rules,
                                      const AttackPicks& picks) {
    AttackDraftOptions out;
    out.closed = whyNoAttackNow(board.scenario(), state);
    const Situation situation(board, state);
    const Scenario& scenario = board.scenario();
    const Side phasing = state.phasing;
    const std::vector<UnitIndex> friendlyOnMap = onMapOnly(situation, picks.friendly);
    const std::vector<UnitIndex> defendersOnMap = onMapOnly(situation, picks.defenders);
    for (UnitIndex u : unitIndices(scenario)) {
        const bool friendly = scenario.units[u.slot()].side == phasing;
        DraftOption o{.unit = u};
        o.picked = contains(friendly ? picks.friendly : picks.defenders, u);
        if (!o.picked && !isOnMap(situation, u)) continue;
        const std::vector<UnitIndex>& others = friendly ? defendersOnMap : friendlyOnMap;  // the other side's picks
        const std::vector<UnitIndex>& own = friendly ? friendlyOnMap : defendersOnMap;
        if (isOnMap(situation, u)) {
            for (UnitIndex p : others) o.nearby = o.nearby || (friendly ? inReach(situation, u, p) : inReach(situation, p, u));
            if (others.empty())
                for (UnitIndex p : own) o.nearby = o.nearby || range(situation, u, p) <= 1;
        }
        if (friendly) {
            o.role = roleAgainst(situation, u, defendersOnMap);
            o.refusal = out.closed ? out.closed : friendlyRefusal(situation, u, o.role, friendlyOnMap, defendersOnMap);
            out.friendly.push_back(std::move(o));
        } else {
            o.role = DraftRole::Defender;
            o.refusal = out.closed ? out.closed : enemyRefusal(situation, u, friendlyOnMap, defendersOnMap);
            out.enemy.push_back(std::move(o));
        }
    }
    // 21.2: any picked unit, bombarding artillery included, may be given its division's bonus.
    for (UnitIndex u : picks.friendly) out.fresh.push_back(freshChoice(scenario, state, rules, u, picks.fresh));
    return out;
}

Attack attackFromPicks(const Board& board, const GameState& state, const AttackPicks& picks,
                       const std::vector<UnitIndex>& sparing) {
    const Situation situation(board, state);
    const std::vector<UnitIndex> defendersOnMap = onMapOnly(situation, picks.defenders);
    Attack a;
    a.defenders = picks.defenders;
    for (UnitIndex u : picks.friendly)
        (roleAgainst(situation, u, defendersOnMap) == DraftRole::Bombarding ? a.bombarding : a.attackers).push_back(u);
    for (UnitIndex u : picks.fresh)
        if (contains(picks.friendly, u)) a.attackerFresh.push_back(u);  // 21.1: a picked unit's
    for (UnitIndex u : sparing)
        if (contains(a.attackers, u)) a.sparing.push_back(u);  // CR.4: cavalry attacking from next door
    return a;
}

AttackPicks attackPicksAround(const Board& board, const GameState& state, UnitIndex unit) {
    const Scenario& scenario = board.scenario();
    AttackPicks picks;
    if (!unitIndices(scenario).contains(unit) || state.unit(unit).status != UnitStatus::OnMap)
        return picks;
    const Situation situation(board, state);
    if (sideOf(situation, unit) == state.phasing) {
        picks.friendly.push_back(unit);
        std::vector<UnitIndex> enemies;
        for (UnitIndex e : unitIndices(scenario)) {
            if (sideOf(situation, e) != state.phasing && isOnMap(situation, e) && !state.unit(e).defended && range(situation, unit, e) == 1)
                enemies.push_back(e);
        }
        if (enemies.size() == 1) picks.defenders = enemies;
    } else {
        picks.defenders.push_back(unit);
        // 5.1: every unit in an enemy Zone of Control must attack; those next to it are offered.
        for (UnitIndex a : openObligations(situation).mustAttack)
            if (range(situation, a, unit) == 1) picks.friendly.push_back(a);
    }
    return picks;
}

}  // namespace eylau
