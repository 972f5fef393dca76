#include "panels/order_of_battle_panel.h"

#include "commands/list_commands.h"
#include "document/scenario_edits.h"
#include "panels/add_unit_dialog.h"
#include "panels/columns.h"
#include "panels/list_panel.h"
#include "view/editor_view.h"

#include "sentence_words.h"

#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace eylau::editor {

namespace {

std::vector<FreshStrengthMarker>& markers(Scenario& scenario) { return scenario.freshStrength; }

// Where a new unit of the division goes: beside the division's first unit on the map.
std::optional<Hex> nearDivision(const Scenario& scenario, const std::string& division) {
    for (const Unit& u : scenario.units)
        if (u.division == division && u.start && scenario.map.onMap(*u.start)) return u.start;
    return std::nullopt;
}

QStringList divisionIds(const Scenario& scenario) {
    QStringList ids;
    for (const Division& d : scenario.divisions) ids << qs(d.id);
    return ids;
}

QStringList entryAreaChoices(const Scenario& scenario) {
    QStringList ids{QString()};
    for (const EntryArea& a : scenario.entryAreas) ids << qs(a.id);
    return ids;
}

std::vector<Column<Unit>> unitColumns() {
    using C = Column<Unit>;
    std::vector<C> c;
    c.push_back({QObject::tr("Id"), [](const Scenario&, const Unit& u) -> QVariant { return qs(u.id); },
                 [](const Scenario& scenario, Unit& u, const QVariant& v) {
                     const std::string id = v.toString().trimmed().toStdString();
                     if (id.empty() || (id != u.id && scenario.unit(id))) return false;
                     u.id = id;
                     return true;
                 }});
    c.push_back({QObject::tr("Side"),
                 [](const Scenario&, const Unit& u) -> QVariant { return i18n::engineWord(displayName(u.side)); }});
    c.back().toolTip = QObject::tr("The division's side");
    c.push_back({QObject::tr("Nationality"), [](const Scenario&, const Unit& u) -> QVariant { return qs(u.nationality); },
                 [](const Scenario& scenario, Unit& u, const QVariant& v) {
                     const std::string n = v.toString().trimmed().toStdString();
                     const Division* d = scenario.division(u.division);
                     u.nationalityOverridden = !n.empty() && (!d || n != d->nationality);
                     u.nationality = u.nationalityOverridden || !d ? n : d->nationality;
                     return true;
                 }});
    c.back().toolTip = QObject::tr("The division's, unless set otherwise for the unit");
    c.push_back({QObject::tr("Division"), [](const Scenario&, const Unit& u) -> QVariant { return qs(u.division); },
                 [](const Scenario& scenario, Unit& u, const QVariant& v) {
                     const std::string d = v.toString().toStdString();
                     if (!scenario.division(d)) return false;
                     u.division = d;
                     return true;
                 },
                 divisionIds});
    c.push_back({QObject::tr("Type"), [](const Scenario&, const Unit& u) -> QVariant { return qs(toString(u.type)); },
                 [](const Scenario&, Unit& u, const QVariant& v) {
                     auto t = parseUnitType(v.toString().toStdString());
                     if (!t) return false;
                     u.type = *t;
                     return true;
                 },
                 [](const Scenario&) {
                     return QStringList{QStringLiteral("infantry"), QStringLiteral("cavalry"), QStringLiteral("artillery")};
                 }});
    c.push_back(intColumn<Unit>(QObject::tr("Strength"), &Unit::strength, 0, 99));
    c.back().toolTip = QObject::tr("Combat Strength (2.5)");
    c.push_back(intColumn<Unit>(QObject::tr("Movement"), &Unit::movement, 1, 99));
    c.back().toolTip = QObject::tr("Movement Allowance in Movement Points (2.6)");
    c.push_back({QObject::tr("Start hex"),
                 [](const Scenario&, const Unit& u) -> QVariant { return u.start ? qs(u.start->id()) : QString(); },
                 [](const Scenario&, Unit& u, const QVariant& v) {
                     const QString text = v.toString().trimmed();
                     if (text.isEmpty()) {
                         u.start.reset();
                         return true;
                     }
                     auto hex = Hex::parse(text.toStdString());
                     if (!hex) return false;
                     u.start = hex;
                     u.arrival.reset();
                     return true;
                 }});
    c.back().toolTip = QObject::tr("CCRR; or drag the row onto the map");
    c.push_back({QObject::tr("Entry area"),
                 [](const Scenario&, const Unit& u) -> QVariant { return u.arrival ? qs(u.arrival->area) : QString(); },
                 [](const Scenario&, Unit& u, const QVariant& v) {
                     const std::string area = v.toString().toStdString();
                     if (area.empty()) {
                         u.arrival.reset();
                         return true;
                     }
                     u.arrival = Arrival{area, u.arrival ? u.arrival->turn : 1};
                     u.start.reset();
                     return true;
                 },
                 entryAreaChoices});
    c.back().toolTip = QObject::tr("A reinforcement's entry area (7.0)");
    c.push_back({QObject::tr("Entry turn"),
                 [](const Scenario&, const Unit& u) -> QVariant { return u.arrival ? QVariant(u.arrival->turn) : QVariant(); },
                 [](const Scenario&, Unit& u, const QVariant& v) {
                     bool ok = false;
                     const int turn = v.toInt(&ok);
                     if (!ok || !u.arrival || turn < 1) return false;
                     u.arrival->turn = turn;
                     return true;
                 }});
    c.back().toolTip = QObject::tr("The earliest Game-Turn the reinforcement may enter");
    c.push_back(provenanceColumn<Unit>());
    c.push_back(noteColumn<Unit>());
    return c;
}

std::vector<Column<Division>> divisionColumns() {
    using C = Column<Division>;
    std::vector<C> c;
    c.push_back({QObject::tr("Id"), [](const Scenario&, const Division& d) -> QVariant { return qs(d.id); },
                 [](const Scenario& scenario, Division& d, const QVariant& v) {
                     const std::string id = v.toString().trimmed().toStdString();
                     if (id.empty() || (id != d.id && scenario.division(id))) return false;
                     d.id = id;
                     return true;
                 }});
    c.push_back(textColumn<Division>(QObject::tr("Name"), &Division::name));
    c.push_back({QObject::tr("Side"), [](const Scenario&, const Division& d) -> QVariant { return qs(toString(d.side)); },
                 [](const Scenario&, Division& d, const QVariant& v) {
                     auto side = parseSide(v.toString().toStdString());
                     if (!side) return false;
                     d.side = *side;
                     return true;
                 },
                 [](const Scenario&) { return QStringList{QStringLiteral("french"), QStringLiteral("allied")}; }});
    c.push_back(textColumn<Division>(QObject::tr("Nationality"), &Division::nationality, true));
    c.push_back(boolColumn<Division>(QObject::tr("Guard"), &Division::guard));
    c.back().toolTip = QObject::tr("The French Guard (19.1, 23.3)");
    c.push_back({QObject::tr("Units"), [](const Scenario& scenario, const Division& d) -> QVariant {
                     return int(std::count_if(scenario.units.begin(), scenario.units.end(),
                                              [&](const Unit& u) { return u.division == d.id; }));
                 }});
    c.push_back(provenanceColumn<Division>());
    c.push_back(noteColumn<Division>());
    return c;
}

std::vector<Column<FreshStrengthMarker>> markerColumns() {
    using C = Column<FreshStrengthMarker>;
    std::vector<C> c;
    c.push_back({QObject::tr("Division"),
                 [](const Scenario&, const FreshStrengthMarker& m) -> QVariant { return qs(m.division); },
                 [](const Scenario& scenario, FreshStrengthMarker& m, const QVariant& v) {
                     const std::string d = v.toString().toStdString();
                     if (!scenario.division(d)) return false;
                     m.division = d;
                     return true;
                 },
                 divisionIds});
    c.push_back(intColumn<FreshStrengthMarker>(QObject::tr("Bonus"), &FreshStrengthMarker::bonus, 1, 99));
    c.push_back(provenanceColumn<FreshStrengthMarker>());
    c.push_back(noteColumn<FreshStrengthMarker>());
    return c;
}

Hex mapCentre(const GameMap& m) {
    return Hex{m.firstColumn() + m.columns() / 2, m.firstRow() + m.rows() / 2};
}

}  // namespace

