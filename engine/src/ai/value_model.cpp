#include "ai/value_model.h"

#include "eylau/rules/game_state.h"
#include "eylau/scenario/turn_track.h"

#include <algorithm>
#include <cmath>

namespace eylau::ai {
namespace {

// The Player-Turns of the game in order, as (turn, side), French first (3.0: in Eylau the French
// move first).
int playerTurnIndex(const Scenario& scenario, int turn, Side phasing) {
    return (turn - 1) * 2 + (phasing == scenario.rules.firstPlayer ? 0 : 1);
}

}  // namespace

ValueModel::ValueModel(const Scenario& scenario, const GameState& state, Side side)
    : scenario_(&scenario), state_(&state), side_(side) {
    const int last = scenario.lastTurn();
    const int total = std::max(1, last * 2);
    const int now = std::min(playerTurnIndex(scenario, state.turn, state.phasing), total - 1);
    lateness_ = total > 1 ? double(now) / double(total - 1) : 1.0;
    // Control taken early tends to last (a town hex doubles its holder, 9.0): never weighed low.
    certainty_ = 0.6 + 0.4 * lateness_ * lateness_;
    int elapsedCombat = 0;
    for (int i = 0; i < total; ++i) {
        const int turn = i / 2 + 1;
        if (isNightTurn(scenario.turns, turn)) continue;
        if (i < now) ++elapsedCombat;
        if (i >= now) ++combatTurnsLeft_;
        if (i > now) ++combatTurnsAfter_;
    }
    // The enemy's next Player-Turn: the rest of this Game-Turn if `side` moves first in it.
    const bool sideFirst = side == scenario.rules.firstPlayer;
    const int enemyTurn = (state.phasing == side) ? (sideFirst ? state.turn : state.turn + 1) : state.turn;
    enemyAgain_ = state.phasing == side ? enemyTurn <= last : true;
    enemyNight_ = isNightTurn(scenario.turns, enemyTurn);
    for (Side loser : kSides) {
        const double lost = state.strengthLost[std::size_t(loser)];
        rate_[std::size_t(loser)] = std::clamp(lost / std::max(1, elapsedCombat), 2.0, 10.0);
    }
}

// 23.2, 23.3: the chance that `killer` ends the game with its award, if it has eliminated
// `eliminated` enemy points by now; the rest of the game adds about the rate seen so far.
double ValueModel::awardChance(Side killer, int eliminated, bool guardCommitted) const {
    double chance = 0;
    for (const EliminationAward& a : scenario_->victory.awards) {
        if (a.side != killer) continue;
        const double projected = eliminated + rate_[std::size_t(enemyOf(killer))] * combatTurnsAfter_;
        const double spread = 2.0 + 2.5 * std::sqrt(double(combatTurnsAfter_));
        double p = combatTurnsAfter_ == 0 ? (eliminated >= a.eliminated ? 1.0 : 0.0)
                                          : 1.0 / (1.0 + std::exp(-(projected - a.eliminated) / spread));
        // 23.3: without the Guard's commitment the Allied award is out of reach, unless the French
        // player commits it later (our own French play never does without cause).
        if (a.requiresGuardCommitted && !guardCommitted) p *= 0.1;
        chance = std::max(chance, p * a.points);
    }
    return chance;
}

double ValueModel::enemyLoses(int strength) const {
    const int already = state_->strengthLost[std::size_t(enemy())];
    const double perPoint = scenario_->victory.pointsPerStrengthPoint;
    return strength * perPoint + awardChance(side_, already + strength, state_->guardCommitted) -
           awardChance(side_, already, state_->guardCommitted);
}

double ValueModel::weLose(int strength) const {
    const int already = state_->strengthLost[std::size_t(side_)];
    const double perPoint = scenario_->victory.pointsPerStrengthPoint;
    return -(strength * perPoint + awardChance(enemy(), already + strength, state_->guardCommitted) -
             awardChance(enemy(), already, state_->guardCommitted));
}

double ValueModel::guardCommitCost() const {
    if (side_ != Side::French || state_->guardCommitted) return 0;
    bool clause = false;
    for (const EliminationAward& a : scenario_->victory.awards) clause = clause || a.requiresGuardCommitted;
    if (!clause) return 0;
    const int lost = state_->strengthLost[std::size_t(Side::French)];
    // Committing makes the award possible; the 18 Guard infantry points then at stake add to it.
    return awardChance(Side::Allied, lost, true) - awardChance(Side::Allied, lost, false) + 1.0;
}

std::optional<std::size_t> ValueModel::victoryHexAt(Hex h) const {
    const auto& hexes = scenario_->victory.hexes;
    for (std::size_t i = 0; i < hexes.size(); ++i)
        if (hexes[i].hex == h) return i;
    return std::nullopt;
}

double ValueModel::controlGain(std::size_t i) const {
    if (i >= state_->control.size() || state_->control[i] == side_) return 0;
    const double points = scenario_->victory.hexes[i].points;
    return points * certainty_ * (state_->control[i] ? 2.0 : 1.0);
}

double ValueModel::controlLoss(std::size_t i) const {
    if (i >= state_->control.size() || state_->control[i] != side_) return 0;
    return 2.0 * scenario_->victory.hexes[i].points * certainty_;
}

double ValueModel::freshMarkerCost() const {
    if (combatTurnsAfter_ == 0) return 0.0;
    return std::min(1.5, 0.4 * combatTurnsAfter_);
}

}  // namespace eylau::ai
