#include "panes/label_fit.h"

#include <QLabel>

#include <algorithm>

namespace eylau::game {

void fitLabelHeight(QLabel& label, const QString& plainText, int minLines) {
    const QMargins margins = label.contentsMargins();
    const QFontMetrics metrics = label.fontMetrics();
    const int frame = margins.top() + margins.bottom() + 2 * label.margin();
    const int least = minLines * metrics.lineSpacing() + frame;
    const int width = label.width() - margins.left() - margins.right() - 2 * label.margin();
    const int needed = width > 0 && !plainText.isEmpty()
                           ? metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, plainText).height() + frame
                           : 0;
    const int height = std::max(least, needed);
    if (label.height() != height || label.minimumHeight() != height) label.setFixedHeight(height);
}

}  // namespace eylau::game
