#pragma once
// Fills a region: every hex connected to the clicked one through hexes of the same terrain
// takes the palette's terrain, in one step.
#include "tools/map_tool.h"

namespace eylau::editor {

class FloodFillTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;
};

}  // namespace eylau::editor
