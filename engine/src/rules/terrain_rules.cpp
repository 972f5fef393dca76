#include "eylau/rules/terrain_rules.h"

#include <algorithm>

namespace eylau {
namespace {

// The cheapest road or trail through this hexside, or 0 when it is not a route (4.2).
int routeCost(const TerrainEffectsChart& chart, HexsideFeatures f) {
    int best = 0;
    for (HexsideFeature feature : {HexsideFeature::Road, HexsideFeature::Trail}) {
        const int c = chart.effective(feature).routeHalfMP;
        if (f.has(feature) && c > 0) best = best == 0 ? c : std::min(best, c);
    }
    return best;
}

}  // namespace

std::optional<int> stepCostHalfMP(const Scenario& scenario, UnitType type, Hex from, Hex to) {
    const GameMap& map = scenario.map;
    if (!map.onMap(to)) return std::nullopt;  // 4.6
    const auto side = Hexside::between(from, to);
    if (!side) return std::nullopt;
    return stepCostHalfMP(scenario.terrainEffects, type, map.features(*side), map.terrain(to));
}

std::optional<int> stepCostHalfMP(const TerrainEffectsChart& chart, UnitType type, HexsideFeatures f, Terrain entered) {
    const bool bridged = f.has(HexsideFeature::Bridge);
    int added = 0;
    for (HexsideFeature feature : kHexsideFeatures) {
        if (!f.has(feature)) continue;
        const HexsideEffect& e = chart.effective(feature);
        if (e.impassable && !bridged) return std::nullopt;
        // 9.0: artillery may cross such a hexside only by a bridge
        if (e.artilleryOnlyAtBridge && type == UnitType::Artillery && !bridged) return std::nullopt;
        added += e.addHalfMP;
    }
    // 4.2: through a road (or trail) hexside, only the cost of moving one hex along it.
    if (const int route = routeCost(chart, f); route > 0) return route;
    const TerrainEffect& terrain = chart.effective(entered);
    if (terrain.impassable) return std::nullopt;
    // 9.0 Terrain Notes: for movement, hex and hexside costs add up.
    return terrain.halfMP + added;
}

bool canStep(const Scenario& scenario, UnitType type, Hex from, Hex to) {
    return stepCostHalfMP(scenario, type, from, to).has_value();
}

int entryCostHalfMP(const Scenario& scenario, UnitType type, Hex entryHex) {
    // 7.1: where a road runs from the entry hex off the map edge, the arriving unit counts as
    // coming in along that road.
    std::optional<int> best;
    for (Hex outside : neighbours(entryHex)) {
        if (scenario.map.onMap(outside)) continue;
        const HexsideFeatures f = scenario.map.features(*Hexside::between(entryHex, outside));
        if (!f.isRoute()) continue;
        if (auto c = stepCostHalfMP(scenario, type, outside, entryHex)) best = best ? std::min(*best, *c) : *c;
    }
    if (best) return *best;
    return scenario.terrainEffects.effective(scenario.map.terrain(entryHex)).halfMP;
}

}  // namespace eylau
