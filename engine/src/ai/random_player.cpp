#include "eylau/ai/random_player.h"
#include "eylau/rules/game_state.h"

#include "ai/retreat_options.h"
#include "eylau/rules/combat_rules.h"

#include <algorithm>
#include <set>

namespace eylau {
namespace {

const std::string& idOf(const Game& g, UnitIndex u) { return g.scenario().units[u.slot()].id; }

// Every legal retreat of the unit (6.4, 6.5), as commands to pick from.
std::vector<Command> retreats(const Game& game, UnitIndex u) {
    std::vector<Command> options;
    for (RetreatCommand& r : ai::legalRetreats(game, u)) options.push_back(std::move(r));
    return options;
}

std::vector<UnitIndex> adjacentEnemies(const Game& g, const Situation& sit, UnitIndex u) {
    std::vector<UnitIndex> out;
    const Side enemy = enemyOf(g.scenario().units[u.slot()].side);
    for (Hex n : neighbours(g.state().unit(u).hex))
        for (UnitIndex e : sit.unitsAt(n))
            if (g.scenario().units[e.slot()].side == enemy && !g.state().unit(e).defended) out.push_back(e);
    return out;
}

std::vector<UnitIndex> adjacentFree(const Game& g, const Situation& sit, UnitIndex enemy) {
    std::vector<UnitIndex> out;
    for (Hex n : neighbours(g.state().unit(enemy).hex))
        for (UnitIndex a : sit.unitsAt(n))
            if (g.scenario().units[a.slot()].side == g.state().phasing && !g.state().unit(a).attacked)
                out.push_back(a);
    return out;
}

AttackCommand attackOf(const Game& g, const std::vector<UnitIndex>& attackers, const std::vector<UnitIndex>& defenders) {
    AttackCommand c;
    for (UnitIndex a : attackers) c.attackers.push_back(idOf(g, a));
    for (UnitIndex d : defenders) c.defenders.push_back(idOf(g, d));
    return c;
}

}  // namespace

std::optional<Command> RandomPlayer::next(const Game& game) {
    if (game.gameOver()) return std::nullopt;
    const GameState& st = game.state();
    if (combatUnresolved(st)) return resolving(game);
    // 6.8: now and then, the guns that bombarded retreat by choice.
    if (st.pending && chance(0.3))
        for (UnitIndex u : st.pending->mayRetreat)
            if (auto c = pickLegal(game, retreats(game, u))) return c;
    return st.phase == Phase::Movement ? duringMovement(game) : duringCombat(game);
}

std::optional<Command> RandomPlayer::pickLegal(const Game& game, std::vector<Command> candidates) {
    std::shuffle(candidates.begin(), candidates.end(), rng_);
    for (const Command& c : candidates)
        if (game.isLegal(c)) return c;
    return std::nullopt;
}

std::optional<Command> RandomPlayer::duringMovement(const Game& game) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    if (st.turn == 2 && st.phasing == Side::Allied && !st.released && chance(0.5)) {
        std::vector<Command> releases;
        for (const Division& d : scenario.divisions) releases.push_back(ReleaseCommand{d.id});
        if (auto c = pickLegal(game, releases)) return c;
    }
    // AL.2, AL.3 (variant): now and then, limber or unlimber a gun.
    if (st.variants.artilleryLimbering && chance(0.3)) {
        std::vector<Command> guns;
        for (std::size_t u = 0; u < scenario.units.size(); ++u)
            if (scenario.units[u].side == st.phasing && scenario.units[u].type == UnitType::Artillery)
                guns.push_back(LimberCommand{scenario.units[u].id, !st.units[u].limbered});
        if (auto c = pickLegal(game, guns)) return c;
    }
    // Now and then, or when nothing is left to move, try to end the phase.
    if (chance(0.08) && game.isLegal(EndPhaseCommand{})) return EndPhaseCommand{};
    // Units not yet moved, in random order; the first that can go somewhere moves.
    std::vector<UnitIndex> order;
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].side == st.phasing && st.units[u.slot()].status != UnitStatus::Eliminated)
            order.push_back(u);
    std::shuffle(order.begin(), order.end(), rng_);
    const Situation sit(game.board(), st);
    // Units that moved already may use what is left of their allowance only to unstack.
    std::erase_if(order, [&](UnitIndex u) {
        return st.unit(u).moved && !(st.unit(u).status == UnitStatus::OnMap && sit.unitsAt(st.unit(u).hex).size() > 1);
    });
    // 4.4: when the phase cannot end because of stacking, move a stacked unit on first.
    std::stable_partition(order.begin(), order.end(), [&](UnitIndex u) {
        return st.unit(u).status == UnitStatus::OnMap && sit.unitsAt(st.unit(u).hex).size() > 1;
    });
    for (UnitIndex u : order) {
        const ReachableSet reach = game.reachableSet(u);
        std::vector<Command> moves;
        for (const ReachedHex& r : reach) {
            // 4.4: never a pause on a friendly unit's hex. Later moves could close its way on,
            // leaving two units stuck together and the phase unable to end (a stall).
            if (r.friendlyOccupied) continue;
            if (st.unit(u).status == UnitStatus::Waiting)
                moves.push_back(EnterCommand{idOf(game, u), reach.path(r.hex)});
            else
                moves.push_back(MoveCommand{idOf(game, u), {r.hex}});
        }
        if (moves.empty()) continue;
        if (auto c = pickLegal(game, {pick(moves)})) return c;
    }
    if (game.isLegal(EndPhaseCommand{})) return EndPhaseCommand{};
    return std::nullopt;
}

