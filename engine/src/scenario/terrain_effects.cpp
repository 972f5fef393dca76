#include "eylau/scenario/terrain_effects.h"

namespace eylau {

// 9.0 note: in Eylau rivers and lakes are frozen and change nothing for movement, ZOC or combat.
void TerrainEffectsChart::refresh() {
    effectiveTerrain_ = terrain_;
    effectiveHexsides_ = hexsides_;
    if (!frozenWater_) return;
    TerrainEffect& lake = effectiveTerrain_[std::size_t(Terrain::Lake)];
    const TerrainEffect& clear = effect(Terrain::Clear);
    lake.halfMP = clear.halfMP;
    lake.impassable = false;
    lake.blocksBombardment = false;
    lake.defenderDoubled = false;
    HexsideEffect& river = effectiveHexsides_[std::size_t(HexsideFeature::River)];
    HexsideEffect none;
    none.provenance = river.provenance;
    none.note = river.note;
    river = none;
}

}  // namespace eylau
