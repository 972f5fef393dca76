#include "eylau/ai/greedy_player.h"

#include "ai/attack_value.h"
#include "ai/variant_choices.h"
#include "ai/responses.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include <algorithm>
#include <climits>
#include <set>

namespace eylau::ai {
namespace {

const Unit& unitOf(const Game& g, UnitIndex u) { return g.scenario().units[u.slot()]; }

int nearest(const std::vector<Hex>& hexes, Hex h) {
    int best = INT_MAX;
    for (Hex x : hexes) best = std::min(best, distance(x, h));
    return hexes.empty() ? 0 : best;
}

// One unit's best place on its own: near the enemy and the victory hexes; next to an enemy
// only at 2-1 or better by its own strength against the enemies there (9.0 doubling counted).
double placeWorth(const Game& g, UnitIndex u, const ReachedHex& r, const std::vector<Hex>& enemies,
                  const std::vector<Hex>& victory) {
    const Scenario& scenario = g.scenario();
    double worth = -0.3 * nearest(enemies, r.hex) - 0.2 * nearest(victory, r.hex);
    if (!r.endsInEnemyZoc) return worth;
    int defence = 0;
    for (std::size_t i = 0; i < scenario.units.size(); ++i) {
        const UnitState& e = g.state().units[i];
        if (scenario.units[i].side == unitOf(g, u).side || e.status != UnitStatus::OnMap || distance(e.hex, r.hex) != 1) continue;
        const bool town = scenario.terrainEffects.effective(scenario.map.terrain(e.hex)).defenderDoubled;
        defence += scenario.units[i].strength * (town ? 2 : 1);
    }
    return worth + (unitOf(g, u).strength >= 2 * defence ? 1.5 : -3.0);
}

std::vector<Command> movement(const Game& game) {
    if (auto limber = gunToLimber(game)) return {*limber};  // AL.2 (variant): one roll at a time
    const Scenario& scenario = game.scenario();
    Game scratch(game, game.state());
    std::vector<Command> out;
    // 19.3: release the Russian division nearest the French.
    if (scenario.rules.hasExclusive("19.0") && game.state().turn == 2 && !game.state().released) {
        double best = 1e9;
        std::optional<ReleaseCommand> pick;
        for (const Division& d : scenario.divisions) {
            if (game.whyNot(ReleaseCommand{d.id})) continue;
            double total = 0;
            int n = 0;
            std::vector<Hex> french;
            for (std::size_t i = 0; i < scenario.units.size(); ++i)
                if (scenario.units[i].side != d.side && game.state().units[i].status == UnitStatus::OnMap)
                    french.push_back(game.state().units[i].hex);
            for (std::size_t i = 0; i < scenario.units.size(); ++i)
                if (scenario.units[i].division == d.id && game.state().units[i].status == UnitStatus::OnMap) {
                    total += nearest(french, game.state().units[i].hex);
                    ++n;
                }
            if (n > 0 && total / n < best) {
                best = total / n;
                pick = ReleaseCommand{d.id};
            }
        }
        if (pick && scratch.apply(*pick).ok()) out.push_back(*pick);
    }
    std::vector<Hex> enemies, victory;
    for (std::size_t i = 0; i < scenario.units.size(); ++i)
        if (scenario.units[i].side != game.state().phasing && game.state().units[i].status == UnitStatus::OnMap)
            enemies.push_back(game.state().units[i].hex);
    for (const VictoryHex& v : scenario.victory.hexes) victory.push_back(v.hex);
    std::vector<UnitIndex> order;
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].side == game.state().phasing) order.push_back(u);
    std::stable_sort(order.begin(), order.end(),
                     [&](UnitIndex a, UnitIndex b) { return unitOf(game, a).strength > unitOf(game, b).strength; });
    for (UnitIndex u : order) {
        const UnitState& us = scratch.state().unit(u);
        const bool waiting = us.status == UnitStatus::Waiting;
        double best = waiting ? -1e9 : -0.3 * nearest(enemies, us.hex) - 0.2 * nearest(victory, us.hex);
        std::optional<Command> pick;
        const ReachableSet reach = scratch.reachableSet(u);
        for (const ReachedHex& r : reach) {
            if (r.friendlyOccupied) continue;
            const double w = placeWorth(scratch, u, r, enemies, victory);
            if (w <= best) continue;
            Command c = waiting ? Command(EnterCommand{unitOf(game, u).id, reach.path(r.hex)}) : Command(MoveCommand{unitOf(game, u).id, {r.hex}});
            if (scratch.whyNot(c)) continue;
            best = w;
            pick = c;
        }
        if (pick && scratch.apply(*pick).ok()) out.push_back(*pick);
    }
    for (const Command& c : gunsToUnlimber(scratch)) out.push_back(c);  // AL.3 (variant)
    out.push_back(EndPhaseCommand{});
    return out;
}

