#include "eylau/scenario/terrain_effects.h"

namespace eylau {

// 9.0 note: in Eylau rivers and lakes are frozen and change nothing for movement, ZOC or combat.
TerrainEffect TerrainEffectsChart::effective(Terrain t) const {
    TerrainEffect e = effect(t);
    if (frozenWater_ && t == Terrain::Lake) {
        const TerrainEffect& clear = effect(Terrain::Clear);
        e.halfMP = clear.halfMP;
        e.impassable = false;
        e.blocksBombardment = false;
        e.defenderDoubled = false;
    }
    return e;
}

HexsideEffect TerrainEffectsChart::effective(HexsideFeature f) const {
    HexsideEffect e = effect(f);
    if (frozenWater_ && f == HexsideFeature::River) {
        HexsideEffect none;
        none.provenance = e.provenance;
        none.note = e.note;
        return none;
    }
    return e;
}

}  // namespace eylau
