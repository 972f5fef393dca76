#include "panes/charts_pane.h"

#include "text/case_links.h"

#include "eylau/rules/combat_odds.h"
#include "eylau/scenario/scenario.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace eylau::game {
namespace {

const QColor kHighlight(255, 226, 140);
const QColor kReconstructed(232, 232, 232);

QString terrainLabel(Terrain t) {
    switch (t) {
    case Terrain::Clear: return ChartsPane::tr("Clear");
    case Terrain::Woods: return ChartsPane::tr("Woods");
    case Terrain::Grove: return ChartsPane::tr("Grove");
    case Terrain::Town: return ChartsPane::tr("Town");
    case Terrain::Fort: return ChartsPane::tr("Fort");
    case Terrain::Lake: return ChartsPane::tr("Lake");
    }
    return {};
}

QString featureLabel(HexsideFeature f) {
    switch (f) {
    case HexsideFeature::Road: return ChartsPane::tr("Road hexside");
    case HexsideFeature::Trail: return ChartsPane::tr("Trail hexside");
    case HexsideFeature::Slope: return ChartsPane::tr("Slope hexside");
    case HexsideFeature::Gully: return ChartsPane::tr("Gully hexside");
    case HexsideFeature::Stream: return ChartsPane::tr("Stream hexside");
    case HexsideFeature::River: return ChartsPane::tr("River hexside");
    case HexsideFeature::Bridge: return ChartsPane::tr("Bridge");
    }
    return {};
}

// Half Movement Points as the chart writes them: "1", "1/2", "1 1/2".
QString mp(int half) {
    const QString whole = half / 2 ? QString::number(half / 2) : QString();
    if (half % 2 == 0) return QString::number(half / 2);
    return whole.isEmpty() ? QStringLiteral("1/2") : whole + QStringLiteral(" 1/2");
}

QString percent(double p) { return QStringLiteral("%1%").arg(std::lround(p * 100.0)); }

QTableWidget* table(QWidget* parent) {
    auto* t = new QTableWidget(parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->setStyleSheet(QStringLiteral("QTableWidget::item { padding: 0px 2px; }"));
    return t;
}

QTableWidgetItem* cell(const QString& text, bool reconstructed, const QString& note = {}) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignCenter);
    if (reconstructed) {
        QFont f = item->font();
        f.setItalic(true);
        item->setFont(f);
        item->setBackground(kReconstructed);
        item->setToolTip(note.isEmpty() ? ChartsPane::tr("Reconstructed: the rulebook copy does not print this value")
                                        : ChartsPane::tr("Reconstructed: %1").arg(note));
    } else if (!note.isEmpty()) {
        item->setToolTip(note);
    }
    return item;
}

}  // namespace

ChartsPane::ChartsPane(const Scenario& scenario, QWidget* parent)
    : QWidget(parent), scenario_(scenario), tabs_(new QTabWidget(this)), crt_(table(this)), chances_(new QLabel(this)),
      tec_(table(this)) {
    const QString crtNote =
        tr("Roll one die under the odds column (6.2). Ae, Ar: the attackers are eliminated, retreat; Dr, De: the "
           "defenders retreat, are eliminated; Ee: exchange (6.3). <i>Grey italics</i>: reconstructed, not printed in "
           "the rulebook copy.");
    chances_->setWordWrap(true);
    followCaseLinks(chances_);
    addPage(tr("Combat Results (6.0)"), crtNote, crt_, chances_);
    const QString tecNote =
        scenario_.terrainEffects.frozenWater()
            ? tr("Movement Point costs (4.2) and combat effects (9.0). The rivers and lakes are frozen: they change "
                 "nothing. <i>Grey italics</i>: reconstructed.")
            : tr("Movement Point costs (4.2) and combat effects (9.0). <i>Grey italics</i>: reconstructed.");
    addPage(tr("Terrain Effects (9.0)"), tecNote, tec_, nullptr);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    fillCombatTable();
    fillTerrainTable();
    showAttack(nullptr, false);
    // Rows and columns fit their text once the cells are in: a header that fits its contents
    // measures every row again for each cell and label set (12 ms of the game's start-up).
    for (QTableWidget* t : {crt_, tec_}) t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    crt_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ChartsPane::addPage(const QString& title, const QString& note, QTableWidget* table, QLabel* below) {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* label = new QLabel(page);
    label->setWordWrap(true);
    followCaseLinks(label);
    label->setText(htmlWithCaseLinks(this, note));
    layout->addWidget(label);
    layout->addWidget(table, 1);
    if (below) layout->addWidget(below);
    table->setAccessibleName(title);
    tabs_->addTab(page, title);
}

void ChartsPane::fillCombatTable() {
    const CombatResultsTable& crt = scenario_.combatResults;
    const auto& columns = crt.columns();
    crt_->setColumnCount(int(columns.size()));
    crt_->setRowCount(crt.dieFaces());
    QStringList heads;
    for (const CombatRatio& r : columns) heads << QString::fromStdString(r.text());
    crt_->setHorizontalHeaderLabels(heads);
    for (int die = 1; die <= crt.dieFaces(); ++die) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const CombatResultCell& rc = crt.cell(die, c);
            crt_->setItem(die - 1, int(c),
                          cell(QString::fromStdString(std::string(toString(rc.result))),
                               rc.provenance == Provenance::Reconstructed));
        }
        crt_->setVerticalHeaderItem(die - 1, new QTableWidgetItem(QString::number(die)));
    }
}

