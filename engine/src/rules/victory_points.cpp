#include "eylau/rules/victory_points.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

namespace eylau {

VictoryScore scoreVictory(const Scenario& scenario, const GameState& state) {
    VictoryScore score;
    const VictoryConditions& v = scenario.victory;
    for (Side side : kSides) {
        const std::size_t s = std::size_t(side);
        const Sentence who = say(side == Side::French ? Say::SideFrench : Say::SideAllied);
        const auto line = [&](Say code, std::vector<std::string> args) {
            score.lines.push_back(Sentence{code, std::move(args), {who}});
        };
        const int lostByEnemy = state.strengthLost[std::size_t(enemyOf(side))];
        // 23.1: one Victory Point per enemy Combat Strength Point eliminated (no bonuses counted).
        const int forStrength = lostByEnemy * v.pointsPerStrengthPoint;
        score.points[s] += forStrength;
        line(Say::VictoryForStrength, {std::to_string(forStrength), std::to_string(lostByEnemy)});
        // 23.2, 23.3: awards for eliminating enough, the Allied one only once the Guard attacked.
        for (const EliminationAward& a : v.awards) {
            if (a.side != side || lostByEnemy < a.eliminated) continue;
            if (a.requiresGuardCommitted && !state.guardCommitted) {
                line(Say::VictoryNoAwardUntilGuard, {std::to_string(a.eliminated)});
                continue;
            }
            score.points[s] += a.points;
            line(a.requiresGuardCommitted ? Say::VictoryAwardOnceGuardAttacked : Say::VictoryAward,
                 {std::to_string(a.points), std::to_string(a.eliminated)});
        }
        // 23.4: points for each victory hex the side controls.
        for (std::size_t i = 0; i < v.hexes.size() && i < state.control.size(); ++i) {
            if (state.control[i] != side) continue;
            const VictoryHex& h = v.hexes[i];
            score.points[s] += h.points;
            if (h.name.empty()) line(Say::VictoryForHex, {std::to_string(h.points), h.hex.id()});
            else line(Say::VictoryForNamedHex, {std::to_string(h.points), h.hex.id(), h.name});
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
