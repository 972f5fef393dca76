#pragma once
// Where to print place names: a name given to several touching hexes (a forest, a town of two
// hexes) is printed once, in the hex nearest the middle of the group. No Qt here: plain data.
#include "eylau/map/hex.h"

#include <string>
#include <vector>

namespace eylau {
class GameMap;
}

namespace eylau::mapview {

struct PlaceLabel {
    Hex hex;           // the hex the name is printed in
    std::string name;
    int hexCount = 1;  // how many touching hexes carry the name
};

// One label per group of touching on-map hexes with the same name, in hex order.
std::vector<PlaceLabel> placeLabels(const GameMap& map);

}  // namespace eylau::mapview
