#include "panels/tables_panel.h"

#include "commands/value_command.h"
#include "panels/choice_delegate.h"
#include "panels/columns.h"
#include "panels/combat_results_model.h"

#include "sentence_words.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace eylau::editor {

namespace {

TerrainEffectsChart& chart(Scenario& scenario) { return scenario.terrainEffects; }

// One row of the chart: the effect and what it is the effect of.
struct TerrainRow : TerrainEffect {
    Terrain terrain = Terrain::Clear;
    friend bool operator==(const TerrainRow&, const TerrainRow&) = default;
};
struct HexsideRow : HexsideEffect {
    HexsideFeature feature = HexsideFeature::Road;
    friend bool operator==(const HexsideRow&, const HexsideRow&) = default;
};

std::vector<TerrainRow> terrainRows(const Scenario& scenario) {
    std::vector<TerrainRow> rows;
    for (Terrain t : kTerrains) {
        TerrainRow r;
        static_cast<TerrainEffect&>(r) = scenario.terrainEffects.effect(t);
        r.terrain = t;
        rows.push_back(r);
    }
    return rows;
}

std::vector<HexsideRow> hexsideRows(const Scenario& scenario) {
    std::vector<HexsideRow> rows;
    for (HexsideFeature f : kHexsideFeatures) {
        HexsideRow r;
        static_cast<HexsideEffect&>(r) = scenario.terrainEffects.effect(f);
        r.feature = f;
        rows.push_back(r);
    }
    return rows;
}

void commitTerrain(ScenarioDocument& d, std::size_t, const TerrainRow& row) {
    TerrainEffectsChart after = d.scenario().terrainEffects;
    after.setEffect(row.terrain, row);
    d.push(new ValueCommand<TerrainEffectsChart>(d, chart, after, Change::TerrainEffects,
                                                 QObject::tr("Edit the chart's %1 row").arg(i18n::engineWord(toString(row.terrain)))));
}

void commitHexside(ScenarioDocument& d, std::size_t, const HexsideRow& row) {
    TerrainEffectsChart after = d.scenario().terrainEffects;
    after.setEffect(row.feature, row);
    d.push(new ValueCommand<TerrainEffectsChart>(d, chart, after, Change::TerrainEffects,
                                                 QObject::tr("Edit the chart's %1 row").arg(i18n::engineWord(toString(row.feature)))));
}

std::vector<Column<TerrainRow>> terrainColumns() {
    std::vector<Column<TerrainRow>> c;
    c.push_back({QObject::tr("Terrain"), [](const Scenario&, const TerrainRow& r) -> QVariant { return i18n::engineWord(toString(r.terrain)); }});
    c.push_back(intColumn<TerrainRow>(QObject::tr("Cost (half MP)"), &TerrainRow::halfMP, 0, 99));
    c.back().toolTip = QObject::tr("Cost to enter, in half Movement Points: clear = 2");
    c.push_back(boolColumn<TerrainRow>(QObject::tr("Impassable"), &TerrainRow::impassable));
    c.push_back(boolColumn<TerrainRow>(QObject::tr("Blocks bombardment"), &TerrainRow::blocksBombardment));
    c.push_back(boolColumn<TerrainRow>(QObject::tr("Defender doubled"), &TerrainRow::defenderDoubled));
    c.push_back(provenanceColumn<TerrainRow>());
    c.push_back(noteColumn<TerrainRow>());
    return c;
}

std::vector<Column<HexsideRow>> hexsideColumns() {
    std::vector<Column<HexsideRow>> c;
    c.push_back({QObject::tr("Hexside"), [](const Scenario&, const HexsideRow& r) -> QVariant { return i18n::engineWord(toString(r.feature)); }});
    c.push_back(intColumn<HexsideRow>(QObject::tr("Add (half MP)"), &HexsideRow::addHalfMP, 0, 99));
    c.back().toolTip = QObject::tr("Added to the cost of entering across the hexside");
    c.push_back(intColumn<HexsideRow>(QObject::tr("Route (half MP)"), &HexsideRow::routeHalfMP, 0, 99));
    c.back().toolTip = QObject::tr("Road or trail: entering through the hexside costs exactly this");
    c.push_back(boolColumn<HexsideRow>(QObject::tr("Impassable"), &HexsideRow::impassable));
    c.push_back(boolColumn<HexsideRow>(QObject::tr("Artillery only at bridge"), &HexsideRow::artilleryOnlyAtBridge));
    c.push_back(boolColumn<HexsideRow>(QObject::tr("Blocks ZOC"), &HexsideRow::blocksZoc));
    c.push_back(boolColumn<HexsideRow>(QObject::tr("Defender doubled if exclusive"), &HexsideRow::defenderDoubledIfExclusive));
    c.push_back(provenanceColumn<HexsideRow>());
    c.push_back(noteColumn<HexsideRow>());
    return c;
}

QTableView* tableView(QAbstractItemModel* model, QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setItemDelegate(new ChoiceDelegate(view));
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->resizeColumnsToContents();
    return view;
}

}  // namespace

