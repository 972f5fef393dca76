#include "attack_draft.h"

#include "eylau/rules/combat_rules.h"
#include "eylau/scenario/scenario.h"

#include <algorithm>

namespace eylau::game {
namespace {

bool has(const std::vector<UnitIndex>& v, UnitIndex u) { return std::find(v.begin(), v.end(), u) != v.end(); }
void drop(std::vector<UnitIndex>& v, UnitIndex u) { v.erase(std::remove(v.begin(), v.end(), u), v.end()); }

bool onMap(const Game& g, UnitIndex u) { return g.state().unit(u).status == UnitStatus::OnMap; }
Hex hexOf(const Game& g, UnitIndex u) { return g.state().unit(u).hex; }
bool friendly(const Game& g, UnitIndex u) { return g.scenario().units[std::size_t(u)].side == g.state().phasing; }
bool artillery(const Game& g, UnitIndex u) { return g.scenario().units[std::size_t(u)].type == UnitType::Artillery; }

// Within reach of an attack: adjacent, or two hexes for artillery (5.6).
bool inReach(const Game& g, UnitIndex own, UnitIndex enemy) {
    const int d = distance(hexOf(g, own), hexOf(g, enemy));
    return d == 1 || (d == 2 && artillery(g, own));
}

}  // namespace

AttackDraft AttackDraft::around(const Game& game, UnitIndex unit) {
    AttackDraft draft;
    if (!onMap(game, unit)) return draft;
    draft.toggle(game, unit);
    const Obligations open = openObligations(Situation(game.scenario(), game.state()));
    if (friendly(game, unit)) {
        std::vector<UnitIndex> enemies;
        for (UnitIndex e : draft.enemyCandidates(game))
            if (distance(hexOf(game, unit), hexOf(game, e)) == 1) enemies.push_back(e);
        if (enemies.size() == 1) draft.toggle(game, enemies.front());
    } else {
        for (UnitIndex a : draft.friendlyCandidates(game))
            if (has(open.mustAttack, a) && distance(hexOf(game, a), hexOf(game, unit)) == 1) draft.toggle(game, a);
    }
    return draft;
}

bool AttackDraft::contains(UnitIndex unit) const { return has(friendly_, unit) || has(defenders_, unit); }

void AttackDraft::toggle(const Game& game, UnitIndex unit) {
    if (!onMap(game, unit)) return;
    std::vector<UnitIndex>& side = friendly(game, unit) ? friendly_ : defenders_;
    if (has(side, unit)) {
        drop(side, unit);
        drop(fresh, unit);
    } else {
        side.push_back(unit);
    }
    settleRoles(game);
}

void AttackDraft::settleRoles(const Game& game) {
    attackers_.clear();
    bombarding_.clear();
    for (UnitIndex u : friendly_) {
        bool adjacent = !artillery(game, u) || defenders_.empty();
        for (UnitIndex d : defenders_)
            if (distance(hexOf(game, u), hexOf(game, d)) == 1) adjacent = true;
        (adjacent ? attackers_ : bombarding_).push_back(u);
    }
    std::vector<UnitIndex> kept;
    for (UnitIndex u : fresh)
        if (has(attackers_, u) || has(bombarding_, u)) kept.push_back(u);
    fresh = kept;
}

std::vector<UnitIndex> AttackDraft::friendlyCandidates(const Game& game) const {
    std::vector<UnitIndex> out;
    const Scenario& s = game.scenario();
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const UnitIndex u = UnitIndex(i);
        if (!onMap(game, u) || !friendly(game, u)) continue;
        if (has(friendly_, u)) {
            out.push_back(u);
            continue;
        }
        if (game.state().unit(u).attacked) continue;
        bool near = false;
        for (UnitIndex d : defenders_) near = near || inReach(game, u, d);
        if (defenders_.empty())
            for (UnitIndex f : friendly_) near = near || distance(hexOf(game, u), hexOf(game, f)) <= 1;
        if (near) out.push_back(u);
    }
    return out;
}

std::vector<UnitIndex> AttackDraft::enemyCandidates(const Game& game) const {
    std::vector<UnitIndex> out;
    const Scenario& s = game.scenario();
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const UnitIndex u = UnitIndex(i);
        if (!onMap(game, u) || friendly(game, u)) continue;
        if (has(defenders_, u)) {
            out.push_back(u);
            continue;
        }
        if (game.state().unit(u).defended) continue;
        bool near = false;
        for (UnitIndex f : friendly_) near = near || inReach(game, f, u);
        if (friendly_.empty())
            for (UnitIndex d : defenders_) near = near || distance(hexOf(game, u), hexOf(game, d)) <= 1;
        if (near) out.push_back(u);
    }
    return out;
}

std::vector<UnitIndex> AttackDraft::freshCandidates(const Game& game) const {
    std::vector<UnitIndex> out;
    if (!game.exclusiveRules().freshStrength()) return out;
    const Scenario& s = game.scenario();
    for (UnitIndex u : friendly_) {
        for (std::size_t m = 0; m < s.freshStrength.size(); ++m)
            if (s.freshStrength[m].division == s.units[std::size_t(u)].division && !game.state().freshUsed[m])
                out.push_back(u);
    }
    return out;
}

AttackCommand AttackDraft::command(const Scenario& scenario) const {
    AttackCommand c;
    auto ids = [&](const std::vector<UnitIndex>& units) {
        std::vector<std::string> out;
        for (UnitIndex u : units) out.push_back(scenario.units[std::size_t(u)].id);
        return out;
    };
    c.attackers = ids(attackers_);
    c.defenders = ids(defenders_);
    c.bombarding = ids(bombarding_);
    c.odds = lowerTo;
    c.shift = shift;
    c.fresh = ids(fresh);
    return c;
}

Attack AttackDraft::attack() const {
    Attack a;
    a.attackers = attackers_;
    a.bombarding = bombarding_;
    a.defenders = defenders_;
    a.lowerTo = lowerTo;
    a.integrityShift = shift;
    a.attackerFresh = fresh;
    return a;
}

}  // namespace eylau::game
