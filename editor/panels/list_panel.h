#pragma once
// A table of scenario items with Add, Duplicate and Delete buttons above it. The buttons call
// back (each one edit); a callback returns the row to select afterwards.
#include <QWidget>

#include <functional>
#include <optional>

class QAbstractItemModel;
class QHBoxLayout;
class QLabel;
class QTableView;
class QToolButton;

namespace eylau::editor {

class ListPanel : public QWidget {
    Q_OBJECT
public:
    // The row acted on (-1: none selected); returns the row to select afterwards.
    using Action = std::function<std::optional<int>(int row)>;

    ListPanel(QAbstractItemModel* model, QWidget* parent = nullptr);

    QTableView* view() const { return view_; }
    int currentRow() const;
    void selectRow(int row);

    // A button shows only when it has an action.
    void setAddAction(const QString& text, Action action);
    void setDuplicateAction(Action action);
    void setDeleteAction(Action action);
    // A line under the buttons explaining the table.
    void setExplanation(const QString& text);

signals:
    void currentRowChanged(int row);

private:
    QToolButton* button(const QString& text, Action action);
    void run(const Action& action);

    QTableView* view_;
    QAbstractItemModel* model_;
    QHBoxLayout* buttons_;
    QLabel* explanation_;
};

}  // namespace eylau::editor
