#pragma once
// A road or trail through one hexside (4.2), drawn from hex centre to hex centre; where the
// other hex is off the map, to the map edge. A route is two items: a pale casing under the
// line, so that roads read on dark woods too. Paints only.
#include "item_kinds.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace eylau::mapview {

class HexLayout;

class RouteItem : public QGraphicsItem {
public:
    enum class Kind { Road, Trail };
    enum class Part { Casing, Line };

    // `firstOnMap`/`secondOnMap`: whether each hex of the hexside is on the map; a route ends at
    // the hexside (the map edge) on the side of an off-map hex.
    RouteItem(const HexLayout& layout, Hexside hexside, Kind kind, Part part, bool firstOnMap,
              bool secondOnMap);

    enum { Type = RouteKind };
    int type() const override { return Type; }

    Hexside hexside() const { return hexside_; }
    Kind kind() const { return kind_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hexside hexside_;
    Kind kind_;
    Part part_;
    double radius_;
    QPainterPath path_;
};

}  // namespace eylau::mapview
