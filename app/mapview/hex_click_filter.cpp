#include "hex_click_filter.h"

#include "map_scene.h"
#include "map_view.h"

#include <QApplication>
#include <QMouseEvent>

namespace eylau::mapview {

HexClickFilter::HexClickFilter(MapView* view) : QObject(view), view_(view) {
    view->viewport()->installEventFilter(this);
}

bool HexClickFilter::eventFilter(QObject* watched, QEvent* event) {
    if (watched != view_->viewport()) return false;
    if (event->type() == QEvent::MouseButtonPress) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        pressed_ = mouse->button();
        pressedAt_ = mouse->position().toPoint();
        dragFrom_.reset();
        if (mouse->button() == Qt::LeftButton && draggable_ && view_->mapScene()) {
            const auto hex = view_->mapScene()->hexAt(view_->mapToScene(pressedAt_));
            if (hex && draggable_(*hex)) {
                dragFrom_ = hex;
                return true;  // no panning: the counter is being dragged
            }
        }
    } else if (event->type() == QEvent::MouseMove && dragFrom_) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (pressed_ == Qt::LeftButton &&
            (mouse->position().toPoint() - pressedAt_).manhattanLength() >= QApplication::startDragDistance()) {
            emit dragStarted(*dragFrom_);
            pressed_ = Qt::NoButton;  // from now on a drag, not a click
            view_->viewport()->setCursor(Qt::ClosedHandCursor);
        }
        return false;  // the view still reports the hex under the mouse
    } else if (event->type() == QEvent::MouseButtonRelease && dragFrom_ && pressed_ == Qt::NoButton) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const Hex from = *dragFrom_;
        dragFrom_.reset();
        view_->viewport()->unsetCursor();
        const auto to = view_->mapScene()->hexAt(view_->mapToScene(mouse->position().toPoint()));
        if (to && *to != from) emit dropped(from, *to, mouse->modifiers());
        return true;
    } else if (event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const bool consumed = dragFrom_.has_value();
        dragFrom_.reset();
        const QPoint at = mouse->position().toPoint();
        const bool click = mouse->button() == pressed_ &&
                           (at - pressedAt_).manhattanLength() < QApplication::startDragDistance();
        pressed_ = Qt::NoButton;
        if (click && view_->mapScene()) {
            if (const auto hex = view_->mapScene()->hexAt(view_->mapToScene(at))) {
                emit hexClicked(*hex, mouse->button(), mouse->modifiers());
            } else {
                emit offMapClicked(mouse->button());
            }
        }
        return consumed;
    }
    return false;  // the view still pans on a drag
}

}  // namespace eylau::mapview
