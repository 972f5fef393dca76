#include "eylau/map/game_map.h"

namespace eylau {

GameMap::GameMap(int columns, int rows, int firstColumn, int firstRow, Terrain defaultTerrain,
                 Provenance provenance)
    : columns_(columns),
      rows_(rows),
      firstColumn_(firstColumn),
      firstRow_(firstRow),
      defaultTerrain_(defaultTerrain),
      provenance_(provenance) {}

bool GameMap::onMap(Hex h) const {
    return h.col >= firstColumn_ && h.col <= lastColumn() && h.row >= firstRow_ && h.row <= lastRow();
}

namespace {
// A column or row number as hex numbers write it: 1 -> "01".
std::string two(int v) { return (v < 10 ? "0" : "") + std::to_string(v); }
}  // namespace

std::vector<std::string> GameMap::offMapFacts(Hex h) const {
    return {h.id(), two(firstColumn_), two(lastColumn()), two(firstRow_), two(lastRow())};
}

std::string GameMap::bounds() const {
    return "columns " + two(firstColumn_) + "-" + two(lastColumn()) + ", rows " + two(firstRow_) + "-" + two(lastRow());
}

std::string GameMap::offMapMessage(Hex h) const { return "hex " + h.id() + " is off the map (" + bounds() + ")"; }

bool GameMap::isEdge(Hex h) const {
    if (!onMap(h)) return false;
    for (Hex n : neighbours(h))
        if (!onMap(n)) return true;
    return false;
}

std::vector<Hex> GameMap::hexes() const {
    std::vector<Hex> all;
    all.reserve(std::size_t(columns_ * rows_));
    for (int c = firstColumn_; c <= lastColumn(); ++c)
        for (int r = firstRow_; r <= lastRow(); ++r) all.push_back(Hex{c, r});
    return all;
}

MapHex GameMap::hex(Hex h) const {
    if (auto it = hexes_.find(h); it != hexes_.end()) return it->second;
    return MapHex{defaultTerrain_, {}, provenance_};
}

Terrain GameMap::terrain(Hex h) const {
    const auto it = hexes_.find(h);
    return it != hexes_.end() ? it->second.terrain : defaultTerrain_;
}

void GameMap::setHex(Hex h, MapHex data) {
    if (data == MapHex{defaultTerrain_, {}, provenance_})
        hexes_.erase(h);
    else
        hexes_[h] = std::move(data);
}

MapHexside GameMap::hexside(Hexside s) const {
    if (auto it = hexsides_.find(s); it != hexsides_.end()) return it->second;
    return MapHexside{{}, provenance_};
}

HexsideFeatures GameMap::features(Hexside s) const {
    const auto it = hexsides_.find(s);
    return it != hexsides_.end() ? it->second.features : HexsideFeatures{};
}

void GameMap::setHexside(Hexside s, MapHexside data) {
    if (data.features.empty())
        hexsides_.erase(s);
    else
        hexsides_[s] = data;
}

}  // namespace eylau
