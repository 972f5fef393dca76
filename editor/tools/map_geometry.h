#pragma once
// The shapes the map tools work on: the hexes of a brush, a flood-fill region, the hexside
// nearest the mouse, the hexsides a drag crosses. Plain functions of the map and the layout.
#include "eylau/map/game_map.h"

#include <QPointF>

#include <optional>
#include <vector>

namespace eylau::mapview {
class HexLayout;
}

namespace eylau::editor {

// The on-map hexes within `radius` of `centre` (radius 0: the hex alone).
std::vector<Hex> hexesWithin(const GameMap& map, Hex centre, int radius);

// The on-map hexes connected to `start` through neighbours of the same terrain.
std::vector<Hex> sameTerrainRegion(const GameMap& map, Hex start);

// Whether a hexside may carry features on this map: at least one of its hexes is on it.
bool isMapHexside(const GameMap& map, Hexside side);

// The hexside of the map nearest the point, when the point lies within `tolerance` (scene
// units) of it.
std::optional<Hexside> hexsideNear(const mapview::HexLayout& layout, const GameMap& map, QPointF point,
                                   double tolerance);

// The hex at a point when it is on the map or just off its edge (where a road leaves the map).
std::optional<Hex> routeHexAt(const mapview::HexLayout& layout, const GameMap& map, QPointF point);

// The hexsides a drag from `from` to `to` crosses, in order (from the hex line between them).
std::vector<Hexside> crossedHexsides(const GameMap& map, Hex from, Hex to);

}  // namespace eylau::editor
