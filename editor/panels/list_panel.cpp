#include "panels/list_panel.h"

#include "panels/choice_delegate.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace eylau::editor {

ListPanel::ListPanel(QAbstractItemModel* model, QWidget* parent)
    : QWidget(parent), view_(new QTableView(this)), model_(model) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    buttons_ = new QHBoxLayout;
    buttons_->addStretch(1);
    layout->addLayout(buttons_);
    explanation_ = new QLabel(this);
    explanation_->setWordWrap(true);
    explanation_->hide();
    layout->addWidget(explanation_);
    layout->addWidget(view_, 1);

    view_->setModel(model);
    view_->setItemDelegate(new ChoiceDelegate(view_));
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    view_->setAlternatingRowColors(true);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { emit currentRowChanged(current.isValid() ? current.row() : -1); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { view_->resizeColumnsToContents(); });
    view_->resizeColumnsToContents();
}

int ListPanel::currentRow() const {
    const QModelIndex current = view_->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ListPanel::selectRow(int row) {
    if (row < 0 || row >= model_->rowCount()) {
        view_->clearSelection();
        return;
    }
    view_->selectRow(row);
    view_->scrollTo(model_->index(row, 0));
}

QToolButton* ListPanel::button(const QString& text, Action action) {
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(b, &QToolButton::clicked, this, [this, action] { run(action); });
    buttons_->insertWidget(buttons_->count() - 1, b);
    return b;
}

void ListPanel::run(const Action& action) {
    if (const std::optional<int> select = action(currentRow())) selectRow(*select);
}

void ListPanel::setAddAction(const QString& text, Action action) { button(text, std::move(action)); }

void ListPanel::setDuplicateAction(Action action) { button(tr("Duplicate"), std::move(action)); }

void ListPanel::setDeleteAction(Action action) { button(tr("Delete"), std::move(action)); }

void ListPanel::setExplanation(const QString& text) {
    explanation_->setText(text);
    explanation_->setVisible(!text.isEmpty());
}

}  // namespace eylau::editor
