#include "tools/tool_box.h"

#include "tools/accept_suggestion_tool.h"
#include "tools/calibrate_tool.h"
#include "tools/sample_colour_tool.h"
#include "tools/entry_area_tool.h"
#include "tools/flood_fill_tool.h"
#include "tools/hexside_tool.h"
#include "tools/place_name_tool.h"
#include "tools/provenance_tool.h"
#include "tools/route_tool.h"
#include "tools/select_tool.h"
#include "tools/terrain_brush_tool.h"
#include "tools/victory_hex_tool.h"
#include "view/editor_view.h"

namespace eylau::editor {

ToolBox::ToolBox(ScenarioDocument& document, EditorView& view) : context_(document, settings_, view) {
    tools_[std::size_t(ToolId::Select)] = std::make_unique<SelectTool>(context_);
    tools_[std::size_t(ToolId::Terrain)] = std::make_unique<TerrainBrushTool>(context_);
    tools_[std::size_t(ToolId::Fill)] = std::make_unique<FloodFillTool>(context_);
    tools_[std::size_t(ToolId::Hexside)] = std::make_unique<HexsideTool>(context_);
    tools_[std::size_t(ToolId::Road)] = std::make_unique<RouteTool>(context_);
    tools_[std::size_t(ToolId::Name)] = std::make_unique<PlaceNameTool>(context_);
    tools_[std::size_t(ToolId::Victory)] = std::make_unique<VictoryHexTool>(context_);
    tools_[std::size_t(ToolId::Entry)] = std::make_unique<EntryAreaTool>(context_);
    tools_[std::size_t(ToolId::Mark)] = std::make_unique<ProvenanceTool>(context_);
    tools_[std::size_t(ToolId::Calibrate)] = std::make_unique<CalibrateTool>(context_);
    tools_[std::size_t(ToolId::Sample)] = std::make_unique<SampleColourTool>(context_);
    tools_[std::size_t(ToolId::Accept)] = std::make_unique<AcceptSuggestionTool>(context_);
}

ToolBox::~ToolBox() {
    // The view must not keep a tool that is going away.
    if (EditorView& view = context_.view(); view.tool())
        for (const auto& t : tools_)
            if (view.tool() == t.get()) view.setTool(nullptr);
}

void ToolBox::use(ToolId id) { context_.view().setTool(&tool(id)); }

}  // namespace eylau::editor
