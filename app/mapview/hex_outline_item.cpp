#include "hex_outline_item.h"

#include "hex_layout.h"

#include <QPainter>

namespace eylau::mapview {

HexOutlineItem::HexOutlineItem(const HexLayout& layout, Hex hex, OverlayTone tone)
    : hex_(hex), tone_(tone), radius_(layout.radius()) {
    for (const QPointF& corner : layout.localPolygon()) outline_ << corner * 0.97;
    setPos(layout.centre(hex));
    setZValue(layer::kOutlines);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF HexOutlineItem::boundingRect() const {
    const double w = radius_ * 0.12 * 1.5;  // room for the widest line (high contrast)
    return outline_.boundingRect().adjusted(-w, -w, w, w);
}

void HexOutlineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const OverlayColours c = overlayColours(tone_, contrastOf(*this));
    // A dark under-stroke so the line shows on snow and on the blue French counters alike.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 110), radius_ * 0.16 * c.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(outline_);
    p.setPen(QPen(c.line, radius_ * 0.1 * c.width, c.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolygon(outline_);
}

}  // namespace eylau::mapview
