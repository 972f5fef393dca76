#include "tools/map_tool.h"

#include "document/scenario_document.h"
#include "underlay/underlay_view.h"
#include "view/editor_view.h"

#include "map_scene.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>

namespace eylau::editor {

const Scenario& ToolContext::scenario() const { return document_.scenario(); }

const mapview::HexLayout& ToolContext::layout() const { return scene().layout(); }

mapview::MapScene& ToolContext::scene() const { return *view_.mapScene(); }

QWidget* ToolContext::dialogParent() const { return view_.window(); }

std::optional<Hex> ToolContext::hexAt(QPointF scenePos) const {
    // The document's map, not the scene's: the scene is redrawn a moment after an edit.
    const Hex hex = layout().hexAt(scenePos);
    if (!scenario().map.onMap(hex)) return std::nullopt;
    return hex;
}

void ToolContext::showMessage(const QString& text) const { emit view_.message(text); }

UnderlayView* ToolContext::mapImage(const QString& toDoWhat) const {
    if (scenario().underlay && underlay_ && underlay_->hasImage()) return underlay_;
    showMessage(QCoreApplication::translate("ToolContext", "There is no map image %1: File > Add Map Image... first.").arg(toDoWhat));
    return nullptr;
}

}  // namespace eylau::editor
