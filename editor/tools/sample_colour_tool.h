#pragma once
// Sample: click a colour of the map image and say what it means (a terrain, or a hexside
// feature); it joins the scenario's colour samples for Suggest Terrain, replacing an earlier
// sample of the same meaning. One undo step each.
#include "tools/map_tool.h"

namespace eylau::editor {

class SampleColourTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
};

}  // namespace eylau::editor
