#include "tools/select_tool.h"

#include "document/scenario_edits.h"
#include "tools/overlay_painting.h"
#include "view/editor_view.h"

#include "counter_item.h"
#include "map_scene.h"

#include "eylau/scenario/scenario.h"

#include <QColor>
#include <QObject>

namespace eylau::editor {

QString SelectTool::name() const { return QObject::tr("Select"); }

QString SelectTool::hint() const {
    return QObject::tr("Drag a counter to set its start hex; click a hex or counter to select it; drag the map to pan.");
}

mapview::CounterItem* SelectTool::counterAt(QPointF at) const {
    for (QGraphicsItem* item : context().scene().items(at))
        if (auto* counter = qgraphicsitem_cast<mapview::CounterItem*>(item)) return counter;
    return nullptr;
}

bool SelectTool::press(const ToolEvent& event) {
    if (event.button != Qt::LeftButton) return false;
    mapview::CounterItem* counter = counterAt(event.scenePos);
    if (!counter) {
        context().view().selectHex(context().hexAt(event.scenePos));
        return false;  // the view pans
    }
    unitId_ = counter->unitId();
    dragged_ = counter;
    origin_ = counter->pos();
    grab_ = event.scenePos - counter->pos();
    dragged_->setZValue(dragged_->zValue() + 1.0);
    context().view().selectUnit(unitId_);
    return true;
}

void SelectTool::move(const ToolEvent& event) {
    if (!dragged_ || !(event.buttons & Qt::LeftButton)) return;
    dragged_->setPos(event.scenePos - grab_);
}

std::optional<Hex> SelectTool::dropHex() const {
    if (!dragged_) return std::nullopt;
    return context().hexAt(dragged_->pos());
}

void SelectTool::release(const ToolEvent& event) {
    if (!dragged_ || event.button != Qt::LeftButton) return;
    const std::optional<Hex> hex = dropHex();
    const std::string id = unitId_.toStdString();
    const Unit* unit = context().scenario().unit(id);
    dragged_->setZValue(dragged_->zValue() - 1.0);
    dragged_->setPos(origin_);  // the redrawn map shows the counter where the document says
    dragged_ = nullptr;
    if (!unit) return;
    if (!hex) {
        context().showMessage(QObject::tr("%1 dropped off the map: not moved.").arg(unitId_));
        return;
    }
    if (unit->start == hex) return;
    placeUnit(context().document(), id, *hex);
    context().view().selectUnit(unitId_);
}

void SelectTool::cancel() {
    if (!dragged_) return;
    dragged_->setPos(origin_);
    dragged_ = nullptr;
}

void SelectTool::paintOverlay(QPainter& painter, QPointF) const {
    if (auto hex = dropHex()) outlineHexes(painter, context().layout(), {*hex}, QColor(255, 215, 0));
}

QRectF SelectTool::overlayRect(QPointF) const {
    auto hex = dropHex();
    return hex ? hexesRect(context().layout(), {*hex}) : QRectF();
}

}  // namespace eylau::editor