void ChartsPane::fillTerrainTable() {
    const TerrainEffectsChart& chart = scenario_.terrainEffects;
    // A row's note (why a value was reconstructed, or an oddity) is its cells' tooltip.
    const QStringList heads{tr("Movement; combat")};
    tec_->setColumnCount(int(heads.size()));
    tec_->setHorizontalHeaderLabels(heads);
    tec_->setRowCount(int(kTerrains.size() + kHexsideFeatures.size()));
    QStringList rows;
    int row = 0;
    // One row: its heading, what it does to movement and to combat, and the chart's note.
    const auto addRow = [&](const QString& heading, const QString& move, const QStringList& combat, bool rec,
                            const std::string& note) {
        rows << heading;
        // One column, so that the chart fits the dock: "2 MP; blocks bombardment".
        const QString effects = combat.isEmpty() ? move : move + QStringLiteral("; ") + combat.join(QStringLiteral(", "));
        QTableWidgetItem* item = cell(effects, rec, QString::fromStdString(note));
        item->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        tec_->setItem(row, 0, item);
        ++row;
    };
    for (Terrain t : kTerrains) {
        const TerrainEffect& e = chart.effective(t);
        QStringList combat;
        if (e.defenderDoubled) combat << tr("defender doubled");
        if (e.blocksBombardment) combat << tr("blocks bombardment");
        addRow(terrainLabel(t), e.impassable ? tr("impassable") : tr("%1 MP").arg(mp(e.halfMP)), combat,
               e.provenance == Provenance::Reconstructed, e.note);
    }
    for (HexsideFeature f : kHexsideFeatures) {
        const HexsideEffect& e = chart.effective(f);
        QStringList move;
        if (e.impassable) move << tr("impassable except at a bridge");
        if (e.routeHalfMP > 0) move << tr("%1 MP along it").arg(mp(e.routeHalfMP));
        if (e.addHalfMP > 0) move << tr("+%1 MP to cross").arg(mp(e.addHalfMP));
        if (e.artilleryOnlyAtBridge) move << tr("artillery only at a bridge");
        QStringList combat;
        if (e.defenderDoubledIfExclusive) combat << tr("defender doubled if attacked only across it");
        if (e.blocksZoc) combat << tr("blocks Zones of Control");
        addRow(featureLabel(f), move.isEmpty() ? tr("no effect") : move.join(QStringLiteral(", ")), combat,
               e.provenance == Provenance::Reconstructed, e.note);
    }
    tec_->setVerticalHeaderLabels(rows);
    tec_->horizontalHeader()->setStretchLastSection(true);
    tec_->setWordWrap(true);
}

void ChartsPane::showAttack(const OddsAccount* odds, bool weather) {
    const CombatResultsTable& crt = scenario_.combatResults;
    const int columns = int(crt.columns().size());
    highlighted_ = odds ? int(odds->finalColumn) : -1;
    for (int die = 1; die <= crt.dieFaces(); ++die) {
        for (int c = 0; c < columns; ++c) {
            QTableWidgetItem* item = crt_->item(die - 1, c);
            const bool rec = crt.cell(die, std::size_t(c)).provenance == Provenance::Reconstructed;
            item->setBackground(c == highlighted_ ? kHighlight : rec ? kReconstructed : QBrush());
            QFont f = item->font();
            f.setBold(c == highlighted_);
            item->setFont(f);
        }
        // The die row with its chance: each face is as likely as any other.
        crt_->verticalHeaderItem(die - 1)->setText(odds ? tr("%1: 1/%2").arg(die).arg(crt.dieFaces())
                                                        : QString::number(die));
    }
    for (int c = 0; c < columns; ++c)
        if (QTableWidgetItem* head = crt_->horizontalHeaderItem(c)) {
            QFont f = head->font();
            f.setBold(c == highlighted_);
            head->setFont(f);
        }
    if (!odds) {
        chances_->setText(tr("Draw up an attack to see its column here."));
        return;
    }
    const auto& chance = weather ? odds->chanceWithWeather : odds->chance;
    QStringList parts;
    for (CombatResult r : {CombatResult::Ae, CombatResult::Ar, CombatResult::Dr, CombatResult::De, CombatResult::Ee})
        if (chance[std::size_t(r)] > 0)
            parts << QStringLiteral("%1 %2").arg(QString::fromStdString(std::string(toString(r))), percent(chance[std::size_t(r)]));
    const QString column = QString::fromStdString(crt.columns()[odds->finalColumn].text());
    chances_->setText(htmlWithCaseLinks(
        this, (weather ? tr("<b>The attack drawn up: the %1 column</b> (6.2). With the weather die (22.0): %2")
                       : tr("<b>The attack drawn up: the %1 column</b> (6.2). %2"))
                  .arg(column, parts.join(QStringLiteral(", ")))));
    crt_->scrollToItem(crt_->item(0, highlighted_));
}

}  // namespace eylau::game
