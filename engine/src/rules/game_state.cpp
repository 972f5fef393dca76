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

}  // namespace eylau
