#pragma once
// The keyboard's hex cursor on the map: a double outline (two concentric hexagons, each a band of
// black under white dashes), over the counters and every other mark. It shows on every terrain and
// counter colour, and it is not a colour alone: no other mark of the map is doubled or white
// (the selection is a solid gold line, the hints violet dashes, a problem red dashes). Its lines
// keep a few pixels' width however far the map is zoomed out; on a hex too small to show the gap
// between the two, they are one wider ring round the hex's edge. Paints only.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPolygonF>

namespace eylau::mapview {

class HexLayout;

class HexCursorItem : public QGraphicsItem {
public:
    explicit HexCursorItem(const HexLayout& layout);

    enum { Type = CursorKind };
    int type() const override { return Type; }

    // Moves the outline onto `hex` (the item is placed at its centre).
    void setHex(Hex hex);
    Hex hex() const { return hex_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const HexLayout& layout_;
    Hex hex_;
    QPolygonF outer_;
    QPolygonF inner_;
    double radius_;
};

}  // namespace eylau::mapview
