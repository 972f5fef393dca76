// Movement (4.0-4.6), night (8.1) and the Terrain Effects Chart (9.0) on purpose-made boards.
// Costs in the engine are half MP: clear 2, woods 4, road 2, slope +2, stream/gully +4.
#include "support/movement_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

using namespace test;
using Ids = std::vector<std::string>;

TEST(FormatMP, HalfMovementPointsAsPeopleWriteThem) {
    EXPECT_EQ(formatMP(0), "0 MP");
    EXPECT_EQ(formatMP(1), "½ MP");
    EXPECT_EQ(formatMP(4), "2 MP");
    EXPECT_EQ(formatMP(5), "2½ MP");
}

// 9.0 Terrain Notes: woods (2 MP) entered across a stream (+2 MP) costs 4 MP in all.
// Every hexside of the woods hex is a stream, so there is no cheaper way in.
TEST(Movement, Case_4_2_WoodsThroughAStreamCostsFour) {
    BoardSketch b(10, 10);
    b.terrain("0506", "woods").unit("Fr.1", "infantry", 4, "0505").unit("Fr.2", "infantry", 3, "0308");
    for (Hex n : neighbours(hex("0506"))) b.hexside("0506", n.id(), {"stream"});
    Table t(b);
    const auto reach = t.reachable("Fr.1");
    const Reach* r = find(reach, "0506");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->halfMP, 8);
    EXPECT_EQ(pathIds(*r), Ids{"0506"});
    EXPECT_EQ(costOf(t.move("Fr.1", {"0506"})), 8);
    t.place("Fr.2", "0507");
    EXPECT_EQ(verdict(t.move("Fr.2", {"0506"})), "[4.1] Fr.2 cannot reach 0506: it costs 4 MP and Fr.2 has 3 MP left");
}

// 4.2: crossing a road (or trail) hexside costs only the route's cost for one hex, whatever the
// terrain of the hex entered (and the slope).
TEST(Movement, Case_4_2_RoadHexsideCostsOnlyTheRoad) {
    Table t(BoardSketch(10, 10)
                .terrain("0506", "woods")
                .hexside("0505", "0506", {"road", "slope"})
                .terrain("0507", "woods")
                .hexside("0506", "0507", {"trail"})
                .unit("Fr.1", "infantry", 4, "0505"));
    EXPECT_EQ(costOf(t.move("Fr.1", {"0506"})), 2);
    EXPECT_EQ(costOf(t.move("Fr.1", {"0506", "0507"})), 4);
}

// 4.2: a road or trail in a hex does nothing for a unit that comes in across a hexside without
// the road (or trail).
TEST(Movement, Case_4_2_RoadEnteredThroughNonRoadHexsideHasNoEffect) {
    Table t(BoardSketch(10, 10).terrain("0506", "woods").hexside("0506", "0507", {"road"}).unit("Fr.1", "infantry", 4, "0505"));
    EXPECT_EQ(costOf(t.move("Fr.1", {"0506"})), 4);
    EXPECT_EQ(costOf(t.move("Fr.1", {"0506", "0507"})), 6);  // then along the road: 1 MP
}

// 4.1: a unit spends no more Movement Points than its allowance.
TEST(Movement, Case_4_1_MayNotExceedAllowance) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 2, "0505"));
    const auto reach = t.reachable("Fr.1");
    EXPECT_EQ(reach.size(), 18u);  // the 6 + 12 hexes within two of 0505
    for (const Reach& r : reach) {
        EXPECT_LE(distance(r.hex, hex("0505")), 2) << r.hex.id();
        EXPECT_EQ(r.halfMP, 2 * distance(r.hex, hex("0505")));
    }
    EXPECT_EQ(verdict(t.move("Fr.1", {"0508"})), "[4.1] Fr.1 cannot reach 0508: it costs 3 MP and Fr.1 has 2 MP left");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0506", "0507", "0508"})),
              "[4.1] Fr.1 cannot reach 0508: it costs 3 MP and Fr.1 has 2 MP left");
}

// 4.1: Movement Points left unused are neither saved nor passed on: what was spent is gone.
TEST(Movement, Case_4_1_SpentMPAreNotRecovered) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 2, "0505"));
    t.unit("Fr.1").spentHalfMP = 2;
    for (const Reach& r : t.reachable("Fr.1")) EXPECT_EQ(distance(r.hex, hex("0505")), 1) << r.hex.id();
    EXPECT_EQ(t.reachable("Fr.1").size(), 6u);
    t.unit("Fr.1").spentHalfMP = 3;
    EXPECT_TRUE(t.reachable("Fr.1").empty());
    EXPECT_EQ(verdict(t.move("Fr.1", {"0506"})), "[4.1] Fr.1 cannot reach 0506: it costs 1 MP and Fr.1 has ½ MP left");
    t.unit("Fr.1").spentHalfMP = 4;
    EXPECT_EQ(verdict(t.move("Fr.1", {"0506"})), "[4.1] Fr.1 has no Movement Points left");
}

