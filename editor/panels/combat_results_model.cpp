#include "panels/combat_results_model.h"

#include "commands/value_command.h"
#include "document/scenario_document.h"
#include "panels/row_table_model.h"

#include "eylau/scenario/scenario.h"

#include <QBrush>
#include <QFont>

#include <algorithm>

namespace eylau::editor {

namespace {

CombatResultsTable& crt(Scenario& scenario) { return scenario.combatResults; }

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

}  // namespace

CombatResultsModel::CombatResultsModel(ScenarioDocument& document, QObject* parent)
    : QAbstractTableModel(parent), document_(document) {
    const CombatResultsTable& t = document_.scenario().combatResults;
    rows_ = t.dieFaces();
    columns_ = int(t.columns().size());
    connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
        if (what & Change::CombatResults) refresh();
    });
}

void CombatResultsModel::refresh() {
    const CombatResultsTable& t = document_.scenario().combatResults;
    if (t.dieFaces() != rows_ || int(t.columns().size()) != columns_) {
        beginResetModel();
        rows_ = t.dieFaces();
        columns_ = int(t.columns().size());
        endResetModel();
        return;
    }
    if (rows_ > 0 && columns_ > 0) emit dataChanged(index(0, 0), index(rows_ - 1, columns_ - 1));
    emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columns_ - 1));
}

int CombatResultsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int CombatResultsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : columns_; }

QVariant CombatResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    const CombatResultsTable& t = document_.scenario().combatResults;
    if (orientation == Qt::Horizontal && section < int(t.columns().size()))
        return QString::fromStdString(t.columns()[std::size_t(section)].text());
    if (orientation == Qt::Vertical) return tr("Die %1").arg(section + 1);
    return {};
}

QVariant CombatResultsModel::data(const QModelIndex& index, int role) const {
    const CombatResultsTable& t = document_.scenario().combatResults;
    if (!index.isValid() || index.row() >= t.dieFaces()) return {};
    const auto& row = t.rows()[std::size_t(index.row())];
    if (std::size_t(index.column()) >= row.size()) {
        if (role == Qt::DisplayRole) return tr("(missing)");
        if (role == Qt::BackgroundRole) return QBrush(QColor(255, 200, 200));
        return {};
    }
    const CombatResultCell& cell = row[std::size_t(index.column())];
    const bool reconstructed = cell.provenance == Provenance::Reconstructed;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: return text(toString(cell.result));
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case ChoicesRole: return QStringList{"Ae", "Ar", "Dr", "De", "Ee"};
    case Qt::BackgroundRole: return reconstructed ? QVariant(QBrush(reconstructedTint())) : QVariant();
    case Qt::FontRole:
        if (reconstructed) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        return reconstructed ? tr("Reconstructed: not legible in the rulebook copy") : tr("Printed");
    default: return {};
    }
}

Qt::ItemFlags CombatResultsModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

void CombatResultsModel::replace(const CombatResultsTable& after, const QString& label) {
    document_.push(new ValueCommand<CombatResultsTable>(document_, crt, after, Change::CombatResults, label));
}

bool CombatResultsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole) return false;
    const auto result = parseCombatResult(value.toString().trimmed().toStdString());
    if (!result) return false;
    CombatResultsTable t = document_.scenario().combatResults;
    const int die = index.row() + 1;
    if (std::size_t(index.column()) >= t.rows()[std::size_t(index.row())].size()) return false;
    CombatResultCell cell = t.cell(die, std::size_t(index.column()));
    if (cell.result == *result) return true;
    cell.result = *result;
    t.setCell(die, std::size_t(index.column()), cell);
    replace(t, tr("Combat result %1, die %2: %3")
                   .arg(QString::fromStdString(t.columns()[std::size_t(index.column())].text()))
                   .arg(die)
                   .arg(text(toString(*result))));
    return true;
}

void CombatResultsModel::setProvenance(const QModelIndexList& cells, bool reconstructed) {
    CombatResultsTable t = document_.scenario().combatResults;
    for (const QModelIndex& i : cells) {
        if (!i.isValid() || std::size_t(i.column()) >= t.rows()[std::size_t(i.row())].size()) continue;
        CombatResultCell cell = t.cell(i.row() + 1, std::size_t(i.column()));
        cell.provenance = reconstructed ? Provenance::Reconstructed : Provenance::Printed;
        t.setCell(i.row() + 1, std::size_t(i.column()), cell);
    }
    replace(t, reconstructed ? tr("Mark combat results reconstructed") : tr("Mark combat results printed"));
}

QString CombatResultsModel::addColumn(const QString& ratioText) {
    const auto ratio = CombatRatio::parse(ratioText.trimmed().toStdString());
    if (!ratio) return tr("\"%1\" is not an odds ratio such as 7-1 or 1-6.").arg(ratioText);
    const CombatResultsTable& t = document_.scenario().combatResults;
    std::vector<CombatRatio> columns = t.columns();
    for (const CombatRatio& c : columns)
        if (!(c < *ratio) && !(*ratio < c)) return tr("The table already has a %1 column.").arg(ratioText);
    const auto at = std::size_t(std::lower_bound(columns.begin(), columns.end(), *ratio) - columns.begin());
    columns.insert(columns.begin() + std::ptrdiff_t(at), *ratio);
    std::vector<std::vector<CombatResultCell>> rows = t.rows();
    for (auto& row : rows) {
        CombatResultCell copy;
        if (!row.empty()) copy = row[std::min(at, row.size() - 1)];
        if (at <= row.size()) row.insert(row.begin() + std::ptrdiff_t(at), copy);
    }
    replace(CombatResultsTable(std::move(columns), std::move(rows)), tr("Add combat results column %1").arg(ratioText));
    return {};
}

void CombatResultsModel::removeColumn(int column) {
    const CombatResultsTable& t = document_.scenario().combatResults;
    if (column < 0 || std::size_t(column) >= t.columns().size()) return;
    std::vector<CombatRatio> columns = t.columns();
    const QString name = QString::fromStdString(columns[std::size_t(column)].text());
    columns.erase(columns.begin() + column);
    std::vector<std::vector<CombatResultCell>> rows = t.rows();
    for (auto& row : rows)
        if (std::size_t(column) < row.size()) row.erase(row.begin() + column);
    replace(CombatResultsTable(std::move(columns), std::move(rows)), tr("Remove combat results column %1").arg(name));
}

}  // namespace eylau::editor
