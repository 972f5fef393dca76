#include "eylau/game/enemy_threats.h"

#include "eylau/rules/combat_rules.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/line_of_sight.h"

#include <algorithm>
#include <optional>

namespace eylau {

GameState enemyMovementPhase(const Game& game, Side enemy) {
    const Scenario& scenario = game.scenario();
    GameState next = game.state();
    if (next.phasing != enemy && enemy == scenario.rules.firstPlayer) next.turn = std::min(next.turn + 1, scenario.lastTurn());
    next.phasing = enemy;
    next.phase = Phase::Movement;
    next.pending.reset();
    next.awaitingDefence.reset();
    for (UnitState& u : next.units) {
        u.moved = false;
        u.spentHalfMP = 0;  // 4.1: a new Movement Phase, the whole allowance again
        u.attacked = false;
        u.defended = false;
    }
    return next;
}

bool EnemyThreats::reaches(Hex h) const { return std::binary_search(reach.begin(), reach.end(), h); }

const UnitThreat* EnemyThreats::threatTo(UnitIndex unit) const {
    for (const UnitThreat& t : threats)
        if (t.unit == unit) return &t;
    return nullptr;
}

namespace {

// Where the enemy's units could end their next move: by board slot, the units that could stand
// there at the end of the Movement Phase (4.4: a hex another enemy unit holds is its holder's).
class EnemyStands {
public:
    EnemyStands(const Game& game, const GameState& next, const Situation& situation, Side enemy)
        : bySlot_(std::size_t(game.board().hexCount())) {
        const Scenario& scenario = game.scenario();
        const Board& board = game.board();
        std::vector<Hex> reach;
        for (UnitIndex u : unitIndices(scenario)) {
            const Unit& unit = scenario.units[u.slot()];
            const UnitState& us = next.unit(u);
            if (unit.side != enemy || us.status == UnitStatus::Eliminated) continue;
            if (us.status == UnitStatus::OnMap) bySlot_[std::size_t(board.slot(us.hex))].push_back(u);
            if (game.exclusiveRules().whyNotMove(scenario, next, u)) continue;  // 19.x
            ReachableSet set;
            if (us.status == UnitStatus::OnMap) set = game.movement().reachableSet(situation, u);
            else if (unit.arrival && unit.arrival->turn <= next.turn)  // 7.0: due by then
                set = game.movement().reachableSetOnEntry(situation, u);
            for (const ReachedHex& r : set) {
                reach.push_back(r.hex);
                if (!r.friendlyOccupied) bySlot_[std::size_t(board.slot(r.hex))].push_back(u);
            }
        }
        std::sort(reach.begin(), reach.end());
        reach.erase(std::unique(reach.begin(), reach.end()), reach.end());
        reach_ = std::move(reach);
    }

    const std::vector<UnitIndex>& at(Slot s) const { return bySlot_[std::size_t(s)]; }
    std::vector<Hex> takeReach() { return std::move(reach_); }

private:
    std::vector<std::vector<UnitIndex>> bySlot_;
    std::vector<Hex> reach_;
};

// One attack drawn up against a defender's hex: who stands where.
struct Plan {
    std::vector<ThreatStand> adjacent;
    std::vector<ThreatStand> bombarding;
    bool uses(UnitIndex u) const {
        auto has = [&](const std::vector<ThreatStand>& v) {
            return std::any_of(v.begin(), v.end(), [&](const ThreatStand& s) { return s.unit == u; });
        };
        return has(adjacent) || has(bombarding);
    }
};

class ThreatSearch {
public:
    ThreatSearch(const Game& game, const GameState& next, const Situation& situation, const EnemyStands& stands, Side side)
        : game_(game), next_(next), situation_(situation), stands_(stands), side_(side) {}

