#pragma once
// Where everybody stands, derived from a GameState for fast questions: who occupies a hex, and
// which hexes each side's Zone of Control covers (4.5; 9.0: not across unbridged rivers).
// Cheap to build (one pass over the units); rebuild after the state changes.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <vector>

namespace eylau {

class Situation {
public:
    Situation(const Scenario& scenario, const GameState& state);

    bool onMap(Hex h) const { return scenario_->map.onMap(h); }
    // Units on the map in hex h (more than one only during a Movement Phase, 4.4).
    const std::vector<UnitIndex>& unitsAt(Hex h) const;
    bool occupiedBy(Hex h, Side side) const;
    // 4.5: h is adjacent to a unit of `side` (and not across a hexside that blocks ZOC).
    bool inZocOf(Hex h, Side side) const;
    // The units of `side` whose Zone of Control covers h.
    std::vector<UnitIndex> zocSources(Hex h, Side side) const;
    // 9.0 note: a Zone of Control stops at a river hexside without a bridge (unless frozen).
    bool zocCrosses(Hex from, Hex to) const;

    const Scenario& scenario() const { return *scenario_; }
    const GameState& state() const { return *state_; }

private:
    std::size_t slot(Hex h) const;

    const Scenario* scenario_;
    const GameState* state_;
    std::vector<std::vector<UnitIndex>> occupants_;  // by map slot
    std::vector<std::uint8_t> zoc_;                  // by map slot: bit 0 French, bit 1 Allied
};

}  // namespace eylau
