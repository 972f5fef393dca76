#include "panels/schedule_panel.h"

#include "commands/list_commands.h"
#include "document/scenario_edits.h"
#include "panels/columns.h"
#include "panels/list_panel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <set>

namespace eylau::editor {

namespace {

std::vector<GameTurn>& turnList(Scenario& scenario) { return scenario.turns; }
std::vector<EntryArea>& areaList(Scenario& scenario) { return scenario.entryAreas; }
std::vector<Unit>& unitList(Scenario& scenario) { return scenario.units; }

// "1400" + 75 minutes = "1515"; an unreadable time stays as it is.
std::string laterTime(const std::string& time, int minutes) {
    if (time.size() != 4 || time.find_first_not_of("0123456789") != std::string::npos) return time;
    const int total = (std::stoi(time.substr(0, 2)) * 60 + std::stoi(time.substr(2, 2)) + minutes) % (24 * 60);
    const int h = total / 60, m = total % 60;
    return std::string{char('0' + h / 10), char('0' + h % 10), char('0' + m / 10), char('0' + m % 10)};
}

std::vector<Column<GameTurn>> turnColumns() {
    std::vector<Column<GameTurn>> c;
    c.push_back({QObject::tr("Game-Turn"), [](const Scenario&, const GameTurn& t) -> QVariant { return t.number; }});
    c.push_back({QObject::tr("Time"), [](const Scenario&, const GameTurn& t) -> QVariant { return qs(t.time); },
                 [](const Scenario&, GameTurn& t, const QVariant& v) {
                     const std::string time = v.toString().trimmed().toStdString();
                     if (time.size() != 4 || time.find_first_not_of("0123456789") != std::string::npos) return false;
                     t.time = time;
                     return true;
                 }});
    c.back().toolTip = QObject::tr("The printed time of day, HHMM");
    c.push_back(textColumn<GameTurn>(QObject::tr("Date"), &GameTurn::date));
    c.push_back(boolColumn<GameTurn>(QObject::tr("Night"), &GameTurn::night));
    c.back().toolTip = QObject::tr("A night Game-Turn (8.0)");
    c.push_back(provenanceColumn<GameTurn>());
    c.push_back(noteColumn<GameTurn>());
    return c;
}

std::vector<Column<EntryArea>> areaColumns() {
    std::vector<Column<EntryArea>> c;
    c.push_back({QObject::tr("Id"), [](const Scenario&, const EntryArea& a) -> QVariant { return qs(a.id); },
                 [](const Scenario& scenario, EntryArea& a, const QVariant& v) {
                     const std::string id = v.toString().trimmed().toStdString();
                     if (id.empty() || (id != a.id && scenario.entryArea(id))) return false;
                     a.id = id;
                     return true;
                 }});
    c.push_back(textColumn<EntryArea>(QObject::tr("Name"), &EntryArea::name));
    c.push_back({QObject::tr("Hex"), [](const Scenario&, const EntryArea& a) -> QVariant { return qs(a.hex.id()); },
                 [](const Scenario&, EntryArea& a, const QVariant& v) {
                     auto hex = Hex::parse(v.toString().trimmed().toStdString());
                     if (!hex) return false;
                     a.hex = *hex;
                     return true;
                 }});
    c.back().toolTip = QObject::tr("A map-edge hex (7.0); arrivals may use any edge hex within eight hexes of it (7.2)");
    c.push_back({QObject::tr("Units"), [](const Scenario& scenario, const EntryArea& a) -> QVariant {
                     return int(std::count_if(scenario.units.begin(), scenario.units.end(),
                                              [&](const Unit& u) { return u.arrival && u.arrival->area == a.id; }));
                 }});
    c.push_back(provenanceColumn<EntryArea>());
    c.push_back(noteColumn<EntryArea>());
    return c;
}

// Renames the area for the units that enter there too, as one step.
void commitArea(ScenarioDocument& d, std::size_t row, const EntryArea& after) {
    const EntryArea before = d.scenario().entryAreas.at(row);
    d.undoStack()->beginMacro(QObject::tr("Edit entry area %1").arg(qs(before.id)));
    d.push(new ReplaceItemCommand<EntryArea>(d, areaList, row, after, Change::EntryAreas,
                                             QObject::tr("Edit entry area %1").arg(qs(before.id))));
    if (after.id != before.id) {
        for (std::size_t i = 0; i < d.scenario().units.size(); ++i) {
            Unit u = d.scenario().units[i];
            if (!u.arrival || u.arrival->area != before.id) continue;
            u.arrival->area = after.id;
            d.push(new ReplaceItemCommand<Unit>(d, unitList, i, u, Change::Units, QObject::tr("Edit unit %1").arg(qs(u.id))));
        }
    }
    d.undoStack()->endMacro();
}

enum TreeColumn { kUnitColumn, kSideColumn, kDivisionColumn, kValuesColumn, kAreaColumn, kTurnColumn };

// Only a unit's turn is edited in the schedule; everything else is edited in the tables.
class TurnOnlyDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() != kTurnColumn) return nullptr;
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
};

}  // namespace

