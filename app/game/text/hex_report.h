#pragma once
// The status-bar line for the hex under the mouse: hex number, terrain, place name, victory
// and entry markings, and the unit there. Reconstructed data says so (RULES-NOTES.md).
#include "eylau/map/hex.h"

#include <QString>

namespace eylau {
struct Scenario;
struct GameState;
}

namespace eylau::game {

// The hex with the units that start there (the scenario as printed).
QString describeHex(const Scenario& scenario, Hex hex);
// The hex with the units that are there now.
QString describeHex(const Scenario& scenario, const GameState& state, Hex hex);

}  // namespace eylau::game
