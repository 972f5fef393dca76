#pragma once
// Previews the tools paint over the map: hex outlines, a hexside, a hex's bounding rectangle.
#include "eylau/map/hex.h"

#include <QRectF>

#include <vector>

class QColor;
class QPainter;

namespace eylau::mapview {
class HexLayout;
}

namespace eylau::editor {

void outlineHexes(QPainter& painter, const mapview::HexLayout& layout, const std::vector<Hex>& hexes,
                  const QColor& colour);
void outlineHexside(QPainter& painter, const mapview::HexLayout& layout, Hexside side, const QColor& colour);
QRectF hexesRect(const mapview::HexLayout& layout, const std::vector<Hex>& hexes);

}  // namespace eylau::editor
