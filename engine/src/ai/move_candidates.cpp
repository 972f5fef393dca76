#include "ai/move_candidates.h"

#include "eylau/rules/combat_odds.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/line_of_sight.h"

#include <algorithm>
#include <climits>

namespace eylau::ai {
namespace {


bool impassable(const Scenario& scenario, Hex h) {
    return scenario.terrainEffects.effective(scenario.map.terrain(h)).impassable;
}

int nearest(const std::vector<Hex>& hexes, Hex h) {
    int best = INT_MAX;
    for (Hex x : hexes) best = std::min(best, distance(x, h));
    return hexes.empty() ? 0 : best;
}

// 6.3 with 6.4: the share of a unit's strength the enemy's attack on it is likely to destroy,
// for an attack of `attack` points on `defence`, a Dr counted as `retreatLoss` of a loss (the
// enemy closes the way back now and then).
double lossShare(const CombatResultsTable& crt, int attack, int defence, double retreatLoss) {
    if (attack <= 0 || defence <= 0 || crt.columns().empty()) return 0;
    const std::size_t column = columnFor(crt, simplifiedRatio(attack, defence));
    double share = 0;
    for (int die = 1; die <= crt.dieFaces(); ++die) {
        switch (crt.cell(die, column).result) {
            case CombatResult::De: case CombatResult::Ee: share += 1.0; break;
            case CombatResult::Dr: share += retreatLoss; break;
            default: break;
        }
    }
    return share / crt.dieFaces();
}

// 6.4: how much of a loss a Dr at h is. About 3 in 10 retreating defenders find no hex to retreat
// into (measured in selfplay, docs/computer-opponent.md); with style.cornered, more where h's
// neighbours are shut (each counted whole) or within the enemy's reach (counted half: he may
// close them, or need his units elsewhere).
double retreatLoss(const Scenario& scenario, const ThreatMap& threat, Hex h, const Style& style) {
    constexpr double kTrapped = 0.3;
    double loss = kTrapped;
    if (style.cornered > 0) {
        double closed = 0;
        for (Hex n : neighbours(h)) closed += threat.shut(n) || impassable(scenario, n) ? 1.0 : threat.reachable(n) ? 0.5 : 0.0;
        loss += (1 - kTrapped) * style.cornered * std::clamp(2.0 * closed / 6.0 - 1.0, 0.0, 1.0);
    }
    if (style.traps <= 0) return loss;
    return loss + style.traps * (trappedShare(openWaysBack(scenario, threat, h), style.reading) - loss);
}

}  // namespace

int openWaysBack(const Scenario& scenario, const ThreatMap& threat, Hex h) {
    int open = 0;
    for (Hex n : neighbours(h))
        open += scenario.map.onMap(n) && !impassable(scenario, n) && !threat.closable(n);
    return open;
}

double trappedShare(int openWays, WaysBackReading reading) {
    // Measured on the Dr results of games between normal levels (docs/computer-opponent.md, "Where
    // a retreat is a loss"): each retreating defender's neighbours read from the enemy's reach as
    // its own Movement Phase began (the planner's reading), as it ended (the plan's places), or as
    // the enemy's Player-Turn began.
    // By WaysBackReading, then by open ways back: none, one, two, three or more.
    constexpr double kShare[3][4] = {{0.5, 0.3, 0.14, 0.05}, {0.56, 0.27, 0.1, 0.01}, {0.9, 0.13, 0.04, 0.01}};
    return kShare[std::size_t(reading)][std::size_t(std::clamp(openWays, 0, 3))];
}

double exposedShare(const Game& game, const ThreatMap& threat, UnitIndex u, Hex h, const Style& style) {
    const Scenario& scenario = game.scenario();
    const bool town = scenario.terrainEffects.effective(scenario.map.terrain(h)).defenderDoubled;  // 9.0
    const int defence = scenario.units[u.slot()].strength * (town ? 2 : 1);
    const int pressure = style.flanks ? threat.pressure(h, threat.approaches(h)) : threat.pressure(h);
    return lossShare(scenario.combatResults, pressure * 3 / 4, std::max(1, defence),
                     pressure > 0 ? retreatLoss(scenario, threat, h, style) : 0.0);
}

double standingWorth(const Game& game, const ValueModel& v, const ThreatMap& threat, UnitIndex u, Hex h,
                     const Style& style) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const Unit& unit = scenario.units[u.slot()];
    const bool commitsGuard = game.exclusiveRules().commitsGuard(scenario, st, u);  // 23.3, should it attack
    std::vector<Hex> enemies, victory;
    for (std::size_t i = 0; i < scenario.units.size(); ++i)
        if (scenario.units[i].side != unit.side && st.units[i].status == UnitStatus::OnMap) enemies.push_back(st.units[i].hex);
    for (const VictoryHex& vh : scenario.victory.hexes) victory.push_back(vh.hex);
    double worth = 0;
    // Exposure: the enemy's next Combat Phase (none at night, 8.2, nor after the last turn).
    if (v.enemyPlaysAgain()) {
        const double exposure = exposedShare(game, threat, u, h, style);
        worth -= 0.6 * style.caution * exposure * unit.strength * (v.enemyNextTurnIsNight() ? 0.25 : 1.0);
        // 23.3: an enemy next to the Guard forces it to attack in the French Combat Phase (5.1).
        if (commitsGuard && threat.pressure(h) > 0) worth -= 0.5 * v.guardCommitCost();
    }
    // Pull: toward the victory hexes, more as the end nears, and toward the enemy.
    const double weight = 0.5 + unit.strength / 10.0;
    worth -= style.drive * weight *
             ((0.15 + 0.35 * v.lateness()) * style.eylau * nearest(victory, h) + 0.12 * nearest(enemies, h) / style.eylau);
    if (commitsGuard && v.guardCommitCost() > 0) worth += weight * 0.12 * nearest(enemies, h);
    // 23.4, late in the game: next to a victory hex the enemy holds is where an attack and an
    // advance (6.6) can take it back before the end.
    if (v.lateness() > 0.7)
        for (std::size_t i = 0; i < scenario.victory.hexes.size() && i < st.control.size(); ++i)
            if (st.control[i] == enemyOf(unit.side) && distance(scenario.victory.hexes[i].hex, h) == 1)
                worth += style.drive * style.eylau * 0.5 * v.controlGain(i) * (0.5 + unit.strength / 16.0);
    return worth;
}

