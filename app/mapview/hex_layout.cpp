#include "hex_layout.h"

#include <QtMath>

#include <cmath>
#include <limits>

namespace eylau::mapview {

namespace {

bool isEven(int column) { return (column & 1) == 0; }  // also right for negative columns

}  // namespace

HexLayout::HexLayout(double radius) : radius_(radius), height_(std::sqrt(3.0) * radius) {}

QPointF HexLayout::centre(Hex h) const {
    const double x = h.col * columnSpacing();
    const double y = h.row * height_ + (isEven(h.col) ? height_ / 2.0 : 0.0);
    return {x, y};
}

Hex HexLayout::hexAt(QPointF p) const {
    // Estimate the column and row, then take the nearest centre among the neighbours: the
    // hexes of a grid are exactly the regions nearest to their centres.
    const int colGuess = int(std::lround(p.x() / columnSpacing()));
    Hex best;
    double bestDistance = std::numeric_limits<double>::max();
    for (int col = colGuess - 1; col <= colGuess + 1; ++col) {
        const double shift = isEven(col) ? height_ / 2.0 : 0.0;
        const int rowGuess = int(std::lround((p.y() - shift) / height_));
        for (int row = rowGuess - 1; row <= rowGuess + 1; ++row) {
            const Hex candidate{col, row};
            const QPointF d = centre(candidate) - p;
            const double distance = QPointF::dotProduct(d, d);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = candidate;
            }
        }
    }
    return best;
}

QPointF HexLayout::corner(Hex h, int i) const { return centre(h) + localPolygon().at(i % 6); }

QPolygonF HexLayout::localPolygon() const {
    QPolygonF polygon;
    polygon.reserve(6);
    for (int i = 0; i < 6; ++i) {
        const double angle = qDegreesToRadians(60.0 * i);
        polygon << QPointF(radius_ * std::cos(angle), radius_ * std::sin(angle));
    }
    return polygon;
}

QPolygonF HexLayout::polygon(Hex h) const { return localPolygon().translated(centre(h)); }

QPointF HexLayout::hexsideMidpoint(Hex a, Hex b) const { return (centre(a) + centre(b)) / 2.0; }

QLineF HexLayout::hexsideLine(Hex a, Hex b) const {
    const QPointF mid = hexsideMidpoint(a, b);
    const QPointF across = centre(b) - centre(a);
    const double length = std::hypot(across.x(), across.y());
    // Perpendicular to the line between the centres, half a hexside each way.
    const QPointF along = QPointF(-across.y(), across.x()) * (radius_ / 2.0 / length);
    return {mid - along, mid + along};
}

QRectF HexLayout::bounds(int firstCol, int lastCol, int firstRow, int lastRow) const {
    const double left = firstCol * columnSpacing() - radius_;
    const double right = lastCol * columnSpacing() + radius_;
    // The topmost hex edge belongs to an odd column (unshifted) when there is one.
    const bool anyOdd = firstCol != lastCol || !isEven(firstCol);
    const bool anyEven = firstCol != lastCol || isEven(firstCol);
    const double top = firstRow * height_ - height_ / 2.0 + (anyOdd ? 0.0 : height_ / 2.0);
    const double bottom = lastRow * height_ + height_ / 2.0 + (anyEven ? height_ / 2.0 : 0.0);
    return {QPointF(left, top), QPointF(right, bottom)};
}

}  // namespace eylau::mapview
