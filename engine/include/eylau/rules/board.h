#pragma once
// The map as the rules read it: dense tables built once per scenario (a Game and its copies share
// one), so that the questions asked on every step of a search copy nothing and look nothing up
// in a tree. Each on-map hex is a small index, its slot, numbered in hex order (column, then
// row), so a lower slot is a lower hex id. Per slot: its hex, its terrain, whether it is on the
// map edge (4.6, 7.2) and the cost of entering it from beyond the edge (7.1, whether or not it
// is an edge hex: a scenario may name any hex as an area's entry hex); per slot and
// direction (kDirections order): the neighbour's slot, the step's cost in half Movement Points for
// each unit type (4.2, 9.0) and whether a Zone of Control crosses the hexside (9.0 note).
// The Board keeps a pointer to its scenario, which must outlive it and not change.
#include "eylau/scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace eylau {

using Slot = int;
inline constexpr Slot kOffMap = -1;

class Board {
public:
    explicit Board(const Scenario& scenario);

    const Scenario& scenario() const { return *scenario_; }
    int hexCount() const { return int(hexes_.size()); }

    bool onMap(Hex h) const { return slot(h) != kOffMap; }
    // The hex's slot, or kOffMap.
    Slot slot(Hex h) const {
        const int c = h.col - firstColumn_, r = h.row - firstRow_;
        return c >= 0 && c < columns_ && r >= 0 && r < rows_ ? c * rows_ + r : kOffMap;
    }
    Hex hex(Slot s) const { return hexes_[std::size_t(s)]; }
    Terrain terrain(Slot s) const { return terrain_[std::size_t(s)]; }
    bool isEdge(Slot s) const { return edge_[std::size_t(s)] != 0; }

    // The neighbour in direction d (0..5, kDirections order), or kOffMap.
    Slot neighbour(Slot s, int d) const { return neighbour_[std::size_t(s * 6 + d)]; }
    // 4.2, 9.0: the cost in half MP for a unit of this type to step from s into its neighbour in
    // direction d; < 0 when it may not (off the map, impassable, artillery without a bridge).
    int stepHalfMP(Slot s, int d, UnitType type) const { return step_[std::size_t(s * 6 + d) * 3 + std::size_t(type)]; }
    // 9.0 note: does a Zone of Control extend across the hexside in direction d?
    bool zocCrosses(Slot s, int d) const { return (zocCrosses_[std::size_t(s)] >> d) & 1; }
    // 7.1: the cost of entering slot s from beyond the map edge (entryCostHalfMP).
    int entryHalfMP(Slot s, UnitType type) const { return entry_[std::size_t(s) * 3 + std::size_t(type)]; }
    // The dearest single step or entry on this map, in half MP (the width of a bucket queue).
    int dearestStepHalfMP() const { return dearest_; }

    // The same questions by hex, for code that holds hexes. `from` must be on the map; `to`
    // adjacent to it (nullopt / false otherwise).
    std::optional<int> stepHalfMP(Hex from, Hex to, UnitType type) const;
    bool zocCrosses(Hex from, Hex to) const;

private:
    const Scenario* scenario_;
    int columns_ = 0, rows_ = 0, firstColumn_ = 0, firstRow_ = 0, dearest_ = 0;
    std::vector<Hex> hexes_;               // by slot
    std::vector<Terrain> terrain_;         // by slot
    std::vector<std::uint8_t> edge_;       // by slot
    std::vector<std::uint8_t> zocCrosses_; // by slot: bit d for direction d
    std::vector<Slot> neighbour_;          // by slot * 6 + direction
    std::vector<std::int16_t> step_;       // by (slot * 6 + direction) * 3 + unit type
    std::vector<std::int16_t> entry_;      // by slot * 3 + unit type
};

// The direction index (0..5) from `from` to the adjacent `to`; -1 when they are not neighbours.
int directionIndex(Hex from, Hex to);

}  // namespace eylau
