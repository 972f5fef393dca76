// 23.0 Victory Conditions (Exclusive Rules). The Victory Points themselves are scenario data,
// scored for every battle alike (victory_points.cpp); what is Eylau's own is the Guard: it is
// committed once one of its infantry units attacks (23.3), and some awards need it.
#include "rules/eylau/sections.h"
#include "eylau/rules/game_state.h"

namespace eylau {
namespace {

class EylauVictory : public ExclusiveRules {
public:
    bool tracksGuard() const override { return true; }

    bool commitsGuard(const Scenario& scenario, const GameState& state, UnitIndex u) const override {
        const Unit& unit = scenario.units[u.slot()];
        const Division* d = scenario.division(unit.division);
        return !state.guardCommitted && d && d->guard && unit.type == UnitType::Infantry;
    }
};

}  // namespace

std::unique_ptr<ExclusiveRules> makeEylauVictory() { return std::make_unique<EylauVictory>(); }

}  // namespace eylau
