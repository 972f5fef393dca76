#include "tools/terrain_brush_tool.h"

#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "tools/edit_marking.h"
#include "tools/map_geometry.h"
#include "tools/overlay_painting.h"

#include "hex_layout.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

QString TerrainBrushTool::name() const { return QObject::tr("Terrain"); }

QString TerrainBrushTool::hint() const {
    return QObject::tr("Click or drag to paint %1 (radius %2); the right button paints the default terrain.")
        .arg(i18n::engineWord(toString(context().settings().terrain)))
        .arg(context().settings().radius);
}

bool TerrainBrushTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton) return false;
    stroke_ = context().newStroke();
    paintAt(event);
    return true;
}

void TerrainBrushTool::move(const ToolEvent& event) {
    if (event.buttons & (Qt::LeftButton | Qt::RightButton)) paintAt(event);
}

void TerrainBrushTool::paintAt(const ToolEvent& event) {
    const auto centre = context().hexAt(event.scenePos);
    if (!centre) return;
    const GameMap& map = context().scenario().map;
    const Terrain terrain = (event.buttons & Qt::RightButton) ? map.defaultTerrain() : context().settings().terrain;
    std::map<Hex, MapHex> after;
    for (const Hex h : hexesWithin(map, *centre, context().settings().radius)) {
        MapHex data = map.hex(h);
        data.terrain = terrain;
        data.provenance = markedProvenance(context().settings(), data.provenance);
        if (!(data == map.hex(h))) after.emplace(h, data);
    }
    if (after.empty()) return;
    context().document().push(new SetHexesCommand(
        context().document(), after,
        QObject::tr("Paint %1").arg(i18n::engineWord(toString(terrain))), stroke_));
}

void TerrainBrushTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto centre = context().hexAt(at))
        outlineHexes(painter, context().layout(),
                     hexesWithin(context().scenario().map, *centre, context().settings().radius), QColor(255, 140, 0));
}

QRectF TerrainBrushTool::overlayRect(QPointF at) const {
    auto centre = context().hexAt(at);
    if (!centre) return {};
    return hexesRect(context().layout(), hexesWithin(context().scenario().map, *centre, context().settings().radius));
}

}  // namespace eylau::editor
