#include "badge_item.h"

#include "hex_layout.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace eylau::mapview {
namespace {

QFont signFont(double size) {
    QFont font;
    font.setPixelSize(std::max(1, int(size * 0.72)));
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

}  // namespace

BadgeItem::BadgeItem(const HexLayout& layout, Hex hex, OverlayTone tone, const QString& sign, Corner corner)
    : hex_(hex), tone_(tone), sign_(sign), size_(layout.hexHeight() * 0.3), width_(size_) {
    if (sign_.size() > 1)  // a pill as wide as its text
        width_ = std::max(size_, QFontMetricsF(signFont(size_)).horizontalAdvance(sign_) + size_ * 0.5);
    // The counter is a square of 0.72 hex heights around the centre: sit on its corner.
    const double d = layout.hexHeight() * 0.36;
    const QPointF offset = corner == Corner::UpperRight  ? QPointF(d, -d)
                           : corner == Corner::LowerLeft ? QPointF(-d, d)
                                                         : QPointF(d, d);
    setPos(layout.centre(hex) + offset);
    setZValue(layer::kBadges);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF BadgeItem::boundingRect() const { return {-width_ / 2 - 2, -size_ / 2 - 2, width_ + 4, size_ + 4}; }

void BadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const OverlayColours c = overlayColours(tone_, contrastOf(*this));
    p.setPen(QPen(Qt::white, size_ * 0.1));
    p.setBrush(c.line);
    if (width_ > size_) p.drawRoundedRect(QRectF(-width_ / 2, -size_ / 2, width_, size_), size_ / 2, size_ / 2);
    else p.drawEllipse(QPointF(0, 0), size_ / 2, size_ / 2);
    p.setFont(signFont(size_));
    p.setPen(c.fill.alpha() == 255 ? c.fill : QColor(Qt::white));
    p.drawText(QRectF(-width_ / 2, -size_ / 2, width_, size_), Qt::AlignCenter, sign_);
}

}  // namespace eylau::mapview
