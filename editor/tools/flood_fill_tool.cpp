#include "tools/flood_fill_tool.h"

#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "tools/edit_marking.h"
#include "tools/map_geometry.h"
#include "tools/overlay_painting.h"

#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

QString FloodFillTool::name() const { return QObject::tr("Fill"); }

QString FloodFillTool::hint() const {
    return QObject::tr("Click to fill the region of like terrain with %1.")
        .arg(i18n::engineWord(toString(context().settings().terrain)));
}

bool FloodFillTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const auto start = context().hexAt(event.scenePos);
    if (!start) return true;
    const GameMap& map = context().scenario().map;
    std::map<Hex, MapHex> after;
    for (const Hex h : sameTerrainRegion(map, *start)) {
        MapHex data = map.hex(h);
        data.terrain = context().settings().terrain;
        data.provenance = markedProvenance(context().settings(), data.provenance);
        if (!(data == map.hex(h))) after.emplace(h, data);
    }
    if (!after.empty())
        context().document().push(new SetHexesCommand(
            context().document(), after,
            QObject::tr("Fill %n hex(es) with %1", nullptr, int(after.size()))
                .arg(i18n::engineWord(toString(context().settings().terrain)))));
    return true;
}

void FloodFillTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto hex = context().hexAt(at)) outlineHexes(painter, context().layout(), {*hex}, QColor(255, 140, 0));
}

QRectF FloodFillTool::overlayRect(QPointF at) const {
    auto hex = context().hexAt(at);
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
