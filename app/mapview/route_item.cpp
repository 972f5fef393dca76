#include "route_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QPainter>

namespace eylau::mapview {

RouteItem::RouteItem(const HexLayout& layout, Hexside hexside, Kind kind, Part part, bool firstOnMap,
                     bool secondOnMap)
    : hexside_(hexside), kind_(kind), part_(part), radius_(layout.radius()) {
    const QPointF mid = layout.hexsideMidpoint(hexside.first, hexside.second);
    setPos(mid);
    QPointF from = firstOnMap ? layout.centre(hexside.first) - mid : QPointF();
    QPointF to = secondOnMap ? layout.centre(hexside.second) - mid : QPointF();
    if (part == Part::Casing) {
        // Stop short of the centres: there the casing would cover the line of the next route.
        from *= 0.85;
        to *= 0.85;
    }
    path_.moveTo(from);
    path_.lineTo(to);
    setZValue(part == Part::Casing ? layer::kRoutes - 0.1 : layer::kRoutes);
}

QRectF RouteItem::boundingRect() const {
    const double pad = radius_ * 0.12;
    return path_.boundingRect().adjusted(-pad, -pad, pad, pad);
}

void RouteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPen pen;
    if (part_ == Part::Casing) {
        pen = QPen(QColor(255, 255, 250, 170), radius_ * (kind_ == Kind::Road ? 0.17 : 0.12),
                   Qt::SolidLine, Qt::FlatCap);
    } else if (kind_ == Kind::Road) {
        pen = QPen(QColor(palette::kRoad), radius_ * 0.09, Qt::SolidLine, Qt::RoundCap);
    } else {
        pen = QPen(QColor(palette::kTrail), radius_ * 0.055, Qt::CustomDashLine, Qt::RoundCap);
        pen.setDashPattern({2.6, 2.2});
    }
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path_);
}

}  // namespace eylau::mapview
