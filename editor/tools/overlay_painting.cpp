#include "tools/overlay_painting.h"

#include "hex_layout.h"

#include <QColor>
#include <QPainter>
#include <QPen>

namespace eylau::editor {

void outlineHexes(QPainter& painter, const mapview::HexLayout& layout, const std::vector<Hex>& hexes,
                  const QColor& colour) {
    QPen pen(colour, layout.radius() * 0.08);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    QColor fill = colour;
    fill.setAlpha(50);
    painter.setBrush(fill);
    for (const Hex h : hexes) painter.drawPolygon(layout.polygon(h));
}

void outlineHexside(QPainter& painter, const mapview::HexLayout& layout, Hexside side, const QColor& colour) {
    QPen pen(colour, layout.radius() * 0.16, Qt::SolidLine, Qt::RoundCap);
    painter.setPen(pen);
    painter.drawLine(layout.hexsideLine(side.first, side.second));
}

QRectF hexesRect(const mapview::HexLayout& layout, const std::vector<Hex>& hexes) {
    QRectF rect;
    for (const Hex h : hexes) rect = rect.united(layout.polygon(h).boundingRect());
    const double m = layout.radius() * 0.1;
    return rect.isNull() ? rect : rect.adjusted(-m, -m, m, m);
}

}  // namespace eylau::editor
