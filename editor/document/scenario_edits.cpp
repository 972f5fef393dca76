#include "document/scenario_edits.h"

#include "commands/list_commands.h"
#include "commands/value_command.h"
#include "document/scenario_document.h"

#include <QUndoStack>

#include <algorithm>
#include <charconv>
#include <set>

namespace eylau::editor {

namespace {

std::vector<Unit>& units(Scenario& scenario) { return scenario.units; }
std::vector<Division>& divisions(Scenario& scenario) { return scenario.divisions; }
std::vector<FreshStrengthMarker>& freshStrength(Scenario& scenario) { return scenario.freshStrength; }

QString qs(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

Unit withDivision(const Scenario& scenario, Unit unit, const std::string& divisionId) {
    unit.division = divisionId;
    if (const Division* d = scenario.division(divisionId)) {
        unit.side = d->side;
        if (!unit.nationalityOverridden) unit.nationality = d->nationality;
        if (unit.nationalityOverridden && unit.nationality == d->nationality) unit.nationalityOverridden = false;
    }
    return unit;
}

std::string nextUnitId(const Scenario& scenario, const std::string& divisionId) {
    int highest = 0;
    const std::string prefix = divisionId + ".";
    std::set<std::string> used;
    for (const Unit& u : scenario.units) {
        used.insert(u.id);
        if (u.id.rfind(prefix, 0) != 0) continue;
        int n = 0;
        const char* first = u.id.data() + prefix.size();
        const char* last = u.id.data() + u.id.size();
        if (auto [end, ec] = std::from_chars(first, last, n); ec == std::errc() && end == last)
            highest = std::max(highest, n);
    }
    for (int n = highest + 1;; ++n) {
        std::string id = prefix + std::to_string(n);
        if (!used.count(id)) return id;
    }
}

std::optional<Hex> nearestFreeHex(const Scenario& scenario, Hex from) {
    std::set<Hex> taken;
    for (const Unit& u : scenario.units)
        if (u.start) taken.insert(*u.start);
    std::optional<Hex> best;
    int bestDistance = 0;
    for (const Hex h : scenario.map.hexes()) {
        if (taken.count(h) || scenario.terrainEffects.effective(scenario.map.terrain(h)).impassable) continue;
        const int d = distance(from, h);
        if (!best || d < bestDistance) {
            best = h;
            bestDistance = d;
        }
    }
    return best;
}

std::string nextEntryAreaId(const Scenario& scenario) {
    for (char c = 'A'; c <= 'Z'; ++c) {
        const std::string id(1, c);
        if (!scenario.entryArea(id)) return id;
    }
    for (int n = 1;; ++n)
        if (!scenario.entryArea("E" + std::to_string(n))) return "E" + std::to_string(n);
}

std::string uniqueDivisionId(const Scenario& scenario, const std::string& base) {
    if (!scenario.division(base)) return base;
    for (int n = 2;; ++n)
        if (!scenario.division(base + std::to_string(n))) return base + std::to_string(n);
}

void placeUnit(ScenarioDocument& document, const std::string& unitId, Hex hex) {
    const std::optional<UnitIndex> index = document.scenario().unitIndex(unitId);
    if (!index) return;
    Unit after = document.scenario().units[index->slot()];
    after.start = hex;
    after.arrival.reset();
    document.push(new ReplaceItemCommand<Unit>(document, units, index->slot(), after, Change::Units,
                                               QObject::tr("Place %1 on %2").arg(qs(unitId), qs(hex.id()))));
}

void editUnit(ScenarioDocument& document, std::size_t index, Unit after, int mergeKey) {
    const Scenario& scenario = document.scenario();
    const std::string division = after.division;
    after = withDivision(scenario, std::move(after), division);
    document.push(new ReplaceItemCommand<Unit>(document, units, index, after, Change::Units,
                                               QObject::tr("Edit unit %1").arg(qs(scenario.units.at(index).id)), mergeKey));
}

std::size_t addUnit(ScenarioDocument& document, Unit unit, const QString& text) {
    const Scenario& scenario = document.scenario();
    if (unit.id.empty() || scenario.unit(unit.id)) unit.id = nextUnitId(scenario, unit.division);
    const std::string division = unit.division;
    unit = withDivision(scenario, std::move(unit), division);
    const std::size_t index = scenario.units.size();
    document.push(new InsertItemCommand<Unit>(document, units, index, unit, Change::Units, text));
    return index;
}

void removeUnit(ScenarioDocument& document, std::size_t index) {
    const QString id = qs(document.scenario().units.at(index).id);
    document.push(new RemoveItemCommand<Unit>(document, units, index, Change::Units, QObject::tr("Delete unit %1").arg(id)));
}

void editDivision(ScenarioDocument& document, std::size_t index, const Division& after) {
    const Scenario& scenario = document.scenario();
    const Division before = scenario.divisions.at(index);
    if (before == after) return;
    QUndoStack* stack = document.undoStack();
    stack->beginMacro(QObject::tr("Edit division %1").arg(qs(before.id)));
    document.push(new ReplaceItemCommand<Division>(document, divisions, index, after, Change::Divisions,
                                                   QObject::tr("Edit division %1").arg(qs(before.id))));
    const Scenario& now = document.scenario();
    for (std::size_t i = 0; i < now.units.size(); ++i) {
        if (now.units[i].division != before.id) continue;
        const Unit updated = withDivision(now, now.units[i], after.id);
        if (!(updated == now.units[i]))
            document.push(new ReplaceItemCommand<Unit>(document, units, i, updated, Change::Units,
                                                       QObject::tr("Edit unit %1").arg(qs(updated.id))));
    }
    for (std::size_t i = 0; i < now.freshStrength.size(); ++i) {
        if (now.freshStrength[i].division != before.id || before.id == after.id) continue;
        FreshStrengthMarker marker = now.freshStrength[i];
        marker.division = after.id;
        document.push(new ReplaceItemCommand<FreshStrengthMarker>(document, freshStrength, i, marker,
                                                                  Change::FreshStrength,
                                                                  QObject::tr("Edit Fresh Strength marker")));
    }
    stack->endMacro();
}

void removeDivision(ScenarioDocument& document, std::size_t index) {
    const std::string id = document.scenario().divisions.at(index).id;
    QUndoStack* stack = document.undoStack();
    stack->beginMacro(QObject::tr("Delete division %1").arg(qs(id)));
    // From the end, so that the indices of the items still to remove stay put.
    for (std::size_t i = document.scenario().units.size(); i-- > 0;)
        if (document.scenario().units[i].division == id) removeUnit(document, i);
    for (std::size_t i = document.scenario().freshStrength.size(); i-- > 0;)
        if (document.scenario().freshStrength[i].division == id)
            document.push(new RemoveItemCommand<FreshStrengthMarker>(document, freshStrength, i, Change::FreshStrength,
                                                                     QObject::tr("Delete Fresh Strength marker")));
    document.push(new RemoveItemCommand<Division>(document, divisions, index, Change::Divisions,
                                                  QObject::tr("Delete division %1").arg(qs(id))));
    stack->endMacro();
}

GameMap resizedMap(const GameMap& map, int columns, int rows, int firstColumn, int firstRow) {
    GameMap result(columns, rows, firstColumn, firstRow, map.defaultTerrain(), map.provenance());
    for (const auto& [hex, data] : map.explicitHexes())
        if (result.onMap(hex)) result.setHex(hex, data);
    for (const auto& [side, data] : map.hexsides())
        if (result.onMap(side.first) || result.onMap(side.second)) result.setHexside(side, data);
    return result;
}

void resizeMap(ScenarioDocument& document, int columns, int rows, int firstColumn, int firstRow) {
    auto field = [](Scenario& scenario) -> GameMap& { return scenario.map; };
    document.push(new ValueCommand<GameMap>(document, field,
                                            resizedMap(document.scenario().map, columns, rows, firstColumn, firstRow),
                                            Change::Map,
                                            QObject::tr("Resize the map to %1 x %2 hexes").arg(columns).arg(rows)));
}

}  // namespace eylau::editor
