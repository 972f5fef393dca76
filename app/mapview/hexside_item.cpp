#include "hexside_item.h"

#include "hex_layout.h"
#include "map_palette.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <numbers>

namespace eylau::mapview {

namespace {

// A line along the hexside with `waves` sine waves of the given amplitude, flat at both ends so
// that neighbouring hexsides join at the corners.
QPainterPath wavyLine(double half, double amplitude, int waves) {
    QPainterPath path(QPointF(-half, 0));
    constexpr int kSteps = 24;
    for (int i = 1; i <= kSteps; ++i) {
        const double t = double(i) / kSteps;
        const double y = amplitude * std::sin(t * waves * 2.0 * std::numbers::pi);
        path.lineTo(QPointF(-half + 2.0 * half * t, y));
    }
    return path;
}

}  // namespace

HexsideItem::HexsideItem(const HexLayout& layout, Hexside hexside, HexsideFeatures features)
    : hexside_(hexside), features_(features), radius_(layout.radius()) {
    const QLineF across(layout.centre(hexside.first), layout.centre(hexside.second));
    setPos(layout.hexsideMidpoint(hexside.first, hexside.second));
    // Item +y along first -> second, so item +x runs along the hexside.
    setRotation(-across.angle() - 90.0);
    setZValue(layer::kHexsides);
}

QRectF HexsideItem::boundingRect() const {
    const double r = radius_;
    return {-0.65 * r, -0.4 * r, 1.3 * r, 0.8 * r};
}

void HexsideItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.save();
    if (features_.has(HexsideFeature::Stream)) paintStream(p);
    if (features_.has(HexsideFeature::Gully)) paintGully(p);
    if (features_.has(HexsideFeature::Slope)) paintSlope(p);
    if (features_.has(HexsideFeature::Bridge)) paintBridge(p);
    p.restore();
}

void HexsideItem::paintStream(QPainter& p) const {
    QPen pen(QColor(palette::kStream), radius_ * 0.075, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(wavyLine(radius_ / 2.0, radius_ * 0.05, 2));
}

void HexsideItem::paintGully(QPainter& p) const {
    // A dark jagged line: the ravine's broken edge.
    const double half = radius_ / 2.0;
    QPainterPath path(QPointF(-half, 0));
    constexpr int kTeeth = 7;
    for (int i = 1; i < 2 * kTeeth; ++i) {
        const double x = -half + 2.0 * half * i / (2.0 * kTeeth);
        path.lineTo(QPointF(x, (i % 2 == 1 ? 1.0 : -1.0) * radius_ * 0.055));
    }
    path.lineTo(QPointF(half, 0));
    p.setPen(QPen(QColor(palette::kGully), radius_ * 0.045, Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

void HexsideItem::paintSlope(QPainter& p) const {
    // Hachures: a row of short tapered strokes across the hexside over a faint brown band, the
    // way printed maps shade the edge of a rise.
    const double half = radius_ / 2.0;
    QColor band(palette::kSlope);
    band.setAlpha(60);
    p.setPen(QPen(band, radius_ * 0.2, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(QPointF(-half * 0.9, 0), QPointF(half * 0.9, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(palette::kSlope));
    constexpr int kTicks = 7;
    const double reach = radius_ * 0.14;
    const double wide = radius_ * 0.032;
    const double narrow = radius_ * 0.01;
    for (int i = 0; i < kTicks; ++i) {
        const double x = -half * 0.9 + half * 1.8 * (i + 0.5) / kTicks;
        const QPointF tick[] = {{x - wide, -reach * 0.35}, {x + wide, -reach * 0.35}, {x + narrow, reach},
                                {x - narrow, reach}};
        const QPointF back[] = {{x - wide, -reach * 0.35}, {x + wide, -reach * 0.35}, {x + narrow * 0.5, -reach},
                                {x - narrow * 0.5, -reach}};
        p.drawPolygon(tick, 4);
        p.drawPolygon(back, 4);
    }
}

void HexsideItem::paintBridge(QPainter& p) const {
    // A deck across the hexside (along +y, the way a road crosses it) with flared parapets.
    const double w = radius_ * 0.15;   // half the deck's width
    const double l = radius_ * 0.3;    // half its length
    const double flare = radius_ * 0.09;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(palette::kBridgeDeck));
    p.drawRect(QRectF(-w, -l, 2 * w, 2 * l));
    QPen parapet(QColor(palette::kBridge), radius_ * 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(parapet);
    p.setBrush(Qt::NoBrush);
    for (double sx : {-1.0, 1.0}) {
        QPainterPath path(QPointF(sx * (w + flare), -l - flare));
        path.lineTo(QPointF(sx * w, -l));
        path.lineTo(QPointF(sx * w, l));
        path.lineTo(QPointF(sx * (w + flare), l + flare));
        p.drawPath(path);
    }
}

}  // namespace eylau::mapview
