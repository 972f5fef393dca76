#pragma once
// Marks hexes as printed or reconstructed (as the panel's "Mark edits as" says; "as the map"
// gives them the map's own provenance), without touching their terrain; with Shift, the
// hexside nearest the mouse instead. A drag is one step.
#include "tools/map_tool.h"

namespace eylau::editor {

class ProvenanceTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    void markAt(QPointF at);
    void markHexsideAt(QPointF at);
    int stroke_ = 0;
    bool hexsides_ = false;
};

}  // namespace eylau::editor
