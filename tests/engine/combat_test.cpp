// The odds of an attack (6.2), defender doubling (9.0), divisional integrity (20.x), fresh
// strength (21.x) and the weather (22.x), on purpose-made boards with the Eylau Combat Results
// Table.
#include "eylau/rules/combat_odds.h"

#include "rules/eylau/section_20_divisional_integrity.h"
#include "support/battle.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

namespace eylau {
namespace {

using test::allLines;
using test::Battle;
using test::Field;
using test::hasLine;

// Every board: 8 x 8 with the Eylau Combat Results Table, Ost.1 defending 0404; its neighbours
// are 0403 0504 0505 0405 0305 0304; 0402 and 0406 are two away.
Field aroundOst(int defence) {
    return std::move(Field(8, 8).eylauTable().unit("Ost.1", "allied", "infantry", defence, "0404"));
}

TEST(CombatOdds, Case_6_2_RatioRoundsForDefender) {
    EXPECT_EQ(simplifiedRatio(11, 4), (CombatRatio{2, 1}));
    EXPECT_EQ(simplifiedRatio(4, 11), (CombatRatio{1, 3}));
    EXPECT_EQ(simplifiedRatio(4, 12), (CombatRatio{1, 3}));
    EXPECT_EQ(simplifiedRatio(5, 5), (CombatRatio{1, 1}));
    EXPECT_EQ(simplifiedRatio(7, 5), (CombatRatio{1, 1}));
    EXPECT_EQ(simplifiedRatio(5, 7), (CombatRatio{1, 2}));
    EXPECT_EQ(simplifiedRatio(12, 4), (CombatRatio{3, 1}));

    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 11, "0403"));
    const OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.attackTotal, 11);
    EXPECT_EQ(o.defenceTotal, 4);
    EXPECT_EQ(o.rawRatio, (CombatRatio{2, 1}));
    EXPECT_EQ(o.rawColumn, b.column("2-1"));
    EXPECT_EQ(o.finalColumn, o.rawColumn);
    EXPECT_TRUE(hasLine(o, "[6.2] 11 to 4 simplifies to 2-1")) << allLines(o);
}

TEST(CombatOdds, Case_6_2_ClampedToTheTable) {
    const CombatResultsTable& crt = test::eylauScenario().combatResults;
    ASSERT_EQ(crt.columns().size(), 10u);
    EXPECT_EQ(columnFor(crt, {10, 1}), 9u);  // above 6-1: 6-1
    EXPECT_EQ(columnFor(crt, {1, 7}), 0u);   // below 1-5: 1-5
    EXPECT_EQ(columnFor(crt, {1, 5}), 0u);
    EXPECT_EQ(columnFor(crt, {1, 1}), 4u);
    EXPECT_EQ(columnFor(crt, {6, 1}), 9u);

    Battle b(aroundOst(1).unit("Leg.1", "french", "infantry", 10, "0403").unit("Leg.2", "french", "infantry", 0, "0405"));
    OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.rawRatio, (CombatRatio{10, 1}));
    EXPECT_EQ(o.finalColumn, 9u);
    EXPECT_TRUE(hasLine(o, "[6.2] 10 to 1 simplifies to 10-1, treated as 6-1")) << allLines(o);
    // An attack of no strength at all is at the lowest column.
    o = b.odds(b.attack({"Leg.2"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.finalColumn, 0u);
}

TEST(CombatOdds, Case_6_2_VoluntaryLowering) {
    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 11, "0403"));
    Attack a = b.attack({"Leg.1"}, {}, {"Ost.1"});
    a.lowerTo = CombatRatio{1, 1};
    OddsAccount o = b.odds(a);
    EXPECT_EQ(o.rawColumn, b.column("2-1"));
    EXPECT_EQ(o.loweredTo, (CombatRatio{1, 1}));
    EXPECT_EQ(o.finalColumn, b.column("1-1"));
    EXPECT_TRUE(hasLine(o, "[6.2] lowered to 1-1 by choice")) << allLines(o);
    // "Lowered" above the raw ratio changes nothing.
    a.lowerTo = CombatRatio{4, 1};
    o = b.odds(a);
    EXPECT_FALSE(o.loweredTo.has_value());
    EXPECT_EQ(o.finalColumn, b.column("2-1"));
}

