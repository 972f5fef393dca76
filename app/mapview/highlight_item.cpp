#include "highlight_item.h"

#include "hex_layout.h"

#include <QFont>
#include <QPainter>

namespace eylau::mapview {

HighlightItem::HighlightItem(const HexLayout& layout, Hex hex, OverlayTone tone, const QString& label)
    : hex_(hex), tone_(tone), label_(label), radius_(layout.radius()) {
    for (const QPointF& corner : layout.localPolygon()) outline_ << corner * 0.94;
    setPos(layout.centre(hex));
    setZValue(layer::kHighlights);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF HighlightItem::boundingRect() const { return outline_.boundingRect().adjusted(-4, -4, 4, 4); }

void HighlightItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const OverlayColours c = overlayColours(tone_, contrastOf(*this));
    QPen pen(c.line, radius_ * 0.07 * c.width, c.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(c.fill);
    p.drawPolygon(outline_);
    if (label_.isEmpty()) return;
    QFont font;
    font.setPixelSize(int(radius_ * 0.42));
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    p.setFont(font);
    const QRectF box(-radius_, -radius_ * 0.4, 2 * radius_, radius_ * 0.8);
    // A light halo keeps the label readable on woods and on ice.
    p.setPen(QColor(255, 255, 255, 220));
    for (const QPointF d : {QPointF(-1.5, 0), QPointF(1.5, 0), QPointF(0, -1.5), QPointF(0, 1.5)})
        p.drawText(box.translated(d), Qt::AlignCenter, label_);
    p.setPen(c.line.darker(150));
    p.drawText(box, Qt::AlignCenter, label_);
}

}  // namespace eylau::mapview
