#include "ai/leaf_threat.h"

#include "ai/move_candidates.h"
#include "ai/threat_map.h"
#include "ai/value_model.h"
#include "eylau/rules/game_state.h"

#include <cmath>

namespace eylau::ai {
namespace {

// What losing `more` strength points (a fraction, as an expectation is) adds to `worth`, a
// value model's count of the strength already lost: between the whole points either side of it.
template <typename Worth>
double worthOfMore(const Worth& worth, int lost, double more) {
    const int whole = int(std::floor(more));
    const double below = worth(lost + whole);
    return below + (more - whole) * (worth(lost + whole + 1) - below) - worth(lost);
}

}  // namespace

double leafThreat(const Game& game, Side side, bool waysBack) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    if (game.gameOver() || st.phase != Phase::Movement) return 0.0;
    const Side attacker = st.phasing;
    const Side defender = enemyOf(attacker);
    // 23.1-23.3, counted from the start of the game as positionScore counts them; and 8.2 as the
    // movement planner asks it: the defender's enemy's next Player-Turn is the one beginning.
    GameState fresh = st;
    fresh.strengthLost = {0, 0};
    const ValueModel defending(scenario, fresh, defender);
    if (defending.enemyNextTurnIsNight()) return 0.0;
    const ThreatMap threat(game, attacker);
    Style trapped;
    trapped.cornered = 1.0;  // the position is known: a Dr where the way back is shut is a loss (6.4)
    trapped.traps = waysBack ? 1.0 : 0.0;
    trapped.reading = WaysBackReading::AsTheEnemyMoves;
    double atRisk = 0;
    for (UnitIndex u : unitIndices(scenario)) {
        const UnitState& unit = st.unit(u);
        if (scenario.units[u.slot()].side != defender || unit.status != UnitStatus::OnMap) continue;
        atRisk += exposedShare(game, threat, u, unit.hex, trapped) * scenario.units[u.slot()].strength;
    }
    if (atRisk <= 0) return 0.0;
    const int lost = st.strengthLost[std::size_t(defender)];
    if (side == defender) return worthOfMore([&](int n) { return defending.weLose(n); }, lost, atRisk);
    const ValueModel attacking(scenario, fresh, attacker);
    return worthOfMore([&](int n) { return attacking.enemyLoses(n); }, lost, atRisk);
}

}  // namespace eylau::ai
