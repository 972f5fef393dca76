// Variant rules' steps of the game: limbering and unlimbering guns (AL.2, AL.3), and cavalry's
// rest at the end of a Game-Turn (CR.6). The rules themselves are eylau/rules/variants/.
#include "game/command_runner.h"

#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"

namespace eylau::detail {

Verdict CommandRunner::limber(const LimberCommand& c) {
    const char* ruleCase = c.limber ? "AL.2" : "AL.3";
    if (!state_.variants.artilleryLimbering) return refuse(ruleCase, Say::NoLimberingInThisGame);
    if (auto v = expectPhase(Phase::Movement, Say::LimberOnlyInMovementPhase)) return v;
    auto found = ownUnitOnMap(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    if (unit(u).type != UnitType::Artillery) return refuse(ruleCase, Say::LimberOnlyArtillery, {c.unit});
    UnitState& us = state_.unit(u);
    const int allowance = unit(u).movement * 2;
    if (c.limber) {
        if (us.limbered) return refuse("AL.2", Say::AlreadyLimbered, {c.unit});
        if (us.moved) return refuse("AL.2", Say::LimberBeforeMoving, {c.unit});
        if (us.spentHalfMP >= allowance) return refuse("AL.2", Say::LimberAlreadyTried, {c.unit});
        if (auto v = rules_.whyNotMove(s_, state_, u)) return v;  // 19.x: a unit that may not move does not limber
        const int die = state_.dice.roll();
        const int target = limberTarget(s_);
        if (die <= target) {
            us.limbered = true;
            emit(EventKind::Limbered, "AL.2", say(Say::Limbers, {c.unit, std::to_string(die), std::to_string(target)}), u, {us.hex});
        } else {
            us.spentHalfMP = allowance;  // its movement is over for this phase
            emit(EventKind::Limbered, "AL.2",
                 say(Say::FailsToLimber, {c.unit, std::to_string(die), std::to_string(target), us.hex.id()}), u, {us.hex});
        }
        return std::nullopt;
    }
    if (!us.limbered) return refuse("AL.3", Say::AlreadyUnlimbered, {c.unit});
    us.limbered = false;
    us.spentHalfMP = allowance;  // AL.3: unlimbering ends its move
    emit(EventKind::Limbered, "AL.3", say(Say::Unlimbers, {c.unit, us.hex.id()}), u, {us.hex});
    return std::nullopt;
}

// CR.6: moving more than half its Movement Allowance spoils a unit's rest this Game-Turn.
void CommandRunner::noteMove(UnitIndex u) {
    if (state_.unit(u).spentHalfMP > unit(u).movement) state_.unit(u).unrested = true;
}

// CR.6: at the end of a Game-Turn, cavalry that rested the whole turn recovers a level; every
// unit's rest starts again.
void CommandRunner::restCavalry() {
    for (UnitIndex u : unitIndices(state_)) {
        UnitState& us = state_.units[u.slot()];
        const bool restedAllTurn = !us.unrested;
        us.unrested = false;
        if (!restedAllTurn || us.status != UnitStatus::OnMap || !tracksReadiness(s_, state_, u) || us.readiness == Readiness::Fresh)
            continue;
        us.readiness = eylau::rested(us.readiness);
        emit(EventKind::ReadinessChanged, "CR.6", say(Say::Recovers, {unit(u).id, std::string(toString(us.readiness))}), u, {us.hex});
    }
}

}  // namespace eylau::detail
