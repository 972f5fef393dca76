// Reinforcement entry (7.1, 7.2) on purpose-made boards; movement against a plain reference on
// random boards, and on the real Eylau map.
#include "support/movement_fixture.h"

#include "eylau/rules/terrain_rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

namespace eylau {
namespace {

using namespace test;
using Ids = std::vector<std::string>;

std::vector<Hex> hexes(const Ids& ids) { return Table::hexIds(ids); }

// Every reach is accepted by the check, as a destination and as the path given hex by hex, at
// the same cost (and, as a destination, by the same path).
void expectReachAndCheckAgree(const Table& t, const std::string& id, bool entering) {
    const auto reach = entering ? t.reachableOnEntry(id) : t.reachable(id);
    for (const Reach& r : reach) {
        SCOPED_TRACE(id + " to " + r.hex.id());
        ASSERT_FALSE(r.path.empty());
        EXPECT_EQ(r.path.back(), r.hex);
        Ids path;
        for (Hex h : r.path) path.push_back(h.id());
        Ids destination{r.hex.id()};
        if (entering && r.path.size() > 1) destination = {r.path.front().id(), r.hex.id()};
        const Outcome asDestination = entering ? t.enter(id, destination) : t.move(id, destination);
        ASSERT_TRUE(std::holds_alternative<Reach>(asDestination)) << verdict(asDestination);
        EXPECT_EQ(std::get<Reach>(asDestination), r);
        const Outcome asPath = entering ? t.enter(id, path) : t.move(id, path);
        EXPECT_EQ(costOf(asPath), r.halfMP);
    }
}

// 7.1: where a road runs from the entry hex off the map edge, the arriving unit counts as coming
// in along that road.
TEST(Reinforcement, Case_7_1_EntryCostByRoad) {
    Table t(BoardSketch(10, 10)
                .terrain("0103", "woods")
                .hexside("0003", "0103", {"road"})
                .hexside("0103", "0203", {"road"})
                .arriving("Fr.1", "infantry", 4)
                .arriving("Fr.2", "artillery", 3));
    const auto reach = t.reachableOnEntry("Fr.1");
    const Reach* r = find(reach, "0103");
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->halfMP, 2);
    EXPECT_EQ(pathIds(*r), Ids{"0103"});
    EXPECT_EQ(costOf(t.enter("Fr.1", {"0103"})), 2);
    EXPECT_EQ(costOf(t.enter("Fr.2", {"0103"})), 2);
    const Reach along = std::get<Reach>(t.enter("Fr.1", {"0103", "0203"}));
    EXPECT_EQ(along.halfMP, 4);
    EXPECT_EQ(pathIds(along), (Ids{"0103", "0203"}));
    expectReachAndCheckAgree(t, "Fr.1", true);
    expectReachAndCheckAgree(t, "Fr.2", true);
}

// 7.1: entering costs what the entry hex's terrain costs in ordinary movement;
// several units may enter by the same hex, each at the same cost.
TEST(Reinforcement, Case_7_1_EntryCostOfTerrain) {
    Table t(BoardSketch(10, 10)
                .terrain("0103", "woods")
                .arriving("Fr.1", "infantry", 4)
                .arriving("Fr.2", "infantry", 1)
                .arriving("Fr.3", "cavalry", 5));
    EXPECT_EQ(find(t.reachableOnEntry("Fr.1"), "0103")->halfMP, 4);
    EXPECT_EQ(costOf(t.enter("Fr.1", {"0103", "0104", "0105"})), 8);
    EXPECT_TRUE(t.reachableOnEntry("Fr.2").empty());
    EXPECT_EQ(verdict(t.enter("Fr.2", {"0103"})), "[7.1] Fr.2 cannot enter by 0103: it costs 2 MP and Fr.2 has 1 MP");
    t.place("Fr.1", "0103");  // Fr.1 entered and stays: Fr.3 still pays only the terrain
    const Reach r = std::get<Reach>(t.enter("Fr.3", {"0103"}));
    EXPECT_EQ(r.halfMP, 4);
    EXPECT_TRUE(r.friendlyOccupied);
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0103"})), "[7.0] Fr.1 is not waiting to enter the map");
    expectReachAndCheckAgree(t, "Fr.3", true);
}

// 7.2: with an enemy unit two hexes or less from the entry hex, the arriving units may switch to
// any map-edge hex up to eight hexes from it.
TEST(Reinforcement, Case_7_2_EnemyNearEntryHexOpensEdgeHexesWithinEight) {
    Table t(BoardSketch(12, 16).entryArea("0106").arriving("Fr.1", "infantry", 4).unit("Ru.1", "cavalry", 5, "0407"));
    ASSERT_EQ(distance(hex("0106"), hex("0407")), 3);
    EXPECT_EQ(t.entryHexes("Fr.1"), hexes({"0106"}));
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0107"})),
              "[7.2] Fr.1 may not enter by 0107: it enters by 0106 (area A); other map-edge hexes only while an "
              "enemy unit is within two hexes of it");
    t.place("Ru.1", "0306");
    ASSERT_EQ(distance(hex("0106"), hex("0306")), 2);
    std::vector<Hex> expected;
    for (Hex h : t.scenario.map.hexes())
        if (t.scenario.map.isEdge(h) && distance(h, hex("0106")) <= 8) expected.push_back(h);
    EXPECT_EQ(t.entryHexes("Fr.1"), expected);
    for (const char* in : {"0101", "0114", "0106", "0501", "0801"})
        EXPECT_TRUE(std::ranges::count(expected, hex(in))) << in;
    for (const char* out : {"0115", "0901", "0506"}) EXPECT_FALSE(std::ranges::count(expected, hex(out))) << out;
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0115"})),
              "[7.2] Fr.1 may not enter by 0115: it is not a map-edge hex within eight hexes of 0106 (area A)");
    EXPECT_EQ(costOf(t.enter("Fr.1", {"0114", "0115"})), 4);
    expectReachAndCheckAgree(t, "Fr.1", true);
}

