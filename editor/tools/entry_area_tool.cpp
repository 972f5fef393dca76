#include "tools/entry_area_tool.h"

#include "commands/list_commands.h"
#include "document/scenario_document.h"
#include "document/scenario_edits.h"
#include "tools/overlay_painting.h"
#include "tools/tool_settings.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

namespace {
std::vector<EntryArea>& entryAreas(Scenario& scenario) { return scenario.entryAreas; }
}  // namespace

QString EntryAreaTool::name() const { return QObject::tr("Entry"); }

QString EntryAreaTool::hint() const {
    return QObject::tr("Click a map-edge hex to add a reinforcement entry area; click an area's hex to remove it.");
}

bool EntryAreaTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    const auto hex = context().hexAt(event.scenePos);
    if (!hex) return true;
    const Scenario& scenario = context().scenario();
    const QString id = QString::fromStdString(hex->id());
    for (std::size_t i = 0; i < scenario.entryAreas.size(); ++i) {
        if (scenario.entryAreas[i].hex != *hex) continue;
        context().document().push(new RemoveItemCommand<EntryArea>(
            context().document(), entryAreas, i, Change::EntryAreas,
            QObject::tr("Remove entry area %1").arg(QString::fromStdString(scenario.entryAreas[i].id))));
        return true;
    }
    if (!scenario.map.isEdge(*hex)) {
        context().showMessage(QObject::tr("Hex %1 is not on a map edge: entry areas are map-edge hexes (7.0).").arg(id));
        return true;
    }
    EntryArea area;
    area.id = nextEntryAreaId(scenario);
    area.hex = *hex;
    area.provenance = context().settings().markAs.value_or(Provenance::Printed);
    context().document().push(new InsertItemCommand<EntryArea>(
        context().document(), entryAreas, scenario.entryAreas.size(), area, Change::EntryAreas,
        QObject::tr("Add entry area %1 at %2").arg(QString::fromStdString(area.id), id)));
    return true;
}

void EntryAreaTool::paintOverlay(QPainter& painter, QPointF at) const {
    auto hex = context().hexAt(at);
    if (!hex) return;
    const bool edge = context().scenario().map.isEdge(*hex);
    outlineHexes(painter, context().layout(), {*hex}, edge ? QColor(179, 38, 30) : QColor(128, 128, 128));
}

QRectF EntryAreaTool::overlayRect(QPointF at) const {
    auto hex = context().hexAt(at);
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
