// Retreats after combat: safe hexes (6.4), displacement and its chains (6.5), on purpose-made
// boards. Lakes (impassable in the minimal scenario) wall units in.
#include "eylau/rules/combat_rules.h"
#include "rules/combat_rules_internal.h"

#include "support/battle.h"
#include "support/game_fixture.h"
#include "support/random_positions.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

// Every board: 8 x 8 (support/battle.h); "Leg" units are French, "Ost" units Allied.
using test::Battle;
using test::Field;

std::vector<Hex> hexes(std::initializer_list<const char*> ids) {
    std::vector<Hex> v;
    for (const char* id : ids) v.push_back(test::hex(id));
    return v;
}

// Neighbours of 0404: 0403 0504 0505 0405 0305 0304. Leg.2 in 0402 controls 0403 and 0303;
// Leg.3 in 0505 controls 0504, 0405 and 0404.
TEST(Retreat, Case_6_4_SafeHexes) {
    Battle b(Field(8, 8).lakes({"0405"}).ost("2", "0404").leg("2", "0402").leg("3", "0505"));
    EXPECT_EQ(b.safe("Ost.2"), hexes({"0305", "0304"}));
    EXPECT_EQ(b.retreat("Ost.2", "0304"), "");
    EXPECT_EQ(b.retreat("Ost.2", "0403"), "[6.4] 0403 is in the Zone of Control of Leg.2: not a safe hex");
    EXPECT_EQ(b.retreat("Ost.2", "0504"), "[6.4] 0504 is in the Zone of Control of Leg.3: not a safe hex");
    EXPECT_EQ(b.retreat("Ost.2", "0505"), "[6.4] 0505 is occupied by Leg.3: not a safe hex");
    EXPECT_EQ(b.retreat("Ost.2", "0405"), "[6.4] Ost.2 could not enter 0405 in a Movement Phase: not a safe hex");
    EXPECT_EQ(b.retreat("Ost.2", "0406"), "[6.3] a retreat is one hex: 0406 is not next to 0404");
    EXPECT_TRUE(b.canRetreat("Ost.2"));

    // Traversable for the unit's type: artillery crosses a gully only at a bridge (9.0).
    Battle g(Field(8, 8).hexside("0606", "0607", "gully").ost("1", "0606").ost("4", "artillery", "0706")
                 .hexside("0706", "0707", "gully"));
    EXPECT_EQ(g.safe("Ost.1").size(), 6u);
    const std::vector<Hex> gunSafe = g.safe("Ost.4");
    EXPECT_EQ(std::count(gunSafe.begin(), gunSafe.end(), test::hex("0707")), 0);
    EXPECT_EQ(gunSafe.size(), 5u);

    // Off the map is never safe (4.6).
    Battle edge(Field(8, 8).ost("1", "0101"));
    EXPECT_EQ(edge.retreat("Ost.1", "0100"), "[6.4] 0100 is off the map: not a safe hex (4.6)");
}

TEST(Retreat, Case_6_4_NoSafeHexMeansDestroyed) {
    Battle b(Field(8, 8).lakes({"0504", "0505", "0405", "0305", "0304"}).ost("1", "0404").leg("1", "0403"));
    EXPECT_TRUE(b.safe("Ost.1").empty());
    EXPECT_FALSE(b.canRetreat("Ost.1"));
    // A unit off the map cannot retreat either.
    b.g.unit(b["Ost.1"]).status = UnitStatus::Eliminated;
    EXPECT_FALSE(b.canRetreat("Ost.1"));
}

// Ost.2 in 0404 retreats from Leg.2 (0402); the lakes leave it 0305 and 0304.
Field pocket() { return std::move(Field(8, 8).lakes({"0504", "0505", "0405"}).leg("2", "0402").ost("2", "0404")); }

TEST(Retreat, Case_6_5_DisplacementOnlyWhenNoEmptySafeHex) {
    Battle b(pocket().ost("3", "0304"));
    EXPECT_EQ(b.retreat("Ost.2", "0304", {{"Ost.3", "0204"}}),
              "[6.4] Ost.2 must retreat into an empty safe hex (0305 is free) before displacing");
    EXPECT_EQ(b.retreat("Ost.2", "0305"), "");

    // Both safe hexes friendly: Ost.3 may be displaced, into a safe hex of its own.
    Battle full(pocket().ost("3", "0304").ost("4", "0305"));
    EXPECT_TRUE(full.canRetreat("Ost.2"));
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.3", "0204"}}), "");
    EXPECT_EQ(full.retreat("Ost.2", "0304"),
              "[6.5] Ost.2's retreat into 0304 displaces Ost.3: where Ost.3 goes must be given");
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.4", "0406"}}), "[6.5] the unit displaced from 0304 is Ost.3, not Ost.4");
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.3", "0404"}}),
              "[6.5] Ost.3 may not retreat into 0404: the units of this retreat came from there");
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.3", "0303"}}),
              "[6.4] 0303 is in the Zone of Control of Leg.2: not a safe hex");
    // The displaced unit, too, displaces only when it has no empty safe hex.
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.3", "0305"}, {"Ost.4", "0306"}}),
              "[6.5] Ost.3 must retreat into an empty safe hex (0204 is free) rather than displace Ost.4");
    EXPECT_EQ(full.retreat("Ost.2", "0304", {{"Ost.3", "0204"}, {"Ost.4", "0306"}}),
              "[6.5] 0204 is empty: Ost.4 is not displaced and does not retreat");
}

