#pragma once
// A plain-text picture of a scenario's map, for tests, bug reports and `eylau-cli map`.
#include "eylau/scenario/scenario.h"

#include <string>

namespace eylau {

// Draws the map (2.1) hex by hex: terrain, victory hexes (23.4), entry areas (7.2) and the unit
// at its start hex (2.4), with column numbers across the top and row numbers down both sides.
// Each hex is three characters wide and two text lines tall; even-numbered columns are drawn one
// line (half a hex) lower, as on the printed map. Below the picture: a legend, place names,
// victory hexes, entry areas, hexside feature counts and the units' start hexes and arrivals.
//
// Deterministic (the same Scenario always gives the same text), ASCII only, every line ends in
// '\n' and has no trailing blanks; a 24-column map is 101 characters wide. Works on any Scenario,
// also one that would not pass the loader's checks (units off the map are listed, not drawn).
std::string renderAsciiMap(const Scenario& scenario);

}  // namespace eylau
