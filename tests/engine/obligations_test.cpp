// Who must attack whom (5.1), and which attacks may be declared (5.2-5.8, 6.1), on purpose-made
// boards. French units (Leg) are phasing; the Allied units (Ost) defend.
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include "support/battle.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

// Every board: 10 x 10 (support/battle.h).
using test::Battle;
using test::Field;

// Neighbours of 0404: 0403 0504 0505 0405 0305 0304. 0303 is next to 0403 but not to 0404 or
// 0505. 0603 is two hexes from 0403 and from 0505 and next to neither.

TEST(Obligations, Case_5_1_WhoMustAttackWhom) {
    Battle b(Field(10, 10).leg("1", "infantry", "0403").leg("2", "artillery", "0402").ost("1", "0404").ost("2", "0808"));
    Obligations ob = b.obligations();
    EXPECT_EQ(ob.mustAttack, b.units({"Leg.1"}));          // in Ost.1's Zone of Control
    EXPECT_EQ(ob.mustBeAttacked, b.units({"Ost.1"}));      // Leg.1 is in its Zone of Control
    b.made({"Leg.1"}, {});
    ob = b.obligations();
    EXPECT_TRUE(ob.mustAttack.empty());
    EXPECT_EQ(ob.mustBeAttacked, b.units({"Ost.1"}));      // still to be attacked
    b.made({}, {"Ost.1"});
    EXPECT_TRUE(b.obligations().empty());
    // In the Allied Combat Phase the roles turn.
    b.g = test::startingState(b.s);
    b.g.phasing = Side::Allied;
    ob = b.obligations();
    EXPECT_EQ(ob.mustAttack, b.units({"Ost.1"}));
    EXPECT_EQ(ob.mustBeAttacked, b.units({"Leg.1"}));
}

TEST(Obligations, Case_5_1_NoObligationAcrossAnUnfrozenRiver) {
    EXPECT_TRUE(Battle(Field(10, 10).hexside("0403", "0404", "river").leg("1", "infantry", "0403").ost("1", "0404")).obligations().empty());
    EXPECT_FALSE(Battle(Field(10, 10).frozen().hexside("0403", "0404", "river").leg("1", "infantry", "0403").ost("1", "0404"))
                     .obligations().empty());
}

TEST(Obligations, Case_5_1_AnAttackMayNotStrandAnObligation) {
    // Leg.1 is next to Ost.1 and Ost.2; Leg.2 only to Ost.1. The only ways through: Leg.2 takes
    // Ost.1 and Leg.1 Ost.2.
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "infantry", "0303").ost("1", "0403").ost("2", "0505"));
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1"}),
              "[5.1] after this attack Leg.2 (in the Zone of Control of Ost.1) could no longer attack");
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1", "Ost.2"}),
              "[5.1] after this attack Leg.2 (in the Zone of Control of Ost.1) could no longer attack");
    EXPECT_EQ(b.declare({"Leg.1", "Leg.2"}, {}, {"Ost.1"}),
              "[5.1] after this attack Ost.2 (which must be attacked: Leg.1 is in its Zone of Control) could no longer be attacked");
    EXPECT_EQ(b.declare({"Leg.2"}, {}, {"Ost.1"}), "");
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.2"}), "");
    b.made({"Leg.1"}, {"Ost.2"});
    EXPECT_EQ(b.declare({"Leg.2"}, {}, {"Ost.1"}), "");
}

TEST(Obligations, Case_5_1_ObligationsMustBeMetTogether) {
    // Leg.1 is next to Ost.1, Ost.2 and Ost.3; artillery Leg.2 can bombard Ost.1 or Ost.2, not both.
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "artillery", "0603").ost("1", "0403").ost("2", "0505").ost("3", "0405"));
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.3"}),
              "[5.1] after this attack Ost.1 and Ost.2 could no longer all attack or be attacked as they must (each unit "
              "takes part in one attack only, 5.2)");
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1", "Ost.3"}), "");
    EXPECT_EQ(b.declare({}, {"Leg.2"}, {"Ost.1"}), "");  // Leg.1 then attacks Ost.2 and Ost.3 together
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1", "Ost.2", "Ost.3"}), "");
}

