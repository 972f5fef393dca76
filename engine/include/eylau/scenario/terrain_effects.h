#pragma once
// The Terrain Effects Chart (9.0) as data. Costs are in half Movement Points so that
// Dresden's 1/2 MP roads stay integers.
#include "eylau/map/provenance.h"

#include <string>
#include "eylau/map/terrain.h"

#include <array>

namespace eylau {

struct TerrainEffect {
    int halfMP = 2;                  // cost to enter (4.2)
    bool impassable = false;
    bool blocksBombardment = false;  // 9.0 blocking note
    bool defenderDoubled = false;    // town, fort
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const TerrainEffect&, const TerrainEffect&) = default;
};

struct HexsideEffect {
    int addHalfMP = 0;               // added to the cost of entering across (slope, gully, stream)
    int routeHalfMP = 0;             // > 0: a road/trail; entering through it costs exactly this (4.2)
    bool impassable = false;         // crossed only at a bridge (unfrozen river)
    bool artilleryOnlyAtBridge = false;
    bool blocksZoc = false;          // 9.0 note: ZOC does not extend across unbridged rivers
    bool defenderDoubledIfExclusive = false;  // slope
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const HexsideEffect&, const HexsideEffect&) = default;
};

class TerrainEffectsChart {
public:
    const TerrainEffect& effect(Terrain t) const { return terrain_[std::size_t(t)]; }
    void setEffect(Terrain t, const TerrainEffect& e) {
        terrain_[std::size_t(t)] = e;
        refresh();
    }
    const HexsideEffect& effect(HexsideFeature f) const { return hexsides_[std::size_t(f)]; }
    void setEffect(HexsideFeature f, const HexsideEffect& e) {
        hexsides_[std::size_t(f)] = e;
        refresh();
    }

    // Eylau (9.0 note): rivers and lakes are frozen and change nothing for movement, ZOC or combat.
    bool frozenWater() const { return frozenWater_; }
    void setFrozenWater(bool on) {
        frozenWater_ = on;
        refresh();
    }

    // The effect in play, with frozen water applied: a frozen lake is entered like clear terrain,
    // a frozen river hexside has no effect at all. Worked out when the chart changes, so asking
    // copies nothing (movement and combat ask on every step).
    const TerrainEffect& effective(Terrain t) const { return effectiveTerrain_[std::size_t(t)]; }
    const HexsideEffect& effective(HexsideFeature f) const { return effectiveHexsides_[std::size_t(f)]; }

    friend bool operator==(const TerrainEffectsChart&, const TerrainEffectsChart&) = default;

private:
    std::array<TerrainEffect, kTerrains.size()> terrain_{};
    std::array<HexsideEffect, kHexsideFeatures.size()> hexsides_{};
    bool frozenWater_ = false;
    std::array<TerrainEffect, kTerrains.size()> effectiveTerrain_{};
    std::array<HexsideEffect, kHexsideFeatures.size()> effectiveHexsides_{};
    void refresh();
};

}  // namespace eylau
