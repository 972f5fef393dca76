#pragma once
// Pixel geometry of the rulebook's hex grid (2.1): flat-topped hexes standing in vertical
// columns, even-numbered columns shifted half a hex down. Scene units; the centre of hex 0000
// is the origin. Pure geometry: which hexes exist is the map's business.
#include "eylau/map/hex.h"

#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace eylau::mapview {

class HexLayout {
public:
    // `radius` is the distance from a hex's centre to each corner (= the length of a hexside).
    explicit HexLayout(double radius = 50.0);

    double radius() const { return radius_; }
    double hexWidth() const { return 2.0 * radius_; }      // corner to corner
    double hexHeight() const { return height_; }            // flat side to flat side
    double columnSpacing() const { return 1.5 * radius_; }  // centre to centre, across columns

    QPointF centre(Hex h) const;
    // The hex whose area holds the point (the nearest centre). Any point maps to some hex,
    // on a given map or not.
    Hex hexAt(QPointF p) const;

    // Corner i of a hex, clockwise from the east corner: E, SE, SW, W, NW, NE (y points down).
    QPointF corner(Hex h, int i) const;
    // The hex's outline in scene coordinates, and the same outline around the origin.
    QPolygonF polygon(Hex h) const;
    QPolygonF localPolygon() const;

    // The hexside two neighbouring hexes share: its midpoint and its segment (corner to corner).
    QPointF hexsideMidpoint(Hex a, Hex b) const;
    QLineF hexsideLine(Hex a, Hex b) const;

    // The smallest rectangle holding every hex of columns [firstCol, lastCol] and rows
    // [firstRow, lastRow].
    QRectF bounds(int firstCol, int lastCol, int firstRow, int lastRow) const;

private:
    double radius_;
    double height_;
};

}  // namespace eylau::mapview
