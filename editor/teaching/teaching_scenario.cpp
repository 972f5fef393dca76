// The teaching scenario, "Grünau Mill": a French advance guard must take a village held by an
// Allied rearguard behind a river and a stream. Every edit goes through the editor's commands,
// as if made with the map tools and panels.
#include "teaching/teaching_scenario.h"

#include "commands/list_commands.h"
#include "commands/map_commands.h"
#include "commands/value_command.h"
#include "document/blank_scenario.h"
#include "document/scenario_document.h"
#include "document/scenario_edits.h"
#include "tools/map_geometry.h"

#include "eylau/scenario/scenario.h"

#include <initializer_list>
#include <stdexcept>
#include <string>

namespace eylau::editor {

namespace {

Hex hex(const char* id) {
    const auto h = Hex::parse(id);
    if (!h) throw std::logic_error(std::string("bad hex id in the teaching scenario: ") + id);
    return *h;
}

// The Terrain tool: paint hexes, naming them as the Name tool does.
void paint(ScenarioDocument& d, Terrain terrain, std::initializer_list<const char*> hexes, const char* name = "") {
    std::map<Hex, MapHex> after;
    for (const char* id : hexes) {
        MapHex data = d.scenario().map.hex(hex(id));
        data.terrain = terrain;
        data.name = name;
        after.emplace(hex(id), data);
    }
    d.push(new SetHexesCommand(d, after, QStringLiteral("Paint")));
}

// The Hexside tool: add a feature to each hexside.
void draw(ScenarioDocument& d, HexsideFeature feature, const std::vector<Hexside>& sides) {
    std::map<Hexside, MapHexside> after;
    for (const Hexside s : sides) {
        MapHexside data = d.scenario().map.hexside(s);
        data.features.set(feature);
        after.emplace(s, data);
    }
    d.push(new SetHexsidesCommand(d, after, QStringLiteral("Draw")));
}

// The Road tool: a drag through the waypoints; every hexside crossed carries the route.
void lay(ScenarioDocument& d, HexsideFeature route, std::initializer_list<const char*> waypoints) {
    std::vector<Hexside> crossed;
    const char* previous = nullptr;
    for (const char* w : waypoints) {
        if (previous)
            for (const Hexside s : crossedHexsides(d.scenario().map, hex(previous), hex(w))) crossed.push_back(s);
        previous = w;
    }
    draw(d, route, crossed);
}

// The hexsides along the east side of an even column's hexes, rows first..last: a line
// running north-south between that column and the next.
std::vector<Hexside> eastOfEvenColumn(int column, int first, int last) {
    std::vector<Hexside> sides;
    for (int r = first; r <= last; ++r) {
        sides.push_back(*Hexside::between(Hex{column, r}, Hex{column + 1, r}));
        sides.push_back(*Hexside::between(Hex{column, r}, Hex{column + 1, r + 1}));
    }
    return sides;
}

// The hexsides along the west side of an even column's hexes.
std::vector<Hexside> westOfEvenColumn(int column, int first, int last) {
    std::vector<Hexside> sides;
    for (int r = first; r <= last; ++r) {
        sides.push_back(*Hexside::between(Hex{column, r}, Hex{column - 1, r}));
        sides.push_back(*Hexside::between(Hex{column, r}, Hex{column - 1, r + 1}));
    }
    return sides;
}

template <class T>
void append(ScenarioDocument& d, ListField<T> list, T item, Changes change) {
    const std::size_t at = list(d.mutableScenario()).size();
    d.push(new InsertItemCommand<T>(d, list, at, std::move(item), change, QStringLiteral("Add")));
}

Unit unit(const char* division, UnitType type, int strength, int movement) {
    Unit u;
    u.division = division;
    u.type = type;
    u.strength = strength;
    u.movement = movement;
    return u;
}

Unit starting(Unit u, const char* at) {
    u.start = hex(at);
    return u;
}

Unit entering(Unit u, const char* area, int turn) {
    u.arrival = Arrival{area, turn};
    return u;
}

const char* kDescription =
    "A small teaching battle on the Standard Rules alone, five Game-Turns long, the last at dusk. A French "
    "advance guard coming from the west must take the village of Grünau, held by an Allied rearguard behind "
    "the Mühlbach, before Prussian help arrives from the east. The map shows every kind of terrain and "
    "hexside: clear ground, the Eichwald (woods), two groves, the village (town), the Galgenberg redoubt "
    "(fort) behind its slope, the mill pond (a lake, not frozen, so impassable), the Mühlbach as a river "
    "in the north and a stream in the south, the Hohlweg gully by the wood, the Grünau road with its bridge "
    "over the river, and a farm trail with bridges over the gully and the stream. Built with the scenario "
    "editor; every value is this scenario's own but the combat effect of gully and stream hexsides, which the "
    "Standard Rules' chart leaves blank (our reading: they double a defender as a slope does).";

}  // namespace

Scenario teachingStart() { return blankScenario({12, 10, Terrain::Clear}); }

void buildTeachingScenario(ScenarioDocument& d) {
    auto str = [](Scenario& scenario) -> std::string& { return scenario.name; };
    d.push(new ValueCommand<std::string>(d, str, "Grünau Mill", Change::Info, QStringLiteral("Name")));
    auto title = [](Scenario& scenario) -> std::string& { return scenario.title; };
    d.push(new ValueCommand<std::string>(d, title, "Grünau Mill: a teaching battle", Change::Info, QStringLiteral("Title")));
    auto description = [](Scenario& scenario) -> std::string& { return scenario.description; };
    d.push(new ValueCommand<std::string>(d, description, kDescription, Change::Info, QStringLiteral("Description")));

    // The charts: the Standard Rules' values, water unfrozen, every row this scenario's own.
    TerrainEffectsChart chart = d.scenario().terrainEffects;
    for (Terrain t : kTerrains) {
        TerrainEffect e = chart.effect(t);
        e.provenance = Provenance::Printed;
        e.note.clear();
        chart.setEffect(t, e);
    }
    for (HexsideFeature f : kHexsideFeatures) {
        HexsideEffect e = chart.effect(f);
        // The gully and stream rows keep the mark and note of our reading of their combat cell
        // (the Standard Rules' chart prints none): it is not this scenario's own.
        if (f == HexsideFeature::Gully || f == HexsideFeature::Stream) continue;
        e.provenance = Provenance::Printed;
        e.note.clear();
        chart.setEffect(f, e);
    }
    {
        TerrainEffect lake = chart.effect(Terrain::Lake);
        lake.note = "Not frozen in this battle: the mill pond cannot be entered.";
        chart.setEffect(Terrain::Lake, lake);
        HexsideEffect river = chart.effect(HexsideFeature::River);
        river.note = "Not frozen: crossed only at the bridge; ZOC does not extend across it.";
        chart.setEffect(HexsideFeature::River, river);
    }
    auto tec = [](Scenario& scenario) -> TerrainEffectsChart& { return scenario.terrainEffects; };
    d.push(new ValueCommand<TerrainEffectsChart>(d, tec, chart, Change::TerrainEffects, QStringLiteral("Chart")));
    CombatResultsTable crt = d.scenario().combatResults;
    for (int die = 1; die <= crt.dieFaces(); ++die)
        for (std::size_t c = 0; c < crt.columns().size(); ++c) {
            CombatResultCell cell = crt.cell(die, c);
            cell.provenance = Provenance::Printed;
            crt.setCell(die, c, cell);
        }
    auto table = [](Scenario& scenario) -> CombatResultsTable& { return scenario.combatResults; };
    d.push(new ValueCommand<CombatResultsTable>(d, table, crt, Change::CombatResults, QStringLiteral("Table")));

    // Terrain.
    paint(d, Terrain::Town, {"0804", "0805"}, "Grünau");
    paint(d, Terrain::Fort, {"1007"}, "Galgenberg redoubt");
    paint(d, Terrain::Woods, {"0208", "0209", "0308", "0309"}, "Eichwald");
    paint(d, Terrain::Grove, {"0502"}, "Mill copse");
    paint(d, Terrain::Grove, {"1102"});
    paint(d, Terrain::Lake, {"0906"}, "Mill pond");

    // Hexsides: the Mühlbach (river in the north, stream in the south), the Galgenberg slope,
    // the Hohlweg gully, the road and the trail with their bridges.
    draw(d, HexsideFeature::River, eastOfEvenColumn(6, 1, 5));
    draw(d, HexsideFeature::Stream, eastOfEvenColumn(6, 6, 10));
    draw(d, HexsideFeature::Slope, westOfEvenColumn(10, 7, 8));
    draw(d, HexsideFeature::Gully, westOfEvenColumn(4, 7, 8));
    lay(d, HexsideFeature::Road, {"0005", "0305", "0604", "0704", "0804", "1004", "1304"});
    lay(d, HexsideFeature::Trail, {"0309", "0509", "0609", "0710", "0909", "1008"});
    std::vector<Hexside> bridges;
    for (const auto& [s, data] : d.scenario().map.hexsides())
        if (data.features.isRoute() && (data.features.has(HexsideFeature::River) || data.features.has(HexsideFeature::Stream) ||
                                        data.features.has(HexsideFeature::Gully)))
            bridges.push_back(s);
    draw(d, HexsideFeature::Bridge, bridges);

    // The Game-Turn track: five turns, the last at dusk.
    auto turns = [](Scenario& scenario) -> std::vector<GameTurn>& { return scenario.turns; };
    d.push(new ReplaceItemCommand<GameTurn>(d, turns, 0, GameTurn{1, "1300", {}, false, Provenance::Printed, {}},
                                            Change::Turns, QStringLiteral("Turn")));
    append(d, ListField<GameTurn>(turns), GameTurn{2, "1415", {}, false, Provenance::Printed, {}}, Change::Turns);
    append(d, ListField<GameTurn>(turns), GameTurn{3, "1530", {}, false, Provenance::Printed, {}}, Change::Turns);
    append(d, ListField<GameTurn>(turns), GameTurn{4, "1645", {}, false, Provenance::Printed, {}}, Change::Turns);
    append(d, ListField<GameTurn>(turns),
           GameTurn{5, "1800", {}, true, Provenance::Printed, "Dusk: a night Game-Turn (8.0)."}, Change::Turns);

    // Entry areas, on the two ends of the road.
    auto areas = [](Scenario& scenario) -> std::vector<EntryArea>& { return scenario.entryAreas; };
    append(d, ListField<EntryArea>(areas), EntryArea{"A", "West road", hex("0105"), Provenance::Printed, {}}, Change::EntryAreas);
    append(d, ListField<EntryArea>(areas), EntryArea{"B", "East road", hex("1204"), Provenance::Printed, {}}, Change::EntryAreas);

    // Divisions: the blank scenario's two become the advance guard and the rearguard.
    editDivision(d, 0, Division{"Av", "Advance Guard", Side::French, "french", false, Provenance::Printed, {}});
    editDivision(d, 1, Division{"Rg", "Rearguard", Side::Allied, "russian", false, Provenance::Printed, {}});
    auto divisions = [](Scenario& scenario) -> std::vector<Division>& { return scenario.divisions; };
    append(d, ListField<Division>(divisions), Division{"Cav", "Light Cavalry", Side::French, "french", false, Provenance::Printed, {}},
           Change::Divisions);
    append(d, ListField<Division>(divisions), Division{"Pr", "Prussian Detachment", Side::Allied, "prussian", false, Provenance::Printed, {}},
           Change::Divisions);

    // The order of battle: French in the west, the rearguard in and around Grünau.
    const QString add = QStringLiteral("Add unit");
    addUnit(d, starting(unit("Av", UnitType::Infantry, 6, 4), "0304"), add);
    addUnit(d, starting(unit("Av", UnitType::Infantry, 5, 4), "0306"), add);
    addUnit(d, starting(unit("Av", UnitType::Infantry, 5, 4), "0403"), add);
    addUnit(d, starting(unit("Av", UnitType::Infantry, 4, 4), "0407"), add);
    addUnit(d, starting(unit("Av", UnitType::Artillery, 4, 3), "0205"), add);
    addUnit(d, starting(unit("Cav", UnitType::Cavalry, 3, 6), "0202"), add);
    addUnit(d, entering(unit("Cav", UnitType::Cavalry, 3, 6), "A", 2), add);
    addUnit(d, starting(unit("Rg", UnitType::Infantry, 6, 4), "0804"), add);
    addUnit(d, starting(unit("Rg", UnitType::Infantry, 5, 4), "0805"), add);
    addUnit(d, starting(unit("Rg", UnitType::Infantry, 4, 4), "0702"), add);
    addUnit(d, starting(unit("Rg", UnitType::Artillery, 4, 3), "1007"), add);
    addUnit(d, starting(unit("Rg", UnitType::Cavalry, 2, 5), "0908"), add);
    addUnit(d, entering(unit("Pr", UnitType::Infantry, 5, 4), "B", 3), add);
    addUnit(d, entering(unit("Pr", UnitType::Cavalry, 3, 6), "B", 4), add);

    // Victory: the village and the redoubt, and the levels.
    auto hexes = [](Scenario& scenario) -> std::vector<VictoryHex>& { return scenario.victory.hexes; };
    append(d, ListField<VictoryHex>(hexes), VictoryHex{hex("0804"), "Grünau", 5, Provenance::Printed, {}}, Change::Victory);
    append(d, ListField<VictoryHex>(hexes), VictoryHex{hex("0805"), "Grünau", 5, Provenance::Printed, {}}, Change::Victory);
    append(d, ListField<VictoryHex>(hexes), VictoryHex{hex("1007"), "Galgenberg redoubt", 3, Provenance::Printed, {}},
           Change::Victory);
    auto levels = [](Scenario& scenario) -> std::vector<VictoryLevel>& { return scenario.victory.levels; };
    append(d, ListField<VictoryLevel>(levels), VictoryLevel{5, "Marginal Victory", Provenance::Printed, {}}, Change::Victory);
    append(d, ListField<VictoryLevel>(levels), VictoryLevel{12, "Decisive Victory", Provenance::Printed, {}}, Change::Victory);
}

}  // namespace eylau::editor