double optionWorth(const Game& game, const ValueModel& v, const ThreatMap& threat, const UnitOptions& unit,
                   const MoveOption& option, const Style& style) {
    // 7.3: a reinforcement held back costs a little, so that it comes on where it can.
    return standingWorth(game, v, threat, unit.unit, option.to, style) - (unit.waiting && option.stay ? 1.0 : 0.0);
}

void rescoreOptions(const Game& game, const ValueModel& v, const ThreatMap& threat, std::vector<UnitOptions>& units,
                    const Style& style) {
    for (UnitOptions& uo : units)
        for (MoveOption& m : uo.options) m.worth = optionWorth(game, v, threat, uo, m, style);
}

void avoidPlaces(std::vector<UnitOptions>& units, const std::vector<Avoided>& avoid) {
    for (const Avoided& a : avoid)
        for (UnitOptions& uo : units)
            if (uo.unit == a.unit)
                for (MoveOption& m : uo.options) {
                    const int away = distance(m.to, a.hex);
                    m.worth -= away == 0 ? a.cost : away == 1 ? a.cost / 2 : 0.0;
                }
}

std::vector<UnitOptions> moveOptions(const Game& game, const ValueModel& v, const ThreatMap& threat, int breadth,
                                     const Style& style) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    std::vector<Hex> enemies;
    for (std::size_t i = 0; i < scenario.units.size(); ++i)
        if (scenario.units[i].side != st.phasing && st.units[i].status == UnitStatus::OnMap) enemies.push_back(st.units[i].hex);
    std::vector<UnitOptions> out;
    for (UnitIndex u : unitIndices(scenario)) {
        if (scenario.units[u.slot()].side != st.phasing || st.units[u.slot()].status == UnitStatus::Eliminated) continue;
        const ReachableSet reach = game.reachableSet(u);
        if (reach.empty()) continue;
        UnitOptions uo{.unit = u, .waiting = st.units[u.slot()].status == UnitStatus::Waiting, .options = {}};
        MoveOption stay;
        stay.to = uo.waiting ? reach.path(reach.hexes().front().hex).front() : st.units[u.slot()].hex;
        stay.worth = optionWorth(game, v, threat, uo, stay, style);
        uo.options.push_back(stay);
        std::vector<MoveOption> quiet;
        for (const ReachedHex& r : reach) {
            if (r.friendlyOccupied && r.endsInEnemyZoc) continue;
            MoveOption m;
            m.stay = false;
            m.to = r.hex;
            m.contact = r.endsInEnemyZoc;
            m.worth = optionWorth(game, v, threat, uo, m, style);
            const int near = nearest(enemies, r.hex);
            const bool gun = scenario.units[u.slot()].type == UnitType::Artillery && near == 2;
            const bool victory = v.victoryHexAt(r.hex).has_value();
            bool shoots = false;
            if (gun)  // 5.6: can it bombard from here?
                for (Hex e : enemies) shoots = shoots || (distance(e, r.hex) == 2 && clearLineOfSight(scenario, r.hex, e));
            if (m.contact || shoots || victory) {
                m.path = reach.path(r.hex);
                uo.options.push_back(std::move(m));
            }
            else quiet.push_back(std::move(m));
        }
        std::sort(quiet.begin(), quiet.end(), [](const MoveOption& a, const MoveOption& b) { return a.worth > b.worth; });
        // The best quiet places, and the best ones two hexes from an enemy (they close its
        // retreats, 6.4).
        int kept = 0, closing = 0;
        for (MoveOption& m : quiet) {
            const bool closes = nearest(enemies, m.to) == 2;
            if (kept < breadth) ++kept;
            else if (closes && closing < breadth / 2 + 1) ++closing;
            else continue;
            m.path = reach.path(m.to);
            uo.options.push_back(std::move(m));
        }
        out.push_back(std::move(uo));
    }
    return out;
}

}  // namespace eylau::ai
