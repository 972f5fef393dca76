#pragma once
// An attack as its attacker declares it (6.1): who attacks, bombards and defends, and the choices
// the rules allow (lowered odds, the 20.2 shift, Fresh Strength). A small value of its own, so
// that headers which pass attacks need not see the whole game state.
#include "eylau/scenario/combat_results_table.h"
#include "eylau/scenario/order_of_battle.h"

#include <optional>
#include <vector>

namespace eylau {

// An attack as declared (6.1), in unit indices.
struct Attack {
    std::vector<UnitIndex> attackers;   // adjacent units (5.3)
    std::vector<UnitIndex> bombarding;  // artillery at range two (5.6-5.8)
    std::vector<UnitIndex> defenders;   // 5.4
    std::optional<CombatRatio> lowerTo; // 6.2: voluntarily lowered odds
    bool integrityShift = false;        // 20.2: column shift instead of +2
    std::vector<UnitIndex> attackerFresh;  // 21.1: units given their division's bonus
    std::vector<UnitIndex> defenderFresh;
    std::vector<UnitIndex> sparing = {};  // CR.4 (variant): cavalry attacking at a third to keep its readiness
    friend bool operator==(const Attack&, const Attack&) = default;
};

}  // namespace eylau
