#include "rules/movement_graph.h"

#include "eylau/rules/terrain_rules.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/property_map/function_property_map.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>

namespace eylau::detail {

MovementGraph::MovementGraph(const Scenario& scenario)
    : scenario_(&scenario), hexes_(scenario.map.hexes()), graph_(hexes_.size() + 1) {
    const GameMap& map = scenario.map;
    for (Vertex v = 0; v < hexes_.size(); ++v) {
        const Hex from = hexes_[v];
        // 4.2, 9.0: one edge per step a foot unit can take; artillery's cost beside it.
        for (Hex to : neighbours(from)) {
            const auto foot = stepCostHalfMP(scenario, UnitType::Infantry, from, to);  // 4.6: nullopt off the map
            if (!foot) continue;
            const auto gun = stepCostHalfMP(scenario, UnitType::Artillery, from, to);
            boost::add_edge(v, vertex(to), StepEdge{*foot, gun ? *gun : -1}, graph_);
        }
        // 7.1: a reinforcement enters a map-edge hex from beyond it, paying the entry cost.
        if (map.isEdge(from))
            boost::add_edge(outside(), v,
                            StepEdge{entryCostHalfMP(scenario, UnitType::Infantry, from),
                                     entryCostHalfMP(scenario, UnitType::Artillery, from)},
                            graph_);
    }
}

Vertex MovementGraph::vertex(Hex h) const {
    const GameMap& m = scenario_->map;
    return Vertex((h.col - m.firstColumn()) * m.rows() + (h.row - m.firstRow()));
}

std::vector<Hex> SearchResult::path(const MovementGraph& graph, Vertex v) const {
    std::vector<Hex> hexes;
    for (; v != source; v = pred[v]) hexes.push_back(graph.hex(v));
    std::reverse(hexes.begin(), hexes.end());
    return hexes;
}

namespace {

using Edge = MoveGraph::edge_descriptor;

// The Situation's answers about each hex, asked once per search (the filters ask many times).
class Context {
public:
    Context(const MovementGraph& g, const Situation& s, const SearchRules& r, Vertex from)
        : graph(&g), situation(&s), rules(&r), source(from), flags_(g.hexCount(), 0) {}

    const MovementGraph* graph;
    const Situation* situation;
    const SearchRules* rules;
    Vertex source;
    const std::vector<int>* cost = nullptr;  // the search's distances

