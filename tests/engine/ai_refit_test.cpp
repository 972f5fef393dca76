// Refits (ai/movement_plan.h, a tuning setting): the movement planner reads the enemy's reach from
// the places its plan leaves our units at, where their Zones of Control will stop his moves (4.5),
// and plans again against it.
#include "ai/move_candidates.h"
#include "ai/movement_plan.h"
#include "ai/threat_map.h"
#include "ai/value_model.h"
#include "eylau/rules/game_state.h"
#include "support/game_fixture.h"
#include "support/refit_positions.h"

#include <iostream>

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

// Every hex of the map some enemy unit could move into or through next Player-Turn.
std::vector<Hex> reached(const Game& game, const ThreatMap& threat) {
    std::vector<Hex> out;
    for (Hex h : game.scenario().map.hexes())
        if (threat.reachable(h)) out.push_back(h);
    return out;
}

// 4.5: a unit's Zone of Control stops the enemy's moves. In the opening, some French unit taken
// off the map opens hexes to the Allies that it closed, and none it leaves closes one: the reach
// read where the French stand is not the reach once they have moved.
TEST(Refit, Case_4_5_AUnitMovedAwayNoLongerStopsTheEnemyWhereItStood) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const Scenario& s = game.scenario();
    const std::vector<Hex> before = reached(game, ThreatMap(game, Side::Allied));
    int opened = 0;
    for (UnitIndex u : unitIndices(s)) {
        if (s.units[u.slot()].side != Side::French || game.state().unit(u).status != UnitStatus::OnMap) continue;
        GameState gone = game.state();
        gone.unit(u).status = UnitStatus::Eliminated;
        const Game moved(game, gone);
        const std::vector<Hex> after = reached(moved, ThreatMap(moved, Side::Allied));
        for (Hex h : before) ASSERT_TRUE(std::find(after.begin(), after.end(), h) != after.end()) << s.units[u.slot()].id;
        opened += after.size() > before.size() ? 1 : 0;
    }
    EXPECT_GT(opened, 0);
}

// Rescored against another reading of the enemy's reach, each option is worth what it would be
// had the options been drawn up against that reading in the first place.
TEST(Refit, RescoredOptionsAreWorthWhatTheyWouldBeAgainstTheNewReach) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const Scenario& s = game.scenario();
    const Side side = game.state().phasing;
    const ValueModel values(s, game.state(), side);
    const ThreatMap present(game, enemyOf(side));
    GameState thinned = game.state();  // half of our units gone: the enemy reaches further
    int n = 0;
    for (UnitIndex u : unitIndices(s))
        if (s.units[u.slot()].side == side && thinned.unit(u).status == UnitStatus::OnMap && n++ % 2 == 0)
            thinned.unit(u).status = UnitStatus::Eliminated;
    const ThreatMap other(Game(game, thinned), enemyOf(side));
    std::vector<UnitOptions> units = moveOptions(game, values, present, 4);
    const std::vector<UnitOptions> fresh = moveOptions(game, values, other, 4);
    rescoreOptions(game, values, other, units);
    int compared = 0, changed = 0;
    const std::vector<UnitOptions> first = moveOptions(game, values, present, 4);
    for (std::size_t i = 0; i < units.size(); ++i)
        for (std::size_t k = 0; k < units[i].options.size(); ++k) {
            const MoveOption& m = units[i].options[k];
            changed += std::abs(m.worth - first[i].options[k].worth) > 1e-9 ? 1 : 0;
            for (const MoveOption& f : fresh[i].options)
                if (f.to == m.to && f.stay == m.stay) {
                    EXPECT_DOUBLE_EQ(m.worth, f.worth) << s.units[units[i].unit.slot()].id;
                    ++compared;
                }
        }
    EXPECT_GT(compared, 20);
    EXPECT_GT(changed, 0);  // the new reach does change what some places are worth
}

// A refit is a pass of its own: it may score as many plans again, its commands are ones the
// engine accepts, and on the same seed it gives the same plan.
TEST(Refit, APassAgainScoresAsManyPlansAgainAndGivesALegalPlan) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    SearchLimits limits;
    limits.maxSweeps = 3;
    limits.breadth = 4;
    limits.plans = 150;
    const MovementPlan once = planMovement(game, limits);
    EXPECT_GE(once.plans, 150);  // the bound is reached (a unit's options are tried to the end)
    limits.refits = 1;
    const MovementPlan refitted = planMovement(game, limits);
    EXPECT_LT(refitted.plans, 2 * once.plans + 50);
    EXPECT_GE(refitted.plans, once.plans + 150);
    Game after(game, game.state());
    for (const Command& c : refitted.commands) ASSERT_TRUE(after.apply(c).ok());
    EXPECT_FALSE(refitted.commands.empty());
    const MovementPlan again = planMovement(game, limits);
    EXPECT_EQ(again.commands, refitted.commands);
    EXPECT_DOUBLE_EQ(again.worth, refitted.worth);
}

// The strength of `side`'s units the enemy can attack next Player-Turn at a place with no way back
// he cannot close (6.4: a Dr there is most often a loss), read after the commands.
int boxedIn(const Game& game, Side side, const std::vector<Command>& commands) {
    Game after(game, game.state());
    for (const Command& c : commands) EXPECT_TRUE(after.apply(c).ok());
    const ThreatMap threat(after, enemyOf(side));
    const Scenario& s = game.scenario();
    int strength = 0;
    for (UnitIndex u : unitIndices(s)) {
        const UnitState& us = after.state().unit(u);
        if (s.units[u.slot()].side == side && us.status == UnitStatus::OnMap && threat.pressure(us.hex) > 0 &&
            openWaysBack(s, threat, us.hex) == 0)
            strength += s.units[u.slot()].strength;
    }
    return strength;
}

// 6.4 with 4.5 (TRAPS 8): a pass again that weighs each Dr by the ways back read from the enemy's
// reach where the plan leaves our units plans otherwise than one that counts every Dr alike, and
// leaves no more strength boxed in, over six seeded positions of the middle of the battle.
TEST(Refit, Case_6_4_APassAgainWithTheWaysBackLeavesNoMoreStrengthBoxedIn) {
    int flatBoxed = 0, readBoxed = 0, differ = 0;
    for (int k : test::kRefitPositions) {
        const test::PlannedTwice p = test::plannedTwice(k, [](SearchLimits& l) { l.refitWaysBack = true; });
        flatBoxed += boxedIn(p.game, p.game.state().phasing, p.before.commands);
        readBoxed += boxedIn(p.game, p.game.state().phasing, p.after.commands);
        differ += p.after.commands != p.before.commands ? 1 : 0;
    }
    EXPECT_GT(differ, 0);
    EXPECT_LE(readBoxed, flatBoxed);
    std::cout << "boxed in: " << flatBoxed << " counting every Dr alike, " << readBoxed << " with the ways back\n";
}

}  // namespace
}  // namespace eylau::ai
