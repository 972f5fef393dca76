// The Board's dense tables (board.h) and the Situation over them (situation.h) give the same
// answers as the rules and the map they were built from.
#include "eylau/rules/board.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/situation.h"
#include "eylau/rules/terrain_rules.h"
#include "support/game_fixture.h"
#include "support/random_positions.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

// 4.2, 9.0, 7.1 and the 9.0 ZOC note, hex by hex and step by step, against terrain_rules.
void expectBoardAgreesWithTheRules(const Scenario& scenario) {
    const Board board(scenario);
    ASSERT_EQ(board.hexCount(), int(scenario.map.hexes().size()));
    int steps = 0;
    for (Hex h : scenario.map.hexes()) {
        const Slot at = board.slot(h);
        ASSERT_NE(at, kOffMap) << h.id();
        EXPECT_EQ(board.hex(at), h);
        EXPECT_EQ(board.terrain(at), scenario.map.terrain(h)) << h.id();
        EXPECT_EQ(board.isEdge(at), scenario.map.isEdge(h)) << h.id();
        for (UnitType type : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery})
            EXPECT_EQ(board.entryHalfMP(at, type), entryCostHalfMP(scenario, type, h)) << h.id();
        for (int d = 0; d < 6; ++d) {
            const Hex to = neighbour(h, kDirections[std::size_t(d)]);
            EXPECT_EQ(board.neighbour(at, d), scenario.map.onMap(to) ? board.slot(to) : kOffMap);
            for (UnitType type : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery}) {
                const auto cost = stepCostHalfMP(scenario, type, h, to);
                EXPECT_EQ(board.stepHalfMP(at, d, type), cost ? *cost : -1) << h.id() << " to " << to.id();
                EXPECT_EQ(board.stepHalfMP(h, to, type), cost);
            }
            if (!scenario.map.onMap(to)) continue;
            // 9.0 note: a Zone of Control stops at an unbridged hexside that blocks it.
            const HexsideFeatures f = scenario.map.features(*Hexside::between(h, to));
            bool blocked = false;
            for (HexsideFeature feature : kHexsideFeatures)
                blocked = blocked || (f.has(feature) && scenario.terrainEffects.effective(feature).blocksZoc);
            EXPECT_EQ(board.zocCrosses(at, d), f.has(HexsideFeature::Bridge) || !blocked) << h.id() << " to " << to.id();
            ++steps;
        }
    }
    EXPECT_GT(steps, 0);
    EXPECT_EQ(board.slot(Hex{0, 1}), kOffMap);
    EXPECT_FALSE(board.onMap(Hex{scenario.map.lastColumn() + 1, 1}));
}

TEST(Board, Case_4_2_StepCostsAgreeWithTheTerrainEffectsChartOnEylau) { expectBoardAgreesWithTheRules(test::eylauScenario()); }

TEST(Board, Case_9_0_UnfrozenRiversBlockZonesOfControlOnTheBoard) {
    Scenario scenario = test::eylauScenario();
    scenario.terrainEffects.setFrozenWater(false);  // rivers count again: the ZOC note and the crossings
    expectBoardAgreesWithTheRules(scenario);
}

// Who stands where and whose Zone of Control covers each hex (4.5), against the units themselves,
// over every position of random games.
TEST(Situation, Case_4_5_FlagsAndOccupantsAgreeWithTheUnitsOverRandomGames) {
    test::RandomGames games;
    games.games = 3;
    int checked = 0;
    test::visitRandomPositions(games, [&](const Game& game) {
        const Scenario& scenario = game.scenario();
        const GameState& st = game.state();
        const Situation sit = game.situation();
        for (Hex h : scenario.map.hexes()) {
            std::vector<UnitIndex> here;
            bool zoc[2] = {false, false}, occupied[2] = {false, false};
            for (UnitIndex u : unitIndices(st)) {
                if (st.units[u.slot()].status != UnitStatus::OnMap) continue;
                const int side = int(scenario.units[u.slot()].side);
                if (st.units[u.slot()].hex == h) {
                    here.push_back(u);
                    occupied[side] = true;
                }
                if (distance(st.units[u.slot()].hex, h) == 1 && game.board().zocCrosses(st.units[u.slot()].hex, h)) zoc[side] = true;
            }
            const auto at = sit.unitsAt(h);
            ASSERT_EQ(std::vector<UnitIndex>(at.begin(), at.end()), here) << h.id();
            for (Side side : {Side::French, Side::Allied}) {
                ASSERT_EQ(sit.occupiedBy(h, side), occupied[int(side)]) << h.id();
                ASSERT_EQ(sit.inZocOf(h, side), zoc[int(side)]) << h.id();
            }
            ++checked;
        }
    });
    EXPECT_GT(checked, 100000);
}

}  // namespace
}  // namespace eylau
