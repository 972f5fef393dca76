// The hex inspector's question (unit_outlook.h): what a unit may still do now, each part the
// answer of the play query the command runner agrees with.
#include "eylau/game/game.h"
#include "eylau/game/unit_outlook.h"

#include "support/battle.h"
#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

using test::Battle;
using test::Field;

TEST(UnitOutlook, Case_4_1_APhasingUnitMayMoveWithItsMovementPointsLeft) {
    Game game(test::sharedEylau(), GameOptions{});
    const UnitIndex leg = *game.unitIndex("Leg.1");
    const UnitOutlook o = unitOutlook(game, leg);
    EXPECT_TRUE(o.phasing);
    EXPECT_TRUE(o.mayMove);
    EXPECT_EQ(o.halfMPLeft, game.scenario().units[leg.slot()].movement * 2);
    EXPECT_FALSE(o.cannotMove);
    EXPECT_FALSE(o.mustAttack);
    EXPECT_FALSE(o.mayJoinAttack);  // no Combat Phase now
}

TEST(UnitOutlook, Case_4_0_TheOtherPlayersUnitsDoNotMoveNow) {
    const Game game(test::sharedEylau(), GameOptions{});
    const UnitOutlook o = unitOutlook(game, *game.unitIndex("Tut.1"));
    EXPECT_FALSE(o.phasing);
    EXPECT_FALSE(o.mayMove);
    EXPECT_FALSE(o.cannotMove);  // not asked: it is not his Movement Phase
}

TEST(UnitOutlook, Case_4_5_AUnitInAnEnemyZoneOfControlSaysWhyItCannotMove) {
    Battle b(Field(8, 8).leg("1", "0404").ost("1", "0504"));
    b.g.phase = Phase::Movement;
    const Game g = b.game();
    const UnitOutlook o = unitOutlook(g, b["Leg.1"]);
    EXPECT_FALSE(o.mayMove);
    ASSERT_TRUE(o.cannotMove);
    EXPECT_EQ(o.cannotMove->ruleCase, g.whyCannotMove(b["Leg.1"])->ruleCase);
}

TEST(UnitOutlook, Case_5_1_MustAttackAndMustBeAttackedUntilTheAttackIsMade) {
    Battle b(Field(8, 8).leg("1", "0404").leg("2", "0604").ost("1", "0504").ost("2", "0704"));
    Game g = b.game();
    UnitOutlook leg = unitOutlook(g, b["Leg.1"]);
    UnitOutlook ost = unitOutlook(g, b["Ost.1"]);
    EXPECT_TRUE(leg.mustAttack && leg.mayJoinAttack && leg.phasing);
    EXPECT_TRUE(ost.mustBeAttacked && ost.mayJoinAttack && !ost.phasing);
    EXPECT_FALSE(leg.mustBeAttacked);
    EXPECT_FALSE(ost.mustAttack);
    // After Leg.1 has attacked Ost.1, neither is under obligation, and neither may join another
    // attack (5.2), for the reason the command runner gives; Leg.2 and Ost.2 still are.
    b.made({"Leg.1"}, {"Ost.1"});
    g = b.game();
    leg = unitOutlook(g, b["Leg.1"]);
    ost = unitOutlook(g, b["Ost.1"]);
    EXPECT_FALSE(leg.mustAttack);
    EXPECT_FALSE(ost.mustBeAttacked);
    EXPECT_FALSE(leg.mayJoinAttack);
    ASSERT_TRUE(leg.cannotJoinAttack);
    EXPECT_EQ(leg.cannotJoinAttack->ruleCase, "5.2");
    EXPECT_EQ(leg.cannotJoinAttack, whyCannotJoinAttack(g, b["Leg.1"]));
    EXPECT_TRUE(unitOutlook(g, b["Leg.2"]).mustAttack);
    EXPECT_TRUE(unitOutlook(g, b["Ost.2"]).mustBeAttacked);
}

TEST(UnitOutlook, Case_7_0_AReinforcementSaysWhenItMayEnter) {
    const Game game(test::sharedEylau(), GameOptions{});
    for (UnitIndex u : unitIndices(game.scenario())) {
        const UnitOutlook o = unitOutlook(game, u);
        EXPECT_EQ(o.reinforcement, reinforcementStatus(game, u)) << game.scenario().units[u.slot()].id;
    }
    EXPECT_FALSE(unitOutlook(game, UnitIndex{-1}).mayMove);
}

}  // namespace
}  // namespace eylau
