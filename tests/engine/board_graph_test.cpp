// The Board's Boost.Graph view (engine/src/rules/board_graph.h) is a graph Boost's algorithms
// accept, and Boost's Dijkstra over it finds the costs the movement search finds (4.1, 4.2, 9.0).
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "rules/board_graph.h"
#include "support/game_fixture.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/property_map/function_property_map.hpp>
#include <boost/property_map/property_map.hpp>
#include <boost/property_map/vector_property_map.hpp>
#include <gtest/gtest.h>

#include <limits>

namespace eylau {
namespace {

// Each unit of Eylau alone on the map (no enemy, so no Zone of Control and nothing in the way),
// at its starting hex: the hexes within its allowance and their costs are Boost's Dijkstra's.
TEST(BoardGraph, Case_4_2_BoostDijkstraOverTheBoardAgreesWithTheMovementSearch) {
    const Scenario& scenario = test::eylauScenario();
    const Movement movement(scenario);
    const Board& board = movement.board();
    int compared = 0;
    for (UnitIndex u : unitIndices(scenario)) {
        if (!scenario.units[u.slot()].start) continue;
        GameState st = test::startingState(scenario);
        for (UnitIndex other : unitIndices(st))
            if (other != u) st.unit(other).status = UnitStatus::Eliminated;
        st.units[u.slot()].status = UnitStatus::OnMap;
        st.units[u.slot()].hex = *scenario.units[u.slot()].start;
        const Situation situation(board, st);
        const ReachableSet reach = movement.reachableSet(situation, u);

        const detail::BoardGraph graph{&board, scenario.units[u.slot()].type};
        std::vector<int> cost(std::size_t(board.hexCount()), std::numeric_limits<int>::max());
        std::vector<Slot> pred(std::size_t(board.hexCount()));
        const auto index = boost::typed_identity_property_map<Slot>();
        const auto weight = boost::make_function_property_map<detail::BoardStep, int>(
            [](const detail::BoardStep& e) { return e.halfMP; });
        boost::dijkstra_shortest_paths(graph, board.slot(*scenario.units[u.slot()].start),
                                       boost::predecessor_map(boost::make_iterator_property_map(pred.begin(), index))
                                           .distance_map(boost::make_iterator_property_map(cost.begin(), index))
                                           .weight_map(weight)
                                           .vertex_index_map(index));
        const int allowance = halfMPLeft(scenario.units[u.slot()], st.units[u.slot()]);
        std::vector<Hex> within;
        for (Slot v = 0; v < board.hexCount(); ++v)
            if (v != board.slot(*scenario.units[u.slot()].start) && cost[std::size_t(v)] <= allowance) within.push_back(board.hex(v));
        ASSERT_EQ(reach.size(), within.size()) << scenario.units[u.slot()].id;
        for (std::size_t i = 0; i < within.size(); ++i) {
            ASSERT_EQ(reach.hexes()[i].hex, within[i]) << scenario.units[u.slot()].id;
            EXPECT_EQ(reach.hexes()[i].halfMP, cost[std::size_t(board.slot(within[i]))]) << scenario.units[u.slot()].id << " to " << within[i].id();
            ++compared;
        }
    }
    EXPECT_GT(compared, 1000);
}

}  // namespace
}  // namespace eylau
