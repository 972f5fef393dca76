#include "ai/threat_map.h"
#include "eylau/game/enemy_threats.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau::ai {

ThreatMap::ThreatMap(const Game& game, Side enemy) : scenario_(&game.scenario()) {
    const Scenario& scenario = game.scenario();
    const GameMap& map = scenario.map;
    const std::size_t slots = std::size_t(map.columns() * map.rows());
    strongest_.assign(slots, {});
    reach_.assign(slots, 0);
    shut_.assign(slots, 0);
    // The enemy's next Movement Phase: its units have their whole allowance again (4.1).
    const GameState next = enemyMovementPhase(game, enemy);
    const Situation situation(game.board(), next);
    std::vector<int> marked(slots, -1);
    auto slot = [&](Hex h) { return *slotOf(h); };  // h on the map
    for (Hex h : map.hexes()) shut_[slot(h)] = situation.occupiedBy(h, enemy) || situation.inZocOf(h, enemy);
    for (UnitIndex u : unitIndices(scenario)) {
        const Unit& unit = scenario.units[u.slot()];
        const UnitState& us = next.units[u.slot()];
        if (unit.side != enemy || us.status == UnitStatus::Eliminated) continue;
        std::vector<Hex> ends;
        if (us.status == UnitStatus::OnMap) ends.push_back(us.hex);
        const bool mayMove = !game.exclusiveRules().whyNotMove(scenario, next, u);
        if (mayMove && us.status == UnitStatus::OnMap)
            for (const ReachedHex& r : game.movement().reachableSet(situation, u)) ends.push_back(r.hex);
        if (mayMove && us.status == UnitStatus::Waiting && unit.arrival && unit.arrival->turn <= next.turn)
            for (const ReachedHex& r : game.movement().reachableSetOnEntry(situation, u)) ends.push_back(r.hex);
        for (Hex h : ends) {
            reach_[slot(h)] = 1;
            for (Hex n : neighbours(h)) {
                if (!map.onMap(n) || marked[slot(n)] == u.value()) continue;
                marked[slot(n)] = u.value();
                // Keep the strongest few, strongest first.
                auto& top = strongest_[slot(n)];
                int carry = unit.strength;
                for (int& x : top)
                    if (carry > x) std::swap(carry, x);
            }
        }
    }
}

std::optional<std::size_t> ThreatMap::slotOf(Hex h) const {
    const GameMap& map = scenario_->map;
    if (!map.onMap(h)) return std::nullopt;
    return std::size_t((h.col - map.firstColumn()) * map.rows() + (h.row - map.firstRow()));
}

int ThreatMap::pressure(Hex h) const { return pressure(h, int(kAttackers)); }

int ThreatMap::pressure(Hex h, int attackers) const {
    const auto slot = slotOf(h);
    if (!slot) return 0;
    const auto& top = strongest_[*slot];
    const std::size_t n = std::min(top.size(), std::size_t(std::max(0, attackers)));
    int total = 0;
    for (std::size_t k = 0; k < n; ++k) total += top[k];
    return total;
}

int ThreatMap::approaches(Hex h) const {
    int n = 0;
    for (Hex x : neighbours(h)) n += reachable(x) ? 1 : 0;
    return n;
}

bool ThreatMap::shut(Hex h) const {
    const auto slot = slotOf(h);
    return !slot || shut_[*slot] != 0;
}

bool ThreatMap::closable(Hex h) const {
    if (shut(h) || reachable(h)) return true;  // off the map counts as shut
    for (Hex n : neighbours(h))
        if (reachable(n)) return true;
    return false;
}

bool ThreatMap::reachable(Hex h) const {
    const auto slot = slotOf(h);
    return slot && reach_[*slot] != 0;
}

}  // namespace eylau::ai