SchedulePanel::SchedulePanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), tabs_(new QTabWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    turns_ = makeTurns();
    tabs_->addTab(turns_, tr("Game-Turns"));
    tabs_->addTab(makeReinforcements(), tr("Reinforcements"));
    entryAreas_ = makeEntryAreas();
    tabs_->addTab(entryAreas_, tr("Entry Areas"));
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & (Change::Units | Change::Turns | Change::Divisions | Change::EntryAreas)) scheduleRefresh();
    });
    refreshReinforcements();
}

ListPanel* SchedulePanel::makeTurns() {
    auto* model = new RowTableModel<GameTurn>(
        document_, Change::Turns, [](const Scenario& scenario) { return scenario.turns; },
        [](ScenarioDocument& d, std::size_t row, const GameTurn& after) {
            d.push(new ReplaceItemCommand<GameTurn>(d, turnList, row, after, Change::Turns,
                                                    QObject::tr("Edit Game-Turn %1").arg(after.number)));
        },
        turnColumns(), this);
    model->setProvenance([](const GameTurn& t) { return t.provenance; });
    auto* panel = new ListPanel(model, this);
    panel->setExplanation(tr("The game lasts as many Game-Turns as the track has (3.0)."));
    panel->setAddAction(tr("Add turn"), [this](int) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        GameTurn t;
        t.number = int(scenario.turns.size()) + 1;
        t.time = scenario.turns.empty() ? "1200" : laterTime(scenario.turns.back().time, 75);
        t.date = {};
        document_.push(new InsertItemCommand<GameTurn>(document_, turnList, scenario.turns.size(), t, Change::Turns,
                                                       tr("Add Game-Turn %1").arg(t.number)));
        return int(document_.scenario().turns.size()) - 1;
    });
    panel->setDeleteAction([this](int row) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        if (row < 0 || scenario.turns.size() <= 1) return std::nullopt;
        // The track stays numbered 1, 2, 3...: the turns after the deleted one move up.
        document_.undoStack()->beginMacro(tr("Delete Game-Turn %1").arg(row + 1));
        document_.push(new RemoveItemCommand<GameTurn>(document_, turnList, std::size_t(row), Change::Turns,
                                                       tr("Delete Game-Turn %1").arg(row + 1)));
        for (std::size_t i = std::size_t(row); i < document_.scenario().turns.size(); ++i) {
            GameTurn t = document_.scenario().turns[i];
            t.number = int(i) + 1;
            document_.push(new ReplaceItemCommand<GameTurn>(document_, turnList, i, t, Change::Turns,
                                                            tr("Renumber Game-Turn %1").arg(t.number)));
        }
        document_.undoStack()->endMacro();
        return std::min(row, int(document_.scenario().turns.size()) - 1);
    });
    return panel;
}

