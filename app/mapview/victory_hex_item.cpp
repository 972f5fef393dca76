#include "victory_hex_item.h"

#include "hex_layout.h"
#include "map_contrast.h"
#include "map_palette.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>
#include <numbers>

namespace eylau::mapview {
namespace {

// This file's words, in the catalogue's context "eylau::mapview::VictoryHexItem".
struct VictoryHexText {
    Q_DECLARE_TR_FUNCTIONS(eylau::mapview::VictoryHexItem)
};

}  // namespace

namespace {

QPolygonF starPolygon(double outer, double inner) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 == 0 ? outer : inner;
        const double a = -std::numbers::pi / 2.0 + i * std::numbers::pi / 5.0;
        star << QPointF(r * std::cos(a), r * std::sin(a));
    }
    return star;
}

}  // namespace

VictoryHexItem::VictoryHexItem(const HexLayout& layout, Hex hex, int points)
    : hex_(hex), points_(points), radius_(layout.radius()) {
    for (const QPointF& corner : layout.localPolygon()) border_ << corner * 0.9;
    star_ = starPolygon(radius_ * 0.5, radius_ * 0.21);
    setPos(layout.centre(hex));
    setZValue(layer::kVictory);
    setToolTip(VictoryHexText::tr("Victory hex: %n Victory Point(s) (23.4)", nullptr, points_));
}

QRectF VictoryHexItem::boundingRect() const {
    return border_.boundingRect().adjusted(-radius_ * 0.1, -radius_ * 0.1, radius_ * 0.1, radius_ * 0.1);
}

void VictoryHexItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const double width = contrastOf(*this) == Contrast::High ? 1.4 : 1.0;  // stronger outlines
    p.setPen(QPen(QColor(palette::kVictoryEdge), radius_ * 0.03 * width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    QColor gold(palette::kVictory);
    gold.setAlpha(235);
    p.setBrush(gold);
    p.drawPolygon(star_);
    QPen border(QColor(palette::kVictory), radius_ * 0.1 * width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(border);
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(border_);
}

}  // namespace eylau::mapview
