#include "eylau/rules/game_state.h"

namespace eylau {

std::string_view toString(Phase p) {
    switch (p) {
        case Phase::Movement: return "movement";
        case Phase::Combat: return "combat";
        case Phase::GameOver: return "game over";
    }
    return "?";
}

std::string phaseTitle(const GameState& state) {
    return std::string(displayName(state.phasing)) + " " +
           (state.phase == Phase::Movement ? "Movement Phase" : "Combat Phase") + " of Game-Turn " +
           std::to_string(state.turn);
}

}  // namespace eylau
