#include "badge_item.h"

#include "hex_layout.h"

#include <QFont>
#include <QPainter>

namespace eylau::mapview {

BadgeItem::BadgeItem(const HexLayout& layout, Hex hex, OverlayTone tone, const QString& sign, Corner corner)
    : hex_(hex), tone_(tone), sign_(sign), size_(layout.hexHeight() * 0.3) {
    // The counter is a square of 0.72 hex heights around the centre: sit on its corner.
    const double d = layout.hexHeight() * 0.36;
    setPos(layout.centre(hex) + (corner == Corner::UpperRight ? QPointF(d, -d) : QPointF(-d, d)));
    setZValue(layer::kBadges);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF BadgeItem::boundingRect() const { return {-size_ / 2 - 2, -size_ / 2 - 2, size_ + 4, size_ + 4}; }

void BadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const OverlayColours c = overlayColours(tone_, contrastOf(*this));
    p.setPen(QPen(Qt::white, size_ * 0.1));
    p.setBrush(c.line);
    p.drawEllipse(QPointF(0, 0), size_ / 2, size_ / 2);
    QFont font;
    font.setPixelSize(int(size_ * 0.72));
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    p.setFont(font);
    p.setPen(c.fill.alpha() == 255 ? c.fill : QColor(Qt::white));
    p.drawText(QRectF(-size_ / 2, -size_ / 2, size_, size_), Qt::AlignCenter, sign_);
}

}  // namespace eylau::mapview
