#include "ai/responses.h"

#include "ai/attack_value.h"
#include "ai/combat_plan.h"
#include "ai/move_candidates.h"
#include "eylau/ai/player.h"
#include "ai/retreat_options.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include <algorithm>
#include <set>

namespace eylau::ai {
namespace {

const std::string& idOf(const Game& g, UnitIndex u) { return g.scenario().units[u.slot()].id; }

std::optional<Command> firstLegal(const Game& game, const std::vector<Command>& ranked) {
    for (const Command& c : ranked)
        if (game.isLegal(c)) return c;
    return std::nullopt;
}

}  // namespace

std::optional<Command> chooseDefence(const Game& game) {
    const GameState& st = game.state();
    if (!st.awaitingDefence) return std::nullopt;
    const Side defender = enemyOf(st.phasing);
    const Attack& a = *st.awaitingDefence;
    const ValueModel attackerValues(game.scenario(), st, st.phasing);
    const ValueModel ours(game.scenario(), st, defender);
    const Situation sit(game.board(), st);
    const auto values = resultValues(sit, game.exclusiveRules(), attackerValues, a);
    const auto& crt = game.scenario().combatResults;
    const double without = expectedAt(crt, game.odds(a).finalColumn, st.weather, values);
    // One unit per division with an unused marker: the one whose bonus is doubled, if any (21.2).
    std::vector<Command> ranked;
    double bestGain = 0;
    DefendCommand best;
    for (UnitIndex d : a.defenders) {
        Attack trial = a;
        trial.defenderFresh = {d};
        if (game.whyNot(DefendCommand{{idOf(game, d)}})) continue;
        const OddsAccount odds = game.odds(trial);
        const double gain = without - expectedAt(crt, odds.finalColumn, st.weather, values);
        if (gain > bestGain) {
            bestGain = gain;
            best = DefendCommand{{idOf(game, d)}};
        }
    }
    if (bestGain > ours.freshMarkerCost()) ranked.push_back(best);
    ranked.push_back(DefendCommand{});
    return firstLegal(game, ranked);
}

std::optional<Command> chooseRetreat(const Game& game, const Style& style) {
    const GameState& st = game.state();
    if (!st.pending) return std::nullopt;
    const PendingResolution& p = *st.pending;
    if (p.mustRetreat.empty()) return std::nullopt;
    const UnitIndex u = p.mustRetreat.front();
    const Side side = game.scenario().units[u.slot()].side;
    const ValueModel values(game.scenario(), st, side);
    const ThreatMap threat(game, enemyOf(side));
    double bestWorth = -1e18;
    std::optional<Command> best;
    for (const RetreatCommand& r : legalRetreats(game, u)) {
        double worth = standingWorth(game, values, threat, u, r.to, style) - 0.5 * double(r.displacements.size());
        if (auto i = values.victoryHexAt(r.to)) worth += values.controlGain(*i);
        for (const auto& [id, hex] : r.displacements)
            if (auto d = game.unitIndex(id)) worth += standingWorth(game, values, threat, *d, hex, style) -
                                                       standingWorth(game, values, threat, *d, st.unit(*d).hex, style);
        if (worth > bestWorth) {
            bestWorth = worth;
            best = r;
        }
    }
    return best;
}

std::optional<Command> chooseLosses(const Game& game) {
    const GameState& st = game.state();
    if (!st.pending || st.pending->lossesOwed == 0) return std::nullopt;
    std::vector<UnitIndex> alive;
    for (UnitIndex a : st.pending->attack.attackers)
        if (st.unit(a).status == UnitStatus::OnMap) alive.push_back(a);
    LoseCommand lose;
    for (UnitIndex u : cheapestLosses(game.scenario(), alive, st.pending->lossesOwed)) lose.units.push_back(idOf(game, u));
    std::vector<Command> ranked{lose};
    LoseCommand all;
    for (UnitIndex u : alive) all.units.push_back(idOf(game, u));
    ranked.push_back(all);
    return firstLegal(game, ranked);
}

std::optional<Command> chooseAdvance(const Game& game, const Style& style) {
    const GameState& st = game.state();
    if (!st.pending || !st.pending->mustRetreat.empty() || st.pending->lossesOwed > 0) return std::nullopt;
    const PendingResolution& p = *st.pending;
    const Side side = p.advancing.value_or(st.phasing);
    const ValueModel values(game.scenario(), st, side);
    const ThreatMap threat(game, enemyOf(side));
    // The attacker weighs what its remaining attacks are worth after the advance (a unit moved
    // next to an enemy's line of retreat closes it, 6.4).
    auto rest = [&](const GameState& after) {
        if (side != st.phasing) return 0.0;
        GameState settled = after;
        settled.pending.reset();
        return planCombat(game.board(), game.exclusiveRules(), settled, values, 2).ev;
    };
    const double stay = rest(st);
    double bestWorth = 0.05;
    std::vector<Command> ranked;
    for (UnitIndex u : side == st.phasing ? p.attack.attackers : p.attack.defenders)
        for (Hex h : p.vacated) {
            const AdvanceCommand c{idOf(game, u), h};
            if (game.whyNot(c)) continue;
            double worth = standingWorth(game, values, threat, u, h, style) -
                           standingWorth(game, values, threat, u, st.unit(u).hex, style);
            if (auto i = values.victoryHexAt(h)) worth += values.controlGain(*i) + 1.0;
            GameState after = st;
            after.unit(u).hex = h;
            worth += rest(after) - stay;
            if (worth > bestWorth) {
                bestWorth = worth;
                ranked.insert(ranked.begin(), c);
            }
        }
    ranked.push_back(AdvanceCommand{});
    return firstLegal(game, ranked);
}

std::optional<Command> respond(const Game& game, const Style& style) {
    const GameState& st = game.state();
    if (st.awaitingDefence) return chooseDefence(game);
    if (!st.pending) return std::nullopt;
    if (!st.pending->mustRetreat.empty()) return chooseRetreat(game, style);
    if (st.pending->lossesOwed > 0) return chooseLosses(game);
    return chooseAdvance(game, style);
}

}  // namespace eylau::ai
