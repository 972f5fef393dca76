#pragma once
// The hex map: which hexes exist, their terrain and place names, and hexside features (2.1).
#include "eylau/map/hex.h"
#include "eylau/map/provenance.h"
#include "eylau/map/terrain.h"

#include <map>
#include <string>
#include <vector>

namespace eylau {

struct MapHex {
    Terrain terrain = Terrain::Clear;
    std::string name;  // place name, may be empty
    Provenance provenance = Provenance::Reconstructed;
    friend bool operator==(const MapHex&, const MapHex&) = default;
};

struct MapHexside {
    HexsideFeatures features;
    Provenance provenance = Provenance::Reconstructed;
    friend bool operator==(const MapHexside&, const MapHexside&) = default;
};

class GameMap {
public:
    GameMap() = default;
    GameMap(int columns, int rows, int firstColumn = 1, int firstRow = 1,
            Terrain defaultTerrain = Terrain::Clear, Provenance provenance = Provenance::Printed);

    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int firstColumn() const { return firstColumn_; }
    int firstRow() const { return firstRow_; }
    int lastColumn() const { return firstColumn_ + columns_ - 1; }
    int lastRow() const { return firstRow_ + rows_ - 1; }
    Terrain defaultTerrain() const { return defaultTerrain_; }
    Provenance provenance() const { return provenance_; }
    void setProvenance(Provenance p) { provenance_ = p; }

    bool onMap(Hex h) const;
    // "columns 01-24, rows 01-24", for messages.
    std::string bounds() const;
    // The facts of "hex 2530 is off the map (columns 01-24, rows 01-24)" for a sentence to word
    // (the OffMap refusal, the CheckHexOffMap problem): {"2530", "01", "24", "01", "24"}.
    std::vector<std::string> offMapFacts(Hex h) const;
    // "hex 2530 is off the map (columns 01-24, rows 01-24)", for messages.
    std::string offMapMessage(Hex h) const;
    // An on-map hex with at least one neighbour off the map (4.6, 7.2).
    bool isEdge(Hex h) const;
    // Every on-map hex, column by column.
    std::vector<Hex> hexes() const;

    // The hex's data; an on-map hex not set explicitly has the default terrain.
    MapHex hex(Hex h) const;
    Terrain terrain(Hex h) const;  // the same hex's terrain, copying nothing (a hot path of movement)
    void setHex(Hex h, MapHex data);
    // Only hexes that differ from the default (terrain, name or provenance).
    const std::map<Hex, MapHex>& explicitHexes() const { return hexes_; }

    MapHexside hexside(Hexside s) const;
    HexsideFeatures features(Hexside s) const;  // the same hexside's features, copying nothing
    void setHexside(Hexside s, MapHexside data);  // empty features remove it
    const std::map<Hexside, MapHexside>& hexsides() const { return hexsides_; }

    friend bool operator==(const GameMap&, const GameMap&) = default;

private:
    int columns_ = 0;
    int rows_ = 0;
    int firstColumn_ = 1;
    int firstRow_ = 1;
    Terrain defaultTerrain_ = Terrain::Clear;
    Provenance provenance_ = Provenance::Printed;
    std::map<Hex, MapHex> hexes_;
    std::map<Hexside, MapHexside> hexsides_;
};

}  // namespace eylau
