#pragma once
// Places reinforcement entry areas (7.0): a click on a map-edge hex adds an area there with the
// next free letter; a click on an area's hex removes it. Names are edited in the Schedule panel.
#include "tools/map_tool.h"

namespace eylau::editor {

class EntryAreaTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;
};

}  // namespace eylau::editor
