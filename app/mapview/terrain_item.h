#pragma once
// One hex of the map: its terrain and its outline. Paints only.
#include "item_kinds.h"
#include "terrain_art.h"

#include "eylau/map/hex.h"

#include <QGraphicsItem>
#include <QPolygonF>

namespace eylau::mapview {

class HexLayout;

class TerrainItem : public QGraphicsItem {
public:
    TerrainItem(const HexLayout& layout, Hex hex, Terrain terrain, bool frozenWater);

    enum { Type = TerrainKind };
    int type() const override { return Type; }

    Hex hex() const { return hex_; }
    Terrain terrain() const { return look_.terrain; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Hex hex_;
    QPolygonF outline_;
    double radius_;
    TerrainLook look_;
};

}  // namespace eylau::mapview
