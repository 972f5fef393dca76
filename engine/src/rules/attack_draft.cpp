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

bool isArtillery(const Situation& s, UnitIndex u) { return unitOf(s, u).type == UnitType::Artillery; }

int range(const Situation& s, UnitIndex a, UnitIndex b) { return distance(hexOf(s, a), hexOf(s, b)); }

// Within reach of an attack: adjacent (5.3), or two hexes away for artillery (5.6).
bool inReach(const Situation& s, UnitIndex own, UnitIndex enemy) {
    const int d = range(s, own, enemy);
    return d == 1 || (d == 2 && isArtillery(s, own));
}

std::vector<UnitIndex> onMapOnly(const Situation& s, const std::vector<UnitIndex>& units) {
    std::vector<UnitIndex> out;
    for (UnitIndex u : units)
        if (isOnMap(s, u)) out.push_back(u);
    return out;
}

std::set<Hex> hexesOf(const Situation& s, const std::vector<UnitIndex>& units) {
    std::set<Hex> out;
    for (UnitIndex u : units) out.insert(hexOf(s, u));
    return out;
}

// 5.6, 5.8: a friendly artillery unit attacks when it is adjacent to one of the defenders (or none
// is picked yet) and bombards them otherwise; every other unit attacks. `defenders` on the map.
DraftRole roleAgainst(const Situation& s, UnitIndex own, const std::vector<UnitIndex>& defenders) {
    if (!isArtillery(s, own) || defenders.empty() || !isOnMap(s, own)) return DraftRole::Attacker;
    for (UnitIndex d : defenders)
        if (range(s, own, d) == 1) return DraftRole::Attacker;
    return DraftRole::Bombarding;
}

// 6.1, 5.2: what concerns the unit alone.
Verdict unitRefusal(const Situation& s, UnitIndex u, bool attacking) {
    if (!isOnMap(s, u)) return refuse("6.1", Say::NotOnMap, {nameOf(s, u)});
    if (attacking && tooExhaustedToAttack(s.scenario(), s.state(), u))  // CR.5 (variant)
        return refuse("CR.5", Say::TooExhaustedToAttack, {nameOf(s, u)});
    return alreadyInAnAttack(s, u, attacking);
}

// May friendly unit `own` (role `role`) take part against the picked defenders?
Verdict friendlyRefusal(const Situation& s, UnitIndex own, DraftRole role, const std::vector<UnitIndex>& friendly,
                        const std::vector<UnitIndex>& defenders) {
    if (Verdict v = unitRefusal(s, own, true)) return v;
    if (defenders.empty()) return std::nullopt;  // what it attacks is picked later
    if (role == DraftRole::Attacker) {
        // 5.4: each attacker could have attacked every defender on its own: it is next to each.
        for (UnitIndex d : defenders)
            if (range(s, own, d) != 1)
                return refuse(adjacencyCase(defenders.size()), Say::NotAdjacentTo, {nameOf(s, own), nameOf(s, d)});
        return std::nullopt;
    }
    // 5.7: bombardment alone, not combined with an adjacent attack, fires at a single hex.
    bool combined = false;
    for (UnitIndex f : friendly)
        if (f != own && isOnMap(s, f)) combined = combined || roleAgainst(s, f, defenders) == DraftRole::Attacker;
    if (!combined && hexesOf(s, defenders).size() > 1) return refuse("5.7", Say::BombardOneHex);
    return bombardsOneOf(s, own, defenders);
}

// May enemy unit `enemy` be attacked by the picked friendly units, with the picked defenders?
Verdict enemyRefusal(const Situation& s, UnitIndex enemy, const std::vector<UnitIndex>& friendly,
                     std::vector<UnitIndex> defenders) {
    if (Verdict v = unitRefusal(s, enemy, false)) return v;
    if (!contains(defenders, enemy)) defenders.push_back(enemy);
    // With it among the defenders, the picked artillery next to it attacks instead of bombarding.
    bool combined = false;
    std::vector<UnitIndex> bombarding;
    for (UnitIndex f : friendly) {
        if (!isOnMap(s, f)) continue;
        if (roleAgainst(s, f, defenders) == DraftRole::Bombarding) {
            bombarding.push_back(f);
            continue;
        }
        combined = true;
        // 5.4: every attacking unit next to every defender.
        if (range(s, f, enemy) != 1)
            return refuse(adjacencyCase(defenders.size()), Say::NotAdjacentTo, {nameOf(s, f), nameOf(s, enemy)});
    }
    if (bombarding.empty()) return std::nullopt;
    // 5.7: a bombardment alone fires at one hex.
    if (!combined && hexesOf(s, defenders).size() > 1) return refuse("5.7", Say::BombardOneHex);
    // 5.6, 5.8, 9.0: each bombarding unit reaches one of the defenders, this one or another.
    for (UnitIndex f : bombarding)
        if (bombardsOneOf(s, f, defenders)) return bombardment(s, f, enemy);
    return std::nullopt;
}

