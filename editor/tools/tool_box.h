#pragma once
// The map tools of one editor view, with the settings they share.
#include "tools/map_tool.h"
#include "tools/tool_settings.h"

#include <array>
#include <memory>

namespace eylau::editor {

enum class ToolId { Select, Terrain, Fill, Hexside, Road, Name, Victory, Entry, Mark, Calibrate, Sample, Accept };
inline constexpr std::array<ToolId, 12> kToolIds{
    ToolId::Select, ToolId::Terrain, ToolId::Fill, ToolId::Hexside,   ToolId::Road,   ToolId::Name,
    ToolId::Victory, ToolId::Entry,  ToolId::Mark, ToolId::Calibrate, ToolId::Sample, ToolId::Accept};

class ToolBox {
public:
    ToolBox(ScenarioDocument& document, EditorView& view);
    ~ToolBox();
    ToolBox(const ToolBox&) = delete;
    ToolBox& operator=(const ToolBox&) = delete;

    ToolSettings& settings() { return settings_; }
    ToolContext& context() { return context_; }
    MapTool& tool(ToolId id) const { return *tools_[std::size_t(id)]; }
    // Makes the tool the view's current one.
    void use(ToolId id);

private:
    ToolSettings settings_;
    ToolContext context_;
    std::array<std::unique_ptr<MapTool>, kToolIds.size()> tools_;
};

}  // namespace eylau::editor