TEST(CombatOdds, Case_9_0_TownDoublesDefender) {
    Battle b(aroundOst(5).terrain("0404", "town").unit("Leg.1", "french", "infantry", 10, "0403")
                 .unit("Leg.2", "french", "artillery", 4, "0402"));
    OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    ASSERT_EQ(o.defenders.size(), 1u);
    EXPECT_TRUE(o.defenders[0].doubled);
    EXPECT_EQ(o.defenders[0].doubledBy, "town");
    EXPECT_EQ(o.defenceTotal, 10);
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled in town: 5 x 2 = 10")) << allLines(o);
    // The line is the defence's, not the attack's (the window shows it under the defence).
    ASSERT_EQ(o.defenceLinesEnd - o.defenceLinesBegin, 1u) << allLines(o);
    EXPECT_EQ(o.lines[o.defenceLinesBegin].english(), "[9.0] Ost.1 doubled in town: 5 x 2 = 10");
    EXPECT_LE(o.defenceLinesEnd, o.ratioLinesBegin);
    // A town doubles against bombardment too.
    o = b.odds(b.attack({}, {"Leg.2"}, {"Ost.1"}));
    EXPECT_EQ(o.defenceTotal, 10);
    EXPECT_TRUE(o.attackers[0].bombarding);
}

TEST(CombatOdds, Case_9_0_SlopeDoublesOnlyWhenExclusive) {
    Battle b(aroundOst(4).hexside("0403", "0404", "slope").hexside("0504", "0404", "slope")
                 .unit("Leg.1", "french", "infantry", 4, "0403").unit("Leg.2", "french", "infantry", 4, "0504")
                 .unit("Leg.3", "french", "infantry", 4, "0405").unit("Leg.4", "french", "artillery", 4, "0406"));
    // Every adjacent attacker across a slope: doubled.
    OddsAccount o = b.odds(b.attack({"Leg.1", "Leg.2"}, {}, {"Ost.1"}));
    EXPECT_TRUE(o.defenders[0].doubled);
    EXPECT_EQ(o.defenders[0].doubledBy, "slope");
    EXPECT_EQ(o.defenceTotal, 8);
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled, attacked only across slope hexsides: 4 x 2 = 8")) << allLines(o);
    // One adjacent attacker not across a slope: not doubled.
    o = b.odds(b.attack({"Leg.1", "Leg.3"}, {}, {"Ost.1"}));
    EXPECT_FALSE(o.defenders[0].doubled);
    EXPECT_EQ(o.defenceTotal, 4);
    // Bombarding artillery does not count: still only across slopes.
    o = b.odds(b.attack({"Leg.1"}, {"Leg.4"}, {"Ost.1"}));
    EXPECT_TRUE(o.defenders[0].doubled);
    // A pure bombardment earns no slope doubling (nor through a river hexside: 9.0 note).
    o = b.odds(b.attack({}, {"Leg.4"}, {"Ost.1"}));
    EXPECT_FALSE(o.defenders[0].doubled);
}

TEST(CombatOdds, Case_9_0_DoublingNeverStacks) {
    Battle b(aroundOst(5).terrain("0404", "town").hexside("0403", "0404", "slope")
                 .unit("Leg.1", "french", "infantry", 6, "0403"));
    const OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.defenceTotal, 10);  // x2, not x4
    EXPECT_EQ(o.defenders[0].total, 10);
    EXPECT_EQ(std::count_if(o.lines.begin(), o.lines.end(), [](const Sentence& l) { return l.english().starts_with("[9.0]"); }), 1);
}

// 9.0 as RULES-NOTES reads it ("Gully and stream hexsides in combat"), on the Eylau chart as
// shipped: gully and stream hexsides double a defender as a slope does, in any mix. Ost.1 at 0404;
// Leg.1 attacks across a slope (0403), Leg.2 across a stream (0504), Leg.3 across a gully (0405).
Field streamsAndSlopes(int defence) {
    return std::move(aroundOst(defence).eylauTerrainEffects().hexside("0403", "0404", "slope")
                         .hexside("0504", "0404", "stream").hexside("0405", "0404", "gully")
                         .unit("Leg.1", "french", "infantry", 4, "0403").unit("Leg.2", "french", "infantry", 4, "0504")
                         .unit("Leg.3", "french", "infantry", 4, "0405"));
}

