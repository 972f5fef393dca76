// The Movement Phase: moving units (4.0), reinforcements (7.0), the 19.3 release, and ending
// the phase (4.4, 7.3, 8.2).
#include "game/command_runner.h"

#include <map>

namespace eylau::detail {

// 4.4 (RULES-NOTES): a unit may pause on a friendly unit's hex, but the phase cannot end with
// both there; so it may stop there only while it can still move on to a hex of its own.
// Otherwise the two would be stuck together and the phase could never end.
Verdict CommandRunner::pauseLeavesAWayOut(UnitIndex u, const Reach& reach) const {
    if (!reach.friendlyOccupied) return std::nullopt;
    GameState after = state_;
    after.unit(u).status = UnitStatus::OnMap;
    after.unit(u).hex = reach.hex;
    after.unit(u).spentHalfMP += reach.halfMP;
    for (const Reach& onward : movement_.reachable(Situation(s_, after), u))
        if (!onward.friendlyOccupied) return std::nullopt;
    return refuse("4.4", unit(u).id + " may not stop in " + reach.hex.id() +
                             " with another unit: it could not move on, and the Movement Phase cannot end "
                             "with two units in one hex");
}

Verdict CommandRunner::move(const MoveCommand& c) {
    if (auto v = expectPhase(Phase::Movement, "units move")) return v;
    auto found = unitNamed(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    if (unit(u).side != state_.phasing)
        return refuse("4.0", c.unit + " is " + std::string(displayName(unit(u).side)) + "; only the " +
                                 std::string(displayName(state_.phasing)) + " player moves now");
    if (state_.unit(u).status == UnitStatus::Waiting)
        return refuse("7.0", c.unit + " has not arrived yet: bring it in with 'enter'");
    if (state_.unit(u).status != UnitStatus::OnMap) return refuse("", c.unit + " has been eliminated");
    if (c.hexes.empty()) return refuse("", "move " + c.unit + " where?");
    if (auto v = rules_.mayMove(s_, state_, u)) return v;
    const Situation situation(s_, state_);
    auto checked = movement_.checkMove(situation, u, c.hexes);
    if (auto* r = std::get_if<Refusal>(&checked)) return *r;
    const Reach& reach = std::get<Reach>(checked);
    if (auto v = pauseLeavesAWayOut(u, reach)) return v;
    const Hex from = state_.unit(u).hex;
    for (Hex h : reach.path) touch(h, unit(u).side);  // 23.4: "occupy or pass through"
    state_.unit(u).hex = reach.hex;
    state_.unit(u).moved = true;
    state_.unit(u).spentHalfMP += reach.halfMP;
    std::vector<Hex> path{from};
    path.insert(path.end(), reach.path.begin(), reach.path.end());
    emit(EventKind::Moved, reach.endsInEnemyZoc ? "4.5" : "4.1",
         c.unit + " moves " + from.id() + " to " + reach.hex.id() + " (" + formatMP(reach.halfMP) + ")" +
             (reach.endsInEnemyZoc ? ", stopping in an enemy Zone of Control" : ""),
         u, std::move(path), reach.endsInEnemyZoc ? EventCause::StoppedByZoc : EventCause::None);
    return std::nullopt;
}

Verdict CommandRunner::enter(const EnterCommand& c) {
    if (auto v = expectPhase(Phase::Movement, "reinforcements enter")) return v;
    auto found = unitNamed(c.unit);
    if (auto* r = std::get_if<Refusal>(&found)) return *r;
    const UnitIndex u = std::get<UnitIndex>(found);
    const Unit& un = unit(u);
    if (un.side != state_.phasing)
        return refuse("7.0", c.unit + " is " + std::string(displayName(un.side)) + "; only the " +
                                 std::string(displayName(state_.phasing)) + " player brings in reinforcements now");
    if (state_.unit(u).status != UnitStatus::Waiting || !un.arrival)
        return refuse("7.0", c.unit + " is not a reinforcement waiting to enter");
    if (un.arrival->turn > state_.turn)
        return refuse("7.0", c.unit + " arrives on Game-Turn " + std::to_string(un.arrival->turn) + ", not before");
    if (c.hexes.empty()) return refuse("7.0", "enter " + c.unit + " by which hex?");
    if (auto v = rules_.mayMove(s_, state_, u)) return v;
    const Situation situation(s_, state_);
    auto checked = movement_.checkEntry(situation, u, c.hexes);
    if (auto* r = std::get_if<Refusal>(&checked)) return *r;
    const Reach& reach = std::get<Reach>(checked);
    if (auto v = pauseLeavesAWayOut(u, reach)) return v;
    for (Hex h : reach.path) touch(h, un.side);
    state_.unit(u).status = UnitStatus::OnMap;
    state_.unit(u).hex = reach.hex;
    state_.unit(u).moved = true;
    state_.unit(u).spentHalfMP = reach.halfMP;
    emit(EventKind::Entered, "7.1",
         c.unit + " enters at " + reach.path.front().id() +
             (reach.path.size() > 1 ? " and moves to " + reach.hex.id() : "") + " (" + formatMP(reach.halfMP) + ")",
         u, reach.path);
    return std::nullopt;
}

Verdict CommandRunner::release(const ReleaseCommand& c) {
    if (auto v = rules_.mayRelease(s_, state_, c.division)) return v;
    state_.released = c.division;
    emit(EventKind::Released, "19.3", c.division + " is released: its units may move this Game-Turn");
    return std::nullopt;
}

Verdict CommandRunner::endMovementPhase() {
    // 4.4: no two units in one hex at the end of the Movement Phase.
    std::map<Hex, std::vector<UnitIndex>> byHex;
    for (std::size_t u = 0; u < state_.units.size(); ++u)
        if (state_.units[u].status == UnitStatus::OnMap) byHex[state_.units[u].hex].push_back(UnitIndex(u));
    for (const auto& [hex, here] : byHex) {
        if (here.size() < 2) continue;
        std::string names;
        for (UnitIndex u : here) names += (names.empty() ? "" : " and ") + unit(u).id;
        return refuse("4.4", names + " are both in " + hex.id() + ": move one of them before ending the Movement Phase",
                      here);
    }
    // 7.3: reinforcements held back are recorded.
    for (std::size_t u = 0; u < s_.units.size(); ++u) {
        const Unit& un = s_.units[u];
        if (un.side == state_.phasing && un.arrival && state_.units[u].status == UnitStatus::Waiting &&
            un.arrival->turn <= state_.turn)
            emit(EventKind::Held, "7.3", un.id + " is held back (due on Game-Turn " + std::to_string(un.arrival->turn) +
                                             " at area " + un.arrival->area + ")", UnitIndex(u));
    }
    // 8.2: night Game-Turns have no Combat Phase.
    if (s_.turns[std::size_t(state_.turn - 1)].night) {
        emit(EventKind::PhaseBegan, "8.2", "night: no Combat Phase");
        nextPlayerTurn();
        return std::nullopt;
    }
    state_.phase = Phase::Combat;
    emit(EventKind::PhaseBegan, "3.0", phaseName());
    return std::nullopt;
}

}  // namespace eylau::detail
