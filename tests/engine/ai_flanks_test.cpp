// Flanks (ai/move_candidates.h, Style::flanks, a tuning setting): the movement planner reckons an
// attack on a place with as many enemy units as can come next to it (4.4: one unit a hex; 5.4:
// every attacker next to its defender), fewer in a line, up to six out of it, instead of the three
// strongest wherever the place is.
#include "ai/move_candidates.h"
#include "ai/movement_plan.h"
#include "ai/threat_map.h"
#include "eylau/rules/game_state.h"
#include "support/battle.h"
#include "support/game_fixture.h"
#include "support/refit_positions.h"

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

// 4.4 with 5.4: the threat map keeps the six strongest enemy units that could come next to each
// hex, strongest first; the pressure of the three strongest is what it always was, and the most
// that can attack a hex together is how many of its neighbours the enemy can reach.
TEST(Flanks, Case_4_4_AsManyCanAttackAsThePlaceHasNeighboursTheEnemyCanReach) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const ThreatMap threat(game, Side::French);
    int more = 0;
    for (Hex h : game.scenario().map.hexes()) {
        EXPECT_EQ(threat.pressure(h, int(ThreatMap::kAttackers)), threat.pressure(h)) << h.id();
        for (int k = 1; k <= int(ThreatMap::kMostAttackers); ++k)
            EXPECT_LE(threat.pressure(h, k - 1), threat.pressure(h, k)) << h.id();
        EXPECT_EQ(threat.pressure(h, 7), threat.pressure(h, int(ThreatMap::kMostAttackers))) << h.id();
        int reached = 0;
        for (Hex n : neighbours(h)) reached += threat.reachable(n) ? 1 : 0;
        EXPECT_EQ(threat.approaches(h), reached) << h.id();
        if (threat.pressure(h) == 0) {
            EXPECT_EQ(threat.pressure(h, threat.approaches(h)), 0) << h.id();
        }
        more += threat.pressure(h, threat.approaches(h)) > threat.pressure(h) ? 1 : 0;
    }
    EXPECT_GT(more, 0);  // in the opening, more than three French units can come round some hex
}

// 4.4, 5.4: Legrand's line holds column 02, and Leg.1 stands out in front of it at 0304. Six of
// Ostermann's units can come next to Leg.1 from four sides; next to the line's end at 0206 they
// can come from two. Reckoned with the three strongest wherever it stands, both are as exposed;
// with the flanks, the unit out in front more and the line's end less.
TEST(Flanks, Case_5_4_AUnitOutOfTheLineCanBeAttackedByMoreThanOneInIt) {
    test::Field field(9, 7);
    field.eylauTable();
    field.leg("1", "0304").leg("2", "0202").leg("3", "0203").leg("4", "0204").leg("5", "0205").leg("6", "0206");
    field.ost("1", "0503").ost("2", "0504").ost("3", "0505").ost("4", "0603").ost("5", "0605").ost("6", "0604");
    test::Battle b(field);
    const Game game = b.game();
    const ThreatMap threat(game, Side::Allied);
    const Hex out = test::hex("0304"), end = test::hex("0206");
    ASSERT_GE(threat.approaches(out), 4);
    ASSERT_LE(threat.approaches(end), 2);
    ASSERT_EQ(threat.pressure(out), threat.pressure(end));  // three of his, as strong at either
    Style flanks;
    flanks.flanks = true;
    const UnitIndex leg1 = b["Leg.1"], leg6 = b["Leg.6"];
    EXPECT_GT(exposedShare(game, threat, leg1, out, flanks), exposedShare(game, threat, leg1, out));
    EXPECT_LT(exposedShare(game, threat, leg6, end, flanks), exposedShare(game, threat, leg6, end));
}

// FLANKS: a movement plan's pass again (REFIT) reckons each place's attackers from the enemy's
// reach read from the plan's places; over six seeded positions of the battle it plans otherwise
// than without, and every plan is legal and the same each time it is made.
TEST(Flanks, APassAgainReckoningTheFlanksPlansOtherwiseAndLegally) {
    int differ = 0;
    for (int k : test::kRefitPositions) {
        const test::PlannedTwice p = test::plannedTwice(k, [](SearchLimits& l) { l.refitFlanks = true; });
        Game after(p.game, p.game.state());
        for (const Command& c : p.after.commands) ASSERT_TRUE(after.apply(c).ok());
        EXPECT_EQ(planMovement(p.game, p.changed).commands, p.after.commands);
        differ += p.after.commands != p.before.commands ? 1 : 0;
    }
    EXPECT_GT(differ, 0);
}

}  // namespace
}  // namespace eylau::ai
