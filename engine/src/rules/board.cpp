// The dense tables of one scenario's map (board.h), each worked out from the Terrain Effects Chart
// once: 4.2 and 9.0 by stepCostHalfMP, 7.1 by entryCostHalfMP, the 9.0 ZOC note here.
#include "eylau/rules/board.h"

#include "eylau/rules/terrain_rules.h"

#include <algorithm>
#include <array>

namespace eylau {
namespace {

constexpr std::array<UnitType, 3> kTypes{UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery};

// 9.0 note: a Zone of Control stops at a hexside that blocks it (an unfrozen river) unless it is
// bridged.
bool zocAcross(const TerrainEffectsChart& chart, HexsideFeatures f) {
    if (f.has(HexsideFeature::Bridge)) return true;
    for (HexsideFeature feature : kHexsideFeatures)
        if (f.has(feature) && chart.effective(feature).blocksZoc) return false;
    return true;
}

}  // namespace

int directionIndex(Hex from, Hex to) {
    const auto d = directionTo(from, to);
    return d ? int(*d) : -1;
}

Board::Board(const Scenario& scenario)
    : scenario_(&scenario),
      columns_(scenario.map.columns()),
      rows_(scenario.map.rows()),
      firstColumn_(scenario.map.firstColumn()),
      firstRow_(scenario.map.firstRow()),
      hexes_(scenario.map.hexes()) {
    const GameMap& map = scenario.map;
    const TerrainEffectsChart& chart = scenario.terrainEffects;
    const std::size_t n = hexes_.size();
    // The map read once: the terrain of every hex, and the features on every hexside between two
    // on-map hexes, from each side.
    terrain_.assign(n, map.defaultTerrain());
    for (const auto& [h, data] : map.explicitHexes())
        if (const Slot s = slot(h); s != kOffMap) terrain_[std::size_t(s)] = data.terrain;
    std::vector<HexsideFeatures> crossing(n * 6);
    for (const auto& [side, data] : map.hexsides()) {
        const Slot a = slot(side.first), b = slot(side.second);
        if (a == kOffMap || b == kOffMap) continue;
        crossing[std::size_t(a) * 6 + std::size_t(directionIndex(side.first, side.second))] = data.features;
        crossing[std::size_t(b) * 6 + std::size_t(directionIndex(side.second, side.first))] = data.features;
    }
    // A step's cost depends only on the features crossed, the terrain entered and the unit type:
    // each combination is worked out once (-2: not yet).
    constexpr std::size_t kFeatureSets = std::size_t(1) << kHexsideFeatures.size();
    std::vector<std::int16_t> costOf(kFeatureSets * kTerrains.size() * kTypes.size(), -2);
    const auto stepCost = [&](HexsideFeatures f, Terrain entered, UnitType type) {
        std::int16_t& known = costOf[(std::size_t(f.bits()) * kTerrains.size() + std::size_t(entered)) * kTypes.size() +
                                     std::size_t(type)];
        if (known == -2) {
            const auto cost = stepCostHalfMP(chart, type, f, entered);
            known = cost ? std::int16_t(*cost) : std::int16_t(-1);
        }
        return int(known);
    };
    edge_.assign(n, 0);
    zocCrosses_.assign(n, 0);
    neighbour_.assign(n * 6, kOffMap);
    step_.assign(n * 6 * 3, -1);
    entry_.assign(n * 3, -1);
    for (std::size_t s = 0; s < n; ++s) {
        const std::array<Hex, 6> around = neighbours(hexes_[s]);
        for (std::size_t d = 0; d < 6; ++d) {
            const Slot to = slot(around[d]);
            if (to == kOffMap) {
                edge_[s] = 1;  // 4.6, 7.2
                continue;
            }
            neighbour_[s * 6 + d] = to;
            const HexsideFeatures f = crossing[s * 6 + d];
            if (zocAcross(chart, f)) zocCrosses_[s] |= std::uint8_t(1u << d);
            for (UnitType type : kTypes) {
                const int cost = stepCost(f, terrain_[std::size_t(to)], type);
                step_[(s * 6 + d) * 3 + std::size_t(type)] = std::int16_t(cost);
                dearest_ = std::max(dearest_, cost);
            }
        }
        for (UnitType type : kTypes) {
            // 7.1: only an edge hex can have a road leading in from beyond the map.
            const int cost = edge_[s] ? entryCostHalfMP(scenario, type, hexes_[s]) : chart.effective(terrain_[s]).halfMP;
            entry_[s * 3 + std::size_t(type)] = std::int16_t(cost);
            dearest_ = std::max(dearest_, cost);
        }
    }
}

std::optional<int> Board::stepHalfMP(Hex from, Hex to, UnitType type) const {
    const Slot s = slot(from);
    const int d = directionIndex(from, to);
    if (s == kOffMap || d < 0) return std::nullopt;
    const int cost = stepHalfMP(s, d, type);
    return cost < 0 ? std::nullopt : std::optional<int>(cost);
}

bool Board::zocCrosses(Hex from, Hex to) const {
    const Slot s = slot(from);
    const int d = directionIndex(from, to);
    return s != kOffMap && d >= 0 && zocCrosses(s, d);
}

}  // namespace eylau
