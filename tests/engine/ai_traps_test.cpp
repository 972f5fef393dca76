// Traps (ai/move_candidates.h, Style::traps, a tuning setting): the movement planner reads how
// likely a Dr is to eliminate a unit (6.4: no safe hex to retreat into) from the neighbours of its
// place that the enemy cannot close in his next Player-Turn, instead of one share for every place.
#include "ai/leaf_threat.h"
#include "ai/move_candidates.h"
#include "ai/responses.h"
#include "ai/threat_map.h"
#include "eylau/ai/match.h"
#include "eylau/rules/game_state.h"
#include "support/battle.h"
#include "support/computer_fixture.h"
#include "support/game_fixture.h"

#include <numeric>

#include <gtest/gtest.h>

namespace eylau::ai {
namespace {

// 6.4 with 4.5: a hex is closed to a retreat by an enemy unit in it or next to it. Next Player-Turn
// the enemy can so close exactly the hexes it holds or is next to now, the hexes its units can end
// their moves in, and the hexes next to those.
TEST(Traps, Case_6_4_AHexIsClosableWhereTheEnemyCanEndInItOrNextToIt) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const GameMap& map = game.scenario().map;
    const ThreatMap threat(game, Side::Allied);
    int closableOnly = 0, open = 0;
    for (Hex h : map.hexes()) {
        bool near = threat.shut(h) || threat.reachable(h);
        for (Hex n : neighbours(h)) near = near || (map.onMap(n) && threat.reachable(n));
        EXPECT_EQ(threat.closable(h), near) << h.id();
        closableOnly += threat.closable(h) && !threat.reachable(h) && !threat.shut(h) ? 1 : 0;
        open += threat.closable(h) ? 0 : 1;
    }
    EXPECT_GT(closableOnly, 0);  // next to where he can go, not in it: closed all the same
    EXPECT_GT(open, 0);          // the French rear, out of his reach
    EXPECT_TRUE(threat.closable(Hex{0, 0}));  // off the map: no retreat there either (4.6)
}

// A French unit in the Allied army's midst has no way back the Allies cannot close; one at the
// French rear, out of their reach, has several.
TEST(Traps, Case_6_4_OpenWaysBackAreTheNeighboursTheEnemyCannotClose) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const Scenario& s = game.scenario();
    const ThreatMap threat(game, Side::Allied);
    int boxed = 0, free = 0;
    for (Hex h : s.map.hexes()) {
        int expected = 0;
        for (Hex n : neighbours(h))
            expected += s.map.onMap(n) && !s.terrainEffects.effective(s.map.terrain(n)).impassable && !threat.closable(n);
        ASSERT_EQ(openWaysBack(s, threat, h), expected) << h.id();
        boxed += threat.pressure(h) > 0 && expected == 0 ? 1 : 0;
        free += threat.pressure(h) > 0 && expected >= 3 ? 1 : 0;
    }
    EXPECT_GT(boxed, 0);
    EXPECT_GT(free, 0);  // at the edge of his reach: attacked perhaps, but with room to fall back
}

// The share of Dr results that eliminate falls as the open ways back rise, and is never more than
// a whole loss; the later the enemy's reach is read (before our moves, after them, as the enemy is
// about to move), the better the ways back tell a fatal Dr from a harmless one.
TEST(Traps, Case_6_4_TheFewerWaysBackTheMoreOftenARetreatIsALoss) {
    double told = 0;
    for (WaysBackReading reading :
         {WaysBackReading::BeforeOurMoves, WaysBackReading::AfterOurMoves, WaysBackReading::AsTheEnemyMoves}) {
        for (int open = 0; open < 6; ++open) {
            EXPECT_GE(trappedShare(open, reading), trappedShare(open + 1, reading)) << open;
            EXPECT_GT(trappedShare(open, reading), 0.0);
            EXPECT_LE(trappedShare(open, reading), 1.0);
        }
        const double tells = trappedShare(0, reading) / trappedShare(2, reading);
        EXPECT_GT(tells, std::max(3.0, told)) << int(reading);
        told = tells;
    }
}

// With traps, a place within the enemy's reach with no open way back is more exposed than the
// one share for every place says, and one with three or more is less; without, nothing changes.
TEST(Traps, Case_6_4_ExposureFollowsTheWaysBackWithTrapsAndNotWithout) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const Scenario& s = game.scenario();
    const ThreatMap threat(game, Side::Allied);
    const UnitIndex unit = [&] {
        for (UnitIndex u : unitIndices(s))
            if (s.units[u.slot()].side == Side::French && game.state().unit(u).status == UnitStatus::OnMap) return u;
        return UnitIndex(0);
    }();
    Style traps;
    traps.traps = 1.0;
    int more = 0, less = 0;
    for (Hex h : s.map.hexes()) {
        const double flat = exposedShare(game, threat, unit, h);
        const double read = exposedShare(game, threat, unit, h, traps);
        if (threat.pressure(h) == 0) {
            EXPECT_EQ(read, 0.0) << h.id();
            continue;
        }
        const int open = openWaysBack(s, threat, h);
        if (open == 0) {
            EXPECT_GE(read, flat) << h.id();
        }
        if (open >= 2) {
            EXPECT_LE(read, flat) << h.id();
        }
        more += read > flat ? 1 : 0;
        less += read < flat ? 1 : 0;
    }
    EXPECT_GT(more, 0);
    EXPECT_GT(less, 0);
}

