#include "eylau/game/retreat_plan.h"

#include "eylau/rules/situation.h"
#include "eylau/scenario/scenario.h"

#include <algorithm>

namespace eylau {

std::vector<RetreatStep> RetreatPlan::choices(const Situation& situation) const {
    if (complete_) return {};
    return retreatSteps(situation, unit_, steps_);  // 6.4, 6.5
}

bool RetreatPlan::take(const Situation& situation, Hex to) {
    const std::vector<RetreatStep> options = choices(situation);
    const auto chosen = std::find_if(options.begin(), options.end(), [&](const RetreatStep& s) { return s.to == to; });
    if (chosen == options.end()) return false;
    steps_.push_back(to);
    // 6.5: a step into a friendly unit's hex displaces it, and its retreat is chosen next.
    if (chosen->displaces) displaced_.push_back(*chosen->displaces);
    else complete_ = true;
    return true;
}

RetreatCommand RetreatPlan::command(const Scenario& scenario) const {
    RetreatCommand c;
    c.unit = scenario.units[unit_.slot()].id;
    if (!steps_.empty()) c.to = steps_.front();
    // The unit displaced by step i goes to step i + 1.
    for (std::size_t i = 0; i < displaced_.size() && i + 1 < steps_.size(); ++i)
        c.displacements.emplace_back(scenario.units[displaced_[i].slot()].id, steps_[i + 1]);
    return c;
}

}  // namespace eylau
