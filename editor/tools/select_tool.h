#pragma once
// Selects and moves: a click on a counter selects its unit, a drag moves the counter and sets
// the unit's start hex where it is dropped (one step); a click on a hex selects the hex; a drag
// on the empty map pans.
#include "tools/map_tool.h"

#include <QString>

#include <optional>

namespace eylau::mapview {
class CounterItem;
}

namespace eylau::editor {

class SelectTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool pansOnLeftDrag() const override { return true; }
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void release(const ToolEvent& event) override;
    void cancel() override;
    void sceneAboutToChange() override { cancel(); }
    void paintOverlay(QPainter& painter, QPointF at) const override;
    QRectF overlayRect(QPointF at) const override;

private:
    mapview::CounterItem* counterAt(QPointF at) const;
    std::optional<Hex> dropHex() const;

    QString unitId_;           // the unit being dragged
    mapview::CounterItem* dragged_ = nullptr;
    QPointF origin_;           // the counter's position before the drag
    QPointF grab_;             // where in the counter it was taken
};

}  // namespace eylau::editor