// 7.2: no entry by a hex that holds an enemy unit or lies in an enemy Zone of Control; moving on,
// entering an enemy Zone of Control still ends the move (4.5, 8.1).
TEST(Reinforcement, Case_7_2_NeverIntoEnemyOccupiedOrZocHex) {
    Table t(BoardSketch(12, 16).entryArea("0106").arriving("Fr.1", "infantry", 4).unit("Ru.1", "cavalry", 5, "0105"));
    const auto entries = t.entryHexes("Fr.1");
    for (const char* out : {"0104", "0105", "0106"}) EXPECT_FALSE(std::ranges::count(entries, hex(out))) << out;
    for (const char* in : {"0103", "0107"}) EXPECT_TRUE(std::ranges::count(entries, hex(in))) << in;
    for (const Reach& r : t.reachableOnEntry("Fr.1")) {
        EXPECT_TRUE(std::ranges::count(entries, r.path.front())) << r.hex.id();
        EXPECT_NE(r.hex, hex("0105"));
    }
    EXPECT_TRUE(find(t.reachableOnEntry("Fr.1"), "0106")->endsInEnemyZoc);
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0106"})), "[7.2] Fr.1 may not enter by 0106, in the Zone of Control of Ru.1");
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0105"})), "[7.2] Fr.1 may not enter by 0105: it is occupied by an enemy unit");
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0107", "0106", "0206"})),
              "[4.5] Fr.1 must stop on entering 0106, in the Zone of Control of Ru.1");
    expectReachAndCheckAgree(t, "Fr.1", true);
    t.night();
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0107", "0106"})), "[8.1] at night Fr.1 may not enter 0106, in the Zone of Control of Ru.1");
    EXPECT_EQ(find(t.reachableOnEntry("Fr.1"), "0106"), nullptr);
}

TEST(Reinforcement, NeverOntoImpassableTerrain) {
    Table t(BoardSketch(10, 10).terrain("0103", "lake").arriving("Fr.1", "infantry", 4));
    EXPECT_TRUE(t.entryHexes("Fr.1").empty());
    EXPECT_EQ(verdict(t.enter("Fr.1", {"0103"})), "[4.2] Fr.1 cannot enter 0103: lake is impassable");
}

