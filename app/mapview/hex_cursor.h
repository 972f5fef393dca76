#pragma once
// The keyboard's hex cursor (docs/playing.md, "Playing by keyboard"): while the map view has the
// focus, the arrow keys move an outline from hex to hex and the view scrolls to keep it in sight;
// Enter or Space at the cursor, Tab and Shift+Tab, and Home are reported for the game to act on
// (the view itself knows no rules). The view takes Tab and Shift+Tab while it has the focus: they
// do not move the focus to the next widget.
//
// The arrows on the rulebook's grid (2.1: flat-topped hexes in vertical columns): Up and Down go
// to the next hex of the same column; Left and Right to the next column, keeping the row number, so
// that holding Right runs straight across the map in a shallow zigzag (the hex of the same number
// in a neighbouring column is always adjacent). At the edge of the map the cursor stays.
// moc cannot parse the C++20 standard headers these pull in; the compiler still sees them.
#ifndef Q_MOC_RUN
#include "eylau/map/hex.h"
#endif

#include <QObject>
#include <QPointer>

#include <optional>

namespace eylau::mapview {

class HexCursorItem;
class MapScene;
class MapView;

class HexCursor : public QObject {
    Q_OBJECT
public:
    // Watches `view`'s keys; the cursor is a child of the view. It is hidden until a key shows it.
    explicit HexCursor(MapView* view);

    bool isShown() const { return hex_.has_value(); }
    std::optional<eylau::Hex> hex() const { return hex_; }
    // Puts the cursor on `hex` (an on-map hex; others are ignored), shows it and scrolls the view
    // to it; `announce`: reports it as moved (the status bar describes it, as a hover would).
    void setHex(eylau::Hex hex, bool announce = true);
    // Moves a shown cursor to `hex` where the mouse clicked, without scrolling or reporting it.
    void placeAt(eylau::Hex hex);
    void hide();
    // The outline on the map, while shown (tests).
    HexCursorItem* item() const;

    // Where an arrow key steps from `from` (Qt::Key_Left, _Right, _Up, _Down), on or off the map;
    // nullopt for any other key.
    static std::optional<eylau::Hex> step(eylau::Hex from, int key);

signals:
    void moved(eylau::Hex hex);
    // Enter or Space at the cursor (with Shift, as a Shift+click).
    void activated(eylau::Hex hex, Qt::KeyboardModifiers modifiers);
    // Tab (forward) or Shift+Tab.
    void cycleRequested(bool forward);
    void homeRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Where the cursor appears when a key first shows it: the on-map hex in the middle of the view.
    std::optional<eylau::Hex> startHex() const;
    bool handleKey(int key, Qt::KeyboardModifiers modifiers);

    MapView* view_;
    QPointer<MapScene> scene_;     // the scene the item is in
    HexCursorItem* item_ = nullptr;  // owned by scene_
    std::optional<eylau::Hex> hex_;
};

}  // namespace eylau::mapview