// Candidate attacks on enemy `e`: every group of free adjacent units (5.3), alone against e or
// against every enemy they are all adjacent to (5.4), with or without the free artillery that
// can bombard e (5.6, 5.8), and each such artillery unit bombarding alone (5.7).
static void attacksOn(const Game& game, const Situation& sit, UnitIndex e, std::vector<Command>& out) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const auto adjacent = adjacentFree(game, sit, e);
    std::vector<UnitIndex> guns;
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].side == st.phasing && scenario.units[u.slot()].type == UnitType::Artillery && !st.units[u.slot()].attacked &&
            st.units[u.slot()].status == UnitStatus::OnMap && canBombard(sit, u, e))  // 5.6, AL.5
            guns.push_back(u);
    for (UnitIndex g : guns) {
        AttackCommand c = attackOf(game, {}, {e});
        c.bombarding.push_back(idOf(game, g));
        out.push_back(c);
    }
    const std::size_t n = std::min<std::size_t>(adjacent.size(), 6);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        std::vector<UnitIndex> group;
        for (std::size_t i = 0; i < n; ++i)
            if (mask & (1u << i)) group.push_back(adjacent[i]);
        // Enemies adjacent to every unit of the group.
        std::vector<UnitIndex> common = adjacentEnemies(game, sit, group.front());
        std::erase_if(common, [&](UnitIndex d) {
            for (UnitIndex a : group)
                if (distance(st.unit(a).hex, st.unit(d).hex) != 1) return true;
            return false;
        });
        for (const auto& defenders : {std::vector<UnitIndex>{e}, common}) {
            AttackCommand c = attackOf(game, group, defenders);
            out.push_back(c);
            for (UnitIndex g : guns) c.bombarding.push_back(idOf(game, g));
            if (!guns.empty()) out.push_back(c);
        }
    }
}

std::optional<Command> RandomPlayer::duringCombat(const Game& game) {
    const Situation sit(game.board(), game.state());
    const Obligations open = meetableObligations(sit);
    std::vector<Command> attacks;
    std::set<UnitIndex> targets(open.mustBeAttacked.begin(), open.mustBeAttacked.end());
    for (UnitIndex a : open.mustAttack)
        for (UnitIndex e : adjacentEnemies(game, sit, a)) targets.insert(e);
    for (UnitIndex e : targets) attacksOn(game, sit, e, attacks);
    if (auto c = pickLegal(game, attacks)) return c;
    if (game.isLegal(EndPhaseCommand{})) return EndPhaseCommand{};
    return std::nullopt;
}

std::optional<Command> RandomPlayer::resolving(const Game& game) {
    const GameState& st = game.state();
    if (st.awaitingDefence) {
        std::vector<Command> answers{DefendCommand{}};
        for (UnitIndex d : st.awaitingDefence->defenders) answers.push_back(DefendCommand{{idOf(game, d)}});
        return pickLegal(game, answers);
    }
    const PendingResolution& p = *st.pending;
    if (!p.mustRetreat.empty()) return pickLegal(game, retreats(game, p.mustRetreat.front()));
    if (p.lossesOwed > 0) {
        std::vector<UnitIndex> attackers = p.attack.attackers;
        std::shuffle(attackers.begin(), attackers.end(), rng_);
        LoseCommand lose;
        int total = 0;
        for (UnitIndex a : attackers) {
            if (st.unit(a).status != UnitStatus::OnMap || total >= p.lossesOwed) continue;
            lose.units.push_back(idOf(game, a));
            total += game.scenario().units[a.slot()].strength;
        }
        return pickLegal(game, {lose});
    }
    std::vector<Command> advances{AdvanceCommand{}};
    if (chance(0.5))
        for (UnitIndex u : p.attack.attackers)
            for (Hex h : p.vacated) advances.push_back(AdvanceCommand{idOf(game, u), h});
    for (UnitIndex u : p.attack.defenders)
        for (Hex h : p.vacated) advances.push_back(AdvanceCommand{idOf(game, u), h});
    return pickLegal(game, advances);
}

}  // namespace eylau
