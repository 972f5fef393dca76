#pragma once
// Lays roads and trails: drag from hex to hex and every hexside the drag crosses becomes a road
// (or trail) hexside, in one step. Drag off the map edge to let a road leave the map. The right
// button, or Shift, erases roads and trails instead.
#include "tools/map_tool.h"

#include <optional>

namespace eylau::editor {

class RouteTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void release(const ToolEvent& event) override;
    void cancel() override { last_.reset(); }
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    int stroke_ = 0;
    bool erase_ = false;
    std::optional<Hex> last_;
};

}  // namespace eylau::editor
