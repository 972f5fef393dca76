#pragma once
// How an edited hex or hexside is marked: as the tool panel says, or as it was.
#include "tools/tool_settings.h"

namespace eylau::editor {

inline Provenance markedProvenance(const ToolSettings& settings, Provenance existing) {
    return settings.markAs.value_or(existing);
}

}  // namespace eylau::editor
