#include "unit_mobility.h"

#include "eylau/scenario.h"

namespace eylau::game {

Verdict whyUnitCannotMove(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    const GameState& st = game.state();
    const Unit& u = s.units.at(std::size_t(unit));
    const UnitState& us = st.unit(unit);
    if (!game.reachable(unit).empty()) return std::nullopt;
    if (st.phase != Phase::Movement)
        return refuse("3.0", "units move only in their own Movement Phase; this is the " +
                                 std::string(displayName(st.phasing)) + " Combat Phase");
    if (us.status == UnitStatus::Eliminated) return refuse("", u.id + " has been eliminated");
    if (us.status == UnitStatus::Waiting) {
        const EntryArea* area = u.arrival ? s.entryArea(u.arrival->area) : nullptr;
        const Hex probe = area ? area->hex : Hex{1, 1};
        if (Verdict v = game.legal(EnterCommand{u.id, {probe}})) return v;
        return refuse("7.2", u.id + " has no entry hex open to it now");
    }
    // Every neighbour is refused (nothing is reachable): the first refusal says why, and a
    // reason about the unit itself (19.x, 4.5, 4.1) comes before any about a hex.
    Verdict first;
    for (Hex next : neighbours(us.hex)) {
        if (!s.map.onMap(next)) continue;
        Verdict v = game.legal(MoveCommand{u.id, {next}});
        if (!v) continue;
        if (!first) first = v;
        if (v->ruleCase.starts_with("19") || v->ruleCase == "4.5" || v->ruleCase == "4.1" || v->ruleCase == "4.0")
            return v;
    }
    if (first) return first;
    return refuse("4.0", u.id + " has nowhere to go");
}

}  // namespace eylau::game
