#include "startup/after_first_paint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QWidget>

#include <utility>

namespace eylau::game {
namespace {

// Watches the widget's events until its first Paint, then queues the work and goes.
class FirstPaintWatch : public QObject {
public:
    FirstPaintWatch(QWidget& widget, std::function<void()> work) : QObject(&widget), work_(std::move(work)) {}

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && work_) {
            watched->removeEventFilter(this);  // allowed from within the filter
            QMetaObject::invokeMethod(QCoreApplication::instance(), std::exchange(work_, nullptr), Qt::QueuedConnection);
            deleteLater();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> work_;
};

}  // namespace

void afterFirstPaint(QWidget& widget, std::function<void()> work) {
    widget.installEventFilter(new FirstPaintWatch(widget, std::move(work)));
}

}  // namespace eylau::game