// 21.0, 21.1: may picked unit `own` be given its division's Fresh Strength? The section's own
// answer (ExclusiveRules::whyNotUseFreshStrength), then one marker to one unit.
FreshChoice freshChoice(const Scenario& s, const GameState& state, const ExclusiveRules& rules, UnitIndex own,
                        const std::vector<UnitIndex>& fresh) {
    FreshChoice c{.unit = own};
    const Unit& unit = s.units.at(own.slot());
    if (rules.freshStrength()) {
        c.marker = freshStrengthMarkerOf(s, unit.division);
        c.bonus = freshStrengthBonus(s, own);
    }
    if ((c.refusal = rules.whyNotUseFreshStrength(s, state, own))) return c;
    // 21.1: a marker goes to one unit only.
    for (UnitIndex other : fresh) {
        if (other == own || s.units.at(other.slot()).division != unit.division) continue;
        c.refusal = refuse("21.1", Say::FreshStrengthTakenBy, {unit.division, s.units.at(other.slot()).id}, {other});
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
    const Situation s(board, state);
    const Scenario& scenario = board.scenario();
    const Side phasing = state.phasing;
    const std::vector<UnitIndex> friendlyOnMap = onMapOnly(s, picks.friendly);
    const std::vector<UnitIndex> defendersOnMap = onMapOnly(s, picks.defenders);
    for (UnitIndex u : unitIndices(scenario)) {
        const bool friendly = scenario.units[u.slot()].side == phasing;
        DraftOption o{.unit = u};
        o.picked = contains(friendly ? picks.friendly : picks.defenders, u);
        if (!o.picked && !isOnMap(s, u)) continue;
        const std::vector<UnitIndex>& others = friendly ? defendersOnMap : friendlyOnMap;  // the other side's picks
        const std::vector<UnitIndex>& own = friendly ? friendlyOnMap : defendersOnMap;
        if (isOnMap(s, u)) {
            for (UnitIndex p : others) o.nearby = o.nearby || (friendly ? inReach(s, u, p) : inReach(s, p, u));
            if (others.empty())
                for (UnitIndex p : own) o.nearby = o.nearby || range(s, u, p) <= 1;
        }
        if (friendly) {
            o.role = roleAgainst(s, u, defendersOnMap);
            o.refusal = out.closed ? out.closed : friendlyRefusal(s, u, o.role, friendlyOnMap, defendersOnMap);
            out.friendly.push_back(std::move(o));
        } else {
            o.role = DraftRole::Defender;
            o.refusal = out.closed ? out.closed : enemyRefusal(s, u, friendlyOnMap, defendersOnMap);
            out.enemy.push_back(std::move(o));
        }
    }
    // 21.2: any picked unit, bombarding artillery included, may be given its division's bonus.
    for (UnitIndex u : picks.friendly) out.fresh.push_back(freshChoice(scenario, state, rules, u, picks.fresh));
    return out;
}

Attack attackFromPicks(const Board& board, const GameState& state, const AttackPicks& picks,
                       const std::vector<UnitIndex>& sparing) {
    const Situation s(board, state);
    const std::vector<UnitIndex> defendersOnMap = onMapOnly(s, picks.defenders);
    Attack a;
    a.defenders = picks.defenders;
    for (UnitIndex u : picks.friendly)
        (roleAgainst(s, u, defendersOnMap) == DraftRole::Bombarding ? a.bombarding : a.attackers).push_back(u);
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
    const Situation s(board, state);
    if (sideOf(s, unit) == state.phasing) {
        picks.friendly.push_back(unit);
        std::vector<UnitIndex> enemies;
        for (UnitIndex e : unitIndices(scenario)) {
            if (sideOf(s, e) != state.phasing && isOnMap(s, e) && !state.unit(e).defended && range(s, unit, e) == 1)
                enemies.push_back(e);
        }
        if (enemies.size() == 1) picks.defenders = enemies;
    } else {
        picks.defenders.push_back(unit);
        // 5.1: every unit in an enemy Zone of Control must attack; those next to it are offered.
        for (UnitIndex a : openObligations(s).mustAttack)
            if (range(s, a, unit) == 1) picks.friendly.push_back(a);
    }
    return picks;
}

}  // namespace eylau
