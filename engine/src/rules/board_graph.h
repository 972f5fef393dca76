#pragma once
// Private to the engine: the Board seen as a Boost.Graph, without a copy (DESIGN.md, "Boost.Graph,
// where it earns its place"). Vertex = a slot; out-edges of a slot = the steps into its neighbours
// that a unit of the given type can take (4.2, 9.0), each carrying its cost in half MP. The graph
// models IncidenceGraph and VertexListGraph, so Boost's algorithms (breadth_first_search,
// dijkstra_shortest_paths, filtered_graph) run on it directly. The movement search takes the same
// steps from the tables themselves (movement_search.cpp: through these iterators it took 1.4x as
// long), and a test checks its costs against Boost's Dijkstra over this graph.
#include "eylau/rules/board.h"

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>

#include <utility>

namespace eylau::detail {

struct BoardGraph {
    const Board* board = nullptr;
    UnitType type = UnitType::Infantry;
};

// One step: from a slot into its neighbour in direction d, for `halfMP`.
struct BoardStep {
    Slot from = kOffMap;
    Slot to = kOffMap;
    int halfMP = 0;
    friend bool operator==(const BoardStep& a, const BoardStep& b) { return a.from == b.from && a.to == b.to; }
    friend bool operator!=(const BoardStep& a, const BoardStep& b) { return !(a == b); }
};

// The steps out of one slot, in direction order, skipping those the unit may not take.
class StepIterator : public boost::iterator_facade<StepIterator, BoardStep, std::forward_iterator_tag, BoardStep> {
public:
    StepIterator() = default;
    StepIterator(const BoardGraph* g, Slot from, int d) : g_(g), from_(from), d_(d) { skipClosed(); }

private:
    friend class boost::iterator_core_access;
    BoardStep dereference() const { return BoardStep{from_, g_->board->neighbour(from_, d_), halfMP_}; }
    bool equal(const StepIterator& other) const { return d_ == other.d_ && from_ == other.from_; }
    void increment() {
        ++d_;
        skipClosed();
    }
    void skipClosed() {
        for (; d_ < 6; ++d_)  // 4.6 off the map; 4.2, 9.0 closed to this type
            if ((halfMP_ = g_->board->stepHalfMP(from_, d_, g_->type)) >= 0) return;
    }
    const BoardGraph* g_ = nullptr;
    Slot from_ = kOffMap;
    int d_ = 6;
    int halfMP_ = -1;  // the cost of the step in direction d_
};

inline std::pair<StepIterator, StepIterator> out_edges(Slot v, const BoardGraph& g) {
    return {StepIterator(&g, v, 0), StepIterator(&g, v, 6)};
}
inline Slot source(const BoardStep& e, const BoardGraph&) { return e.from; }
inline Slot target(const BoardStep& e, const BoardGraph&) { return e.to; }
inline int out_degree(Slot v, const BoardGraph& g) {
    int n = 0;
    for (auto [e, end] = out_edges(v, g); e != end; ++e) ++n;
    return n;
}
inline std::pair<boost::counting_iterator<Slot>, boost::counting_iterator<Slot>> vertices(const BoardGraph& g) {
    return {boost::counting_iterator<Slot>(0), boost::counting_iterator<Slot>(g.board->hexCount())};
}
inline int num_vertices(const BoardGraph& g) { return g.board->hexCount(); }

}  // namespace eylau::detail

namespace boost {

template <>
struct graph_traits<eylau::detail::BoardGraph> {
    struct traversal_category : incidence_graph_tag, vertex_list_graph_tag {};
    using vertex_descriptor = eylau::Slot;
    using edge_descriptor = eylau::detail::BoardStep;
    using directed_category = directed_tag;
    using edge_parallel_category = disallow_parallel_edge_tag;
    using out_edge_iterator = eylau::detail::StepIterator;
    using vertex_iterator = counting_iterator<eylau::Slot>;
    using degree_size_type = int;
    using vertices_size_type = int;
    using edges_size_type = int;
    static vertex_descriptor null_vertex() { return eylau::kOffMap; }
};

}  // namespace boost
