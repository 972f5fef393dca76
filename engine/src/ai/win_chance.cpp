#include "ai/win_chance.h"

#include "eylau/rules/game_state.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace eylau::ai {
namespace {
constexpr double kLeastSpread = 4.0;  // VP: what the position score may be out by at the end
}

double spreadToCome(const Scenario& scenario, const GameState& state, double spreadPerTurn) {
    if (state.phase == Phase::GameOver) return kLeastSpread;
    // The rest of this Game-Turn counted as half of one.
    const double turnsLeft = std::max(0, scenario.lastTurn() - state.turn) + 0.5;
    return std::max(kLeastSpread, spreadPerTurn * std::sqrt(turnsLeft));
}

double winWorth(const Scenario& scenario, const GameState& state, double margin, double spreadPerTurn, bool byLevels) {
    if (spreadPerTurn <= 0 && !byLevels) return margin;
    const double spread = spreadToCome(scenario, state, spreadPerTurn > 0 ? spreadPerTurn : kLevelSpread);
    const double scale = spread * std::sqrt(std::numbers::pi / 2);
    const double root = spread * std::numbers::sqrt2;
    if (!byLevels) return scale * std::erf(margin / root);
    // 23.5: half a superiority point short of the band is still a Draw, the band itself a win.
    const double band = std::max(0.0, scenario.victory.winningSuperiority() - 0.5);
    return scale * (std::erf((margin - band) / root) + std::erf((margin + band) / root)) / 2;
}

}  // namespace eylau::ai