void attacksOn(const Game& game, const Situation& sit, UnitIndex e, std::vector<Attack>& out) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    std::vector<UnitIndex> adjacent, guns;
    for (UnitIndex u : unitIndices(scenario)) {
        const UnitState& us = st.units[u.slot()];
        if (scenario.units[u.slot()].side != st.phasing || us.status != UnitStatus::OnMap || us.attacked) continue;
        if (tooExhaustedToAttack(scenario, st, u)) continue;  // CR.5 (variant)
        const int d = distance(us.hex, st.unit(e).hex);
        if (d == 1) adjacent.push_back(u);
        if (d == 2 && scenario.units[u.slot()].type == UnitType::Artillery && canBombard(sit, u, e))
            guns.push_back(u);  // 5.6, AL.5
    }
    if (!guns.empty()) out.push_back(Attack{{}, guns, {e}, {}, false, {}, {}});
    const std::size_t n = std::min<std::size_t>(adjacent.size(), 6);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        Attack a;
        for (std::size_t i = 0; i < n; ++i)
            if (mask & (1u << i)) a.attackers.push_back(adjacent[i]);
        // 5.4: against e alone, or against every enemy all of them are next to.
        std::vector<UnitIndex> common;
        for (UnitIndex u : unitIndices(scenario)) {
            const UnitState& d = st.units[u.slot()];
            if (scenario.units[u.slot()].side == st.phasing || d.status != UnitStatus::OnMap || d.defended) continue;
            bool all = true;
            for (UnitIndex x : a.attackers) all = all && distance(st.unit(x).hex, d.hex) == 1;
            if (all) common.push_back(u);
        }
        std::vector<std::vector<UnitIndex>> targets{{e}};
        if (common.size() > 1) targets.push_back(common);  // e is always among them
        for (const auto& defenders : targets) {
            a.defenders = defenders;
            a.bombarding.clear();
            out.push_back(a);
            if (!guns.empty()) {
                a.bombarding = guns;
                out.push_back(a);
            }
        }
    }
}

}  // namespace

std::vector<ScoredAttack> candidateAttacks(const Game& game) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const Situation sit(game.board(), st);
    const ValueModel values(scenario, st, st.phasing);
    std::vector<Attack> attacks;
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].side != st.phasing && st.units[u.slot()].status == UnitStatus::OnMap && !st.units[u.slot()].defended)
            attacksOn(game, sit, u, attacks);
    std::vector<ScoredAttack> scored;
    for (const Attack& a : attacks) scored.push_back(scoreAttack(sit, game.exclusiveRules(), values, a));
    std::stable_sort(scored.begin(), scored.end(), [](const ScoredAttack& a, const ScoredAttack& b) { return a.ev > b.ev; });
    return scored;
}

std::vector<Command> GreedyPlayer::decide(const Game& game) {
    const GameState& st = game.state();
    if (game.gameOver()) return {};
    if (combatUnresolved(st)) {
        if (auto c = respond(game)) return {*c};
        return {};
    }
    if (st.phase == Phase::Movement) return movement(game);
    // The best legal attack; a voluntary one only when it is worth something.
    const Obligations open = meetableObligations(game.situationAt(st));
    for (const ScoredAttack& a : candidateAttacks(game)) {
        const bool forced = !open.empty();
        if (!forced && a.ev <= 0.05) break;
        const Command c = toCommand(game.scenario(), a.attack);
        if (game.isLegal(c)) return {c};
    }
    return {EndPhaseCommand{}};
}

}  // namespace eylau::ai
