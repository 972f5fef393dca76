#pragma once
// The features drawn ON one hexside (9.0): slope hachures, a gully's jagged line, a stream and
// a bridge. Rivers are RiverItems, roads and trails RouteItems. Paints only.
#include "item_kinds.h"

#include "eylau/map/hex.h"
#include "eylau/map/terrain.h"

#include <QGraphicsItem>

namespace eylau::mapview {

class HexLayout;

class HexsideItem : public QGraphicsItem {
public:
    HexsideItem(const HexLayout& layout, Hexside hexside, HexsideFeatures features);

    enum { Type = HexsideKind };
    int type() const override { return Type; }

    Hexside hexside() const { return hexside_; }
    HexsideFeatures features() const { return features_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    // In item coordinates the hexside runs along x from -radius/2 to radius/2, and +y points
    // into the hexside's second hex.
    void paintStream(QPainter& p) const;
    void paintGully(QPainter& p) const;
    void paintSlope(QPainter& p) const;
    void paintBridge(QPainter& p) const;

    Hexside hexside_;
    HexsideFeatures features_;
    double radius_;
};

}  // namespace eylau::mapview
