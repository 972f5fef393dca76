#include "tools/place_name_tool.h"

#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "tools/edit_marking.h"
#include "tools/overlay_painting.h"
#include "tools/tool_settings.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QInputDialog>
#include <QObject>

namespace eylau::editor {

QString PlaceNameTool::name() const { return QObject::tr("Name"); }

QString PlaceNameTool::hint() const {
    return QObject::tr("Click a hex to name it; Shift+click or Shift+drag names hexes \"%1\" without asking.")
        .arg(context().settings().placeName);
}

bool PlaceNameTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    stroke_ = context().newStroke();
    asking_ = !(event.modifiers & Qt::ShiftModifier);
    if (!asking_)
        if (auto hex = context().hexAt(event.scenePos)) name(*hex, context().settings().placeName);
    return true;
}

void PlaceNameTool::move(const ToolEvent& event) {
    if (asking_ || !(event.buttons & Qt::LeftButton)) return;
    if (auto hex = context().hexAt(event.scenePos)) name(*hex, context().settings().placeName);
}

void PlaceNameTool::release(const ToolEvent& event) {
    if (!asking_ || event.button != Qt::LeftButton) return;
    asking_ = false;
    const auto hex = context().hexAt(event.scenePos);
    if (!hex) return;
    const QString current = QString::fromStdString(context().scenario().map.hex(*hex).name);
    bool ok = false;
    const QString text = QInputDialog::getText(context().dialogParent(), QObject::tr("Place name"),
                                               QObject::tr("Name of hex %1 (empty: no name):")
                                                   .arg(QString::fromStdString(hex->id())),
                                               QLineEdit::Normal,
                                               current.isEmpty() ? context().settings().placeName : current, &ok);
    if (!ok) return;
    context().settings().placeName = text.trimmed();
    name(*hex, text.trimmed());
}

void PlaceNameTool::name(Hex hex, const QString& text) {
    const GameMap& map = context().scenario().map;
    MapHex data = map.hex(hex);
    data.name = text.toStdString();
    data.provenance = markedProvenance(context().settings(), data.provenance);
    if (data == map.hex(hex)) return;
    const QString id = QString::fromStdString(hex.id());
    context().document().push(new SetHexesCommand(
        context().document(), {{hex, data}},
        text.isEmpty() ? QObject::tr("Remove the name of %1").arg(id) : QObject::tr("Name %1 \"%2\"").arg(id, text),
        stroke_));
}

void PlaceNameTool::paintOverlay(QPainter& painter, QPointF at) const {
    if (auto hex = context().hexAt(at)) outlineHexes(painter, context().layout(), {*hex}, QColor(30, 30, 30));
}

QRectF PlaceNameTool::overlayRect(QPointF at) const {
    auto hex = context().hexAt(at);
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
