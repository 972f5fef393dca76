#include "entry_area_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>

#include <cmath>

namespace eylau::mapview {
namespace {

// This file's words, in the catalogue's context "eylau::mapview::EntryAreaItem".
struct EntryAreaText {
    Q_DECLARE_TR_FUNCTIONS(eylau::mapview::EntryAreaItem)
};

}  // namespace

EntryAreaItem::EntryAreaItem(const HexLayout& layout, Hex hex, QPointF outward, const QString& letter,
                             const QString& name)
    : hex_(hex), letter_(letter), name_(name), radius_(layout.radius()) {
    const double length = std::hypot(outward.x(), outward.y());
    const QPointF unit = length > 0 ? outward / length : QPointF(0, -1);
    badge_ = unit * radius_ * 1.3;
    // An arrowhead between the badge and the hex, pointing into the map.
    const QPointF tip = unit * radius_ * 0.78;
    const QPointF base = unit * radius_ * 0.98;
    const QPointF across(-unit.y() * radius_ * 0.16, unit.x() * radius_ * 0.16);
    arrow_.moveTo(tip);
    arrow_.lineTo(base + across);
    arrow_.lineTo(base - across);
    arrow_.closeSubpath();
    setPos(layout.centre(hex));
    setZValue(layer::kEntryAreas);
    setToolTip(EntryAreaText::tr("Entry area %1: %2 (7.2: any map-edge hex within eight hexes)").arg(letter, name));
}

QRectF EntryAreaItem::boundingRect() const {
    const double r = radius_ * 0.4;
    return QRectF(badge_ - QPointF(r, r), badge_ + QPointF(r, r)).united(arrow_.boundingRect());
}

void EntryAreaItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const QColor red(palette::kEntry);
    p.setPen(Qt::NoPen);
    p.setBrush(red);
    p.drawPath(arrow_);
    p.setPen(QPen(Qt::white, radius_ * 0.05));
    p.drawEllipse(badge_, radius_ * 0.33, radius_ * 0.33);
    QFont font;
    font.setPixelSize(int(radius_ * 0.42));
    font.setBold(true);
    font.setHintingPreference(QFont::PreferNoHinting);
    p.setFont(font);
    p.setPen(Qt::white);
    const double r = radius_ * 0.33;
    p.drawText(QRectF(badge_ - QPointF(r, r), badge_ + QPointF(r, r)), Qt::AlignCenter, letter_);
}

}  // namespace eylau::mapview
