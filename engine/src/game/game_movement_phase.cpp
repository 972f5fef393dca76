// The Movement Phase: moving units (4.0), reinforcements (7.0), the 19.3 release, and ending
// the phase (4.4, 7.3, 8.2).
#include "game/command_runner.h"

#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/scenario/turn_track.h"

#include <map>

namespace eylau::detail {

// 4.4 (RULES-NOTES): a unit may pause on a friendly unit's hex; only the end of the Movement
// Phase may not leave two units in one hex. So it may stop there while one of them can still move
// on to a hex of its own: itself, or a unit it joins, which the player may move away afterwards
// (7.2 likewise forbids only an entry that forces two units to end together). Otherwise the two
// would be stuck together and the phase could never end.
Verdict CommandRunner::pauseLeavesAWayOut(UnitIndex u, const Reach& reach) const {
    if (!reach.friendlyOccupied) return std::nullopt;
    GameState after = state_;
    after.unit(u).status = UnitStatus::OnMap;
    after.unit(u).hex = reach.hex;
    after.unit(u).spentHalfMP += reach.halfMP;
    const Situation situation(movement_.board(), after);
    const auto mayMoveOn = [&](UnitIndex v) {
        if (rules_.whyNotMove(s_, after, v)) return false;  // 19.x: it may not move at all now
        for (const ReachedHex& onward : movement_.reachableSet(situation, v))
            if (!onward.friendlyOccupied) return true;
        return false;
    };
    if (mayMoveOn(u)) return std::nullopt;
    std::vector<std::string> others;
    for (UnitIndex v : situation.unitsAt(reach.hex)) {
        if (v == u) continue;
        if (mayMoveOn(v)) return std::nullopt;
        others.push_back(unit(v).id);
    }
    return refuseQuoting("4.4", Say::StopWithNoWayOut, {unit(u).id, reach.hex.id()}, sayList(others));
}

std::variant<UnitIndex, Refusal> CommandRunner::ownUnitOnMap(const std::string& id) const {
    auto found = unitNamed(id);
    if (std::holds_alternative<Refusal>(found)) return found;
    const UnitIndex u = std::get<UnitIndex>(found);
    if (unit(u).side != state_.phasing)
        return refusal("4.0", Say::NotYourMove, {id, std::string(displayName(unit(u).side)), std::string(displayName(state_.phasing))});
    if (state_.unit(u).status == UnitStatus::Waiting) return refusal("7.0", Say::NotArrivedYet, {id});
    if (state_.unit(u).status != UnitStatus::OnMap) return refusal("4.0", Say::HasBeenEliminated, {id});
    return u;
}

Verdict CommandRunner::move(const MoveCommand& c) {
    if (auto v = expectPhase(Phase::Movement, Say::UnitsMoveOnlyInMovementPhase)) return v;
    auto found = ownUnitOnMap(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    if (c.hexes.empty()) return refuse("4.0", Say::MoveWhere, {c.unit});
    if (auto v = rules_.whyNotMove(s_, state_, u)) return v;
    const Situation situation(movement_.board(), state_);
    auto checked = movement_.checkMove(situation, u, c.hexes);
    if (auto* r = std::get_if<Refusal>(&checked)) return *r;
    const Reach& reach = std::get<Reach>(checked);
    if (auto v = pauseLeavesAWayOut(u, reach)) return v;
    const Hex from = state_.unit(u).hex;
    state_.unit(u).hex = reach.hex;
    state_.unit(u).moved = true;
    state_.unit(u).spentHalfMP += reach.halfMP;
    noteMove(u);
    std::vector<Hex> path{from};
    path.insert(path.end(), reach.path.begin(), reach.path.end());
    emit(EventKind::Moved, reach.endsInEnemyZoc ? "4.5" : "4.1",
         say(reach.endsInEnemyZoc ? Say::MovesIntoZoc : Say::Moves, {c.unit, from.id(), reach.hex.id(), formatHalves(reach.halfMP)}),
         u, std::move(path), reach.endsInEnemyZoc ? EventCause::StoppedByZoc : EventCause::None);
    for (Hex h : reach.path) touch(h, unit(u).side);  // 23.4: moving through a hex controls it too (after the move)
    return std::nullopt;
}

Verdict CommandRunner::enter(const EnterCommand& c) {
    if (auto v = expectPhase(Phase::Movement, Say::EntryOnlyInMovementPhase)) return v;
    auto found = unitNamed(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    const Unit& un = unit(u);
    if (un.side != state_.phasing)
        return refuse("7.0", Say::NotYourReinforcement, {c.unit, std::string(displayName(un.side)), std::string(displayName(state_.phasing))});
    if (state_.unit(u).status != UnitStatus::Waiting || !un.arrival)
        return refuse("7.0", Say::NotAWaitingReinforcement, {c.unit});
    if (un.arrival->turn > state_.turn)
        return refuse("7.0", Say::ArrivesLater, {c.unit, std::to_string(un.arrival->turn)});
    if (c.hexes.empty()) return refuse("7.0", Say::EnterWhere, {c.unit});
    if (auto v = rules_.whyNotMove(s_, state_, u)) return v;
    const Situation situation(movement_.board(), state_);
    auto checked = movement_.checkEntry(situation, u, c.hexes);
    if (auto* r = std::get_if<Refusal>(&checked)) return *r;
    const Reach& reach = std::get<Reach>(checked);
    if (auto v = pauseLeavesAWayOut(u, reach)) return v;
    state_.unit(u).status = UnitStatus::OnMap;
    state_.unit(u).hex = reach.hex;
    state_.unit(u).moved = true;
    state_.unit(u).spentHalfMP = reach.halfMP;
    state_.unit(u).limbered = tracksLimbering(s_, state_, u);  // AL.1: guns come on limbered
    noteMove(u);
    emit(EventKind::Entered, "7.1",
         reach.path.size() > 1 ? say(Say::EntersAndMoves, {c.unit, reach.path.front().id(), reach.hex.id(), formatHalves(reach.halfMP)})
                               : say(Say::Enters, {c.unit, reach.path.front().id(), formatHalves(reach.halfMP)}),
         u, reach.path);
    for (Hex h : reach.path) touch(h, un.side);  // 23.4, after the entry
    return std::nullopt;
}

Verdict CommandRunner::release(const ReleaseCommand& c) {
    if (auto v = rules_.whyNotRelease(s_, state_, c.division)) return v;
    state_.released = c.division;
    emit(EventKind::Released, "19.3", say(Say::Released, {c.division}));
    return std::nullopt;
}

Verdict CommandRunner::endMovementPhase() {
    // 4.4: no two units in one hex at the end of the Movement Phase.
    std::map<Hex, std::vector<UnitIndex>> byHex;
    for (UnitIndex u : unitIndices(state_))
        if (state_.units[u.slot()].status == UnitStatus::OnMap) byHex[state_.units[u.slot()].hex].push_back(u);
    for (const auto& [hex, here] : byHex) {
        if (here.size() < 2) continue;
        std::vector<std::string> names;
        for (UnitIndex u : here) names.push_back(unit(u).id);
        return Refusal{"4.4", Sentence{Say::TwoUnitsInOneHex, {hex.id()}, {sayList(names)}}, here};
    }
    // 7.3: reinforcements held back are recorded.
    for (UnitIndex u : unitIndices(s_)) {
        const Unit& un = s_.units[u.slot()];
        if (un.side == state_.phasing && un.arrival && state_.units[u.slot()].status == UnitStatus::Waiting &&
            un.arrival->turn <= state_.turn)
            emit(EventKind::Held, "7.3", say(Say::HeldBack, {un.id, std::to_string(un.arrival->turn), un.arrival->area}), u);
    }
    // 8.2: night Game-Turns have no Combat Phase.
    if (isNightTurn(s_.turns, state_.turn)) {
        emit(EventKind::PhaseBegan, "8.2", say(Say::NightNoCombat));
        nextPlayerTurn();
        return std::nullopt;
    }
    state_.phase = Phase::Combat;
    emit(EventKind::PhaseBegan, "3.0", phaseSentence(state_));
    return std::nullopt;
}

}  // namespace eylau::detail