TEST(CombatOdds, Case_9_0_MixedSlopeAndStreamDoubleTheDefender) {
    Battle b(streamsAndSlopes(4));
    // A stream alone doubles, as a slope does, and the account names it.
    OddsAccount o = b.odds(b.attack({"Leg.2"}, {}, {"Ost.1"}));
    EXPECT_TRUE(o.defenders[0].doubled);
    EXPECT_EQ(o.defenders[0].doubledBy, "stream");
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled, attacked only across stream hexsides: 4 x 2 = 8")) << allLines(o);
    o = b.odds(b.attack({"Leg.3"}, {}, {"Ost.1"}));
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled, attacked only across gully hexsides: 4 x 2 = 8")) << allLines(o);
    // A mix of slope and stream: doubled once, every feature named, in the chart's order.
    o = b.odds(b.attack({"Leg.2", "Leg.1"}, {}, {"Ost.1"}));
    EXPECT_TRUE(o.defenders[0].doubled);
    EXPECT_EQ(o.defenders[0].doubledBy, "hexsides");
    EXPECT_EQ(o.defenceTotal, 8);
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled, attacked only across slope and stream hexsides: 4 x 2 = 8")) << allLines(o);
    o = b.odds(b.attack({"Leg.1", "Leg.2", "Leg.3"}, {}, {"Ost.1"}));
    EXPECT_TRUE(hasLine(o, "[9.0] Ost.1 doubled, attacked only across slope, gully and stream hexsides: 4 x 2 = 8"))
        << allLines(o);
    EXPECT_EQ(o.defenceTotal, 8);
}

TEST(CombatOdds, Case_9_0_TownBehindAStreamIsDoubledOnce) {
    Battle b(aroundOst(5).eylauTerrainEffects().terrain("0404", "town").hexside("0403", "0404", "stream")
                 .unit("Leg.1", "french", "infantry", 6, "0403"));
    const OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.defenceTotal, 10);  // the Terrain Notes: merely doubled, not quadrupled
    EXPECT_EQ(o.defenders[0].doubledBy, "town");
    EXPECT_EQ(std::count_if(o.lines.begin(), o.lines.end(), [](const Sentence& l) { return l.english().starts_with("[9.0]"); }), 1);
}

TEST(CombatOdds, Case_9_0_ABombardmentAcrossAStreamIsNotDoubled) {
    Battle b(streamsAndSlopes(4).hexside("0403", "0402", "stream").unit("Leg.4", "french", "artillery", 4, "0402"));
    // Artillery two hexes off, across a stream: a bombardment alone earns no hexside doubling.
    OddsAccount o = b.odds(b.attack({}, {"Leg.4"}, {"Ost.1"}));
    EXPECT_FALSE(o.defenders[0].doubled) << allLines(o);
    EXPECT_EQ(o.defenceTotal, 4);
    // With an adjacent attacker across a stream, the bombarding artillery is left out of the test.
    o = b.odds(b.attack({"Leg.2"}, {"Leg.4"}, {"Ost.1"}));
    EXPECT_TRUE(o.defenders[0].doubled);
}

TEST(CombatOdds, Case_9_0_AnAdjacentAttackerCrossingNoHexsideLeavesTheDefenderUndoubled) {
    Battle b(streamsAndSlopes(4).unit("Leg.5", "french", "infantry", 4, "0305"));
    const OddsAccount o = b.odds(b.attack({"Leg.2", "Leg.5"}, {}, {"Ost.1"}));
    EXPECT_FALSE(o.defenders[0].doubled) << allLines(o);
    EXPECT_EQ(o.defenceTotal, 4);
}

TEST(CombatOdds, Case_9_0_FreshStrengthIsAddedBeforeAMixedDoubling) {
    Battle b(streamsAndSlopes(5).fresh("Ost", 3));
    Attack a = b.attack({"Leg.1", "Leg.2"}, {}, {"Ost.1"});
    a.defenderFresh = {b["Ost.1"]};
    const OddsAccount o = b.odds(a);
    EXPECT_EQ(o.defenceTotal, 16);
    EXPECT_TRUE(hasLine(o, "[9.0, 21.2] Ost.1 doubled, attacked only across slope and stream hexsides: (5 + 3) x 2 = 16"))
        << allLines(o);
}

