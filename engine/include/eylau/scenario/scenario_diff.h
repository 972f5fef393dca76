#pragma once
// What differs between two scenarios, in words (`eylau-cli diff A B`): so that a corrected map
// or order of battle can be reviewed and shared. One line per difference, grouped in the order of
// the scenario file: the description, the rules, the map (size, hexes, hexsides), the map image
// (file, page, opacity, lock, calibration points, colour samples), the charts, the turn track, the
// entry areas, the divisions, the Fresh Strength markers, the units and victory.
// Items are matched by what names them (a hex by its number, a unit by its id, ...), so that
// reordering a list is not a difference; provenance and notes are compared like any other value.
// The same differences hex by hex, as values for the map, are mapChanges (map_changes.h).
#include "eylau/scenario/scenario.h"

#include <string>
#include <vector>

namespace eylau {

// "hex 0714: terrain woods -> clear", "unit Tut.1: strength 8 -> 7", "unit Mur.8 added: ..." ...;
// empty when the two scenarios are equal in everything a scenario file holds.
std::vector<std::string> scenarioDifferences(const Scenario& before, const Scenario& after);

}  // namespace eylau
