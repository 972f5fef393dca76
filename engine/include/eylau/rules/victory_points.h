#pragma once
// Victory Points and the level of victory (23.0), from the scenario's victory conditions.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/sentence.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct VictoryScore {
    std::array<int, 2> points{0, 0};         // by Side (French, Allied)
    // How each side's points were earned, citing cases, as the engine's sentences (a window words
    // them in its language; .english(): "[23.4] French: 5 for controlling 1213 (Eylau)").
    std::vector<Sentence> lines;
    std::optional<Side> leader;              // nullopt when level
    // 23.5: the side the level is won by; nullopt when the level is the lowest (a draw, whoever
    // is ahead): "French Marginal Victory", but "Draw, French ahead by 5".
    std::optional<Side> winner;
    int superiority = 0;                     // 23.5
    std::string level;                       // "Draw", "Marginal Victory", ...
};

VictoryScore scoreVictory(const Scenario& scenario, const GameState& state);

}  // namespace eylau
