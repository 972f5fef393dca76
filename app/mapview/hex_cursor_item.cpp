#include "hex_cursor_item.h"

#include "hex_layout.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace eylau::mapview {

HexCursorItem::HexCursorItem(const HexLayout& layout) : layout_(layout), radius_(layout.radius()) {
    for (const QPointF& corner : layout.localPolygon()) {
        outer_ << corner * 0.98;
        inner_ << corner * 0.76;
    }
    setZValue(layer::kCursor);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void HexCursorItem::setHex(Hex hex) {
    hex_ = hex;
    setPos(layout_.centre(hex));
}

QRectF HexCursorItem::boundingRect() const {
    // The widest band paint() draws is 0.27 of a radius (see below), half of it outside.
    const double w = radius_ * 0.2;
    return outer_.boundingRect().adjusted(-w, -w, w, w);
}

void HexCursorItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    QPainter& p = *painter;
    // At least 4 px for each black band (under its white dashes), at any zoom.
    const double scale = std::max(option->levelOfDetailFromTransform(p.worldTransform()), 1e-3);
    const double band = std::min(std::max(radius_ * 0.1, 4.0 / scale), radius_ * 0.18);
    const auto ring = [&](const QPolygonF& outline, double width) {
        p.setPen(QPen(QColor(0, 0, 0, 230), width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.drawPolygon(outline);
        QPen white(QColor(255, 255, 255), std::max(width * 0.45, 1.2 / scale), Qt::CustomDashLine, Qt::FlatCap,
                   Qt::MiterJoin);
        white.setDashPattern({2.0, 1.5});  // in widths of the pen
        p.setPen(white);
        p.drawPolygon(outline);
    };
    p.setBrush(Qt::NoBrush);
    // Two rings while the hex is large enough to show the gap between them (2 px); on a small hex
    // they would run together over the counter: one ring, as wide as the two, round the edge.
    const double gap = radius_ * (0.98 - 0.76) - band;
    if (gap * scale >= 2.0) {
        ring(outer_, band);
        ring(inner_, band);
    } else {
        ring(outer_, band * 1.5);
    }
}

}  // namespace eylau::mapview
