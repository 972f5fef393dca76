#include "hex_cursor.h"

#include "hex_cursor_item.h"
#include "map_scene.h"
#include "map_view.h"

#include <QKeyEvent>

namespace eylau::mapview {

HexCursor::HexCursor(MapView* view) : QObject(view), view_(view) { view->installEventFilter(this); }

std::optional<Hex> HexCursor::step(Hex from, int key) {
    switch (key) {
    case Qt::Key_Up: return Hex{from.col, from.row - 1};
    case Qt::Key_Down: return Hex{from.col, from.row + 1};
    // 2.1: hex CCRR and hex (CC±1)RR always share a hexside, whichever way the columns are shifted.
    case Qt::Key_Left: return Hex{from.col - 1, from.row};
    case Qt::Key_Right: return Hex{from.col + 1, from.row};
    default: return std::nullopt;
    }
}

HexCursorItem* HexCursor::item() const { return hex_ && scene_ ? item_ : nullptr; }

void HexCursor::setHex(Hex hex, bool announce) {
    MapScene* scene = view_->mapScene();
    if (!scene || !scene->onMap(hex)) return;
    if (scene_ != scene) {  // a new scene (or the first): the item goes into it
        scene_ = scene;
        item_ = new HexCursorItem(scene->layout());
        scene->addItem(item_);
    }
    hex_ = hex;
    item_->setHex(hex);
    item_->show();
    // A hex's width of room around it, so that what is next to it shows too.
    const int margin = int(scene->layout().hexWidth() * view_->zoom()) + 8;
    view_->ensureVisible(scene->layout().polygon(hex).boundingRect(), margin, margin);
    if (announce) emit moved(hex);
}

void HexCursor::placeAt(Hex hex) {
    if (!hex_ || !item_ || !scene_ || !scene_->onMap(hex)) return;
    hex_ = hex;
    item_->setHex(hex);
}

void HexCursor::hide() {
    hex_.reset();
    if (scene_ && item_) item_->hide();
}

std::optional<Hex> HexCursor::startHex() const {
    const MapScene* scene = view_->mapScene();
    if (!scene) return std::nullopt;
    if (const auto middle = scene->hexAt(view_->mapToScene(view_->viewport()->rect().center()))) return middle;
    return scene->hexAt(scene->mapRect().center());
}

bool HexCursor::handleKey(int key, Qt::KeyboardModifiers modifiers) {
    // Shift is allowed with Enter, Space and Tab (Shift+Tab arrives as Backtab); with Ctrl, Alt or
    // Meta the key is the window's (a shortcut) or the view's.
    const Qt::KeyboardModifiers mods = modifiers & ~Qt::KeypadModifier;
    if (mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    const bool shift = mods & Qt::ShiftModifier;
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (shift) return false;
        if (!hex_) {  // the first key shows the cursor where the player is looking
            if (const auto start = startHex()) setHex(*start);
            return true;
        }
        const auto next = step(*hex_, key);
        if (next && view_->mapScene()->onMap(*next)) setHex(*next);
        return true;
    }
    case Qt::Key_Home:
        if (shift) return false;
        emit homeRequested();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!hex_) {
            if (const auto start = startHex()) setHex(*start);
            return true;
        }
        emit activated(*hex_, shift ? Qt::ShiftModifier : Qt::NoModifier);
        return true;
    case Qt::Key_Tab: emit cycleRequested(!shift); return true;
    case Qt::Key_Backtab: emit cycleRequested(false); return true;
    default: return false;
    }
}

bool HexCursor::eventFilter(QObject* watched, QEvent* event) {
    if (watched != view_ || event->type() != QEvent::KeyPress) return false;
    // Before the view's own event(): Tab and Shift+Tab would move the focus to the next widget.
    auto* key = static_cast<QKeyEvent*>(event);
    if (!handleKey(key->key(), key->modifiers())) return false;
    key->accept();
    return true;
}

}  // namespace eylau::mapview
