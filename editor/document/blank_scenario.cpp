#include "document/blank_scenario.h"

namespace eylau::editor {

namespace {

constexpr Provenance P = Provenance::Printed;
constexpr Provenance R = Provenance::Reconstructed;

constexpr const char* kGullyStreamReading =
    "The chart prints no combat effect for gully and stream hexsides; the Eylau Terrain Notes say that a unit in a town attacked through a stream hexside is merely doubled, which only makes sense if the hexside doubles. Read like a slope: the defender is doubled when every adjacent attacking unit attacks across a gully, stream or slope hexside (any mix), never more than x2, never for a bombardment alone. The movement cost is printed; the combat effect is ours.";

}  // namespace

TerrainEffectsChart standardTerrainEffects() {
    TerrainEffectsChart chart;
    chart.setFrozenWater(false);
    chart.setEffect(Terrain::Clear, {2, false, false, false, P, {}});
    chart.setEffect(Terrain::Woods, {4, false, true, false, P, {}});
    chart.setEffect(Terrain::Grove, {2, false, true, false, P, {}});
    chart.setEffect(Terrain::Town, {2, false, true, true, P, {}});
    chart.setEffect(Terrain::Fort, {2, false, false, true, P, {}});
    chart.setEffect(Terrain::Lake, {2, true, false, false, R,
                                    "The chart gives lakes no cost: an unfrozen lake is read as an obstacle."});
    chart.setEffect(HexsideFeature::Road, {0, 2, false, false, false, false, P, "1 MP, as in Eylau."});
    chart.setEffect(HexsideFeature::Trail,
                    {0, 2, false, false, false, false, R,
                     "The chart names no trail cost; 4.2 treats 'road (or trail)' alike."});
    chart.setEffect(HexsideFeature::Slope, {2, 0, false, false, false, true, P, {}});
    // The combat cell of the gully/stream row is missing from the chart: our reading
    // (RULES-NOTES, "Gully and stream hexsides in combat"), marked so.
    chart.setEffect(HexsideFeature::Gully, {4, 0, false, true, false, true, R, kGullyStreamReading});
    chart.setEffect(HexsideFeature::Stream, {4, 0, false, true, false, true, R, kGullyStreamReading});
    chart.setEffect(HexsideFeature::River,
                    {0, 0, true, true, true, false, R,
                     "Unfrozen: crossed only at bridges; no Zone of Control reaches over an unbridged river."});
    chart.setEffect(HexsideFeature::Bridge, {0, 0, false, false, false, false, P, {}});
    return chart;
}

CombatResultsTable standardCombatResults() {
    std::vector<CombatRatio> columns;
    for (const char* c : {"1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"})
        columns.push_back(*CombatRatio::parse(c));
    // The Eylau scenario's table: die rolls 1 and 2 printed (but 2 at 6-1), 3-6 reconstructed.
    const char* results[6][10] = {
        {"Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De", "De", "De"},
        {"Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De", "De"},
        {"Ae", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr", "De"},
        {"Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Dr", "Dr", "Dr"},
        {"Ae", "Ae", "Ar", "Ar", "Ar", "Ar", "Dr", "Dr", "Ee", "Ee"},
        {"Ae", "Ae", "Ae", "Ar", "Ar", "Ar", "Ar", "Ee", "Ee", "Ee"},
    };
    std::vector<std::vector<CombatResultCell>> rows(6);
    for (int die = 0; die < 6; ++die)
        for (int c = 0; c < 10; ++c) {
            const bool printed = die == 0 || (die == 1 && c < 9);
            rows[std::size_t(die)].push_back({*parseCombatResult(results[die][c]), printed ? P : R});
        }
    return CombatResultsTable(std::move(columns), std::move(rows));
}

Scenario blankScenario(const BlankMap& size) {
    Scenario scenario;
    scenario.name = "New battle";
    scenario.rules.firstPlayer = Side::French;
    scenario.map = GameMap(size.columns, size.rows, 1, 1, size.terrain, Provenance::Printed);
    scenario.terrainEffects = standardTerrainEffects();
    scenario.combatResults = standardCombatResults();
    scenario.turns.push_back(GameTurn{1, "1200", {}, false, P, {}});
    scenario.divisions.push_back(Division{"Fr", "French", Side::French, "french", false, P, {}});
    scenario.divisions.push_back(Division{"Al", "Allied", Side::Allied, "russian", false, P, {}});
    scenario.victory.pointsPerStrengthPoint = 1;
    scenario.victory.levels.push_back(VictoryLevel{0, "Draw", P, {}});
    return scenario;
}

}  // namespace eylau::editor
