#pragma once
// Names places: a click asks for the hex's place name (empty removes it); Shift+click or
// Shift+drag gives hexes the last name entered without asking (a wood of several hexes).
#include "tools/map_tool.h"

namespace eylau::editor {

class PlaceNameTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void release(const ToolEvent& event) override;
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    void name(Hex hex, const QString& text);
    int stroke_ = 0;
    bool asking_ = false;
};

}  // namespace eylau::editor
