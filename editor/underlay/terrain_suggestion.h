#pragma once
// Suggest Terrain (docs/editor.md, "Map image"): reading a calibrated map image with the colour
// samples the user assigned (this green is woods, this blue a stream; several may share a
// meaning), a terrain for each hex and the features of each hexside. Colours are compared tolerant
// of uneven light (hue and saturation in full, brightness at 0.35). A hex votes with the pixels of
// a disc around its centre, each for the terrain of the sample nearest its colour (pixels far from
// every sample abstain); a hexside is read at stations along its edge (slope, gully, stream,
// river) and across it from centre to centre (road, trail, bridge), a feature being there when it
// shows at most of them. Proposals differ from what the scenario holds; nothing is changed here.
#include "hex_layout.h"

#include "eylau/map/game_map.h"
#include "eylau/scenario/map_underlay.h"

#include <QColor>
#include <QImage>
#include <QTransform>

#include <vector>

namespace eylau::editor {

struct TerrainProposal {
    Hex hex;
    Terrain terrain = Terrain::Clear;
    double share = 0;  // of the hex's pixels that voted for it
    friend bool operator==(const TerrainProposal&, const TerrainProposal&) = default;
};

struct FeatureProposal {
    Hexside side;
    HexsideFeatures features;  // as proposed: the features the image shows there
    friend bool operator==(const FeatureProposal&, const FeatureProposal&) = default;
};

struct Suggestions {
    std::vector<TerrainProposal> hexes;     // in hex order
    std::vector<FeatureProposal> hexsides;  // in hexside order
    bool empty() const { return hexes.empty() && hexsides.empty(); }
};

// The terrain and features the image shows, for every hex and hexside of `map`, whether or not
// they differ from it.
Suggestions readTerrainFromImage(const QImage& image, const QTransform& imageToScene, const mapview::HexLayout& layout,
                         const GameMap& map, const std::vector<ColourSample>& samples);

// Only what differs from `map`.
Suggestions differences(const Suggestions& read, const GameMap& map);

// The colour most of the pixels within `radius` pixels of `at` have (colours within a few steps
// of one another count together): what a click on the image picks as a sample.
QColor dominantColour(const QImage& image, QPointF at, double radius);

}  // namespace eylau::editor
