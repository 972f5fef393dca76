#pragma once
// Edits a table cell that has choices (ChoicesRole) with a combo box, committing as soon as a
// choice is made, each choice shown in the editor's language (choice_words.h); other cells get
// Qt's usual editors.
#include <QStyledItemDelegate>

namespace eylau::editor {

class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

}  // namespace eylau::editor
