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
bool zocAcross(const Scenario& s, Hexside side) {
    const HexsideFeatures f = s.map.features(side);
    if (f.has(HexsideFeature::Bridge)) return true;
    for (HexsideFeature feature : kHexsideFeatures)
        if (f.has(feature) && s.terrainEffects.effective(feature).blocksZoc) return false;
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
    const std::size_t n = hexes_.size();
    terrain_.resize(n);
    edge_.assign(n, 0);
    zocCrosses_.assign(n, 0);
    neighbour_.assign(n * 6, kOffMap);
    step_.assign(n * 6 * 3, -1);
    entry_.assign(n * 3, -1);
    for (std::size_t s = 0; s < n; ++s) {
        const Hex h = hexes_[s];
        terrain_[s] = scenario.map.terrain(h);
        const std::array<Hex, 6> around = neighbours(h);
        for (std::size_t d = 0; d < 6; ++d) {
            const Slot to = slot(around[d]);
            if (to == kOffMap) {
                edge_[s] = 1;  // 4.6, 7.2
                continue;
            }
            neighbour_[s * 6 + d] = to;
            if (zocAcross(scenario, *Hexside::between(h, around[d]))) zocCrosses_[s] |= std::uint8_t(1u << d);
            for (UnitType type : kTypes)
                if (const auto cost = stepCostHalfMP(scenario, type, h, around[d])) {
                    step_[(s * 6 + d) * 3 + std::size_t(type)] = std::int16_t(*cost);
                    dearest_ = std::max(dearest_, *cost);
                }
        }
        for (UnitType type : kTypes) {
            const int cost = entryCostHalfMP(scenario, type, h);
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
