// The shipped Eylau scenario against the rulebook's Orders of Battle, turn track, victory rules
// and ../shared/RULES-NOTES.md's reconstructions.
#include "eylau/scenario/scenario_io.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace eylau {
namespace {

const Scenario& eylau() {
    static const Scenario scenario = [] {
        auto l = readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
        if (!l.ok()) {
            for (const auto& p : l.problems) ADD_FAILURE() << p.describe("eylau.json");
            return Scenario{};
        }
        return *l.scenario;
    }();
    return scenario;
}

struct DivisionTotals {
    int units = 0;
    int strength = 0;
};

std::map<std::string, DivisionTotals> totalsByDivision() {
    std::map<std::string, DivisionTotals> t;
    for (const Unit& u : eylau().units) {
        ++t[u.division].units;
        t[u.division].strength += u.strength;
    }
    return t;
}

// Unit count and total Combat Strength of each division, summed by hand from the Orders of Battle.
TEST(EylauOrderOfBattle, UnitsAndStrengthPerDivisionMatchTheRulebook) {
    const std::map<std::string, DivisionTotals> expected{
        {"Tut", {6, 26}}, {"Ess", {6, 28}}, {"Sam", {4, 26}}, {"Doc", {5, 22}}, {"Sac", {4, 27}},
        {"Kam", {3, 18}}, {"Ost", {6, 21}}, {"Les", {5, 15}}, {"Lev", {4, 16}}, {"Leg", {4, 17}},
        {"Des", {4, 21}}, {"Heu", {4, 19}}, {"Sth", {4, 17}}, {"Gd", {3, 21}},  {"Mur", {7, 20}},
        {"Mor", {3, 13}}, {"Fri", {2, 8}},  {"Gud", {2, 9}},  {"Mar", {3, 14}}, {"Gar", {3, 10}}};
    const auto actual = totalsByDivision();
    ASSERT_EQ(actual.size(), expected.size());
    for (const auto& [division, want] : expected) {
        SCOPED_TRACE(division);
        ASSERT_TRUE(actual.count(division));
        EXPECT_EQ(actual.at(division).units, want.units);
        EXPECT_EQ(actual.at(division).strength, want.strength);
    }
}

TEST(EylauOrderOfBattle, StrengthTotalsPerSide) {
    std::map<Side, int> onMap, arriving;
    for (const Unit& u : eylau().units) (u.start ? onMap : arriving)[u.side] += u.strength;
    EXPECT_EQ(onMap[Side::Allied], 168);
    EXPECT_EQ(arriving[Side::Allied], 15);
    EXPECT_EQ(onMap[Side::French], 131);
    EXPECT_EQ(arriving[Side::French], 54);
    EXPECT_EQ(eylau().units.size(), 82u);
}

TEST(EylauOrderOfBattle, StableIdsFollowThePrintedOrder) {
    const Unit* tut1 = eylau().unit("Tut.1");
    ASSERT_NE(tut1, nullptr);
    EXPECT_EQ(tut1->strength, 8);
    EXPECT_EQ(tut1->movement, 4);
    EXPECT_EQ(tut1->type, UnitType::Infantry);
    EXPECT_EQ(tut1->start, Hex::parse("0714"));
    const Unit* sac4 = eylau().unit("Sac.4");
    ASSERT_NE(sac4, nullptr);
    EXPECT_EQ(sac4->type, UnitType::Artillery);
    EXPECT_EQ(sac4->strength, 8);
    EXPECT_EQ(sac4->start, Hex::parse("1210"));
    const Unit* mur7 = eylau().unit("Mur.7");
    ASSERT_NE(mur7, nullptr);
    EXPECT_EQ(mur7->start, Hex::parse("0820"));
    const Unit* gd2 = eylau().unit("Gd.2");
    ASSERT_NE(gd2, nullptr);
    EXPECT_EQ(gd2->start, Hex::parse("1914"));
}

TEST(EylauOrderOfBattle, SidesAndNationalities) {
    for (const Unit& u : eylau().units) {
        SCOPED_TRACE(u.id);
        const Division* d = eylau().division(u.division);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ(u.side, d->side);
    }
    EXPECT_EQ(eylau().unit("Les.1")->nationality, "prussian");
    EXPECT_EQ(eylau().unit("Les.1")->side, Side::Allied);
    EXPECT_EQ(eylau().unit("Ost.1")->nationality, "russian");
    EXPECT_EQ(eylau().unit("Gd.1")->side, Side::French);
    EXPECT_TRUE(eylau().division("Gd")->guard);
}

// 2.4 and RULES-NOTES: entry codes are area letter + earliest Game-Turn.
TEST(EylauOrderOfBattle, ReinforcementsEnterByAreaAndTurn) {
    const std::map<std::string, Arrival> expected{{"Les", {"A", 7}}, {"Mor", {"B", 4}}, {"Fri", {"B", 5}},
                                                  {"Gud", {"B", 8}}, {"Mar", {"A", 9}}, {"Gar", {"A", 9}}};
    int arriving = 0;
    for (const Unit& u : eylau().units) {
        SCOPED_TRACE(u.id);
        auto it = expected.find(u.division);
        if (it == expected.end()) {
            EXPECT_TRUE(u.start.has_value());
            continue;
        }
        ++arriving;
        ASSERT_TRUE(u.arrival.has_value());
        EXPECT_EQ(*u.arrival, it->second);
    }
    EXPECT_EQ(arriving, 18);
}

TEST(EylauOrderOfBattle, ReconstructionsAreMarked) {
    const Unit* gar3 = eylau().unit("Gar.3");
    ASSERT_NE(gar3, nullptr);
    EXPECT_EQ(gar3->type, UnitType::Cavalry);
    EXPECT_EQ(gar3->provenance, Provenance::Reconstructed);
    EXPECT_FALSE(gar3->note.empty());
    const Unit* tut2 = eylau().unit("Tut.2");
    ASSERT_NE(tut2, nullptr);
    EXPECT_EQ(tut2->movement, 1);  // kept as printed
    EXPECT_EQ(tut2->provenance, Provenance::Printed);
    EXPECT_EQ(eylau().map.provenance(), Provenance::Reconstructed);
}

TEST(EylauOrderOfBattle, StartHexesAreDistinctAndOnTheMap) {
    std::set<Hex> seen;
    for (const Unit& u : eylau().units) {
        if (!u.start) continue;
        SCOPED_TRACE(u.id);
        EXPECT_TRUE(eylau().map.onMap(*u.start));
        EXPECT_TRUE(seen.insert(*u.start).second);
        EXPECT_FALSE(eylau().terrainEffects.effective(eylau().map.terrain(*u.start)).impassable);
    }
    EXPECT_EQ(seen.size(), 64u);
}

// 21.0 and RULES-NOTES: nine French and seven Allied markers, bonus 3, all reconstructed.
TEST(EylauFreshStrength, NineFrenchAndSevenAlliedMarkers) {
    std::map<Side, int> count;
    for (const FreshStrengthMarker& m : eylau().freshStrength) {
        const Division* d = eylau().division(m.division);
        ASSERT_NE(d, nullptr) << m.division;
        ++count[d->side];
        EXPECT_EQ(m.bonus, 3);
        EXPECT_EQ(m.provenance, Provenance::Reconstructed);
        EXPECT_FALSE(d->guard);
    }
    EXPECT_EQ(count[Side::French], 9);
    EXPECT_EQ(count[Side::Allied], 7);
}

TEST(EylauTurnTrack, NineTurnsWithTurnThreeAtNight) {
    const auto& t = eylau().turns;
    ASSERT_EQ(t.size(), 9u);
    const char* times[] = {"1400", "1515", "1800", "0700", "0815", "0930", "1045", "1200", "1315"};
    for (std::size_t i = 0; i < t.size(); ++i) {
        EXPECT_EQ(t[i].time, times[i]);
        EXPECT_EQ(t[i].night, i == 2);
        EXPECT_EQ(t[i].provenance, i >= 7 ? Provenance::Reconstructed : Provenance::Printed);
    }
    EXPECT_EQ(eylau().rules.firstPlayer, Side::French);  // 3.0: in Eylau the French move first
}

TEST(EylauVictory, EylauHexesAndAwards) {
    const VictoryConditions& v = eylau().victory;
    ASSERT_EQ(v.hexes.size(), 2u);
    EXPECT_EQ(v.hexes[0].hex, Hex::parse("1213"));
    EXPECT_EQ(v.hexes[1].hex, Hex::parse("1313"));
    EXPECT_EQ(v.hexes[0].points, 5);
    ASSERT_EQ(v.awards.size(), 2u);
    EXPECT_EQ(v.levelFor(14), "Draw");
    EXPECT_EQ(v.levelFor(15), "Marginal Victory");
    EXPECT_EQ(v.levelFor(44), "Substantive Victory");
    EXPECT_EQ(v.levelFor(45), "Decisive Victory");
    for (const auto& a : v.awards) EXPECT_EQ(a.requiresGuardCommitted, a.side == Side::Allied);
}

// 6.0: row 1 and row 2 (but its 6-1 cell) are printed; the rest is reconstructed.
TEST(EylauCombatResultsTable, PrintedCellsAsPrinted) {
    const CombatResultsTable& crt = eylau().combatResults;
    ASSERT_EQ(crt.columns().size(), 10u);
    EXPECT_EQ(crt.columns().front().text(), "1-5");
    EXPECT_EQ(crt.columns().back().text(), "6-1");
    const char* row1[] = {"Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De", "De", "De"};
    const char* row2[] = {"Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De"};
    for (std::size_t c = 0; c < 10; ++c) {
        EXPECT_EQ(toString(crt.cell(1, c).result), row1[c]);
        EXPECT_EQ(crt.cell(1, c).provenance, Provenance::Printed);
        if (c < 9) {
            EXPECT_EQ(toString(crt.cell(2, c).result), row2[c]);
            EXPECT_EQ(crt.cell(2, c).provenance, Provenance::Printed);
        }
        for (int die = 3; die <= 6; ++die) EXPECT_EQ(crt.cell(die, c).provenance, Provenance::Reconstructed);
    }
    EXPECT_EQ(crt.cell(2, 9).provenance, Provenance::Reconstructed);
    EXPECT_EQ(crt.cell(6, 9).result, CombatResult::Ee);
}

// 9.0: the chart's values in half Movement Points.
TEST(EylauTerrainEffects, ChartValues) {
    const TerrainEffectsChart& c = eylau().terrainEffects;
    EXPECT_EQ(c.effect(Terrain::Clear).halfMP, 2);
    EXPECT_EQ(c.effect(Terrain::Woods).halfMP, 4);
    EXPECT_TRUE(c.effect(Terrain::Woods).blocksBombardment);
    EXPECT_TRUE(c.effect(Terrain::Grove).blocksBombardment);
    EXPECT_TRUE(c.effect(Terrain::Town).defenderDoubled);
    EXPECT_EQ(c.effect(HexsideFeature::Road).routeHalfMP, 2);  // 1 MP in Eylau
    EXPECT_EQ(c.effect(HexsideFeature::Slope).addHalfMP, 2);
    EXPECT_EQ(c.effect(HexsideFeature::Stream).addHalfMP, 4);
    EXPECT_TRUE(c.frozenWater());
    EXPECT_FALSE(c.effective(Terrain::Lake).impassable);
    EXPECT_FALSE(c.effective(HexsideFeature::River).blocksZoc);
}

// RULES-NOTES: every terrain type the chart names for Eylau appears on the reconstructed map.
TEST(EylauMap, UsesEveryEylauTerrainAndHexsideFeature) {
    const GameMap& m = eylau().map;
    EXPECT_GE(m.columns(), 20);
    EXPECT_GE(m.rows(), 20);
    std::set<Terrain> terrains;
    for (Hex h : m.hexes()) terrains.insert(m.terrain(h));
    for (Terrain t : {Terrain::Clear, Terrain::Woods, Terrain::Grove, Terrain::Town, Terrain::Lake})
        EXPECT_TRUE(terrains.count(t)) << toString(t);
    EXPECT_FALSE(terrains.count(Terrain::Fort));  // Dresden only
    std::set<HexsideFeature> features;
    for (const auto& [side, data] : m.hexsides())
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) features.insert(f);
    EXPECT_EQ(features.size(), kHexsideFeatures.size());
    EXPECT_EQ(m.terrain(*Hex::parse("1213")), Terrain::Town);
    EXPECT_EQ(m.terrain(*Hex::parse("1313")), Terrain::Town);
}

TEST(EylauMap, EntryAreasAreOnTheMapEdge) {
    ASSERT_EQ(eylau().entryAreas.size(), 2u);
    for (const EntryArea& a : eylau().entryAreas) {
        EXPECT_TRUE(eylau().map.isEdge(a.hex)) << a.id;
        EXPECT_EQ(a.provenance, Provenance::Reconstructed);
    }
}

}  // namespace
}  // namespace eylau
