#pragma once
// Private to the engine: the cheapest-path search of movement over the Board's dense tables, over
// the same steps as the Board's Boost.Graph view (board_graph.h). Costs are small whole
// numbers of half Movement Points, so the search is Dial's algorithm (a bucket queue indexed by
// cost) rather than Boost's heap-based Dijkstra: each hex is settled in one pass over the buckets,
// and nothing is allocated per search once its scratch has grown to the map. The search
// filters steps by the Situation: enemy units (4.3), Zones of Control (4.5), night (8.1), and
// stops at the allowance (4.1). docs/rules-engine.md ("Which search runs where") has the figures.
#include "eylau/rules/situation.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace eylau::detail {

inline constexpr int kUnreached = std::numeric_limits<int>::max();
inline constexpr int kUnlimited = 1 << 24;  // a "limit" no move can reach

// What filters a search.
struct SearchRules {
    UnitType type = UnitType::Infantry;
    Side enemy = Side::Allied;
    int limitHalfMP = kUnlimited;  // 4.1: the allowance left; nothing costing more is reached
    bool enemiesBlock = true;      // 4.3: enemy-occupied hexes may not be entered
    bool zoc = true;               // 4.5: entering enemy ZOC ends the move; 8.1 at night
    bool night = false;            // 8.1: enemy ZOC may not be entered at all
    // For a search from beyond the map edge: by slot, the hexes the unit may enter by (7.2).
    const std::vector<bool>* entryHexes = nullptr;
};

// One search's answer, valid until the next search with the same scratch. `source` is a slot, or
// kFromOutside for a reinforcement entering (7.1).
class MoveSearch {
public:
    static constexpr Slot kFromOutside = -2;

    // Searches from `source` under `rules`. Deterministic ties: each hex on a path is entered from
    // the lowest-numbered hex (lowest hex id) among those a cheapest path could come from, and
    // entering directly from beyond the map edge comes before any hex, so the same query always
    // gives the same path, whatever order the hexes were settled in.
    // With `stopAt`, the search stops as soon as that hex is settled: its cost and path (and those
    // of the hexes on that path) are final, the rest of the answer is not.
    void run(const Situation& situation, const SearchRules& rules, Slot source, Slot stopAt = kOffMap);

    Slot source() const { return source_; }
    bool reached(Slot s) const { return cost_[std::size_t(s)] != kUnreached; }
    int cost(Slot s) const { return cost_[std::size_t(s)]; }
    // The hex a cheapest path enters s from (kFromOutside: from beyond the map edge).
    Slot from(Slot s) const { return pred_[std::size_t(s)]; }
    // The slots reached, the source excluded, in slot (hex) order (not after a search that
    // stopped at its `stopAt`).
    const std::vector<Slot>& reachedSlots() const { return reached_; }
    // The hexes entered from the source to s, in order, ending with s.
    std::vector<Hex> path(const Board& board, Slot s) const;

private:
    Slot source_ = kFromOutside;
    std::vector<int> cost_;                  // by slot
    std::vector<Slot> pred_;                 // by slot
    std::vector<Slot> reached_;              // slots whose cost_ is set (sorted after a search)
    std::vector<std::vector<Slot>> buckets_; // by cost modulo their number (Dial's circular queue)
};

}  // namespace eylau::detail