    std::optional<UnitThreat> against(UnitIndex defender) const {
        const Board& board = game_.board();
        const Hex at = next_.unit(defender).hex;
        const Slot slot = board.slot(at);
        std::vector<UnitIndex> defenders(situation_.unitsAt(slot).begin(), situation_.unitsAt(slot).end());
        // 4.4, 5.3: the hexes around it an attacker may stand in; an enemy unit already there
        // stays (it is in the defender's Zone of Control, 4.5).
        Plan base;
        std::vector<Slot> open;
        for (int d = 0; d < 6; ++d) {
            const Slot n = board.neighbour(slot, d);
            if (n == kOffMap || situation_.occupiedBy(n, side_)) continue;
            if (situation_.occupiedBy(n, enemyOf(side_))) {
                for (UnitIndex u : situation_.unitsAt(n)) base.adjacent.push_back({u, board.hex(n)});
            } else if (!stands_.at(n).empty()) {
                open.push_back(n);
            }
        }
        bombard(base, at);
        std::optional<UnitThreat> best;
        consider(best, fill(base, open, std::nullopt), defender, defenders);
        // 9.0: a defender doubled for the hexsides it is attacked across is not when one attacker
        // stands beyond another hexside: try each open hex first.
        if (best && anyDoubled(best->odds))
            for (Slot anchor : open) consider(best, fill(base, open, anchor), defender, defenders);
        return best;
    }

private:
    int strength(UnitIndex u) const { return game_.scenario().units[u.slot()].strength; }
    bool stronger(UnitIndex a, UnitIndex b) const { return strength(a) != strength(b) ? strength(a) > strength(b) : a < b; }

    // 5.6-5.8: enemy artillery that could stand two hexes away, outside the side's Zones of
    // Control, with a clear line of sight; each in a hex of its own (4.4).
    void bombard(Plan& plan, Hex target) const {
        const Board& board = game_.board();
        std::vector<Slot> ring;
        for (Hex n : neighbours(target))
            for (Hex m : neighbours(n)) {
                const Slot s = board.slot(m);
                if (s != kOffMap && distance(m, target) == 2 && std::find(ring.begin(), ring.end(), s) == ring.end())
                    ring.push_back(s);
            }
        std::sort(ring.begin(), ring.end());
        std::vector<std::pair<UnitIndex, Slot>> options;
        for (Slot s : ring) {
            if (situation_.occupiedBy(s, side_) || situation_.inZocOf(s, side_)) continue;
            if (!clearLineOfSight(game_.scenario(), board.hex(s), target)) continue;
            for (UnitIndex u : stands_.at(s))
                if (game_.scenario().units[u.slot()].type == UnitType::Artillery) options.emplace_back(u, s);
        }
        std::stable_sort(options.begin(), options.end(),
                         [&](const auto& a, const auto& b) { return stronger(a.first, b.first); });
        std::vector<Slot> taken;
        for (const auto& [u, s] : options) {
            if (plan.uses(u) || std::find(taken.begin(), taken.end(), s) != taken.end()) continue;
            plan.bombarding.push_back({u, game_.board().hex(s)});
            taken.push_back(s);
        }
    }

    // The strongest set of enemy units that could each end next to the defender in a hex of its
    // own: a transversal matroid, so strongest first, each kept when an augmenting path finds it
    // a hex. With an anchor, the strongest unit that could stand there is put there first.
    Plan fill(Plan plan, const std::vector<Slot>& open, std::optional<Slot> anchor) const {
        std::vector<UnitIndex> holder(open.size(), UnitIndex{-1});
        std::vector<bool> fixed(open.size(), false);
        if (anchor) {
            const auto i = std::size_t(std::find(open.begin(), open.end(), *anchor) - open.begin());
            for (UnitIndex u : sorted(stands_.at(*anchor)))
                if (!plan.uses(u)) {
                    holder[i] = u;
                    fixed[i] = true;
                    break;
                }
        }
        std::vector<UnitIndex> candidates;
        for (Slot s : open)
            for (UnitIndex u : stands_.at(s))
                if (!plan.uses(u) && std::find(holder.begin(), holder.end(), u) == holder.end()) candidates.push_back(u);
        candidates = sorted(std::move(candidates));
        for (UnitIndex u : candidates) {
            std::vector<bool> seen(open.size(), false);
            augment(u, open, holder, fixed, seen);
        }
        const Board& board = game_.board();
        for (std::size_t i = 0; i < open.size(); ++i)
            if (holder[i].value() >= 0) plan.adjacent.push_back({holder[i], board.hex(open[i])});
        return plan;
    }