// 4.3: a hex holding an enemy unit can be neither entered nor crossed.
TEST(Movement, Case_4_3_EnemyUnitsAreImpassable) {
    Table t(BoardSketch(1, 8).unit("Fr.1", "infantry", 9, "0101").unit("Ru.1", "cavalry", 5, "0104"));
    for (const Reach& r : t.reachable("Fr.1")) EXPECT_LT(r.hex.row, 4) << r.hex.id();
    EXPECT_EQ(verdict(t.move("Fr.1", {"0104"})), "[4.3] 0104 is occupied by an enemy unit (Ru.1)");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0106"})), "[4.3] Fr.1 cannot reach 0106: enemy units block every way there");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0102", "0103", "0104"})), "[4.5] Fr.1 must stop on entering 0103, in the Zone of Control of Ru.1");
}

// 4.4 (RULES-NOTES reading): friendly units may be passed through and paused on; the hex is
// flagged because the phase may not end with two units there.
TEST(Movement, Case_4_4_FriendlyUnitsMayBePassedThrough) {
    Table t(BoardSketch(1, 8).unit("Fr.1", "infantry", 4, "0101").unit("Fr.2", "infantry", 4, "0102"));
    const auto reach = t.reachable("Fr.1");
    ASSERT_EQ(reach.size(), 4u);
    EXPECT_TRUE(find(reach, "0102")->friendlyOccupied);
    EXPECT_FALSE(find(reach, "0105")->friendlyOccupied);
    EXPECT_EQ(pathIds(*find(reach, "0105")), (Ids{"0102", "0103", "0104", "0105"}));
    EXPECT_EQ(costOf(t.move("Fr.1", {"0102", "0103"})), 4);
}

// 4.4 with 4.5: a friendly unit's hex in an enemy Zone of Control may not be entered: the
// mover would have to stop there, and neither unit could leave before the phase ends.
TEST(Movement, Case_4_4_NoStoppingWithAFriendlyUnitInEnemyZoc) {
    Table t(BoardSketch(2, 8).unit("Fr.1", "infantry", 9, "0101").unit("Fr.2", "infantry", 4, "0203").unit("Ru.1", "cavalry", 5, "0104"));
    EXPECT_EQ(find(t.reachable("Fr.1"), "0203"), nullptr);
    ASSERT_NE(find(t.reachable("Fr.1"), "0103"), nullptr);
    EXPECT_EQ(verdict(t.move("Fr.1", {"0203"})),
              "[4.4] Fr.1 may not enter 0203: it would have to stop there, in the Zone of Control of Ru.1 (4.5), "
              "with Fr.2, and neither could leave");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0201", "0202", "0203"})), verdict(t.move("Fr.1", {"0203"})));
}

// 4.5: a unit entering an enemy Zone of Control stops there for the rest of the phase.
TEST(Movement, Case_4_5_EnteringEnemyZocStops) {
    Table t(BoardSketch(2, 8).unit("Fr.1", "infantry", 9, "0101").unit("Ru.1", "cavalry", 5, "0104"));
    const auto reach = t.reachable("Fr.1");
    const Situation situation(t.movement.board(), t.state);
    for (const Reach& r : reach) {
        for (std::size_t i = 0; i + 1 < r.path.size(); ++i) EXPECT_FALSE(situation.inZocOf(r.path[i], Side::Allied)) << r.hex.id();
        EXPECT_EQ(r.endsInEnemyZoc, situation.inZocOf(r.hex, Side::Allied));
        EXPECT_LE(r.hex.row, 5) << r.hex.id();  // nothing beyond the Cossacks' zone
    }
    ASSERT_NE(find(reach, "0203"), nullptr);
    EXPECT_TRUE(find(reach, "0203")->endsInEnemyZoc);
    EXPECT_EQ(verdict(t.move("Fr.1", {"0201", "0202", "0203", "0204"})),
              "[4.5] Fr.1 must stop on entering 0203, in the Zone of Control of Ru.1");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0207"})),
              "[4.5] Fr.1 cannot reach 0207: every way there enters an enemy Zone of Control, where it must stop");
}