OrderOfBattlePanel::OrderOfBattlePanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), tabs_(new QTabWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    units_ = makeUnits();
    divisions_ = makeDivisions();
    freshStrength_ = makeFreshStrength();
    tabs_->addTab(units_, tr("Units"));
    tabs_->addTab(divisions_, tr("Divisions"));
    tabs_->addTab(freshStrength_, tr("Fresh Strength"));
}

ListPanel* OrderOfBattlePanel::makeUnits() {
    auto* model = new RowTableModel<Unit>(
        document_, Change::Units | Change::Divisions | Change::EntryAreas, [](const Scenario& scenario) { return scenario.units; },
        [](ScenarioDocument& d, std::size_t row, const Unit& after) { editUnit(d, row, after); }, unitColumns(), this);
    model->setDrag(QString::fromLatin1(EditorView::kUnitMimeType), [](const Unit& u) { return QByteArray::fromStdString(u.id); });
    model->setProvenance([](const Unit& u) { return u.provenance; });
    auto* panel = new ListPanel(model, this);
    panel->view()->setDragEnabled(true);
    panel->view()->setDragDropMode(QAbstractItemView::DragOnly);
    panel->setExplanation(tr("Double-click a cell to edit it; drag a row onto the map to give the unit a start hex."));
    panel->setAddAction(tr("Add unit"), [this](int row) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        if (scenario.divisions.empty()) {
            QMessageBox::information(this, tr("Add unit"), tr("Add a division first: every unit belongs to one."));
            return std::nullopt;
        }
        // Which side and division (the selected unit's offered first); the id follows the division.
        AddUnitDialog ask(scenario, row >= 0 ? scenario.units.at(std::size_t(row)).division : std::string(), this);
        if (ask.exec() != QDialog::Accepted || ask.division().empty()) return std::nullopt;
        Unit u;
        u.division = ask.division();
        u.id = nextUnitId(scenario, u.division);
        u.strength = 4;
        u.movement = 4;
        u.start = nearestFreeHex(scenario, nearDivision(scenario, u.division).value_or(mapCentre(scenario.map)));
        return int(addUnit(document_, u, tr("Add unit %1").arg(qs(u.id))));
    });
    panel->setDuplicateAction([this](int row) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        if (row < 0) return std::nullopt;
        Unit u = scenario.units.at(std::size_t(row));
        u.id.clear();
        if (u.start) u.start = nearestFreeHex(scenario, *u.start);
        return int(addUnit(document_, u, tr("Duplicate unit %1").arg(qs(scenario.units[std::size_t(row)].id))));
    });
    panel->setDeleteAction([this](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        removeUnit(document_, std::size_t(row));
        return std::min(row, int(document_.scenario().units.size()) - 1);
    });
    connect(panel, &ListPanel::currentRowChanged, this, [this, model](int row) {
        if (!showing_ && row >= 0) emit unitSelected(qs(model->row(row).id));
    });
    return panel;
}

