#pragma once
// Marks victory hexes (23.4): a click on a hex makes it a victory hex worth the panel's points,
// named after its place; a click on a victory hex removes it. Points and names are edited in
// the Scenario panel's victory table too.
#include "tools/map_tool.h"

namespace eylau::editor {

class VictoryHexTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;
};

}  // namespace eylau::editor
