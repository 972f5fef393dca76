// Repairs (ai/lookahead.h, a tuning setting): the play-outs count which of the judged side's units
// the enemy's Player-Turn eliminated, placesLost turns that into places to avoid, and the movement
// planner planned again keeps a unit from the place it was lost at (move_candidates.h).
#include "ai/lookahead.h"
#include "ai/move_candidates.h"
#include "ai/movement_plan.h"
#include "eylau/rules/game_state.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

using test::unitIndex;

// Leg.1 alone in Eylau (1213, 23.4) with three Allied divisions two hexes off on three sides
// (the rest of both armies gone), as the French Movement Phase of Game-Turn 5 begins: in their
// Player-Turn they can close round it and attack for the town.
Game legionAloneInEylau() {
    GameOptions o;
    const Game start(test::sharedEylau(), o);
    GameState st = test::legSurrounded(start.scenario(), start.state(), Side::French, 5);
    const Hex eylau = test::hex("1213");
    const auto around = neighbours(test::hex("2020"));
    for (UnitState& u : st.units) {
        if (u.status != UnitStatus::OnMap) continue;
        if (u.hex == test::hex("2020")) u.hex = eylau;
        for (std::size_t d = 0; d < around.size(); d += 2)
            if (u.hex == around[d]) u.hex = neighbours(neighbours(eylau)[d])[d];
    }
    return Game(start, st);
}

// The strong level's play-outs: the enemy's Player-Turn by the quick level.
SearchLimits repairing(int repairs) {
    SearchLimits limits;
    limits.enemy = PlayOutEnemy::Quick;
    limits.horizon = 1;
    limits.repairs = repairs;
    return limits;
}

// 6.4: a unit with no hex to retreat into is eliminated by a Dr. Leg.1, left in Eylau, is closed
// round and attacked in the Allied Player-Turn; the play-outs count it lost there in some of
// them, never more often than they were played, and count no Allied unit; without repairs nothing
// is counted.
TEST(Repairs, Case_6_4_ThePlayOutsCountTheUnitsTheEnemysPlayerTurnEliminated) {
    const Game game = legionAloneInEylau();
    const std::vector<Command> end{EndPhaseCommand{}};
    const PlayOuts counted = playOuts(game, Side::French, end, 0, 12, 3, repairing(1));
    ASSERT_EQ(counted.count, 12);
    ASSERT_EQ(counted.lost.size(), game.scenario().units.size());
    const std::size_t leg = unitIndex(game.scenario(), "Leg.1").slot();
    EXPECT_GT(counted.lost[leg], 0);
    EXPECT_LE(counted.lost[leg], 12);
    for (std::size_t i = 0; i < counted.lost.size(); ++i) {
        if (i == leg) continue;
        EXPECT_EQ(counted.lost[i], 0) << game.scenario().units[i].id;
    }
    EXPECT_TRUE(playOuts(game, Side::French, end, 0, 12, 3, repairing(0)).lost.empty());
    // The same play-outs counted in two halves add up to the whole.
    PlayOuts halves = playOuts(game, Side::French, end, 0, 6, 3, repairing(1));
    halves += playOuts(game, Side::French, end, 6, 6, 3, repairing(1));
    EXPECT_EQ(halves.lost, counted.lost);
}

// Each unit lost costs its place the share of the play-outs that lost it times its strength
// (23.1), at the place the plan left it: where it moved to, or where it stood. The enemy's units
// are not the judged side's to avoid.
TEST(Repairs, APlaceCostsTheShareOfPlayOutsThatLostTheUnitTimesItsStrength) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const Scenario& s = game.scenario();
    const UnitIndex mover = unitIndex(s, "Leg.1");
    const UnitIndex stayer = unitIndex(s, "Leg.2");
    const ReachableSet reach = game.reachableSet(mover);
    std::optional<Hex> to;
    for (const ReachedHex& r : reach)
        if (r.hex != game.state().unit(mover).hex && !r.friendlyOccupied) to = r.hex;
    ASSERT_TRUE(to);
    const std::vector<Command> plan{MoveCommand{"Leg.1", reach.path(*to)}, EndPhaseCommand{}};
    PlayOuts scores{0, 4, std::vector<int>(s.units.size(), 0)};
    scores.lost[mover.slot()] = 4;
    scores.lost[stayer.slot()] = 1;
    scores.lost[unitIndex(s, "Ost.2").slot()] = 3;
    const std::vector<Avoided> avoid = placesLost(game, Side::French, plan, scores);
    ASSERT_EQ(avoid.size(), 2u);
    EXPECT_EQ(avoid[0].unit, mover);
    EXPECT_EQ(avoid[0].hex, *to);
    EXPECT_DOUBLE_EQ(avoid[0].cost, s.units[mover.slot()].strength);
    EXPECT_EQ(avoid[1].unit, stayer);
    EXPECT_EQ(avoid[1].hex, game.state().unit(stayer).hex);
    EXPECT_DOUBLE_EQ(avoid[1].cost, s.units[stayer.slot()].strength / 4.0);
}

// A place to avoid costs its unit there, half as much next to it, nothing farther off, and
// nothing to another unit.
TEST(Repairs, AnAvoidedPlaceCostsItsUnitThereAndHalfNextToIt) {
    const Hex at = test::hex("1010");
    const auto option = [](Hex h) { MoveOption m; m.to = h; m.worth = 1; return m; };
    std::vector<UnitOptions> units{{UnitIndex(3), false, {option(at), option(neighbours(at)[2]), option(test::hex("1013"))}},
                                   {UnitIndex(4), false, {option(at)}}};
    avoidPlaces(units, {{UnitIndex(3), at, 6.0}});
    EXPECT_DOUBLE_EQ(units[0].options[0].worth, -5.0);
    EXPECT_DOUBLE_EQ(units[0].options[1].worth, -2.0);
    EXPECT_DOUBLE_EQ(units[0].options[2].worth, 1.0);
    EXPECT_DOUBLE_EQ(units[1].options[0].worth, 1.0);
}

// Planned again with a unit's place made dear, the planner puts it elsewhere; the rest of the
// plan is still one the engine accepts.
TEST(Repairs, APlanMadeAgainKeepsTheUnitFromThePlaceItWasLostAt) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    SearchLimits limits;
    limits.maxSweeps = 2;
    limits.breadth = 4;
    const MovementPlan first = planMovement(game, limits);
    const MoveCommand* moved = nullptr;
    for (const Command& c : first.commands)
        if (const auto* m = std::get_if<MoveCommand>(&c); m && !moved) moved = m;
    ASSERT_NE(moved, nullptr);
    const UnitIndex u = unitIndex(game.scenario(), moved->unit);
    const Hex lostAt = moved->hexes.back();
    limits.avoid = {{u, lostAt, 1000.0}};
    const MovementPlan again = planMovement(game, limits);
    Game after(game, game.state());
    for (const Command& c : again.commands) ASSERT_TRUE(after.apply(c).ok());
    EXPECT_NE(after.state().unit(u).hex, lostAt);
    EXPECT_GT(distance(after.state().unit(u).hex, lostAt), 1);
}

}  // namespace
}  // namespace eylau::ai