ListPanel* OrderOfBattlePanel::makeDivisions() {
    auto* model = new RowTableModel<Division>(
        document_, Change::Divisions | Change::Units, [](const Scenario& scenario) { return scenario.divisions; },
        [](ScenarioDocument& d, std::size_t row, const Division& after) { editDivision(d, row, after); },
        divisionColumns(), this);
    model->setProvenance([](const Division& d) { return d.provenance; });
    auto* panel = new ListPanel(model, this);
    panel->setExplanation(tr("A unit's side and nationality are its division's; renaming a division renames it "
                             "for its units too."));
    panel->setAddAction(tr("Add division"), [this](int row) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        Division d;
        if (row >= 0) {
            d.side = scenario.divisions[std::size_t(row)].side;
            d.nationality = scenario.divisions[std::size_t(row)].nationality;
        } else {
            d.nationality = "french";
        }
        d.id = uniqueDivisionId(scenario, "Div");
        d.name = "New division";
        auto list = [](Scenario& sc) -> std::vector<Division>& { return sc.divisions; };
        document_.push(new InsertItemCommand<Division>(document_, list, scenario.divisions.size(), d, Change::Divisions,
                                                       tr("Add division %1").arg(qs(d.id))));
        return int(document_.scenario().divisions.size()) - 1;
    });
    panel->setDuplicateAction([this](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        const Scenario& scenario = document_.scenario();
        Division d = scenario.divisions.at(std::size_t(row));
        d.id = uniqueDivisionId(scenario, d.id);
        auto list = [](Scenario& sc) -> std::vector<Division>& { return sc.divisions; };
        document_.push(new InsertItemCommand<Division>(document_, list, scenario.divisions.size(), d, Change::Divisions,
                                                       tr("Add division %1").arg(qs(d.id))));
        return int(document_.scenario().divisions.size()) - 1;
    });
    panel->setDeleteAction([this](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        const Scenario& scenario = document_.scenario();
        const Division& d = scenario.divisions.at(std::size_t(row));
        const auto count = std::count_if(scenario.units.begin(), scenario.units.end(), [&](const Unit& u) { return u.division == d.id; });
        if (count > 0 &&
            QMessageBox::question(this, tr("Delete division"),
                                  tr("Delete division %1 and its %n unit(s)?", nullptr, int(count)).arg(qs(d.id))) != QMessageBox::Yes)
            return std::nullopt;
        removeDivision(document_, std::size_t(row));
        return std::min(row, int(document_.scenario().divisions.size()) - 1);
    });
    return panel;
}

