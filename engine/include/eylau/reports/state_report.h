#pragma once
// The state of a game as JSON, for `eylau-cli play --state-json` and for tests and bug
// reports: turn, phase, every unit's hex or status, eliminated strength, victory points, level
// of victory and control of the victory hexes; with the variant rules, each cavalry unit's
// readiness and each battery's limbering (CR.1, AL.1).
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <string>

namespace eylau {

std::string stateJson(const Scenario& scenario, const GameState& state);

}  // namespace eylau
