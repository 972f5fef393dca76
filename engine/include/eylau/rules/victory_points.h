#pragma once
// Victory Points and the level of victory (23.0), from the scenario's victory conditions.
#include "eylau/map/hex.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// One line of the tally as facts, so that a window or a printed page can word it in its own
// language ("[23.4] French: 5 for controlling 1213 (Eylau)" is the English of a Hex item).
struct VictoryItem {
    enum class Kind : std::uint8_t {
        ForStrength,        // 23.1: `points` for `count` enemy strength points eliminated
        Award,              // 23.2, 23.3: `points` for eliminating at least `count`
        NoAwardUntilGuard,  // 23.3: no award for `count` eliminated: the Guard infantry never attacked
        Hex                 // 23.4: `points` for controlling `hex` (`name`, may be empty)
    };
    Kind kind = Kind::ForStrength;
    std::string ruleCase;  // "23.1"
    Side side = Side::French;
    int points = 0;
    int count = 0;
    Hex hex;
    std::string name;
    friend bool operator==(const VictoryItem&, const VictoryItem&) = default;
};

struct VictoryScore {
    std::array<int, 2> points{0, 0};         // by Side (French, Allied)
    std::vector<std::string> lines;          // how each side's points were earned, citing cases
    std::vector<VictoryItem> items;          // the same, line for line, as facts
    std::optional<Side> leader;              // nullopt when level
    // 23.5: the side the level is won by; nullopt when the level is the lowest (a draw, whoever
    // is ahead): "French Marginal Victory", but "Draw, French ahead by 5".
    std::optional<Side> winner;
    int superiority = 0;                     // 23.5
    std::string level;                       // "Draw", "Marginal Victory", ...
};

VictoryScore scoreVictory(const Scenario& scenario, const GameState& state);

}  // namespace eylau
