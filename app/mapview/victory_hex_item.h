#pragma once
// Marks a victory hex (23.4): a gold border inside the hex and a gold star under the counters.
#include "item_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPolygonF>

namespace eylau::mapview {

class HexLayout;

class VictoryHexItem : public QGraphicsItem {
public:
    VictoryHexItem(const HexLayout& layout, Hex hex, int points);

    enum { Type = VictoryHexKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    int points() const { return points_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    int points_;
    double radius_;
    QPolygonF border_;
    QPolygonF star_;
};

}  // namespace eylau::mapview