// A corridor down column 03 (lakes in columns 02 and 04). Ost.1 in 0303 was bombarded by Leg.1
// in 0301, whose Zone of Control covers 0302: its only safe hex is 0304.
Field corridor() {
    Field f(8, 8);
    f.lakes({"0201", "0202", "0203", "0204", "0205", "0206", "0207", "0208",
             "0401", "0402", "0403", "0404", "0405", "0406", "0407", "0408"});
    return std::move(f.leg("1", "0301").ost("1", "0303").ost("2", "0304").ost("3", "0305"));
}

TEST(Retreat, Case_6_5_DisplacementChain) {
    Battle b(corridor());
    EXPECT_EQ(b.safe("Ost.1"), hexes({"0304"}));
    EXPECT_TRUE(b.canRetreat("Ost.1"));
    EXPECT_EQ(b.retreat("Ost.1", "0304", {{"Ost.2", "0305"}, {"Ost.3", "0306"}}), "");
    EXPECT_EQ(b.retreat("Ost.1", "0304", {{"Ost.2", "0305"}}),
              "[6.5] Ost.2's retreat into 0305 displaces Ost.3: where Ost.3 goes must be given");
    // Not back into the hex the displacing unit came from, though nothing makes it unsafe.
    EXPECT_EQ(b.retreat("Ost.1", "0304", {{"Ost.2", "0303"}}),
              "[6.5] Ost.2 may not retreat into 0303: the units of this retreat came from there");

    // A chain that cannot finish: Ost.1 is destroyed instead (6.5).
    Battle blocked(corridor().lakes({"0306"}));
    EXPECT_FALSE(blocked.canRetreat("Ost.1"));
    EXPECT_EQ(blocked.retreat("Ost.1", "0304", {{"Ost.2", "0305"}}),
              "[6.5] Ost.3 cannot be displaced: it has no safe hex to go to");
}

// 6.5 note: artillery that still owes a required bombardment may not be displaced. Leg.5 (0404) attacked
// Ost.2 (0505) and must retreat; its one safe hex holds artillery Leg.4 (0304), which can bombard
// Ost.1 (0402), and Ost.1 must be attacked: Leg.2 (0302) is in its Zone of Control.
TEST(Retreat, Case_6_5_NoDisplacingARequiredBombardment) {
    Battle b(Field(8, 8).lakes({"0305"}).leg("5", "0404").leg("4", "artillery", "0304").leg("2", "0302")
                 .ost("1", "0402").ost("2", "0505"));
    b.g.unit(b["Leg.5"]).attacked = true;
    b.g.unit(b["Ost.2"]).defended = true;
    EXPECT_EQ(b.safe("Leg.5"), hexes({"0304"}));
    EXPECT_FALSE(b.canRetreat("Leg.5"));
    EXPECT_EQ(b.retreat("Leg.5", "0304", {{"Leg.4", "0204"}}),
              "[6.5] Leg.4 cannot be displaced: it has yet to make a required bombardment of Ost.1");
    // Once Ost.1 has been attacked, the artillery may make way.
    b.g.unit(b["Ost.1"]).defended = true;
    EXPECT_TRUE(b.canRetreat("Leg.5"));
    EXPECT_EQ(b.retreat("Leg.5", "0304", {{"Leg.4", "0204"}}), "");
}

// The yes/no safety check answers exactly what the refusal does (6.3, 6.4), for every on-map unit
// and every hex around it (and its own hex and one two hexes away), over whole random games; and
// the required-bombardment check (6.5 note) and canRetreat give the same with the open obligations
// and the answers kept in the position's Situation as when each question works them out afresh.
TEST(Retreat, SafeHexYesOrNoAgreesWithTheRefusalOverRandomGames) {
    test::RandomGames games;
    games.games = 8;
    int checked = 0;
    test::visitRandomPositions(games, [&](const Game& game) {
        const Situation situation = game.situation();
        for (UnitIndex u : unitIndices(game.state())) {
            if (game.state().units[u.slot()].status != UnitStatus::OnMap) continue;
            const Hex at = game.state().units[u.slot()].hex;
            std::vector<Hex> around{at, Hex{at.col, at.row + 2}};
            for (Hex n : neighbours(at)) around.push_back(n);
            for (Hex h : around) {
                ASSERT_EQ(combat_detail::isSafeHex(situation, u, h), !combat_detail::unsafe(situation, u, h))
                    << game.scenario().units[u.slot()].id << " into " << h.id() << " on Game-Turn " << game.state().turn;
                ++checked;
            }
            ASSERT_EQ(combat_detail::requiredBombardmentTarget(situation, u), combat_detail::requiredBombardmentTarget(game.situation(), u))
                << game.scenario().units[u.slot()].id << " on Game-Turn " << game.state().turn;
            ASSERT_EQ(canRetreat(situation, u), canRetreat(game.situation(), u)) << game.scenario().units[u.slot()].id;
        }
    });
    EXPECT_GT(checked, 100000);
}

}  // namespace
}  // namespace eylau
