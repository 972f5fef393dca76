#pragma once
// 6.4, 6.5: a retreat chosen hex by hex, as a player chooses it on the map: first the hex the
// unit retreats into; while the hex chosen holds a friendly unit, that unit is displaced and the
// hex it goes to is chosen next; the plan is complete when a hex chosen is empty, and it then
// gives the RetreatCommand with the displacement chain in order. The window holds a plan and
// asks it; it never builds the chain itself.
#include "eylau/game/command.h"
#include "eylau/map/hex.h"
#include "eylau/rules/combat_rules.h"

#include <vector>

namespace eylau {

struct Scenario;
class Situation;

class RetreatPlan {
public:
    explicit RetreatPlan(UnitIndex unit) : unit_(unit) {}

    // The unit that retreats (6.4).
    UnitIndex unit() const { return unit_; }
    // The hexes chosen so far: where the unit retreats, then where each displaced unit goes.
    const std::vector<Hex>& steps() const { return steps_; }
    // The unit whose hex is chosen next: the retreating unit, else the one the last step displaced.
    UnitIndex moving() const { return displaced_.empty() ? unit_ : displaced_.back(); }
    bool isComplete() const { return complete_; }

    // Where the next step may go, each with the unit it would displace (empty once complete).
    std::vector<RetreatStep> choices(const Situation& situation) const;
    // Takes `to` as the next step when it is one of the choices and returns true; otherwise
    // nothing changes and it returns false.
    bool take(const Situation& situation, Hex to);

    // The command the plan gives, once complete (unit ids as the record keeps them).
    RetreatCommand command(const Scenario& scenario) const;

private:
    UnitIndex unit_;
    std::vector<Hex> steps_;
    std::vector<UnitIndex> displaced_;  // each unit displaced so far, in chain order (6.5)
    bool complete_ = false;
};

}  // namespace eylau
