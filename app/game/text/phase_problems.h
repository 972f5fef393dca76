#pragma once
// Where the engine's refusal to end a phase points on the map: the hex with two units (4.4), the
// units that must still attack or be attacked (5.1), the units of an unfinished combat (6.x,
// 21.1).
#include "eylau/game/game.h"

#include <vector>

namespace eylau::game {

std::vector<Hex> problemHexes(const Game& game, const Refusal& refusal);

}  // namespace eylau::game
