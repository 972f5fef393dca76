#pragma once
// Victory Points and the level of victory (23.0), from the scenario's victory conditions.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct VictoryScore {
    std::array<int, 2> points{0, 0};         // by Side (French, Allied)
    std::vector<std::string> lines;          // how each side's points were earned, citing cases
    std::optional<Side> leader;              // nullopt when level
    // 23.5: the side the level is won by; nullopt when the level is the lowest (a draw, whoever
    // is ahead): "French Marginal Victory", but "Draw, French ahead by 5".
    std::optional<Side> winner;
    int superiority = 0;                     // 23.5
    std::string level;                       // "Draw", "Marginal Victory", ...
};

VictoryScore scoreVictory(const Scenario& scenario, const GameState& state);

}  // namespace eylau
