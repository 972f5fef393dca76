#include "eylau/game/decision_due.h"
#include "eylau/rules/game_state.h"

namespace eylau {

DecisionDue decisionDue(const Scenario& scenario, const GameState& st) {
    if (st.phase == Phase::GameOver) return {DecisionKind::GameOver, std::nullopt};
    if (st.awaitingDefence) return {DecisionKind::FreshStrength, enemyOf(st.phasing)};  // 21.1: the defender
    if (st.pending && !st.pending->onlyOptionalRetreats()) {  // 6.8: a choice beside the next attack
        const PendingResolution& p = *st.pending;
        // 6.4: the retreating unit's owner (the defender after Dr, the attacker after Ar).
        if (!p.mustRetreat.empty()) return {DecisionKind::Retreat, scenario.units[p.mustRetreat.front().slot()].side};
        if (p.lossesOwed > 0) return {DecisionKind::Losses, st.phasing};  // 6.3 Ee: the attacker
        // 6.6. (Bombarding artillery that may retreat after Ar, Ae or Ee, 6.8, does so while the
        // advance is open; the advance closes the combat.)
        return {DecisionKind::Advance, p.advancing.value_or(st.phasing)};
    }
    return {st.phase == Phase::Movement ? DecisionKind::Movement : DecisionKind::Combat, st.phasing};
}

std::vector<std::string> releasableDivisions(const Game& game) {
    std::vector<std::string> out;
    if (game.state().phase != Phase::Movement) return out;
    for (const Division& d : game.scenario().divisions)
        if (game.isLegal(ReleaseCommand{d.id})) out.push_back(d.id);
    return out;
}

}  // namespace eylau
