#pragma once
// The status-bar line for the hex under the mouse: hex number, terrain, place name, victory
// and entry markings, and the unit there. Reconstructed data says so (RULES-NOTES.md).
#include "eylau/hex.h"

#include <QString>

namespace eylau {
struct Scenario;
}

namespace eylau::game {

QString describeHex(const Scenario& scenario, Hex hex);

}  // namespace eylau::game
