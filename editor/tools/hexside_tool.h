#pragma once
// Draws hexside features (slope, gully, stream, river, bridge): a click near a hexside toggles
// the chosen feature; dragging on along more hexsides does the same to each (one step);
// the right button removes the feature, Shift+click clears every feature of the hexside.
#include "tools/map_tool.h"

#include <optional>

namespace eylau::editor {

class HexsideTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    std::optional<Hexside> pick(QPointF at) const;
    void apply(Hexside side, bool clearAll);
    int stroke_ = 0;
    bool turnOn_ = true;
    std::optional<Hexside> last_;
};

}  // namespace eylau::editor
