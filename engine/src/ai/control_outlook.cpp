#include "ai/control_outlook.h"

#include "eylau/rules/game_state.h"

#include <cmath>

namespace eylau::ai {

double enemyTakesChance(int guard) {
    // Unguarded, three times in four; a guard of six strength points halves that, and so on:
    // the enemy must bring enough to the hex to attack the guard at fair odds (5.1, 6.2).
    return 0.75 * 6.0 / (6.0 + std::max(0, guard));
}

double controlOutlook(const Scenario& scenario, const GameState& after, const std::set<Hex>& passed,
                      const ValueModel& values, const ThreatMap& threat) {
    const Side side = after.phasing;
    double worth = 0;
    for (std::size_t i = 0; i < scenario.victory.hexes.size() && i < after.control.size(); ++i) {
        const Hex h = scenario.victory.hexes[i].hex;
        const bool ours = after.control[i] == side || passed.count(h) > 0;
        const double points = scenario.victory.hexes[i].points * values.controlCertainty();
        if (!ours && after.control[i]) {  // the enemy's: only an attack and an advance take it back (6.6)
            worth -= points;
            continue;
        }
        bool occupied = false;
        int guard = 0;
        for (std::size_t u = 0; u < after.units.size(); ++u) {
            const UnitState& us = after.units[u];
            if (us.status != UnitStatus::OnMap || scenario.units[u].side != side) continue;
            occupied = occupied || us.hex == h;
            if (distance(us.hex, h) == 1) guard += scenario.units[u].strength;
        }
        // The chance the enemy has it after its next Player-Turn (none after the last one).
        double lost = occupied ? 0.15 : threat.reachable(h) ? enemyTakesChance(guard) : 0.1;
        if (!values.enemyPlaysAgain()) lost = 0;
        // Ours: kept or lost (a swing of twice the points); nobody's: left to the enemy or not.
        worth += ours ? points * (1 - 2 * lost) : -points * lost;
    }
    return worth;
}

}  // namespace eylau::ai
