#include "tools/provenance_tool.h"

#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "tools/map_geometry.h"
#include "tools/overlay_painting.h"
#include "tools/tool_settings.h"
#include "view/hex_description.h"

#include "hex_layout.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

QString ProvenanceTool::name() const { return QObject::tr("Mark"); }

QString ProvenanceTool::hint() const {
    const auto& mark = context().settings().markAs;
    return QObject::tr("Click or drag to mark hexes %1 (radius %2); Shift+click near a hexside marks the hexside.")
        .arg(mark ? provenanceName(*mark) : QObject::tr("as the map"))
        .arg(context().settings().radius);
}

bool ProvenanceTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    stroke_ = context().newStroke();
    hexsides_ = event.modifiers & Qt::ShiftModifier;
    hexsides_ ? markHexsideAt(event.scenePos) : markAt(event.scenePos);
    return true;
}

void ProvenanceTool::move(const ToolEvent& event) {
    if (!(event.buttons & Qt::LeftButton)) return;
    hexsides_ ? markHexsideAt(event.scenePos) : markAt(event.scenePos);
}

void ProvenanceTool::markHexsideAt(QPointF at) {
    const GameMap& map = context().scenario().map;
    const auto side = hexsideNear(context().layout(), map, at, context().layout().radius() * 0.35);
    if (!side || map.features(*side).empty()) return;
    MapHexside data = map.hexside(*side);
    data.provenance = context().settings().markAs.value_or(map.provenance());
    if (data == map.hexside(*side)) return;
    context().document().push(new SetHexsidesCommand(
        context().document(), {{*side, data}},
        QObject::tr("Mark hexside %1/%2 %3")
            .arg(QString::fromStdString(side->first.id()), QString::fromStdString(side->second.id()),
                 provenanceName(data.provenance)),
        stroke_));
}

void ProvenanceTool::markAt(QPointF at) {
    const auto centre = context().hexAt(at);
    if (!centre) return;
    const GameMap& map = context().scenario().map;
    const Provenance mark = context().settings().markAs.value_or(map.provenance());
    std::map<Hex, MapHex> after;
    for (const Hex h : hexesWithin(map, *centre, context().settings().radius)) {
        MapHex data = map.hex(h);
        data.provenance = mark;
        if (!(data == map.hex(h))) after.emplace(h, data);
    }
    if (after.empty()) return;
    context().document().push(new SetHexesCommand(
        context().document(), after, QObject::tr("Mark hexes %1").arg(provenanceName(mark)),
        stroke_));
}

void ProvenanceTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto centre = context().hexAt(at))
        outlineHexes(painter, context().layout(),
                     hexesWithin(context().scenario().map, *centre, context().settings().radius), QColor(160, 60, 160));
}

QRectF ProvenanceTool::overlayRect(QPointF at) const {
    auto centre = context().hexAt(at);
    if (!centre) return {};
    return hexesRect(context().layout(), hexesWithin(context().scenario().map, *centre, context().settings().radius));
}

}  // namespace eylau::editor