TEST(Obligations, Case_5_1_ObligationsAlreadyImpossibleDoNotBlock) {
    // Leg.3 and Leg.4 attacked already; Ost.1 and Ost.2 must still be attacked, and only Leg.2 can
    // bombard either: one of them cannot be, whatever the player does. He may still bombard one.
    Battle b(Field(10, 10).leg("2", "artillery", "0603").leg("3", "infantry", "0303").leg("4", "infantry", "0605")
                 .ost("1", "0403").ost("2", "0505"));
    b.made({"Leg.3", "Leg.4"}, {});
    EXPECT_EQ(b.obligations().mustBeAttacked, b.units({"Ost.1", "Ost.2"}));
    EXPECT_EQ(b.declare({}, {"Leg.2"}, {"Ost.1"}), "");
    EXPECT_EQ(b.declare({}, {"Leg.2"}, {"Ost.2"}), "");
}

// Combat results can leave an obligation nobody can meet: here Ost.1 was attacked and then
// advanced (6.6) next to Leg.1, which has not attacked; Ost.2 is next only to Leg.3, which has.
TEST(Obligations, Case_5_1_AnObligationNobodyCanMeetDoesNotHoldUpThePhase) {
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "artillery", "0603").leg("3", "infantry", "0707")
                 .ost("1", "0403").ost("2", "0807").ost("3", "0505"));
    b.made({"Leg.3"}, {"Ost.1"});
    Obligations open = b.obligations();
    EXPECT_EQ(open.mustAttack, b.units({"Leg.1"}));
    EXPECT_EQ(open.mustBeAttacked, b.units({"Ost.2", "Ost.3"}));
    Obligations meetable = meetableObligations(test::Snapshot(b.s, b.g).situation);
    EXPECT_EQ(meetable.mustAttack, b.units({"Leg.1"}));           // Ost.3 is still there to attack
    EXPECT_EQ(meetable.mustBeAttacked, b.units({"Ost.3"}));       // Leg.1 or Leg.2 can
    b.made({"Leg.1"}, {"Ost.3"});
    meetable = meetableObligations(test::Snapshot(b.s, b.g).situation);
    EXPECT_TRUE(meetable.empty());
    EXPECT_EQ(b.obligations().mustBeAttacked, b.units({"Ost.2"}));  // open, but nobody can meet it
}

TEST(Obligations, Case_5_2_NoUnitInTwoAttacks) {
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "infantry", "0303").ost("1", "0403").ost("2", "0505"));
    EXPECT_EQ(b.declare({"Leg.1", "Leg.1"}, {}, {"Ost.2"}), "[5.2] Leg.1 is named twice in this attack");
    b.made({"Leg.1"}, {"Ost.2"});
    EXPECT_EQ(b.declare({"Leg.1", "Leg.2"}, {}, {"Ost.1"}), "[5.2] Leg.1 has already attacked this Combat Phase");
    EXPECT_EQ(b.declare({"Leg.2"}, {}, {"Ost.1", "Ost.2"}), "[5.2] Ost.2 has already been attacked this Combat Phase");
}

TEST(Obligations, Case_6_1_WhoTakesPart) {
    Battle b(Field(10, 10).leg("1", "infantry", "0404").ost("1", "0403"));
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {}), "[6.1] an attack needs at least one defending unit");
    EXPECT_EQ(b.declare({}, {}, {"Ost.1"}), "[6.1] an attack needs at least one attacking or bombarding unit");
    EXPECT_EQ(b.declare({"Ost.1"}, {}, {"Leg.1"}),
              "[6.1] Ost.1 is not a unit of the French player, whose Combat Phase it is");
    b.g.unit(b["Ost.1"]).status = UnitStatus::Eliminated;
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1"}), "[6.1] Ost.1 is not on the map");
}

TEST(Obligations, Case_5_4_EveryAttackerAdjacentToEveryDefender) {
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "infantry", "0303").ost("1", "0403").ost("3", "0505"));
    EXPECT_EQ(b.declare({"Leg.1", "Leg.2"}, {}, {"Ost.1", "Ost.3"}), "[5.4] Leg.2 is not adjacent to Ost.3");
    // One defender: 5.4 (several defenders) is not the case; only units in contact attack (5.0).
    EXPECT_EQ(b.declare({"Leg.2"}, {}, {"Ost.3"}), "[5.0] Leg.2 is not adjacent to Ost.3");
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.3"}), "");
}