TablesPanel::TablesPanel(ScenarioDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), tabs_(new QTabWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    tabs_->addTab(makeCombatResults(), tr("Combat Results"));
    tabs_->addTab(makeTerrainEffects(), tr("Terrain Effects"));
}

QWidget* TablesPanel::makeCombatResults() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* buttons = new QGridLayout;  // two by two: the panel can be narrow and leave the map its room
    auto* addColumn = new QPushButton(tr("Add column..."), page);
    auto* removeColumn = new QPushButton(tr("Remove column"), page);
    auto* markReconstructed = new QPushButton(tr("Mark reconstructed"), page);
    auto* markPrinted = new QPushButton(tr("Mark printed"), page);
    int at = 0;
    for (QPushButton* b : {addColumn, removeColumn, markReconstructed, markPrinted}) {
        buttons->addWidget(b, at / 2, at % 2);
        ++at;
    }
    buttons->setColumnStretch(2, 1);
    layout->addLayout(buttons);
    auto* note = new QLabel(tr("Double-click a cell to choose its result (6.3). Tinted italic cells are reconstructed."), page);
    note->setWordWrap(true);
    layout->addWidget(note);
    crtModel_ = new CombatResultsModel(document_, this);
    crtView_ = tableView(crtModel_, page);
    crtView_->verticalHeader()->show();
    crtView_->horizontalHeader()->setStretchLastSection(false);
    crtView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(crtView_, 1);
    connect(addColumn, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString ratio = QInputDialog::getText(this, tr("Add column"), tr("Odds ratio (attacker-defender), such as 7-1:"),
                                                    QLineEdit::Normal, QString(), &ok);
        if (!ok) return;
        if (const QString error = crtModel_->addColumn(ratio); !error.isEmpty())
            QMessageBox::warning(this, tr("Add column"), error);
    });
    connect(removeColumn, &QPushButton::clicked, this, [this] {
        const QModelIndex current = crtView_->currentIndex();
        if (current.isValid()) crtModel_->removeColumn(current.column());
    });
    connect(markReconstructed, &QPushButton::clicked, this,
            [this] { crtModel_->setProvenance(crtView_->selectionModel()->selectedIndexes(), true); });
    connect(markPrinted, &QPushButton::clicked, this,
            [this] { crtModel_->setProvenance(crtView_->selectionModel()->selectedIndexes(), false); });
    return page;
}

QWidget* TablesPanel::makeTerrainEffects() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    frozen_ = new QCheckBox(tr("Water is frozen"), page);
    frozen_->setToolTip(tr("Frozen lakes and rivers change nothing for movement, Zones of Control or combat (the Eylau chart note)"));
    layout->addWidget(frozen_);
    auto* frozenNote = new QLabel(tr("Frozen, lakes and rivers change nothing for movement, Zones of Control or combat "
                                     "(the Eylau chart note); unfrozen, the rows below apply."),
                                  page);
    frozenNote->setWordWrap(true);
    layout->addWidget(frozenNote);
    auto refreshFrozen = [this] {
        const QSignalBlocker block(frozen_);
        frozen_->setChecked(document_.scenario().terrainEffects.frozenWater());
    };
    refreshFrozen();
    connect(frozen_, &QCheckBox::toggled, this, [this](bool on) {
        TerrainEffectsChart after = document_.scenario().terrainEffects;
        after.setFrozenWater(on);
        document_.push(new ValueCommand<TerrainEffectsChart>(document_, chart, after, Change::TerrainEffects,
                                                             on ? tr("Freeze water") : tr("Thaw water")));
    });
    connect(&document_, &ScenarioDocument::changed, this, [refreshFrozen](Changes what) {
        if (what & Change::TerrainEffects) refreshFrozen();
    });

    auto* terrain = new RowTableModel<TerrainRow>(document_, Change::TerrainEffects, terrainRows, commitTerrain,
                                                  terrainColumns(), this);
    terrain->setProvenance([](const TerrainRow& r) { return r.provenance; });
    terrainView_ = tableView(terrain, page);
    auto* hexside = new RowTableModel<HexsideRow>(document_, Change::TerrainEffects, hexsideRows, commitHexside,
                                                  hexsideColumns(), this);
    hexside->setProvenance([](const HexsideRow& r) { return r.provenance; });
    hexsideView_ = tableView(hexside, page);
    auto* terrainLabel = new QLabel(tr("Terrain in a hex (9.0); costs in half Movement Points:"), page);
    terrainLabel->setWordWrap(true);
    layout->addWidget(terrainLabel);
    layout->addWidget(terrainView_, 1);
    layout->addWidget(new QLabel(tr("Hexside features:"), page));
    layout->addWidget(hexsideView_, 1);
    return page;
}

void TablesPanel::showCombatResults() { tabs_->setCurrentIndex(0); }

void TablesPanel::showTerrainEffects() { tabs_->setCurrentIndex(1); }

}  // namespace eylau::editor
