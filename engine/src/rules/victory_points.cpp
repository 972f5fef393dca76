#include "eylau/rules/victory_points.h"
#include "eylau/rules/game_state.h"

namespace eylau {

VictoryScore scoreVictory(const Scenario& scenario, const GameState& state) {
    VictoryScore score;
    const VictoryConditions& v = scenario.victory;
    for (Side side : kSides) {
        const std::size_t s = std::size_t(side);
        const int lostByEnemy = state.strengthLost[std::size_t(enemyOf(side))];
        // 23.1: one Victory Point per enemy Combat Strength Point eliminated (no bonuses counted).
        const int forStrength = lostByEnemy * v.pointsPerStrengthPoint;
        score.points[s] += forStrength;
        score.lines.push_back("[23.1] " + std::string(displayName(side)) + ": " + std::to_string(forStrength) +
                              " for " + std::to_string(lostByEnemy) + " enemy strength points eliminated");
        score.items.push_back({VictoryItem::Kind::ForStrength, "23.1", side, forStrength, lostByEnemy, {}, {}});
        // 23.2, 23.3: awards for eliminating enough, the Allied one only once the Guard attacked.
        for (const EliminationAward& a : v.awards) {
            if (a.side != side || lostByEnemy < a.eliminated) continue;
            if (a.requiresGuardCommitted && !state.guardCommitted) {
                score.lines.push_back("[23.3] " + std::string(displayName(side)) + ": no award for " +
                                      std::to_string(a.eliminated) + " eliminated: the Guard infantry never attacked");
                score.items.push_back({VictoryItem::Kind::NoAwardUntilGuard, "23.3", side, 0, a.eliminated, {}, {}});
                continue;
            }
            score.points[s] += a.points;
            score.lines.push_back(std::string(a.requiresGuardCommitted ? "[23.3] " : "[23.2] ") +
                                  std::string(displayName(side)) + ": " + std::to_string(a.points) +
                                  " for eliminating at least " + std::to_string(a.eliminated));
            score.items.push_back({VictoryItem::Kind::Award, a.requiresGuardCommitted ? "23.3" : "23.2", side, a.points,
                                   a.eliminated, {}, {}});
        }
        // 23.4: points for each victory hex the side controls.
        for (std::size_t i = 0; i < v.hexes.size() && i < state.control.size(); ++i) {
            if (state.control[i] != side) continue;
            score.points[s] += v.hexes[i].points;
            score.lines.push_back("[23.4] " + std::string(displayName(side)) + ": " + std::to_string(v.hexes[i].points) +
                                  " for controlling " + v.hexes[i].hex.id() +
                                  (v.hexes[i].name.empty() ? "" : " (" + v.hexes[i].name + ")"));
            score.items.push_back({VictoryItem::Kind::Hex, "23.4", side, v.hexes[i].points, 0, v.hexes[i].hex,
                                   v.hexes[i].name});
        }
    }
    const int french = score.points[std::size_t(Side::French)];
    const int allied = score.points[std::size_t(Side::Allied)];
    if (french != allied) score.leader = french > allied ? Side::French : Side::Allied;
    score.superiority = french > allied ? french - allied : allied - french;
    score.level = v.levelFor(score.superiority);  // 23.5
    int lowest = 0;
    for (std::size_t i = 0; i < v.levels.size(); ++i)
        if (v.levels[i].from < v.levels[std::size_t(lowest)].from) lowest = int(i);
    if (score.leader && !v.levels.empty() && score.level != v.levels[std::size_t(lowest)].name) score.winner = score.leader;
    return score;
}

}  // namespace eylau
