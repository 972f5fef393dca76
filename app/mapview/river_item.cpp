#include "river_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QPainter>

namespace eylau::mapview {

RiverItem::RiverItem(const HexLayout& layout, Hexside hexside, bool frozen, Part part)
    : hexside_(hexside), frozen_(frozen), part_(part), radius_(layout.radius()) {
    const QPointF mid = layout.hexsideMidpoint(hexside.first, hexside.second);
    line_ = layout.hexsideLine(hexside.first, hexside.second).translated(-mid);
    setPos(mid);
    setZValue(part == Part::Banks ? layer::kHexsides - 0.2 : layer::kHexsides - 0.1);
}

QRectF RiverItem::boundingRect() const {
    const double pad = radius_ * 0.15;
    return QRectF(line_.p1(), line_.p2()).normalized().adjusted(-pad, -pad, pad, pad);
}

void RiverItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    if (part_ == Part::Banks) {
        p.setPen(QPen(QColor(palette::kRiver), radius_ * (frozen_ ? 0.24 : 0.2), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(line_);
        return;
    }
    if (!frozen_) return;  // open water: the banks' blue is the river
    p.setPen(QPen(QColor(palette::kIce), radius_ * 0.15, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line_);
    // A crack or two in the ice.
    p.setPen(QPen(QColor(palette::kIceCrack), radius_ * 0.022, Qt::SolidLine, Qt::RoundCap));
    const QPointF along = (line_.p2() - line_.p1()) / 2.0;
    const QPointF across = QPointF(-along.y(), along.x()) * (0.08);
    p.drawLine(along * -0.6 - across, along * -0.25 + across);
    p.drawLine(along * 0.15 + across, along * 0.55 - across);
}

}  // namespace eylau::mapview
