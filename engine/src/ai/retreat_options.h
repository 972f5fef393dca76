#pragma once
// 6.4, 6.5: the legal retreats of a unit, displacement chains included, shortest chains first.
// Shared by every player (the random-legal one too), so that none of them misses a legal retreat
// the engine knows exists (canRetreat), however long the chain it needs.
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <vector>

namespace eylau::ai {

// For each safe hex of `unit`, the retreats into it that Game::whyNot accepts, with chains of
// displacement tried by increasing length (up to `maxChain` displaced units) until one is found.
std::vector<RetreatCommand> legalRetreats(const Game& game, UnitIndex unit, int maxChain = 12);

}  // namespace eylau::ai
