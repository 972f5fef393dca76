#pragma once
// Wraps a tree's items at the width each really has: a tree asks a row's height for the column's
// whole width, though an item stands indented under its parent and beside its icon, so that long
// items were cut with "..." (issue 40: the Log's events, Off the Map's reinforcements). The tree
// must word-wrap and have rows of their own heights; when its column is resized the rows are laid
// out again.
#include <QStyledItemDelegate>

class QTreeView;

namespace eylau::game {

class IndentedWrapDelegate : public QStyledItemDelegate {
public:
    // Installs itself on `tree`'s `column` and sets the tree up as above.
    IndentedWrapDelegate(QTreeView* tree, int column);

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QTreeView* tree_;
    int column_;
};

}  // namespace eylau::game
