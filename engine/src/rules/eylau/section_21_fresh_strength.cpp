// 21.0 Fresh Strength (Exclusive Rules): the markers, their bonus and who may use them (21.1);
// the odds add the bonus before doubling (21.2, combat_odds.cpp).
#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include "rules/eylau/sections.h"

#include <algorithm>
#include <set>

namespace eylau {
namespace {

class FreshStrengthRule : public ExclusiveRules {
public:
    bool freshStrength() const override { return true; }

    Verdict whyNotUseFreshStrength(const Scenario& scenario, const GameState& state, UnitIndex u) const override {
        const std::string& division = scenario.units[u.slot()].division;
        const auto m = freshStrengthMarkerOf(scenario, division);
        if (!m) return refuse("21.1", Say::NoFreshStrengthMarker, {division});
        if (*m < state.freshUsed.size() && state.freshUsed[*m])
            return refuse("21.1", Say::FreshStrengthUsedUp, {division});
        return std::nullopt;
    }
};

}  // namespace

std::unique_ptr<ExclusiveRules> makeFreshStrength() { return std::make_unique<FreshStrengthRule>(); }

std::optional<std::size_t> freshStrengthMarkerOf(const Scenario& scenario, const std::string& division) {
    for (std::size_t m = 0; m < scenario.freshStrength.size(); ++m)
        if (scenario.freshStrength[m].division == division) return m;
    return std::nullopt;
}

int freshStrengthBonus(const Scenario& scenario, UnitIndex u) {
    const auto m = freshStrengthMarkerOf(scenario, scenario.units.at(u.slot()).division);
    return m ? scenario.freshStrength[*m].bonus : 0;
}

Verdict checkFreshStrength(const Scenario& scenario, const GameState& state, const ExclusiveRules& rules,
                           const std::vector<UnitIndex>& fresh, const std::vector<UnitIndex>& takingPart,
                           FreshStrengthSide side) {
    if (fresh.empty()) return std::nullopt;
    if (!rules.freshStrength()) return refuse("21.0", Say::NoFreshStrengthInBattle);
    std::set<std::string> divisions;
    for (UnitIndex u : fresh) {
        const Unit& unit = scenario.units[u.slot()];
        if (std::find(takingPart.begin(), takingPart.end(), u) == takingPart.end())
            return refuse("21.1", side == FreshStrengthSide::Attacking ? Say::NotAnAttacker : Say::NotADefender, {unit.id});
        if (auto v = rules.whyNotUseFreshStrength(scenario, state, u)) return v;
        if (!divisions.insert(unit.division).second)
            return refuse("21.1", Say::FreshStrengthToOneUnit, {unit.division});
    }
    return std::nullopt;
}

bool defenderMayAnswer(const Scenario& scenario, const GameState& state, const ExclusiveRules& rules, const Attack& attack) {
    if (!rules.freshStrength()) return false;
    return std::any_of(attack.defenders.begin(), attack.defenders.end(),
                       [&](UnitIndex d) { return !rules.whyNotUseFreshStrength(scenario, state, d); });
}

}  // namespace eylau
