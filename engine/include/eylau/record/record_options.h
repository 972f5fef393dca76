#pragma once
// The options a game record asks for on a scenario (docs/game-record.md): its dice seed, and the
// weather rule (22.0) as the scenario sets it unless an `option` line says otherwise. Every
// program that replays a record (a saved game, eylau-cli play, the turn summaries) takes them
// from here.
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"

#include <string>
#include <vector>

namespace eylau {

struct RecordOptions {
    GameOptions options;
    std::string error;  // the first option the scenario cannot take (whyNotOption); "" when none
    std::string option; // that option's name, to find its line (optionLine)
    bool ok() const { return error.empty(); }
};

RecordOptions recordOptions(const Scenario& scenario, const GameRecord& record, std::vector<int> scriptedDice = {});

}  // namespace eylau