// 6.6 with 6.4: Leg.1 has eliminated Ost.1 (De) from the French line in column 02 and may advance
// into 0304. There Ost.2 and Ost.3 can close every neighbour in their Player-Turn, where at 0204,
// in the line, its two hexes behind stay open; they can attack it at either. Weighed with the one
// share for every place, the advance is a step toward the enemy and is made; with its ways back
// read (TRAPS), it is not.
TEST(Traps, Case_6_6_NoAdvanceIntoAPlaceWithNoWayBackWhereTheLineKeepsTwo) {
    test::Field field(9, 7);
    field.leg("1", "0204").leg("2", "0202").leg("3", "0203").leg("4", "0205").leg("5", "0206");
    field.ost("1", "0304").ost("2", "0503").ost("3", "0505");
    test::Battle b(field);
    b.g.unit(b["Ost.1"]).status = UnitStatus::Eliminated;
    PendingResolution pending;
    pending.attack = b.attack({"Leg.1"}, {}, {"Ost.1"});
    pending.result = CombatResult::De;
    pending.vacated = {test::hex("0304")};
    pending.advancing = Side::French;
    b.g.pending = pending;
    b.made({"Leg.1"}, {"Ost.1"});
    const Game game = b.game();
    const ThreatMap threat(game, Side::Allied);
    ASSERT_EQ(openWaysBack(b.s, threat, test::hex("0304")), 0);
    ASSERT_EQ(openWaysBack(b.s, threat, test::hex("0204")), 2);
    ASSERT_EQ(threat.pressure(test::hex("0304")), threat.pressure(test::hex("0204")));

    const auto advance = chooseAdvance(game);
    ASSERT_TRUE(advance.has_value());
    EXPECT_EQ(std::get<AdvanceCommand>(*advance).to, test::hex("0304"));
    Style traps;
    traps.traps = 1.0;
    traps.reading = WaysBackReading::AsTheEnemyMoves;
    const auto held = chooseAdvance(game, traps);
    ASSERT_TRUE(held.has_value());
    EXPECT_FALSE(std::get<AdvanceCommand>(*held).to.has_value());
}

// TRAPS 4: the last position's threats (LEAF) weigh a Dr by the ways back as the position stands.
// In the opening, as the French begin to move, the Allies' units at risk are weighed otherwise than
// with the shut neighbours alone, and still as a loss to the Allies and a gain to the French.
TEST(Traps, Case_6_4_TheLastPositionsThreatsReadTheWaysBackWhenAsked) {
    GameOptions o;
    const Game game(test::sharedEylau(), o);
    const double shut = leafThreat(game, Side::Allied), ways = leafThreat(game, Side::Allied, true);
    EXPECT_LT(shut, 0.0);
    EXPECT_LT(ways, 0.0);
    EXPECT_NE(shut, ways);
    EXPECT_GT(leafThreat(game, Side::French, true), 0.0);
}

// The survey a game keeps (ai/retreat_survey.h, what selfplay reports): every unit a Dr eliminated
// for want of a safe hex is counted once under each reading, but in the first Player-Turn (no
// Movement Phase of its own before it to read from), and so is every one that retreated.
TEST(Traps, Case_6_4_AGameCountsEachRetreatAndEachUnitTrappedOnceUnderEachReading) {
    auto french = test::player(Level::Quick, 3), allied = test::player(Level::Greedy, 4);
    GameOptions o;
    o.seed = 7;
    const GameResult r = playGame(test::sharedEylau(), o, {french.get(), allied.get()});
    ASSERT_TRUE(r.finished) << r.failure;
    Game replay(test::sharedEylau(), o);
    std::array<int, 2> trapped{0, 0}, retreated{0, 0};
    for (const Command& c : r.played) {
        const bool first = replay.state().turn == 1 && replay.state().phasing == Side::French;
        const ApplyResult applied = replay.apply(c);
        ASSERT_TRUE(applied.ok());
        for (const Event& e : applied.events) {
            if (first || !e.unit || replay.scenario().units[e.unit->slot()].side == replay.state().phasing) continue;
            const std::size_t side = std::size_t(replay.scenario().units[e.unit->slot()].side);
            trapped[side] += e.kind == EventKind::Eliminated && e.cause == EventCause::NoSafeHex ? 1 : 0;
            retreated[side] += e.kind == EventKind::Retreated && e.cause == EventCause::None ? 1 : 0;
        }
    }
    const auto sum = [](const std::array<int, 4>& a) { return std::accumulate(a.begin(), a.end(), 0); };
    for (std::size_t side = 0; side < 2; ++side) {
        const RetreatTally& t = r.retreats[side];
        EXPECT_EQ(sum(t.now.trapped), trapped[side]) << side;
        EXPECT_EQ(sum(t.planned.trapped), trapped[side]) << side;
        EXPECT_EQ(sum(t.now.escaped), retreated[side]) << side;
        EXPECT_EQ(sum(t.planned.escaped), retreated[side]) << side;
        EXPECT_EQ(sum(t.placed.trapped), trapped[side]) << side;
        EXPECT_EQ(sum(t.placed.escaped), retreated[side]) << side;
    }
    EXPECT_GT(trapped[0] + trapped[1], 0);
    EXPECT_GT(retreated[0] + retreated[1], 0);
}

}  // namespace
}  // namespace eylau::ai
