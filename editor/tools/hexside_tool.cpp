#include "tools/hexside_tool.h"

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

namespace {
QString featureName(HexsideFeature f) { return i18n::engineWord(toString(f)); }
}  // namespace

QString HexsideTool::name() const { return QObject::tr("Hexside"); }

QString HexsideTool::hint() const {
    return QObject::tr("Click near a hexside to toggle %1; drag along hexsides to draw it; right button removes it; "
                       "Shift+click clears the hexside.")
        .arg(featureName(context().settings().feature));
}

std::optional<Hexside> HexsideTool::pick(QPointF at) const {
    return hexsideNear(context().layout(), context().scenario().map, at, context().layout().radius() * 0.35);
}

bool HexsideTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton) return false;
    const auto side = pick(event.scenePos);
    if (!side) return true;
    stroke_ = context().newStroke();
    const HexsideFeature f = context().settings().feature;
    turnOn_ = event.button == Qt::LeftButton && !context().scenario().map.features(*side).has(f);
    last_ = side;
    apply(*side, event.button == Qt::LeftButton && (event.modifiers & Qt::ShiftModifier));
    return true;
}

void HexsideTool::move(const ToolEvent& event) {
    if (!(event.buttons & (Qt::LeftButton | Qt::RightButton)) || !last_) return;
    const auto side = pick(event.scenePos);
    if (!side || side == last_) return;
    last_ = side;
    apply(*side, false);
}

void HexsideTool::apply(Hexside side, bool clearAll) {
    const GameMap& map = context().scenario().map;
    MapHexside data = map.hexside(side);
    const HexsideFeature f = context().settings().feature;
    if (clearAll)
        data.features = {};
    else
        data.features.set(f, turnOn_);
    data.provenance = markedProvenance(context().settings(), data.provenance);
    if (data == map.hexside(side)) return;
    const QString where = QString::fromStdString(side.first.id() + "/" + side.second.id());
    const QString text = clearAll ? QObject::tr("Clear hexside %1").arg(where)
                         : turnOn_ ? QObject::tr("Draw %1 on %2").arg(featureName(f), where)
                                   : QObject::tr("Remove %1 from %2").arg(featureName(f), where);
    context().document().push(new SetHexsidesCommand(context().document(), {{side, data}}, text, stroke_));
}

void HexsideTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto side = pick(at)) outlineHexside(painter, context().layout(), *side, QColor(255, 140, 0, 200));
}

QRectF HexsideTool::overlayRect(QPointF at) const {
    auto side = pick(at);
    if (!side) return {};
    const double m = context().layout().radius() * 0.2;
    const QLineF line = context().layout().hexsideLine(side->first, side->second);
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-m, -m, m, m);
}

}  // namespace eylau::editor
