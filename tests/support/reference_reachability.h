#pragma once
// A plain reference for Movement::reachable, written for the movement benchmarks and the test that
// checks it: flat arrays built once from the scenario (the neighbour of every hex in every
// direction, the step cost in half MP per hex, direction and unit type from the engine's own
// stepCostHalfMP, whether a Zone of Control crosses each hexside) and, per position, who occupies
// each hex and whose Zone of Control covers it; then a bucket-queue search (Dial's algorithm:
// costs are small whole numbers of half MP). It gives the hexes and their costs, not the paths.
// Header only, so the benchmarks use it without the test library.
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/situation.h"
#include "eylau/rules/terrain_rules.h"
#include "eylau/scenario/scenario.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace eylau::test {

class ReferenceReachability {
public:
    struct Reached {
        int slot = 0;    // the hex, as a map slot (column, then row: hex order)
        int halfMP = 0;  // the cheapest cost to get there
    };

    explicit ReferenceReachability(const Scenario& scenario)
        : scenario_(&scenario), hexes_(scenario.map.hexes()), n_(hexes_.size()) {
        neighbour_.assign(n_ * 6, -1);
        zocCrosses_.assign(n_ * 6, 0);
        for (auto& costs : steps_) costs.assign(n_ * 6, -1);
        const Board board(scenario);  // for zocCrosses (9.0 note), which depends on the map alone
        for (std::size_t v = 0; v < n_; ++v) {
            const std::array<Hex, 6> around = neighbours(hexes_[v]);
            for (std::size_t d = 0; d < 6; ++d) {
                const Hex to = around[d];
                if (!scenario.map.onMap(to)) continue;  // 4.6
                neighbour_[v * 6 + d] = slot(to);
                zocCrosses_[v * 6 + d] = board.zocCrosses(hexes_[v], to) ? 1 : 0;  // 9.0
                // 4.2, 9.0: the Terrain Effects Chart, once per step and unit type. A step foot
                // units cannot take is closed to every type.
                if (!stepCostHalfMP(scenario, UnitType::Infantry, hexes_[v], to)) continue;
                for (UnitType type : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery})
                    if (const auto c = stepCostHalfMP(scenario, type, hexes_[v], to))
                        steps_[std::size_t(type)][v * 6 + d] = std::int8_t(*c);
            }
        }
        int most = 0;
        for (const Unit& u : scenario.units) most = std::max(most, u.movement * 2);
        buckets_.resize(std::size_t(most) + 1);
        occupied_.assign(n_, 0);
        zoc_.assign(n_, 0);
        cost_.assign(n_, kUnreached);
    }

    int slot(Hex h) const {
        const GameMap& m = scenario_->map;
        return (h.col - m.firstColumn()) * m.rows() + (h.row - m.firstRow());
    }
    Hex hex(int slot) const { return hexes_[std::size_t(slot)]; }

    // Where everybody stands in `state` (kept by reference until the next call): occupancy and
    // Zones of Control per side (4.5), and whether it is a night turn (8.1).
    void setState(const GameState& state) {
        state_ = &state;
        std::fill(occupied_.begin(), occupied_.end(), std::uint8_t(0));
        std::fill(zoc_.begin(), zoc_.end(), std::uint8_t(0));
        const auto& turns = scenario_->turns;
        night_ = state.turn >= 1 && state.turn <= int(turns.size()) && turns[std::size_t(state.turn - 1)].night;
        for (std::size_t u = 0; u < state.units.size(); ++u) {
            const UnitState& us = state.units[u];
            if (us.status != UnitStatus::OnMap || !scenario_->map.onMap(us.hex)) continue;
            const std::uint8_t bit = sideBit(scenario_->units[u].side);
            const std::size_t v = std::size_t(slot(us.hex));
            occupied_[v] |= bit;
            for (std::size_t d = 0; d < 6; ++d)
                if (const int w = neighbour_[v * 6 + d]; w >= 0 && zocCrosses_[v * 6 + d]) zoc_[std::size_t(w)] |= bit;
        }
    }

    // The hexes an on-map unit can reach in the state given to setState, in hex order, without
    // its own hex; empty when it may not move (4.1 nothing left, 4.5 in an enemy Zone of Control).
    // The answer stays valid until the next call.
    const std::vector<Reached>& reachable(UnitIndex unit) {
        for (int v : touched_) cost_[std::size_t(v)] = kUnreached;
        touched_.clear();
        out_.clear();
        const Unit& u = scenario_->units[unit.slot()];
        const UnitState& us = state_->unit(unit);
        if (us.status != UnitStatus::OnMap || !scenario_->map.onMap(us.hex)) return out_;
        const int allowance = halfMPLeft(u, us);  // 4.1
        const std::uint8_t enemy = sideBit(enemyOf(u.side)), own = sideBit(u.side);
        const int start = slot(us.hex);
        if (allowance <= 0 || (zoc_[std::size_t(start)] & enemy)) return out_;  // 4.1, 4.5
        const std::vector<std::int8_t>& steps = steps_[std::size_t(u.type)];
        if (std::size_t(allowance) >= buckets_.size()) buckets_.resize(std::size_t(allowance) + 1);
        cost_[std::size_t(start)] = 0;
        touched_.push_back(start);
        buckets_[0].push_back(start);
        for (int c = 0; c <= allowance; ++c) {
            std::vector<int>& bucket = buckets_[std::size_t(c)];
            for (std::size_t i = 0; i < bucket.size(); ++i) {
                const std::size_t v = std::size_t(bucket[i]);
                if (cost_[v] != c) continue;  // entered more cheaply since
                if (int(v) != start && (zoc_[v] & enemy)) continue;  // 4.5: the move stops there
                for (std::size_t d = 0; d < 6; ++d) {
                    const int w = neighbour_[v * 6 + d];
                    const int step = steps[v * 6 + d];
                    if (w < 0 || step < 0) continue;  // 4.6; 4.2, 9.0
                    const int total = c + step;
                    const std::size_t x = std::size_t(w);
                    if (total > allowance || total >= cost_[x]) continue;  // 4.1
                    if (occupied_[x] & enemy) continue;  // 4.3
                    // 8.1: no entering an enemy Zone of Control at night; 4.4 with 4.5: nor
                    // stopping there in a friendly unit's hex.
                    if ((zoc_[x] & enemy) && (night_ || (occupied_[x] & own))) continue;
                    if (cost_[x] == kUnreached) touched_.push_back(w);
                    cost_[x] = total;
                    buckets_[std::size_t(total)].push_back(w);
                }
            }
            bucket.clear();
        }
        std::sort(touched_.begin(), touched_.end());
        for (int v : touched_)
            if (v != start) out_.push_back(Reached{v, cost_[std::size_t(v)]});
        return out_;
    }

