#pragma once
// A bold outline around a hex, over the counters: the selected unit, the units of an attack,
// what stops a command, an obligation to attack. Paints only.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPolygonF>

namespace eylau::mapview {

class HexLayout;

class HexOutlineItem : public QGraphicsItem {
public:
    HexOutlineItem(const HexLayout& layout, Hex hex, OverlayTone tone);

    enum { Type = HexOutlineKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    OverlayTone tone() const { return tone_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    OverlayTone tone_;
    QPolygonF outline_;
    double radius_;
};

}  // namespace eylau::mapview
