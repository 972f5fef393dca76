#pragma once
// Paints terrain: the palette's terrain on the hex under the mouse and, with a larger radius,
// its neighbours; a drag is one stroke (one undo step). The right button paints the map's
// default terrain (an eraser).
#include "tools/map_tool.h"

namespace eylau::editor {

class TerrainBrushTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    void paintAt(const ToolEvent& event);
    int stroke_ = 0;
};

}  // namespace eylau::editor
