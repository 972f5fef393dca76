#include "tools/route_tool.h"

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

QString RouteTool::name() const { return QObject::tr("Road"); }

QString RouteTool::hint() const {
    return QObject::tr("Drag across hexes to lay a %1; right button or Shift+drag erases roads and trails.")
        .arg(i18n::engineWord(toString(context().settings().route)));
}

bool RouteTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton) return false;
    last_ = routeHexAt(context().layout(), context().scenario().map, event.scenePos);
    stroke_ = context().newStroke();
    erase_ = event.button == Qt::RightButton || (event.modifiers & Qt::ShiftModifier);
    return true;
}

void RouteTool::move(const ToolEvent& event) {
    if (!last_ || !(event.buttons & (Qt::LeftButton | Qt::RightButton))) return;
    const GameMap& map = context().scenario().map;
    const auto here = routeHexAt(context().layout(), map, event.scenePos);
    if (!here || here == last_) return;
    const std::vector<Hexside> crossed = crossedHexsides(map, *last_, *here);
    last_ = here;
    const HexsideFeature route = context().settings().route;
    const HexsideFeature other = route == HexsideFeature::Road ? HexsideFeature::Trail : HexsideFeature::Road;
    std::map<Hexside, MapHexside> after;
    for (const Hexside side : crossed) {
        MapHexside data = map.hexside(side);
        if (erase_) {
            data.features.set(HexsideFeature::Road, false);
            data.features.set(HexsideFeature::Trail, false);
        } else {
            data.features.set(route, true);
            data.features.set(other, false);
        }
        data.provenance = markedProvenance(context().settings(), data.provenance);
        if (!(data == map.hexside(side))) after.emplace(side, data);
    }
    if (after.empty()) return;
    const QString kind = i18n::engineWord(toString(route));
    context().document().push(new SetHexsidesCommand(
        context().document(), after, erase_ ? QObject::tr("Erase roads and trails") : QObject::tr("Lay %1").arg(kind),
        stroke_));
}

void RouteTool::release(const ToolEvent&) { last_.reset(); }

void RouteTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto hex = routeHexAt(context().layout(), context().scenario().map, at))
        outlineHexes(painter, context().layout(), {*hex}, QColor(120, 70, 20));
}

QRectF RouteTool::overlayRect(QPointF at) const {
    auto hex = routeHexAt(context().layout(), context().scenario().map, at);
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
