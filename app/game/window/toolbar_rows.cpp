#include "window/toolbar_rows.h"

#include <QEvent>
#include <QMainWindow>
#include <QPointer>
#include <QToolBar>

namespace eylau::game {
namespace {

class SecondBarWhole : public QObject {
public:
    SecondBarWhole(QMainWindow& window, QToolBar& first, QToolBar& second)
        : QObject(&window), window_(&window), first_(&first), second_(&second) {
        window.installEventFilter(this);
        first.installEventFilter(this);
        second.installEventFilter(this);
        place();
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest ||
            event->type() == QEvent::Show)
            place();
        return QObject::eventFilter(watched, event);
    }

private:
    void place() {
        if (!window_ || !first_ || !second_) return;
        // Both bars at their full width (a bar's size hint counts the buttons it hides), and
        // the window's own margins.
        const int needed = first_->sizeHint().width() + second_->sizeHint().width() + 8;
        const bool apart = window_->toolBarBreak(second_);
        if (needed > window_->width() && !apart) window_->insertToolBarBreak(second_);
        else if (needed <= window_->width() && apart) window_->removeToolBarBreak(second_);
    }

    QPointer<QMainWindow> window_;
    QPointer<QToolBar> first_;
    QPointer<QToolBar> second_;
};

}  // namespace

void keepSecondBarWhole(QMainWindow& window, QToolBar& first, QToolBar& second) {
    new SecondBarWhole(window, first, second);
}

}  // namespace eylau::game
