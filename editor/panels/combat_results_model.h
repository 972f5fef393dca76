#pragma once
// The Combat Results Table as a grid: a row per die roll, a column per odds ratio. A cell is
// edited by choosing a result; reconstructed cells are tinted. Every change replaces the table
// through one undo command.
#include "document/change.h"

#include <QAbstractTableModel>

#include <vector>

namespace eylau {
class CombatResultsTable;
}

namespace eylau::editor {

class ScenarioDocument;

class CombatResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit CombatResultsModel(ScenarioDocument& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

    // Marks the cells reconstructed or printed, in one step.
    void setProvenance(const QModelIndexList& cells, bool reconstructed);
    // Adds a column for an odds ratio ("7-1"), its results copied from the nearest column;
    // returns an error message or an empty string.
    QString addColumn(const QString& ratio);
    void removeColumn(int column);

private:
    void replace(const CombatResultsTable& after, const QString& text);
    void refresh();

    ScenarioDocument& document_;
    int rows_ = 0;
    int columns_ = 0;
};

}  // namespace eylau::editor
