#include "path_item.h"

#include "hex_layout.h"

#include <QLineF>
#include <QPainter>

namespace eylau::mapview {

PathItem::PathItem(const HexLayout& layout, const std::vector<Hex>& hexes, OverlayTone tone)
    : hexes_(hexes), tone_(tone), radius_(layout.radius()) {
    setZValue(layer::kPaths);
    setAcceptedMouseButtons(Qt::NoButton);
    if (hexes.empty()) return;
    line_.moveTo(layout.centre(hexes.front()));
    for (std::size_t i = 1; i < hexes.size(); ++i) line_.lineTo(layout.centre(hexes[i]));
    if (hexes.size() < 2) return;
    // The arrowhead, pointing along the last step.
    const QLineF last(layout.centre(hexes[hexes.size() - 2]), layout.centre(hexes.back()));
    const QPointF tip = last.p2();
    const QPointF unit = (last.p2() - last.p1()) / last.length();
    const QPointF across(-unit.y(), unit.x());
    const double len = radius_ * 0.55;
    head_.moveTo(tip);
    head_.lineTo(tip - unit * len + across * len * 0.55);
    head_.lineTo(tip - unit * len - across * len * 0.55);
    head_.closeSubpath();
}

QRectF PathItem::boundingRect() const {
    const double w = radius_ * 0.3 * 1.5;  // room for the widest line (high contrast)
    return line_.boundingRect().united(head_.boundingRect()).adjusted(-w, -w, w, w);
}

void PathItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const OverlayColours c = overlayColours(tone_, contrastOf(*this));
    QColor line = c.line;
    line.setAlpha(230);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 200), radius_ * 0.26 * c.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(line_);
    // A dashed tone is told from a solid one by its line and its hollow head, not by colour alone.
    p.setPen(QPen(line, radius_ * 0.14 * c.width, c.dashed ? Qt::DashLine : Qt::SolidLine, c.dashed ? Qt::FlatCap : Qt::RoundCap,
                  Qt::RoundJoin));
    p.drawPath(line_);
    if (c.dashed) {
        p.setPen(QPen(line, radius_ * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(QColor(255, 255, 255, 220));
    } else {
        p.setPen(QPen(QColor(255, 255, 255, 200), radius_ * 0.06));
        p.setBrush(line);
    }
    p.drawPath(head_);
    p.setBrush(line);
    // A dot on every hex entered.
    p.setPen(Qt::NoPen);
    for (int i = 1; i < line_.elementCount() - 1; ++i) {
        const QPointF at = line_.elementAt(i);
        p.drawEllipse(at, radius_ * 0.12, radius_ * 0.12);
    }
}

}  // namespace eylau::mapview