// The shipped scenarios carry the reading as a chart cell marked reconstructed, with its note.
TEST(CombatOdds, Case_9_0_TheShippedChartsMarkTheGullyAndStreamReadingReconstructed) {
    for (const Scenario* scenario : {&test::eylauScenario(), &test::teachingScenario()})
        for (HexsideFeature f : {HexsideFeature::Gully, HexsideFeature::Stream}) {
            const HexsideEffect& e = scenario->terrainEffects.effect(f);
            EXPECT_TRUE(e.defenderDoubledIfExclusive) << scenario->name << " " << toString(f);
            EXPECT_EQ(e.provenance, Provenance::Reconstructed) << scenario->name << " " << toString(f);
            EXPECT_NE(e.note.find("merely doubled"), std::string::npos) << scenario->name << " " << toString(f);
        }
}

TEST(CombatOdds, Case_21_2_FreshBeforeDoubling) {
    Battle b(aroundOst(5).terrain("0404", "town").fresh("Ost", 3).fresh("Leg", 3)
                 .unit("Leg.1", "french", "infantry", 5, "0403"));
    Attack a = b.attack({"Leg.1"}, {}, {"Ost.1"});
    a.attackerFresh = {b["Leg.1"]};
    a.defenderFresh = {b["Ost.1"]};
    const OddsAccount o = b.odds(a);
    EXPECT_EQ(o.defenders[0].fresh, 3);
    EXPECT_EQ(o.defenders[0].total, 16);  // (5 + 3) x 2
    EXPECT_EQ(o.defenceTotal, 16);
    EXPECT_EQ(o.attackers[0].fresh, 3);
    EXPECT_EQ(o.attackTotal, 8);
    EXPECT_TRUE(hasLine(o, "[21.1] Leg.1 fresh strength +3")) << allLines(o);
    EXPECT_TRUE(hasLine(o, "[9.0, 21.2] Ost.1 doubled in town: (5 + 3) x 2 = 16")) << allLines(o);
    EXPECT_EQ(o.finalColumn, b.column("1-2"));
}

TEST(CombatOdds, Case_20_1_TwoUnitsOfADivisionAddTwo) {
    Battle b(aroundOst(4).fresh("Leg", 3).unit("Leg.1", "french", "infantry", 3, "0403")
                 .unit("Leg.2", "french", "infantry", 3, "0405").unit("Des.1", "french", "infantry", 3, "0304"));
    const auto integrity = makeDivisionalIntegrity();
    Attack a = b.attack({"Leg.1", "Leg.2", "Des.1"}, {}, {"Ost.1"});
    a.attackerFresh = {b["Leg.1"]};
    EXPECT_EQ(b.odds(a).attackTotal, 12);  // the Standard Rules alone: no bonus
    const OddsAccount o = b.odds(a, *integrity);
    EXPECT_EQ(o.integrityBonus, 2);
    EXPECT_EQ(o.columnShifts, 0);
    EXPECT_EQ(o.attackTotal, 14);  // 3 + 3 (fresh) + 3 + 3 + 2: fresh strength does not interfere (20.4)
    EXPECT_TRUE(hasLine(o, "[20.1] Leg: 2 units attack together: +2")) << allLines(o);
    EXPECT_EQ(o.finalColumn, b.column("3-1"));
}

TEST(CombatOdds, Case_20_2_ThreeUnitsShiftOrTwo) {
    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 3, "0403").unit("Leg.2", "french", "infantry", 3, "0405")
                 .unit("Leg.3", "french", "infantry", 3, "0304").unit("Leg.4", "french", "infantry", 30, "0305"));
    const auto integrity = makeDivisionalIntegrity();
    Attack a = b.attack({"Leg.1", "Leg.2", "Leg.3"}, {}, {"Ost.1"});
    OddsAccount o = b.odds(a, *integrity);
    EXPECT_EQ(o.integrityBonus, 2);
    EXPECT_EQ(o.attackTotal, 11);
    EXPECT_EQ(o.finalColumn, b.column("2-1"));
    EXPECT_TRUE(hasLine(o, "[20.2] Leg: 3 units attack together: +2")) << allLines(o);

    a.integrityShift = true;
    o = b.odds(a, *integrity);
    EXPECT_EQ(o.integrityBonus, 0);
    EXPECT_EQ(o.columnShifts, 1);
    EXPECT_EQ(o.attackTotal, 9);
    EXPECT_EQ(o.rawColumn, b.column("2-1"));
    EXPECT_EQ(o.finalColumn, b.column("3-1"));
    EXPECT_TRUE(hasLine(o, "[20.2] Leg: 3 units, column shift 1 right")) << allLines(o);
    // Lowered first, then shifted.
    a.lowerTo = CombatRatio{1, 1};
    EXPECT_EQ(b.odds(a, *integrity).finalColumn, b.column("2-1"));
    // The shift stops at the last column.
    a = b.attack({"Leg.1", "Leg.2", "Leg.4"}, {}, {"Ost.1"});
    a.integrityShift = true;
    o = b.odds(a, *integrity);
    EXPECT_EQ(o.rawColumn, 9u);
    EXPECT_EQ(o.finalColumn, 9u);
}