QWidget* SchedulePanel::makeReinforcements() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* buttons = new QHBoxLayout;
    auto* earlier = new QPushButton(tr("Turn earlier"), page);
    auto* later = new QPushButton(tr("Turn later"), page);
    buttons->addWidget(earlier);
    buttons->addWidget(later);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    auto* note = new QLabel(tr("Reinforcements by the earliest Game-Turn they may enter (7.0). Double-click a "
                               "unit's turn to change it."),
                            page);
    note->setWordWrap(true);
    layout->addWidget(note);
    reinforcements_ = new QTreeWidget(page);
    reinforcements_->setColumnCount(6);
    reinforcements_->setHeaderLabels({tr("Unit"), tr("Side"), tr("Division"), tr("Values"), tr("Area"), tr("Turn")});
    reinforcements_->setAlternatingRowColors(true);
    reinforcements_->setItemDelegate(new TurnOnlyDelegate(reinforcements_));
    layout->addWidget(reinforcements_, 1);
    connect(earlier, &QPushButton::clicked, this, [this] { shiftSelected(-1); });
    connect(later, &QPushButton::clicked, this, [this] { shiftSelected(+1); });
    connect(reinforcements_, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item, int column) {
        if (filling_ || column != kTurnColumn) return;
        const std::optional<UnitIndex> index =
            document_.scenario().unitIndex(item->data(kUnitColumn, Qt::UserRole).toString().toStdString());
        if (!index) return;
        bool ok = false;
        const int turn = item->data(kTurnColumn, Qt::EditRole).toInt(&ok);
        Unit u = document_.scenario().units[index->slot()];
        if (!ok || turn < 1 || !u.arrival || u.arrival->turn == turn) {
            scheduleRefresh();
            return;
        }
        u.arrival->turn = turn;
        editUnit(document_, index->slot(), u);
    });
    connect(reinforcements_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (filling_ || !item) return;
        const QString id = item->data(kUnitColumn, Qt::UserRole).toString();
        if (!id.isEmpty()) emit unitSelected(id);
    });
    return page;
}

// Not at once: the tree may be in the middle of committing an edit of one of its items.
void SchedulePanel::scheduleRefresh() {
    if (refreshPending_) return;
    refreshPending_ = true;
    QTimer::singleShot(0, this, [this] { refreshReinforcements(); });
}

void SchedulePanel::refreshReinforcements() {
    refreshPending_ = false;
    if (!reinforcements_) return;
    const Scenario& scenario = document_.scenario();
    QString current;
    if (QTreeWidgetItem* item = reinforcements_->currentItem()) current = item->data(kUnitColumn, Qt::UserRole).toString();
    filling_ = true;
    reinforcements_->clear();
    std::map<int, std::vector<const Unit*>> byTurn;
    for (const Unit& u : scenario.units)
        if (u.arrival) byTurn[u.arrival->turn].push_back(&u);
    std::set<int> turns;
    for (int t = 1; t <= scenario.lastTurn(); ++t) turns.insert(t);
    for (const auto& [t, list] : byTurn) turns.insert(t);
    QTreeWidgetItem* select = nullptr;
    for (const int t : turns) {
        const std::vector<const Unit*>& list = byTurn[t];
        auto* top = new QTreeWidgetItem(reinforcements_);
        QString label;
        if (t >= 1 && t <= scenario.lastTurn()) {
            const GameTurn& turn = scenario.turns[std::size_t(t - 1)];
            label = tr("Game-Turn %1, %2%3%4").arg(t).arg(qs(turn.time), turn.date.empty() ? QString() : QStringLiteral(", ") + qs(turn.date),
                                                     turn.night ? tr(" (night)") : QString());
        } else {
            label = tr("Game-Turn %1: not on the track!").arg(t);
            top->setForeground(0, QBrush(Qt::red));
        }
        int french = 0, allied = 0;
        for (const Unit* u : list) (u->side == Side::French ? french : allied) += 1;
        top->setText(kUnitColumn, label);
        top->setText(kSideColumn, list.empty() ? tr("none") : tr("%1 French, %2 Allied").arg(french).arg(allied));
        top->setFirstColumnSpanned(false);
        for (const Unit* u : list) {
            auto* child = new QTreeWidgetItem(top);
            child->setText(kUnitColumn, qs(u->id));
            child->setData(kUnitColumn, Qt::UserRole, qs(u->id));
            child->setText(kSideColumn, qs(displayName(u->side)));
            child->setText(kDivisionColumn, qs(u->division));
            child->setText(kValuesColumn, QStringLiteral("%1-%2 (%3)").arg(u->strength).arg(u->movement).arg(QChar::fromLatin1(typeLetter(u->type))));
            child->setText(kAreaColumn, qs(u->arrival->area));
            child->setData(kTurnColumn, Qt::EditRole, u->arrival->turn);
            child->setFlags(child->flags() | Qt::ItemIsEditable);
            if (qs(u->id) == current) select = child;
        }
        top->setExpanded(!list.empty());
    }
    for (int c = 0; c < reinforcements_->columnCount(); ++c) reinforcements_->resizeColumnToContents(c);
    if (select) reinforcements_->setCurrentItem(select);
    filling_ = false;
}

