#pragma once
// A table over rows of the scenario (units, divisions, turns, chart rows, ...): each column
// says how to show a row's value and how to change it; a change makes a new row, which
// `commit` pushes as an undo command. The model keeps a copy of the rows and refreshes from
// the document after every edit that touches them. No Q_OBJECT: it adds no signals.
#include "document/change.h"
#include "document/scenario_document.h"
#include "panels/choice_words.h"

#include "eylau/scenario/scenario.h"

#include <QAbstractTableModel>
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QMimeData>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace eylau::editor {

// Data roles beyond Qt's: the choices of an enumerated value, for the combo-box delegate.
enum TableRole { ChoicesRole = Qt::UserRole + 1 };

inline QColor reconstructedTint() { return QColor(255, 244, 214); }

template <class T>
struct Column {
    QString title;
    std::function<QVariant(const Scenario&, const T&)> value;
    // Changes the row; false refuses the value. Empty: read-only.
    std::function<bool(const Scenario&, T&, const QVariant&)> edit = {};
    // A value chosen from a list (side, type, division, provenance, ...).
    std::function<QStringList(const Scenario&)> choices = {};
    bool checkBox = false;  // value() gives a bool
    QString toolTip = {};
};

template <class T>
class RowTableModel : public QAbstractTableModel {
public:
    using Rows = std::function<std::vector<T>(const Scenario&)>;
    using Commit = std::function<void(ScenarioDocument&, std::size_t row, const T& after)>;

    RowTableModel(ScenarioDocument& document, Changes refreshOn, Rows rows, Commit commit,
                  std::vector<Column<T>> columns, QObject* parent = nullptr)
        : QAbstractTableModel(parent),
          document_(document),
          refreshOn_(refreshOn),
          rows_(std::move(rows)),
          commit_(std::move(commit)),
          columns_(std::move(columns)),
          cache_(rows_(document.scenario())) {
        QObject::connect(&document_, &ScenarioDocument::changed, this, [this](Changes what) {
            if (what & refreshOn_) refresh();
        });
    }

    // Rows that can be dragged onto the map: the MIME type and the data of a row.
    void setDrag(QString mimeType, std::function<QByteArray(const T&)> data) {
        mimeType_ = std::move(mimeType);
        dragData_ = std::move(data);
    }
    // Rows whose provenance is "reconstructed" are shown in italics on a tint.
    void setProvenance(std::function<Provenance(const T&)> provenance) { provenance_ = std::move(provenance); }

    const T& row(int r) const { return cache_.at(std::size_t(r)); }
    int columnOf(const QString& title) const {
        for (std::size_t c = 0; c < columns_.size(); ++c)
            if (columns_[c].title == title) return int(c);
        return -1;
    }

    void refresh() {
        std::vector<T> next = rows_(document_.scenario());
        if (next.size() != cache_.size()) {
            beginResetModel();
            cache_ = std::move(next);
            endResetModel();
            return;
        }
        cache_ = std::move(next);
        if (!cache_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(cache_.size()); }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(columns_.size());
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation == Qt::Horizontal && section >= 0 && section < columnCount()) {
            if (role == Qt::DisplayRole) return columns_[std::size_t(section)].title;
            if (role == Qt::ToolTipRole && !columns_[std::size_t(section)].toolTip.isEmpty())
                return columns_[std::size_t(section)].toolTip;
        }
        return QAbstractTableModel::headerData(section, orientation, role);
    }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid()) return {};
        const Column<T>& c = columns_[std::size_t(index.column())];
        const T& item = row(index.row());
        const Scenario& scenario = document_.scenario();
        switch (role) {
        case Qt::DisplayRole:  // a chosen value in the editor's language (choice_words.h)
            if (c.choices && !c.checkBox) return choiceWord(c.value(scenario, item).toString());
            [[fallthrough]];
        case Qt::EditRole:
            return c.checkBox ? QVariant() : c.value(scenario, item);
        case Qt::CheckStateRole:
            if (c.checkBox) return c.value(scenario, item).toBool() ? Qt::Checked : Qt::Unchecked;
            return {};
        case ChoicesRole:
            return c.choices ? QVariant(c.choices(scenario)) : QVariant();
        case Qt::FontRole:
            if (isReconstructed(item)) {
                QFont font;
                font.setItalic(true);
                return font;
            }
            return {};
        case Qt::BackgroundRole:
            if (isReconstructed(item)) return QBrush(reconstructedTint());
            return {};
        case Qt::ToolTipRole:
            if (isReconstructed(item)) return QObject::tr("Reconstructed: not printed in the rulebook copy.");
            return {};
        default:
            return {};
        }
    }

    Qt::ItemFlags flags(const QModelIndex& index) const override {
        if (!index.isValid()) return Qt::NoItemFlags;
        Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
        const Column<T>& c = columns_[std::size_t(index.column())];
        if (c.edit) f |= c.checkBox ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable;
        if (dragData_) f |= Qt::ItemIsDragEnabled;
        return f;
    }

    bool setData(const QModelIndex& index, const QVariant& value, int role) override {
        if (!index.isValid()) return false;
        const Column<T>& c = columns_[std::size_t(index.column())];
        if (!c.edit) return false;
        QVariant v = value;
        if (c.checkBox) {
            if (role != Qt::CheckStateRole) return false;
            v = value.toInt() == Qt::Checked;
        } else if (role != Qt::EditRole) {
            return false;
        }
        T after = row(index.row());
        if (!c.edit(document_.scenario(), after, v)) return false;
        if (after == row(index.row())) return true;
        commit_(document_, std::size_t(index.row()), after);
        return true;
    }

    QStringList mimeTypes() const override { return mimeType_.isEmpty() ? QStringList() : QStringList{mimeType_}; }

    QMimeData* mimeData(const QModelIndexList& indexes) const override {
        if (!dragData_ || indexes.isEmpty()) return nullptr;
        auto* mime = new QMimeData;
        mime->setData(mimeType_, dragData_(row(indexes.first().row())));
        mime->setText(QString::fromUtf8(dragData_(row(indexes.first().row()))));
        return mime;
    }

    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

private:
    bool isReconstructed(const T& item) const {
        return provenance_ && provenance_(item) == Provenance::Reconstructed;
    }

    ScenarioDocument& document_;
    Changes refreshOn_;
    Rows rows_;
    Commit commit_;
    std::vector<Column<T>> columns_;
    std::vector<T> cache_;
    QString mimeType_;
    std::function<QByteArray(const T&)> dragData_;
    std::function<Provenance(const T&)> provenance_;
};

}  // namespace eylau::editor