// 4.5: a unit that starts in an enemy Zone of Control cannot move at all.
TEST(Movement, Case_4_5_UnitStartingInEnemyZocIsFrozen) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 4, "0505").unit("Ru.1", "cavalry", 5, "0506"));
    EXPECT_TRUE(t.reachable("Fr.1").empty());
    EXPECT_EQ(verdict(t.move("Fr.1", {"0504"})), "[4.5] Fr.1 is in an enemy Zone of Control and cannot move");
    EXPECT_TRUE(t.reachable("Ru.1").empty());  // and the enemy too
}

// 4.6: movement never takes a unit off the map.
TEST(Movement, Case_4_6_NoLeavingTheMap) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 4, "0101"));
    for (const Reach& r : t.reachable("Fr.1")) EXPECT_TRUE(t.scenario.map.onMap(r.hex)) << r.hex.id();
    EXPECT_EQ(verdict(t.move("Fr.1", {"0001"})), "[4.6] 0001 is off the map (columns 01-10, rows 01-10)");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0102", "0002"})), "[4.6] 0002 is off the map (columns 01-10, rows 01-10)");
}

// 8.1: at night no unit may move into an enemy Zone of Control.
TEST(Movement, Case_8_1_AtNightNoEnteringEnemyZoc) {
    Table t(BoardSketch(2, 8).unit("Fr.1", "infantry", 9, "0101").unit("Ru.1", "cavalry", 5, "0104"));
    ASSERT_NE(find(t.reachable("Fr.1"), "0203"), nullptr);
    t.night();
    const Situation situation(t.movement.board(), t.state);
    for (const Reach& r : t.reachable("Fr.1")) EXPECT_FALSE(situation.inZocOf(r.hex, Side::Allied)) << r.hex.id();
    EXPECT_EQ(verdict(t.move("Fr.1", {"0203"})), "[8.1] at night Fr.1 may not enter 0203, in the Zone of Control of Ru.1");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0201", "0202", "0203"})),
              "[8.1] at night Fr.1 may not enter 0203, in the Zone of Control of Ru.1");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0207"})),
              "[8.1] at night Fr.1 cannot reach 0207: every way there enters an enemy Zone of Control");
}

// 9.0: gully and stream hexsides: artillery may cross only by a bridge; others pay +2 MP.
TEST(Movement, Case_9_0_ArtilleryCrossesStreamsOnlyAtBridges) {
    Table t(BoardSketch(1, 8)
                .hexside("0103", "0104", {"stream"})
                .hexside("0105", "0106", {"gully", "road", "bridge"})
                .unit("Fr.1", "artillery", 3, "0102")
                .unit("Fr.2", "infantry", 5, "0101"));
    EXPECT_EQ(t.reachable("Fr.1").size(), 2u);  // 0101 and 0103
    EXPECT_EQ(verdict(t.move("Fr.1", {"0103", "0104"})),
              "[4.2] Fr.1 (artillery) cannot cross the stream between 0103 and 0104 except at a bridge");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0104"})),
              "[4.2] Fr.1 (artillery) cannot reach 0104: every way there crosses a gully or stream without a bridge");
    EXPECT_EQ(costOf(t.move("Fr.2", {"0102", "0103", "0104"})), 10);  // 1 + 1 + (1 + 2)
    t.place("Fr.1", "0105");
    EXPECT_EQ(costOf(t.move("Fr.1", {"0106"})), 2);  // across the bridge, by the road
}

// 9.0: crossing a slope hexside adds 1 MP (RULES-NOTES: in either direction).
TEST(Movement, Case_9_0_SlopeAddsOneMP) {
    Table t(BoardSketch(1, 8).hexside("0102", "0103", {"slope"}).unit("Fr.1", "infantry", 4, "0101").unit("Fr.2", "infantry", 4, "0104"));
    EXPECT_EQ(find(t.reachable("Fr.1"), "0103")->halfMP, 6);
    EXPECT_EQ(costOf(t.move("Fr.2", {"0103", "0102"})), 6);
}

