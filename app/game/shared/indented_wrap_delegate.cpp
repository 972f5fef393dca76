#include "shared/indented_wrap_delegate.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>

#include <algorithm>

namespace eylau::game {

IndentedWrapDelegate::IndentedWrapDelegate(QTreeView* tree, int column)
    : QStyledItemDelegate(tree), tree_(tree), column_(column) {
    tree->setWordWrap(true);
    tree->setUniformRowHeights(false);
    tree->setItemDelegateForColumn(column, this);
    QObject::connect(tree->header(), &QHeaderView::sectionResized, tree, [tree, column](int resized) {
        if (resized == column) tree->doItemsLayout();
    });
}

QSize IndentedWrapDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    int depth = tree_->rootIsDecorated() ? 1 : 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent()) ++depth;
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    QFont font = option.font;
    if (const QVariant f = index.data(Qt::FontRole); f.isValid()) font = f.value<QFont>();
    const int margin = tree_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree_) + 1;
    int width = tree_->header()->sectionSize(column_) - depth * tree_->indentation() - 2 * margin;
    // An icon stands before the text, with the style's gap after it.
    if (index.data(Qt::DecorationRole).isValid()) width -= tree_->iconSize().width() + 2 * margin;
    const int height = QFontMetrics(font)
                           .boundingRect(QRect(0, 0, std::max(1, width), 100000), Qt::TextWordWrap,
                                         index.data(Qt::DisplayRole).toString())
                           .height();
    return {base.width(), std::max(base.height(), height + 2)};
}

}  // namespace eylau::game