    bool augment(UnitIndex u, const std::vector<Slot>& open, std::vector<UnitIndex>& holder, const std::vector<bool>& fixed,
                 std::vector<bool>& seen) const {
        for (std::size_t i = 0; i < open.size(); ++i) {
            if (seen[i] || fixed[i] || !standsAt(u, open[i])) continue;
            seen[i] = true;
            if (holder[i].value() < 0 || augment(holder[i], open, holder, fixed, seen)) {
                holder[i] = u;
                return true;
            }
        }
        return false;
    }

    bool standsAt(UnitIndex u, Slot s) const {
        const auto& v = stands_.at(s);
        return std::find(v.begin(), v.end(), u) != v.end();
    }

    std::vector<UnitIndex> sorted(std::vector<UnitIndex> units) const {
        std::sort(units.begin(), units.end(), [&](UnitIndex a, UnitIndex b) { return stronger(a, b); });
        units.erase(std::unique(units.begin(), units.end()), units.end());
        return units;
    }

    static bool anyDoubled(const OddsAccount& odds) {
        return std::any_of(odds.defenders.begin(), odds.defenders.end(), [](const StrengthItem& d) { return d.doubled; });
    }

    // The plan's odds (Game::odds in the position where its units stand, the 20.2 shift taken
    // when it gives the higher column), kept when better than the best so far.
    void consider(std::optional<UnitThreat>& best, const Plan& plan, UnitIndex defender,
                  const std::vector<UnitIndex>& defenders) const {
        GameState combat = next_;
        combat.phase = Phase::Combat;
        for (const auto* stands : {&plan.adjacent, &plan.bombarding})
            for (const ThreatStand& s : *stands) {
                combat.unit(s.unit).status = UnitStatus::OnMap;
                combat.unit(s.unit).hex = s.hex;
            }
        const Game there(game_, std::move(combat));
        UnitThreat threat{defender, next_.unit(defender).hex, {}, {}, {}, {}};
        threat.attack.defenders = defenders;
        for (const ThreatStand& s : plan.adjacent) {
            threat.attack.attackers.push_back(s.unit);
            threat.standing.push_back(s);
        }
        const Situation situation = there.situation();
        for (const ThreatStand& s : plan.bombarding)
            if (std::all_of(defenders.begin(), defenders.end(), [&](UnitIndex d) { return canBombard(situation, s.unit, d); })) {
                threat.attack.bombarding.push_back(s.unit);
                threat.standing.push_back(s);
            }
        if (threat.attack.attackers.empty() && threat.attack.bombarding.empty()) return;
        threat.odds = there.odds(threat.attack);
        Attack shifted = threat.attack;
        shifted.integrityShift = true;  // 20.2
        OddsAccount withShift = there.odds(shifted);
        if (withShift.columnShifts > 0 && withShift.finalColumn > threat.odds.finalColumn) {
            threat.attack = std::move(shifted);
            threat.odds = std::move(withShift);
        }
        if (best && !better(threat.odds, best->odds)) return;
        threat.column = game_.scenario().combatResults.columns().at(threat.odds.finalColumn).text();
        best = std::move(threat);
    }

    static bool better(const OddsAccount& a, const OddsAccount& b) {
        if (a.finalColumn != b.finalColumn) return a.finalColumn > b.finalColumn;
        return std::int64_t(a.attackTotal) * b.defenceTotal > std::int64_t(b.attackTotal) * a.defenceTotal;
    }

    const Game& game_;
    const GameState& next_;
    const Situation& situation_;
    const EnemyStands& stands_;
    Side side_;
};

}  // namespace

EnemyThreats enemyThreats(const Game& game, Side side) {
    EnemyThreats out;
    out.enemy = enemyOf(side);
    const Scenario& scenario = game.scenario();
    const GameState next = enemyMovementPhase(game, out.enemy);
    const Situation situation = game.situationAt(next);
    EnemyStands stands(game, next, situation, out.enemy);
    out.reach = stands.takeReach();
    const std::size_t turn = std::size_t(next.turn - 1);
    out.combatPhase = !(turn < scenario.turns.size() && scenario.turns[turn].night);  // 8.2
    if (!out.combatPhase) return out;
    const ThreatSearch search(game, next, situation, stands, side);
    for (UnitIndex u : unitIndices(scenario)) {
        if (scenario.units[u.slot()].side != side || next.unit(u).status != UnitStatus::OnMap) continue;
        if (auto threat = search.against(u)) out.threats.push_back(std::move(*threat));
    }
    return out;
}

}  // namespace eylau