// Against a plain reference (label-correcting search straight over stepCostHalfMP and the
// Situation) on seeded random boards: same hexes, same costs, and every path follows the tie rule.
TEST(Movement, AgreesWithAPlainReferenceOnRandomBoards) {
    std::mt19937 rng(1807);
    const std::vector<std::string> terrains{"clear", "clear", "clear", "woods", "grove", "town", "lake"};
    const std::vector<Ids> features{{"road"}, {"slope"}, {"stream"}, {"gully"}, {"river"}, {"road", "stream", "bridge"}};
    int reached = 0, stopped = 0;  // the boards are not trivial
    for (int trial = 0; trial < 40; ++trial) {
        BoardSketch b(8, 8);
        std::vector<std::string> free;
        for (Hex h : GameMap(8, 8).hexes()) {
            const std::string& t = terrains[rng() % terrains.size()];
            if (t != "clear") b.terrain(h.id(), t);
            if (t != "lake") free.push_back(h.id());
            for (Hex n : {neighbour(h, Direction::S), neighbour(h, Direction::SE)})
                if (GameMap(8, 8).onMap(n) && rng() % 3 == 0) b.hexside(h.id(), n.id(), features[rng() % features.size()]);
        }
        if (trial % 2) b.frozenWater();
        for (int u = 0; u < 6; ++u) {
            const std::size_t at = rng() % free.size();
            b.unit((u < 3 ? "Fr." : "Ru.") + std::to_string(u), u % 3 == 2 ? "artillery" : "infantry", 3 + u % 3, free[at]);
            free.erase(free.begin() + long(at));
        }
        Table t(b);
        if (trial % 4 == 3) t.night();
        const Situation situation(t.movement.board(), t.state);
        for (UnitIndex u : unitIndices(6)) {
            const Unit& unit = t.scenario.units[u.slot()];
            SCOPED_TRACE("trial " + std::to_string(trial) + " " + unit.id);
            const Side enemy = enemyOf(unit.side);
            const Hex start = t.state.unit(u).hex;
            std::map<Hex, int> cost{{start, 0}};
            std::vector<Hex> open{start};
            while (!situation.inZocOf(start, enemy) && !open.empty()) {
                const Hex h = open.back();
                open.pop_back();
                if (h != start && situation.inZocOf(h, enemy)) continue;  // 4.5
                for (Hex n : neighbours(h)) {
                    const auto step = stepCostHalfMP(t.scenario, unit.type, h, n);
                    const bool night = t.scenario.turns[std::size_t(t.state.turn - 1)].night;
                    if (!step || situation.occupiedBy(n, enemy)) continue;
                    if (situation.inZocOf(n, enemy) && (night || situation.occupiedBy(n, unit.side))) continue;  // 8.1; 4.4 with 4.5
                    const int c = cost[h] + *step;
                    if (c <= unit.movement * 2 && (!cost.count(n) || c < cost[n])) cost[n] = c, open.push_back(n);
                }
            }
            cost.erase(start);
            const auto reach = t.movement.reachable(situation, u);
            ASSERT_EQ(reach.size(), cost.size());
            for (const Reach& r : reach) {
                ASSERT_TRUE(cost.count(r.hex)) << r.hex.id();
                EXPECT_EQ(r.halfMP, cost[r.hex]) << r.hex.id();
                EXPECT_EQ(r.endsInEnemyZoc, situation.inZocOf(r.hex, enemy));
                Hex prev = start;
                for (Hex h : r.path) {  // entered from the lowest hex a cheapest path may come from
                    for (Hex other : neighbours(h)) {
                        if (other >= prev || !cost.count(other) || situation.inZocOf(other, enemy)) continue;
                        const auto step = stepCostHalfMP(t.scenario, unit.type, other, h);
                        EXPECT_FALSE(step && cost[other] + *step == cost[h]) << r.hex.id() << " via " << other.id();
                    }
                    prev = h;
                }
                EXPECT_EQ(costOf(t.movement.checkMove(situation, u, r.path)), r.halfMP);
                ++reached;
                stopped += r.endsInEnemyZoc;
            }
        }
    }
    EXPECT_GT(reached, 1000);
    EXPECT_GT(stopped, 100);
}

// The real map: every unit of either side at the start of the game.
TEST(EylauMovement, EveryUnitAtTheStartCanMoveOrIsFrozen) {
    Table t(eylauScenario());
    const Situation situation(t.movement.board(), t.state);
    for (std::size_t u = 0; u < t.scenario.units.size(); ++u) {
        const Unit& unit = t.scenario.units[u];
        if (!unit.start) continue;
        SCOPED_TRACE(unit.id);
        const auto reach = t.reachable(unit.id);
        if (reach.empty()) {  // explained: frozen in an enemy Zone of Control (4.5)
            const Refusal why = std::get<Refusal>(t.move(unit.id, {neighbours(*unit.start)[0].id()}));
            EXPECT_EQ(why.ruleCase, "4.5") << why.describe();
        }
        if (unit.side == Side::French) {
            EXPECT_FALSE(reach.empty());
        }
        for (const Reach& r : reach) {
            EXPECT_FALSE(situation.occupiedBy(r.hex, enemyOf(unit.side))) << r.hex.id();
            EXPECT_LE(r.halfMP, unit.movement * 2);
        }
    }
}

TEST(EylauMovement, ReachableAndCheckMoveAgree) {
    Table t(eylauScenario());
    for (const Unit& unit : t.scenario.units)
        if (unit.start) expectReachAndCheckAgree(t, unit.id, false);
    t.night();
    for (const Unit& unit : t.scenario.units)
        if (unit.start && unit.side == Side::French) expectReachAndCheckAgree(t, unit.id, false);
}

TEST(EylauMovement, ReinforcementsEnterByTheirAreaAndAgreeWithCheckEntry) {
    Table t(eylauScenario());
    for (const Unit& unit : t.scenario.units) {
        if (!unit.arrival) continue;
        SCOPED_TRACE(unit.id);
        EXPECT_EQ(t.entryHexes(unit.id), std::vector<Hex>{t.scenario.entryArea(unit.arrival->area)->hex});
        EXPECT_FALSE(t.reachableOnEntry(unit.id).empty());
        expectReachAndCheckAgree(t, unit.id, true);
    }
}

}  // namespace
}  // namespace eylau
