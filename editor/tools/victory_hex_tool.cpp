#include "tools/victory_hex_tool.h"

#include "commands/list_commands.h"
#include "document/scenario_document.h"
#include "tools/overlay_painting.h"
#include "tools/tool_settings.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

namespace {
std::vector<VictoryHex>& victoryHexes(Scenario& scenario) { return scenario.victory.hexes; }
}  // namespace

QString VictoryHexTool::name() const { return QObject::tr("Victory"); }

QString VictoryHexTool::hint() const {
    return QObject::tr("Click a hex to make it a victory hex worth %n point(s); click a victory hex to remove it.",
                       nullptr, context().settings().victoryPoints);
}

bool VictoryHexTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const auto hex = context().hexAt(event.scenePos);
    if (!hex) return true;
    const Scenario& scenario = context().scenario();
    const QString id = QString::fromStdString(hex->id());
    for (std::size_t i = 0; i < scenario.victory.hexes.size(); ++i) {
        if (scenario.victory.hexes[i].hex != *hex) continue;
        context().document().push(new RemoveItemCommand<VictoryHex>(context().document(), victoryHexes, i,
                                                                    Change::Victory,
                                                                    QObject::tr("Remove victory hex %1").arg(id)));
        return true;
    }
    VictoryHex v;
    v.hex = *hex;
    v.name = scenario.map.hex(*hex).name;
    v.points = context().settings().victoryPoints;
    v.provenance = context().settings().markAs.value_or(Provenance::Printed);
    context().document().push(new InsertItemCommand<VictoryHex>(context().document(), victoryHexes,
                                                                scenario.victory.hexes.size(), v, Change::Victory,
                                                                QObject::tr("Add victory hex %1").arg(id)));
    return true;
}

void VictoryHexTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto hex = context().hexAt(at)) outlineHexes(painter, context().layout(), {*hex}, QColor(212, 160, 23));
}

QRectF VictoryHexTool::overlayRect(QPointF at) const {
    auto hex = context().hexAt(at);
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
