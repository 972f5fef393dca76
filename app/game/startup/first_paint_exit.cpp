#include "startup/first_paint_exit.h"

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QWidget>

#include <cstdio>

namespace eylau::game {
namespace {

// Watches the widget's events; the first Paint queues the exit. Queued, not done at once: the
// filter sees the event before the widget paints, and the picture must be finished first.
class FirstPaintWatch : public QObject {
public:
    using QObject::QObject;

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !seen_) {
            seen_ = true;
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [] {
                    // A line the timing script waits for: start-up apart from the exit's tidying up.
                    std::fputs("first paint\n", stdout);
                    std::fflush(stdout);
                    QCoreApplication::exit(0);
                },
                Qt::QueuedConnection);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool seen_ = false;
};

}  // namespace

void exitAfterFirstPaint(QWidget& widget) { widget.installEventFilter(new FirstPaintWatch(&widget)); }

}  // namespace eylau::game