    bool enemyOccupied(Vertex v) const { return (flagsOf(v) & kOccupied) != 0; }
    bool friendlyOccupied(Vertex v) const { return (flagsOf(v) & kFriendly) != 0; }
    bool inEnemyZoc(Vertex v) const { return (flagsOf(v) & kZoc) != 0; }

private:
    static constexpr std::uint8_t kKnown = 1, kOccupied = 2, kFriendly = 4, kZoc = 8;
    std::uint8_t flagsOf(Vertex v) const {
        std::uint8_t& f = flags_[v];
        if (!(f & kKnown)) {
            const Hex h = graph->hex(v);
            f = std::uint8_t(kKnown | (situation->occupiedBy(h, rules->enemy) ? kOccupied : 0) |
                             (situation->occupiedBy(h, enemyOf(rules->enemy)) ? kFriendly : 0) |
                             (situation->inZocOf(h, rules->enemy) ? kZoc : 0));
        }
        return f;
    }
    mutable std::vector<std::uint8_t> flags_;  // by hex vertex
};

// May the hex be entered at all?
struct VertexAllowed {
    const Context* c = nullptr;
    bool operator()(Vertex v) const {
        if (v == c->source || v == c->graph->outside()) return true;
        if (c->rules->enemiesBlock && c->enemyOccupied(v)) return false;       // 4.3
        if (c->rules->zoc && c->inEnemyZoc(v)) {
            if (c->rules->night) return false;  // 8.1
            // 4.4 with 4.5: the unit would have to stop in a friendly unit's hex, and neither
            // could leave it (both in enemy ZOC), so the phase could never end.
            if (c->friendlyOccupied(v)) return false;
        }
        return true;
    }
};

// May the step be taken?
struct EdgeAllowed {
    const Context* c = nullptr;
    bool operator()(const Edge& e) const {
        const MoveGraph& g = c->graph->graph();
        if (c->rules->type == UnitType::Artillery && g[e].artillery < 0) return false;  // 9.0
        const Vertex from = boost::source(e, g);
        // 4.1: only a hex reached within the allowance is left again. (Boost's breadth-first core
        // queues every hex it discovers, even one whose cost was over the limit and so stayed
        // kUnreached; without this the search would cross the whole map.)
        if ((*c->cost)[from] == kUnreached) return false;
        if (from == c->graph->outside())  // 7.1, 7.2: only by the hexes the unit may enter by
            return c->rules->entryHexes && (*c->rules->entryHexes)[boost::target(e, g)];
        // 4.5: a unit entering an enemy Zone of Control stops there: nothing leaves an enemy-ZOC hex
        // (the start hex of a move is never one: such a unit may not move at all).
        return !(c->rules->zoc && from != c->source && c->inEnemyZoc(from));
    }
};

// 4.1: a step that would take the total past the allowance is never taken.
struct CappedPlus {
    int limit = kUnlimited;
    int operator()(int d, int w) const { return d > limit - w ? kUnreached : d + w; }
};

}  // namespace

SearchResult search(const MovementGraph& graph, const Situation& situation, const SearchRules& rules,
                    Vertex source) {
    SearchResult r;
    Context context(graph, situation, rules, source);
    context.cost = &r.cost;
    const boost::filtered_graph<MoveGraph, EdgeAllowed, VertexAllowed> allowed(
        graph.graph(), EdgeAllowed{&context}, VertexAllowed{&context});
    const bool artillery = rules.type == UnitType::Artillery;
    const MoveGraph& g = graph.graph();
    const auto weight = boost::make_function_property_map<Edge, int>(
        [&g, artillery](const Edge& e) { return artillery ? g[e].artillery : g[e].foot; });

    const std::size_t n = boost::num_vertices(g);
    r.source = source;
    r.cost.assign(n, kUnreached);
    r.pred.resize(n);
    for (Vertex v = 0; v < n; ++v) r.pred[v] = v;
    r.cost[source] = 0;
    const auto index = boost::get(boost::vertex_index, g);
    boost::dijkstra_shortest_paths_no_init(
        allowed, source, boost::make_iterator_property_map(r.pred.begin(), index),
        boost::make_iterator_property_map(r.cost.begin(), index), weight, index, std::less<int>(),
        CappedPlus{rules.limitHalfMP}, 0, boost::default_dijkstra_visitor());

    // Deterministic ties (see the header): re-choose every predecessor as the lowest-ranked
    // reached hex from which an allowed step arrives at exactly the cheapest cost. Costs strictly
    // increase along a step (every step costs at least ½ MP), so the choice is always a tree.
    const Vertex outside = graph.outside();
    auto rank = [outside](Vertex v) { return v == outside ? -1 : static_cast<long>(v); };
    for (Vertex v = 0; v < n; ++v)
        if (v != source && r.reached(v)) r.pred[v] = outside + 1;  // "none yet"
    for (Vertex u = 0; u < n; ++u) {
        if (!r.reached(u)) continue;
        for (auto [e, end] = boost::out_edges(u, allowed); e != end; ++e) {
            const Vertex v = boost::target(*e, allowed);
            if (v == source || !r.reached(v) || r.cost[u] + boost::get(weight, *e) != r.cost[v]) continue;
            if (r.pred[v] == outside + 1 || rank(u) < rank(r.pred[v])) r.pred[v] = u;
        }
    }
    return r;
}

}  // namespace eylau::detail