ListPanel* OrderOfBattlePanel::makeFreshStrength() {
    auto* model = new RowTableModel<FreshStrengthMarker>(
        document_, Change::FreshStrength | Change::Divisions, [](const Scenario& scenario) { return scenario.freshStrength; },
        [](ScenarioDocument& d, std::size_t row, const FreshStrengthMarker& after) {
            d.push(new ReplaceItemCommand<FreshStrengthMarker>(d, markers, row, after, Change::FreshStrength,
                                                               tr("Edit Fresh Strength marker")));
        },
        markerColumns(), this);
    model->setProvenance([](const FreshStrengthMarker& m) { return m.provenance; });
    auto* panel = new ListPanel(model, this);
    panel->setExplanation(tr("Fresh Strength markers (21.0): at most one per division; they count only when "
                             "section 21.0 is in force."));
    panel->setAddAction(tr("Add marker"), [this](int) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        FreshStrengthMarker m;
        m.bonus = 3;
        for (const Division& d : scenario.divisions)
            if (std::none_of(scenario.freshStrength.begin(), scenario.freshStrength.end(),
                             [&](const FreshStrengthMarker& f) { return f.division == d.id; })) {
                m.division = d.id;
                break;
            }
        if (m.division.empty() && !scenario.divisions.empty()) m.division = scenario.divisions.front().id;
        document_.push(new InsertItemCommand<FreshStrengthMarker>(document_, markers, scenario.freshStrength.size(), m,
                                                                  Change::FreshStrength, tr("Add Fresh Strength marker")));
        return int(document_.scenario().freshStrength.size()) - 1;
    });
    panel->setDeleteAction([this](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        document_.push(new RemoveItemCommand<FreshStrengthMarker>(document_, markers, std::size_t(row),
                                                                  Change::FreshStrength,
                                                                  tr("Delete Fresh Strength marker")));
        return std::min(row, int(document_.scenario().freshStrength.size()) - 1);
    });
    return panel;
}

void OrderOfBattlePanel::showUnit(const QString& unitId) {
    const std::optional<UnitIndex> unit = document_.scenario().unitIndex(unitId.toStdString());
    showing_ = true;
    tabs_->setCurrentWidget(units_);
    units_->selectRow(unit ? unit->value() : -1);
    showing_ = false;
}

void OrderOfBattlePanel::showDivision(int row) {
    tabs_->setCurrentWidget(divisions_);
    divisions_->selectRow(row);
}

void OrderOfBattlePanel::showFreshStrength(int row) {
    tabs_->setCurrentWidget(freshStrength_);
    freshStrength_->selectRow(row);
}

}  // namespace eylau::editor
