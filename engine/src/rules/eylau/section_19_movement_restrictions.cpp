// 19.0 Movement Restrictions (Exclusive Rules): during the first two Game-Turns the Guard stays
// put (19.1), and of the Russians only Ostermann's division moves on Game-Turn 1 (19.2), joined on
// Game-Turn 2 by one division the Allied player releases (19.3).
#include "rules/eylau/sections.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

namespace eylau {
namespace {

bool isRussian(const Scenario& scenario, UnitIndex u) {
    const Unit& unit = scenario.units[u.slot()];
    return unit.side == Side::Allied && unit.nationality == "russian";
}

class MovementRestrictions : public ExclusiveRules {
public:
    // The division that may always move (Ostermann, "Ost") is named by the rule itself.
    static constexpr const char* kOstermann = "Ost";

    Verdict whyNotMove(const Scenario& scenario, const GameState& state, UnitIndex u) const override {
        const Unit& unit = scenario.units[u.slot()];
        const Division* d = scenario.division(unit.division);
        if (state.turn <= 2 && d && d->guard)
            return refuse("19.1", Say::GuardMayNotMoveYet, {unit.id});
        if (!isRussian(scenario, u) || unit.division == kOstermann) return std::nullopt;
        if (state.turn == 1)
            return refuse("19.2", Say::OnlyOstermannMoves, {unit.id});
        if (state.turn == 2 && state.released != unit.division)
            return state.released ? refuse("19.3", Say::OnlyOstermannAndReleasedMove, {*state.released, unit.id})
                                  : refuse("19.3", Say::ReleaseFirstToMove, {unit.division, unit.id});
        return std::nullopt;
    }

    Verdict whyNotRelease(const Scenario& scenario, const GameState& state, const std::string& division) const override {
        const Division* d = scenario.division(division);
        if (!d) return refuse("19.3", Say::NoSuchDivision, {division});
        if (state.turn != 2 || state.phasing != Side::Allied || state.phase != Phase::Movement)
            return refuse("19.3", Say::ReleaseOnlyOnTurnTwo);
        if (state.released && *state.released == division) return refuse("19.3", Say::AlreadyReleased, {division});
        if (state.released) return refuse("19.3", Say::OnlyOneOtherDivision, {division, *state.released});
        if (d->side != Side::Allied || d->nationality != "russian" || division == kOstermann)
            return refuse("19.3", Say::OnlyRussianDivisionsRelease, {division});
        return std::nullopt;
    }
};

}  // namespace

std::unique_ptr<ExclusiveRules> makeMovementRestrictions() { return std::make_unique<MovementRestrictions>(); }

}  // namespace eylau
