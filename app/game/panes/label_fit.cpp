#include "panes/label_fit.h"

#include <QEvent>
#include <QLabel>
#include <QTextDocumentFragment>

#include <algorithm>

namespace eylau::game {
namespace {

void fit(QLabel& label, int minLines) {
    const QString shown = QTextDocumentFragment::fromHtml(label.text()).toPlainText();
    const QMargins margins = label.contentsMargins();
    const QFontMetrics metrics = label.fontMetrics();
    const int frame = margins.top() + margins.bottom() + 2 * label.margin();
    const int least = minLines * metrics.lineSpacing() + frame;
    const int width = label.width() - margins.left() - margins.right() - 2 * label.margin();
    const int needed = width > 0 && !shown.isEmpty()
                           ? metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, shown).height() + frame
                           : 0;
    const int height = std::max(least, needed);
    if (label.height() != height || label.minimumHeight() != height) label.setFixedHeight(height);
}

// Refits its label on the events that change what the text needs.
class HeightFit : public QObject {
public:
    HeightFit(QLabel& label, int minLines) : QObject(&label), minLines_(minLines) {}

    bool eventFilter(QObject* watched, QEvent* event) override {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::ToolTipChange:
        case QEvent::StyleChange:
        case QEvent::FontChange: fit(*static_cast<QLabel*>(watched), minLines_); break;
        default: break;
        }
        return false;
    }

private:
    int minLines_;
};

}  // namespace

void keepHeightFitted(QLabel& label, int minLines) {
    label.installEventFilter(new HeightFit(label, minLines));
    fit(label, minLines);
}

}  // namespace eylau::game