TEST(CombatOdds, Case_20_3_BombardingArtilleryQualifies) {
    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 3, "0403").unit("Leg.2", "french", "artillery", 3, "0406")
                 .unit("Leg.3", "french", "artillery", 3, "0402"));
    const auto integrity = makeDivisionalIntegrity();
    OddsAccount o = b.odds(b.attack({"Leg.1"}, {"Leg.2"}, {"Ost.1"}), *integrity);
    EXPECT_EQ(o.integrityBonus, 2);
    EXPECT_EQ(o.attackTotal, 8);
    EXPECT_TRUE(hasLine(o, "[20.1] Leg: 2 units attack together: +2 (bombarding artillery qualifies, 20.3)")) << allLines(o);
    // RULES-NOTES: two artillery units of one division bombarding together also earn the +2.
    o = b.odds(b.attack({}, {"Leg.2", "Leg.3"}, {"Ost.1"}), *integrity);
    EXPECT_EQ(o.integrityBonus, 2);
    EXPECT_EQ(o.attackTotal, 8);
}

TEST(CombatOdds, Case_20_4_SeveralBonuses) {
    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 2, "0403").unit("Leg.2", "french", "infantry", 2, "0405")
                 .unit("Leg.3", "french", "infantry", 2, "0304").unit("Des.1", "french", "infantry", 2, "0504")
                 .unit("Des.2", "french", "infantry", 2, "0505").unit("Mor.1", "french", "infantry", 2, "0305"));
    const auto integrity = makeDivisionalIntegrity();
    Attack a = b.attack({"Leg.1", "Leg.2", "Leg.3", "Des.1", "Des.2", "Mor.1"}, {}, {"Ost.1"});
    OddsAccount o = b.odds(a, *integrity);
    EXPECT_EQ(o.integrityBonus, 4);  // Leg +2, Des +2, Mor alone nothing
    EXPECT_EQ(o.attackTotal, 16);
    a.integrityShift = true;
    o = b.odds(a, *integrity);
    EXPECT_EQ(o.integrityBonus, 2);  // Des
    EXPECT_EQ(o.columnShifts, 1);    // Leg
    EXPECT_EQ(o.attackTotal, 14);
    EXPECT_EQ(o.finalColumn, b.column("4-1"));
}

TEST(CombatOdds, Case_22_1_WeatherFiveEliminates) {
    EXPECT_EQ(applyWeather(CombatResult::Ar, 5), CombatResult::Ae);
    EXPECT_EQ(applyWeather(CombatResult::Dr, 5), CombatResult::De);
    EXPECT_EQ(applyWeather(CombatResult::Ae, 5), CombatResult::Ae);
    EXPECT_EQ(applyWeather(CombatResult::De, 5), CombatResult::De);
}

TEST(CombatOdds, Case_22_2_WeatherSixSwaps) {
    EXPECT_EQ(applyWeather(CombatResult::Ar, 6), CombatResult::Dr);
    EXPECT_EQ(applyWeather(CombatResult::Dr, 6), CombatResult::Ar);
    EXPECT_EQ(applyWeather(CombatResult::Ae, 6), CombatResult::De);
    EXPECT_EQ(applyWeather(CombatResult::De, 6), CombatResult::Ae);
}

TEST(CombatOdds, Case_22_3_WeatherOneToFourChangesNothing) {
    for (int w = 1; w <= 4; ++w)
        for (CombatResult r : {CombatResult::Ae, CombatResult::Ar, CombatResult::Dr, CombatResult::De, CombatResult::Ee})
            EXPECT_EQ(applyWeather(r, w), r);
}

