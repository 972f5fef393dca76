#include "place_name_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace eylau::mapview {

PlaceNameItem::PlaceNameItem(const HexLayout& layout, Hex hex, const QString& name)
    : hex_(hex), name_(name), radius_(layout.radius()) {
    QFont font(QStringLiteral("DejaVu Serif"));
    font.setPixelSize(int(radius_ * 0.28));
    font.setItalic(true);
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(name);
    // Baseline on the hex's bottom edge, so the letters stand below where a counter stands
    // (only descenders reach into the next hex, above its number).
    const double baseline = layout.hexHeight() * 0.49;
    text_.addText(QPointF(-width / 2.0, baseline), font, name);
    setPos(layout.centre(hex));
    setZValue(layer::kPlaceNames);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF PlaceNameItem::boundingRect() const {
    const double halo = radius_ * 0.06;
    return text_.boundingRect().adjusted(-halo, -halo, halo, halo);
}

void PlaceNameItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (lod * radius_ * 0.28 < 4.0) return;
    painter->setPen(QPen(QColor(255, 255, 255, 215), radius_ * 0.08, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(text_);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(palette::kPlaceName));
    painter->drawPath(text_);
}

}  // namespace eylau::mapview
