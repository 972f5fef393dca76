#pragma once
// The path a move would take: a line from hex centre to hex centre with an arrowhead at the
// destination, over the counters; dashed, with a hollow arrowhead, for a dashed tone (a
// suggestion, not a move made). Paints only.
#include "overlay_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <vector>

namespace eylau::mapview {

class HexLayout;

class PathItem : public QGraphicsItem {
public:
    // `hexes`: the start hex, then every hex entered, in order.
    PathItem(const HexLayout& layout, const std::vector<Hex>& hexes, OverlayTone tone = OverlayTone::Reach);

    enum { Type = PathKind };
    int type() const override { return Type; }

    const std::vector<Hex>& hexes() const { return hexes_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<Hex> hexes_;
    OverlayTone tone_;
    QPainterPath line_;
    QPainterPath head_;
    double radius_;
};

}  // namespace eylau::mapview