private:
    static constexpr int kUnreached = std::numeric_limits<int>::max();
    static std::uint8_t sideBit(Side s) { return s == Side::French ? 1 : 2; }

    const Scenario* scenario_;
    std::vector<Hex> hexes_;  // by slot
    std::size_t n_;
    std::vector<int> neighbour_;                     // by slot * 6 + direction; -1 off the map
    std::vector<std::uint8_t> zocCrosses_;           // by slot * 6 + direction
    std::array<std::vector<std::int8_t>, 3> steps_;  // by unit type, then slot * 6 + direction; -1 closed
    const GameState* state_ = nullptr;
    bool night_ = false;
    std::vector<std::uint8_t> occupied_, zoc_;  // by slot: bit 0 French, bit 1 Allied
    std::vector<std::vector<int>> buckets_;     // by cost in half MP
    std::vector<int> cost_;                     // by slot: kUnreached where not reached
    std::vector<int> touched_;                  // the slots whose cost_ is set
    std::vector<Reached> out_;
};

// Compares the engine's reachable sets (Movement::reachable) with the reference's for every
// on-map unit of `side` in `state`: the same hexes at the same costs. Returns the first
// difference, worded; nullopt when they agree.
inline std::optional<std::string> referenceDisagreement(const Scenario& scenario, const Movement& movement,
                                                       ReferenceReachability& reference, const GameState& state,
                                                       Side side) {
    const Board board(scenario);
    const Situation situation(board, state);
    reference.setState(state);
    for (UnitIndex u : unitIndices(scenario)) {
        if (scenario.units[u.slot()].side != side || state.units[u.slot()].status != UnitStatus::OnMap) continue;
        const std::vector<Reach> engine = movement.reachable(situation, u);
        const auto& ref = reference.reachable(u);
        const std::string at = scenario.units[u.slot()].id + " (Game-Turn " + std::to_string(state.turn) + "): ";
        if (engine.size() != ref.size())
            return at + "the engine reaches " + std::to_string(engine.size()) + " hexes, the reference " +
                   std::to_string(ref.size());
        for (std::size_t i = 0; i < engine.size(); ++i)
            if (engine[i].hex != reference.hex(ref[i].slot) || engine[i].halfMP != ref[i].halfMP)
                return at + "the engine reaches " + engine[i].hex.id() + " for " + std::to_string(engine[i].halfMP) +
                       " half MP, the reference " + reference.hex(ref[i].slot).id() + " for " +
                       std::to_string(ref[i].halfMP);
    }
    return std::nullopt;
}

}  // namespace eylau::test
