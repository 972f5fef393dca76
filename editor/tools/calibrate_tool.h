#pragma once
// Calibrate: click the centre of a known hex on the map image and name the hex (the hex under
// the click is offered); each click sets that hex's calibration point, one undo step. Two or more
// points solve the image's scale, rotation and offset (underlay/underlay_view.h); each point is
// a pin on the map with its own error (underlay/calibration_pins.h). A locked image refuses, and
// says so.
#include "tools/map_tool.h"

namespace eylau::editor {

class CalibrateTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
};

}  // namespace eylau::editor
