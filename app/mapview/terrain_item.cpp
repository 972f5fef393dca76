#include "terrain_item.h"

#include "hex_layout.h"
#include "map_contrast.h"
#include "map_scene.h"
#include "map_palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace eylau::mapview {

TerrainItem::TerrainItem(const HexLayout& layout, Hex hex, Terrain terrain, bool frozenWater)
    : hex_(hex), outline_(layout.localPolygon()), radius_(layout.radius()) {
    look_.terrain = terrain;
    look_.frozenWater = frozenWater;
    look_.seed = unsigned(hex.col * 131 + hex.row * 7919);
    setPos(layout.centre(hex));
    setZValue(layer::kTerrain);
}

QRectF TerrainItem::boundingRect() const { return outline_.boundingRect().adjusted(-1, -1, 1, 1); }

QPainterPath TerrainItem::shape() const {
    QPainterPath path;
    path.addPolygon(outline_);
    path.closeSubpath();
    return path;
}

void TerrainItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget*) {
    const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    TerrainLook look = look_;
    look.detailed = lod * radius_ >= 9.0;  // textures need a hex at least ~18 pixels wide
    const bool high = contrastOf(*this) == Contrast::High;
    look.washed = high;
    paintTerrain(*painter, outline_, radius_, look);

    // The grid: a hairline, crisp at every zoom (unless the scene draws it in one stroke, map_scene.h).
    if (const auto* map = qobject_cast<const MapScene*>(scene()); map && !map->gridShown()) return;
    QPen grid(QColor(high ? palette::high::kHexOutline : palette::kHexOutline), 0.0);
    grid.setCosmetic(true);
    painter->setPen(grid);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(outline_);
}

}  // namespace eylau::mapview