// 9.0 Note: in Eylau rivers and lakes are frozen and change nothing for movement, ZOC or combat.
TEST(Movement, Case_9_0_FrozenLakeAndRiverHaveNoEffect) {
    BoardSketch b(1, 8);
    b.terrain("0103", "lake").hexside("0105", "0106", {"river"}).unit("Fr.1", "infantry", 9, "0101").unit("Ru.1", "infantry", 4, "0107");
    {
        Table thawed(b);  // the chart's unfrozen defaults: obstacles, and no ZOC across the river
        EXPECT_EQ(verdict(thawed.move("Fr.1", {"0102", "0103"})), "[4.2] Fr.1 cannot enter 0103: lake is impassable");
        EXPECT_EQ(verdict(thawed.move("Fr.1", {"0103"})), "[4.2] Fr.1 cannot enter 0103: lake is impassable");
        thawed.place("Fr.1", "0104");
        EXPECT_EQ(verdict(thawed.move("Fr.1", {"0106"})), "[4.2] Fr.1 cannot reach 0106: impassable terrain blocks every way there");
        EXPECT_EQ(verdict(thawed.move("Fr.1", {"0105", "0106"})),
                  "[4.2] Fr.1 cannot cross the river between 0105 and 0106 except at a bridge");
        thawed.place("Fr.1", "0105");
        thawed.place("Ru.1", "0106");  // across the river: no Zone of Control
        EXPECT_EQ(costOf(thawed.move("Fr.1", {"0104"})), 2);
    }
    Table frozen(b.frozenWater());
    EXPECT_EQ(costOf(frozen.move("Fr.1", {"0102", "0103", "0104", "0105", "0106"})), 10);
    frozen.place("Fr.1", "0105");
    frozen.place("Ru.1", "0106");
    EXPECT_EQ(verdict(frozen.move("Fr.1", {"0104"})), "[4.5] Fr.1 is in an enemy Zone of Control and cannot move");
}

// Ties: among equally cheap ways, each hex is entered from the lowest-numbered hex a cheapest
// path may come from; the same query always gives the same path, reachable and checkMove alike.
TEST(Movement, DeterministicCheapestPaths) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 4, "0505"));
    const auto reach = t.reachable("Fr.1");
    const Reach* r = find(reach, "0705");  // by 0604 or 0605
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(pathIds(*r), (Ids{"0604", "0705"}));
    EXPECT_EQ(pathIds(std::get<Reach>(t.move("Fr.1", {"0705"}))), (Ids{"0604", "0705"}));
    Table again(BoardSketch(10, 10).unit("Fr.1", "infantry", 4, "0505"));
    EXPECT_EQ(again.reachable("Fr.1"), t.reachable("Fr.1"));
    EXPECT_EQ(pathIds(*find(t.reachable("Fr.1"), "0509")), (Ids{"0506", "0507", "0508", "0509"}));
}

// A path given hex by hex: each hex adjacent to the one before, the first to the unit's hex;
// any legal path is accepted, not only a cheapest one.
TEST(Movement, PathGivenHexByHex) {
    Table t(BoardSketch(10, 10).unit("Fr.1", "infantry", 4, "0505").unit("Fr.2", "infantry", 4, "0101"));
    const Reach r = std::get<Reach>(t.move("Fr.1", {"0506", "0606", "0605"}));
    EXPECT_EQ(r.hex, hex("0605"));
    EXPECT_EQ(r.halfMP, 6);
    EXPECT_EQ(pathIds(r), (Ids{"0506", "0606", "0605"}));
    EXPECT_EQ(verdict(t.move("Fr.1", {"0506", "0508"})), "[4.0] 0506 and 0508 are not adjacent");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0507"})), "accepted");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0507", "0508"})), "[4.0] 0505 and 0507 are not adjacent");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0505"})), "[4.0] Fr.1 is already in 0505");
    EXPECT_EQ(verdict(t.move("Fr.1", {"0506", "0505"})), "[4.0] Fr.1 is already in 0505");
    EXPECT_EQ(verdict(t.move("Fr.1", {})), "[4.0] no hex given for Fr.1 to move to");
    // As a move is written on paper (docs/game-record.md): from, through, to.
    const Reach written = std::get<Reach>(t.move("Fr.1", {"0505", "0506", "0606", "0605"}));
    EXPECT_EQ(pathIds(written), (Ids{"0506", "0606", "0605"}));
    EXPECT_EQ(written.halfMP, 6);
}

TEST(Movement, OnlyUnitsOnTheMapMove) {
    Table t(BoardSketch(10, 10).arriving("Fr.1", "infantry", 4));
    EXPECT_TRUE(t.reachable("Fr.1").empty());
    EXPECT_EQ(verdict(t.move("Fr.1", {"0103"})), "[4.0] Fr.1 is not on the map");
    EXPECT_EQ(verdict(t.movement.checkMove(Situation(t.movement.board(), t.state), UnitIndex{7}, {hex("0103")})), "[2.4] there is no unit number 7");
}

}  // namespace
}  // namespace eylau
