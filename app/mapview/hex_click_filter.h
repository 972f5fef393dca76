#pragma once
// Turns mouse clicks on a MapView into hexes: a press and a release close together (not a drag,
// which pans the view) on an on-map hex is a click on that hex. A drag that starts on a hex the
// owner calls draggable (a counter that may move) does not pan: it reports where it is dropped.
// Install it on a view; the view itself is left as it is. Knows no rules.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "eylau/map/hex.h"
#endif

#include <QObject>
#include <QPoint>

#include <functional>
#include <optional>

namespace eylau::mapview {

class MapView;

class HexClickFilter : public QObject {
    Q_OBJECT
public:
    // Watches `view`'s viewport; the filter is a child of the view.
    explicit HexClickFilter(MapView* view);

    // Which hexes a drag may start from (none when unset).
    void setDraggable(std::function<bool(eylau::Hex)> draggable) { draggable_ = std::move(draggable); }

signals:
    void hexClicked(eylau::Hex hex, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void offMapClicked(Qt::MouseButton button);
    // A drag from a draggable hex began, and where it ended (an on-map hex other than the start).
    void dragStarted(eylau::Hex from);
    void dropped(eylau::Hex from, eylau::Hex to, Qt::KeyboardModifiers modifiers);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MapView* view_;
    QPoint pressedAt_;
    Qt::MouseButton pressed_ = Qt::NoButton;
    std::function<bool(eylau::Hex)> draggable_;
    std::optional<eylau::Hex> dragFrom_;
};

}  // namespace eylau::mapview
