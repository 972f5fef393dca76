#include "eylau/rules/game_state.h"

#include "eylau/rules/sentences.h"

namespace eylau {

std::string_view toString(Phase p) {
    switch (p) {
        case Phase::Movement: return "movement";
        case Phase::Combat: return "combat";
        case Phase::GameOver: return "game over";
    }
    return "?";
}

Sentence phaseSentence(const GameState& state) {
    return say(state.phase == Phase::Movement ? Say::MovementPhaseTitle : Say::CombatPhaseTitle,
               {std::string(displayName(state.phasing)), std::to_string(state.turn)});
}

std::string phaseTitle(const GameState& state) { return phaseSentence(state).english(); }

}  // namespace eylau