void SchedulePanel::shiftSelected(int turns) {
    QTreeWidgetItem* item = reinforcements_->currentItem();
    if (!item) return;
    const std::optional<UnitIndex> index =
        document_.scenario().unitIndex(item->data(kUnitColumn, Qt::UserRole).toString().toStdString());
    if (!index) return;
    Unit u = document_.scenario().units[index->slot()];
    if (!u.arrival || u.arrival->turn + turns < 1) return;
    u.arrival->turn += turns;
    editUnit(document_, index->slot(), u);
}

ListPanel* SchedulePanel::makeEntryAreas() {
    auto* model = new RowTableModel<EntryArea>(document_, Change::EntryAreas | Change::Units,
                                               [](const Scenario& scenario) { return scenario.entryAreas; }, commitArea, areaColumns(), this);
    model->setProvenance([](const EntryArea& a) { return a.provenance; });
    auto* panel = new ListPanel(model, this);
    panel->setExplanation(tr("Entry areas are map-edge hexes (7.0). The Entry tool adds and removes them on the map."));
    panel->setAddAction(tr("Add area"), [this](int) -> std::optional<int> {
        const Scenario& scenario = document_.scenario();
        EntryArea a;
        a.id = nextEntryAreaId(scenario);
        a.hex = Hex{scenario.map.firstColumn(), scenario.map.firstRow() + scenario.map.rows() / 2};
        document_.push(new InsertItemCommand<EntryArea>(document_, areaList, scenario.entryAreas.size(), a, Change::EntryAreas,
                                                        tr("Add entry area %1").arg(qs(a.id))));
        return int(document_.scenario().entryAreas.size()) - 1;
    });
    panel->setDeleteAction([this](int row) -> std::optional<int> {
        if (row < 0) return std::nullopt;
        document_.push(new RemoveItemCommand<EntryArea>(document_, areaList, std::size_t(row), Change::EntryAreas,
                                                        tr("Delete entry area %1")
                                                            .arg(qs(document_.scenario().entryAreas[std::size_t(row)].id))));
        return std::min(row, int(document_.scenario().entryAreas.size()) - 1);
    });
    return panel;
}

void SchedulePanel::showTurn(int row) {
    tabs_->setCurrentWidget(turns_);
    turns_->selectRow(row);
}

void SchedulePanel::showEntryArea(int row) {
    tabs_->setCurrentWidget(entryAreas_);
    entryAreas_->selectRow(row);
}

}  // namespace eylau::editor