TEST(CombatOdds, Case_22_4_NoWeatherAfterEe) {
    EXPECT_EQ(applyWeather(CombatResult::Ee, 5), CombatResult::Ee);
    EXPECT_EQ(applyWeather(CombatResult::Ee, 6), CombatResult::Ee);
    // At 6-1 (Eylau): De De De Dr Ee Ee. Ee keeps its 1/3 with the weather.
    Battle b(aroundOst(1).unit("Leg.1", "french", "infantry", 6, "0403"));
    const OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    EXPECT_DOUBLE_EQ(o.chance[std::size_t(CombatResult::Ee)], 1.0 / 3);
    EXPECT_DOUBLE_EQ(o.chanceWithWeather[std::size_t(CombatResult::Ee)], 1.0 / 3);
}

double total(const std::array<double, 5>& c) { return std::accumulate(c.begin(), c.end(), 0.0); }

TEST(CombatOdds, Case_6_2_ChancesCountedByHand) {
    // 1-1 on the Eylau table: Dr Dr Dr Ar Ar Ar.
    Battle b(aroundOst(4).unit("Leg.1", "french", "infantry", 4, "0403").unit("Leg.2", "french", "infantry", 24, "0405"));
    OddsAccount o = b.odds(b.attack({"Leg.1"}, {}, {"Ost.1"}));
    ASSERT_EQ(o.finalColumn, b.column("1-1"));
    const auto at = [](const std::array<double, 5>& c, CombatResult r) { return c[std::size_t(r)]; };
    EXPECT_DOUBLE_EQ(at(o.chance, CombatResult::Dr), 0.5);
    EXPECT_DOUBLE_EQ(at(o.chance, CombatResult::Ar), 0.5);
    EXPECT_DOUBLE_EQ(total(o.chance), 1.0);
    // Weather: a Dr stays on 1-4, becomes De on 5 and Ar on 6; an Ar likewise Ae and Dr.
    EXPECT_DOUBLE_EQ(at(o.chanceWithWeather, CombatResult::Dr), 5.0 / 12);
    EXPECT_DOUBLE_EQ(at(o.chanceWithWeather, CombatResult::Ar), 5.0 / 12);
    EXPECT_DOUBLE_EQ(at(o.chanceWithWeather, CombatResult::De), 1.0 / 12);
    EXPECT_DOUBLE_EQ(at(o.chanceWithWeather, CombatResult::Ae), 1.0 / 12);
    EXPECT_DOUBLE_EQ(total(o.chanceWithWeather), 1.0);
    // 6-1: De De De Dr Ee Ee; with weather De 16/36, Ae 3/36, Dr 4/36, Ar 1/36, Ee 12/36.
    o = b.odds(b.attack({"Leg.2"}, {}, {"Ost.1"}));
    ASSERT_EQ(o.finalColumn, b.column("6-1"));
    EXPECT_DOUBLE_EQ(at(o.chance, CombatResult::De), 0.5);
    EXPECT_DOUBLE_EQ(at(o.chance, CombatResult::Dr), 1.0 / 6);
    EXPECT_NEAR(at(o.chanceWithWeather, CombatResult::De), 16.0 / 36, 1e-12);
    EXPECT_NEAR(at(o.chanceWithWeather, CombatResult::Ae), 3.0 / 36, 1e-12);
    EXPECT_NEAR(at(o.chanceWithWeather, CombatResult::Dr), 4.0 / 36, 1e-12);
    EXPECT_NEAR(at(o.chanceWithWeather, CombatResult::Ar), 1.0 / 36, 1e-12);
    EXPECT_NEAR(total(o.chanceWithWeather), 1.0, 1e-12);
    // Every column sums to one.
    for (std::size_t c = 0; c < b.s.combatResults.columns().size(); ++c) {
        const CombatRatio r = b.s.combatResults.columns()[c];
        Battle one(aroundOst(r.defender).unit("Leg.1", "french", "infantry", r.attacker, "0403"));
        const OddsAccount oc = one.odds(one.attack({"Leg.1"}, {}, {"Ost.1"}));
        EXPECT_EQ(oc.finalColumn, c);
        EXPECT_NEAR(total(oc.chance), 1.0, 1e-12);
        EXPECT_NEAR(total(oc.chanceWithWeather), 1.0, 1e-12);
    }
}

}  // namespace
}  // namespace eylau
