#pragma once
// Private to the engine: the movement graph of one map (DESIGN.md, "Boost.Graph") and the
// cheapest-path search over it. Vertex = an on-map hex, plus one vertex standing for "beyond
// the map edge" from which reinforcements enter (7.1); edge = one step into a neighbour, with
// its cost in half Movement Points for foot (infantry and cavalry) and for artillery (4.2, 9.0).
// A search filters the graph by the Situation: enemy units (4.3), Zones of Control (4.5) and
// night (8.1), and stops at the allowance (4.1).
#include "eylau/scenario/scenario.h"
#include "eylau/rules/situation.h"

#include <boost/graph/adjacency_list.hpp>

#include <cstddef>
#include <limits>
#include <vector>

namespace eylau::detail {

// The cost of one step, in half MP, from terrain_rules' stepCostHalfMP (4.2, 9.0). Infantry and
// cavalry pay the same; artillery may not cross gullies and streams except at bridges (9.0).
struct StepEdge {
    int foot = 0;
    int artillery = -1;  // < 0: artillery may not take this step
};

using MoveGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, StepEdge>;
using Vertex = std::size_t;

inline constexpr int kUnreached = std::numeric_limits<int>::max();
inline constexpr int kUnlimited = 1 << 24;  // a "limit" no move can reach

class MovementGraph {
public:
    explicit MovementGraph(const Scenario& scenario);

    const Scenario& scenario() const { return *scenario_; }
    const MoveGraph& graph() const { return graph_; }
    std::size_t hexCount() const { return hexes_.size(); }
    // The vertex beyond the map edge: its edges lead into every map-edge hex, at the cost of
    // entering there (7.1, entryCostHalfMP).
    Vertex outside() const { return hexes_.size(); }
    // Vertices are numbered in Hex order (column, then row), so a lower vertex is a lower hex id.
    Vertex vertex(Hex h) const;  // h must be on the map
    Hex hex(Vertex v) const { return hexes_[v]; }

private:
    const Scenario* scenario_;
    std::vector<Hex> hexes_;  // by vertex
    MoveGraph graph_;
};

// What filters a search.
struct SearchRules {
    UnitType type = UnitType::Infantry;
    Side enemy = Side::Allied;
    int limitHalfMP = kUnlimited;  // 4.1: the allowance left; nothing costing more is reached
    bool enemiesBlock = true;      // 4.3: enemy-occupied hexes may not be entered
    bool zoc = true;               // 4.5: entering enemy ZOC ends the move; 8.1 at night
    bool night = false;            // 8.1: enemy ZOC may not be entered at all
    // For a search from outside(): by vertex, the hexes the unit may enter by (7.2).
    const std::vector<bool>* entryHexes = nullptr;
};

struct SearchResult {
    Vertex source = 0;
    std::vector<int> cost;     // by vertex, in half MP; kUnreached when not reached
    std::vector<Vertex> pred;  // by vertex: the hex a cheapest path enters it from

    bool reached(Vertex v) const { return cost[v] != kUnreached; }
    // The hexes entered from the source to v, in order, ending with v.
    std::vector<Hex> path(const MovementGraph& graph, Vertex v) const;
};

// Dijkstra from `source` (a hex, or outside() for a reinforcement) under `rules`.
// Deterministic ties: each hex on a path is entered from the lowest-numbered hex (lowest hex id)
// among those a cheapest path could come from, and entering directly from beyond the map edge
// comes before any hex. The same query therefore always gives the same path, whatever order
// the search happened to visit hexes in.
SearchResult search(const MovementGraph& graph, const Situation& situation, const SearchRules& rules,
                    Vertex source);

}  // namespace eylau::detail
