#include "ai/position_score.h"

#include "ai/value_model.h"
#include "eylau/rules/game_state.h"

namespace eylau::ai {

double positionScore(const Scenario& scenario, const GameState& state, Side side) {
    const Side enemy = enemyOf(side);
    // 23.1-23.3, as the value model counts them from the start of the game.
    GameState fresh = state;
    fresh.strengthLost = {0, 0};
    const ValueModel ours(scenario, fresh, side);
    double score = ours.enemyLoses(state.strengthLost[std::size_t(enemy)]) +
                   ours.weLose(state.strengthLost[std::size_t(side)]);
    // 23.4: control, surer where a unit of the controlling side stands in the hex.
    const ValueModel now(scenario, state, side);
    for (std::size_t i = 0; i < scenario.victory.hexes.size() && i < state.control.size(); ++i) {
        if (!state.control[i]) continue;
        const Hex h = scenario.victory.hexes[i].hex;
        bool held = false;
        for (std::size_t u = 0; u < state.units.size(); ++u)
            held = held || (state.units[u].status == UnitStatus::OnMap && state.units[u].hex == h &&
                            scenario.units[u].side == *state.control[i]);
        const double sure = state.phase == Phase::GameOver ? 1.0 : now.controlCertainty() * (held ? 1.0 : 0.6);
        const double points = scenario.victory.hexes[i].points * sure;
        score += *state.control[i] == side ? points : -points;
    }
    return score;
}

}  // namespace eylau::ai
