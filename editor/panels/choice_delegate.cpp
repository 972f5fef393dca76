#include "panels/choice_delegate.h"

#include "panels/choice_words.h"
#include "panels/row_table_model.h"

#include <QComboBox>

namespace eylau::editor {

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const {
    const QStringList choices = index.data(ChoicesRole).toStringList();
    if (choices.isEmpty()) return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    for (const QString& choice : choices) combo->addItem(choiceWord(choice), choice);  // shown worded, kept as is
    connect(combo, &QComboBox::activated, this, [this, combo] {
        emit const_cast<ChoiceDelegate*>(this)->commitData(combo);
        emit const_cast<ChoiceDelegate*>(this)->closeEditor(combo);
    });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole).toString()));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData().toString(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

}  // namespace eylau::editor
