#pragma once
// The choices the tool panel offers and the map tools read: terrain to paint, brush radius,
// hexside feature, road or trail, victory points, how edits are marked (printed or
// reconstructed, or as the map), and what the Sample tool's colours mean.
#include "eylau/map/provenance.h"
#include "eylau/map/terrain.h"

#include <QString>

#include <optional>

namespace eylau::editor {

struct ToolSettings {
    Terrain terrain = Terrain::Woods;
    int radius = 0;  // 0: one hex; 1: the hex and its six neighbours; ...
    HexsideFeature feature = HexsideFeature::Stream;
    HexsideFeature route = HexsideFeature::Road;  // Road or Trail
    int victoryPoints = 5;
    QString placeName;
    // How painted hexes and hexsides are marked; nullopt: they keep their own provenance
    // (new ones take the map's).
    std::optional<Provenance> markAs;
    // What the Sample tool's colours mean: a hexside feature when one is set, else a terrain.
    Terrain sampleTerrain = Terrain::Clear;
    std::optional<HexsideFeature> sampleFeature;
};

}  // namespace eylau::editor
