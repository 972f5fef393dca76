#pragma once
// Sample (docs/editor.md, "Map image"): takes a colour of the map image for Suggest Terrain, as
// the meaning chosen in the Tool Options panel (a terrain or a hexside feature). A click takes
// the exact pixel under the pointer, which the magnifier beside the pointer shows; a drag along
// a road, river or stream takes the line's colour (colour_picking.h). Each sample joins the
// others (several may share a meaning), one undo step each.
#include "tools/map_tool.h"

#include "eylau/scenario/map_underlay.h"

#include <QColor>

#include <vector>

namespace eylau::editor {

// "Woods (terrain)", "Stream (hexside feature)".
QString sampleMeaning(const ColourSample& sample);

class SampleColourTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void release(const ToolEvent& event) override;
    void cancel() override;
    void paintOverlay(QPainter& painter, QPointF scenePos) const override;
    QRectF overlayRect(QPointF scenePos) const override;

private:
    std::vector<QPointF> drag_;  // the image points of the drag under way
    void addSample(const QColor& colour, bool alongALine);
};

}  // namespace eylau::editor