TEST(Obligations, Case_5_6_BombardmentAtRangeTwo) {
    Battle b(Field(10, 10).leg("4", "artillery", "0402").leg("5", "infantry", "0406").leg("6", "artillery", "0202").ost("2", "0404"));
    EXPECT_EQ(b.declare({}, {"Leg.4"}, {"Ost.2"}), "");
    EXPECT_EQ(b.declare({}, {"Leg.6"}, {"Ost.2"}), "[5.6] Leg.6 is 3 hexes from Ost.2; bombardment is at exactly two hexes");
    EXPECT_EQ(b.declare({}, {"Leg.5"}, {"Ost.2"}), "[5.6] Leg.5 is not artillery and cannot bombard");
    EXPECT_EQ(b.declare({}, {"Leg.4", "Leg.6"}, {"Ost.2"}),
              "[5.6] Leg.6 is 3 hexes from Ost.2; bombardment is at exactly two hexes");
    // 9.0: through woods, no; into woods, yes.
    EXPECT_EQ(Battle(Field(10, 10).terrain("0403", "woods").leg("4", "artillery", "0402").ost("2", "0404")).declare({}, {"Leg.4"}, {"Ost.2"}),
              "[9.0] Leg.4 cannot bombard Ost.2: line of sight from 0402 to 0404 is blocked by woods in 0403");
    EXPECT_EQ(Battle(Field(10, 10).terrain("0404", "woods").leg("4", "artillery", "0402").ost("2", "0404")).declare({}, {"Leg.4"}, {"Ost.2"}), "");
}

TEST(Obligations, Case_5_6_NoBombardmentFromEnemyZoc) {
    Battle b(Field(10, 10).leg("4", "artillery", "0402").leg("1", "infantry", "0202").ost("2", "0404").ost("3", "0302"));
    EXPECT_EQ(b.declare({}, {"Leg.4"}, {"Ost.2"}), "[5.6] Leg.4 is in an enemy Zone of Control and cannot bombard");
    // It attacks its neighbour like any other unit.
    EXPECT_EQ(b.declare({"Leg.4", "Leg.1"}, {}, {"Ost.3"}), "");
}

// 9.0, river note: artillery may bombard across a river hexside, even an enemy unit right next to
// it on the far bank: the Zone of Control does not cross it.
TEST(Obligations, Case_9_0_BombardmentAcrossAnUnfrozenRiver) {
    EXPECT_EQ(Battle(Field(10, 10).hexside("0403", "0404", "river").leg("4", "artillery", "0403").ost("2", "0404"))
                  .declare({}, {"Leg.4"}, {"Ost.2"}), "");
    EXPECT_EQ(Battle(Field(10, 10).frozen().hexside("0403", "0404", "river").leg("4", "artillery", "0403").ost("2", "0404"))
                  .declare({}, {"Leg.4"}, {"Ost.2"}), "[5.6] Leg.4 is in an enemy Zone of Control and cannot bombard");
}

TEST(Obligations, Case_5_6_BombardmentMeetsAnObligation) {
    // 5.6: provided the friendly unit in that Zone of Control has another enemy unit to attack.
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("2", "artillery", "0603").ost("1", "0403").ost("2", "0505"));
    EXPECT_EQ(b.declare({}, {"Leg.2"}, {"Ost.2"}), "");
    b.made({"Leg.2"}, {"Ost.2"});
    EXPECT_EQ(b.declare({"Leg.1"}, {}, {"Ost.1"}), "");
    Battle alone(Field(10, 10).leg("1", "infantry", "0404").leg("2", "artillery", "0603").ost("2", "0505"));
    EXPECT_EQ(alone.declare({}, {"Leg.2"}, {"Ost.2"}),
              "[5.1] after this attack Leg.1 (in the Zone of Control of Ost.2) could no longer attack");
}

TEST(Obligations, Case_5_7_OneHexPerBombardment) {
    Battle b(Field(10, 10).leg("4", "artillery", "0603").leg("5", "artillery", "0602").ost("1", "0403").ost("2", "0505"));
    EXPECT_EQ(b.declare({}, {"Leg.4"}, {"Ost.1", "Ost.2"}), "[5.7] a bombardment may target only one hex");
    EXPECT_EQ(b.declare({}, {"Leg.4", "Leg.5"}, {"Ost.1"}), "");  // several guns, one hex
}

TEST(Obligations, Case_5_8_CombinedAttackNeedsOneHexInRange) {
    Battle b(Field(10, 10).leg("1", "infantry", "0404").leg("4", "artillery", "0606").leg("5", "artillery", "0707")
                 .ost("1", "0403").ost("2", "0505"));
    EXPECT_EQ(b.declare({"Leg.1"}, {"Leg.4"}, {"Ost.1", "Ost.2"}), "");  // 0606 reaches Ost.2 only
    EXPECT_EQ(b.declare({"Leg.1"}, {"Leg.5"}, {"Ost.1", "Ost.2"}),
              "[5.8] Leg.5 can bombard none of the defending hexes (Leg.5 is 5 hexes from Ost.1; bombardment is at "
              "exactly two hexes)");
}

}  // namespace
}  // namespace eylau
