// What one unit may still do now (unit_outlook.h): each answer is a play query's, so the
// inspector says what the command runner would.
#include "eylau/game/unit_outlook.h"

#include "eylau/core/contains.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau {

UnitOutlook unitOutlook(const Game& game, UnitIndex unit) {
    UnitOutlook o;
    const GameState& st = game.state();
    if (!unitIndices(game.scenario()).contains(unit)) return o;
    const UnitState& us = st.unit(unit);
    o.phasing = game.scenario().units[unit.slot()].side == st.phasing;
    o.reinforcement = reinforcementStatus(game, unit);
    if (us.status == UnitStatus::Eliminated) return o;
    if (st.phase == Phase::Movement && o.phasing) {
        const std::vector<UnitIndex> movers = unitsThatMayMove(game);
        o.mayMove = contains(movers, unit);
        o.halfMPLeft = halfMPLeft(game, unit);
        if (!o.mayMove) o.cannotMove = game.whyCannotMove(unit);
    }
    if (st.phase == Phase::Combat && us.status == UnitStatus::OnMap) {
        const Obligations open = openObligations(game.situation());
        o.mustAttack = contains(open.mustAttack, unit);
        o.mustBeAttacked = contains(open.mustBeAttacked, unit);
        o.cannotJoinAttack = whyCannotJoinAttack(game, unit);
        o.mayJoinAttack = !o.cannotJoinAttack;
    }
    return o;
}

}  // namespace eylau
