#pragma once
// Accept: click or drag over suggested hexes (Map > Suggest Terrain) to take the image's terrain
// and the features of their hexsides; a stroke is one undo step. What is accepted keeps the
// reconstructed provenance until the Mark tool marks it printed.
#include "tools/map_tool.h"

#include <set>

namespace eylau::editor {

class AcceptSuggestionTool : public MapTool {
public:
    using MapTool::MapTool;
    QString name() const override;
    QString hint() const override;
    bool press(const ToolEvent& event) override;
    void move(const ToolEvent& event) override;
    void release(const ToolEvent& event) override;

private:
    void acceptAt(QPointF scenePos);
    int stroke_ = 0;
    bool down_ = false;
};

// The changes that accept the suggestions at `hexes` (all of them when empty), as one undo step
// each for hexes and hexsides; false when there was nothing to accept.
class ScenarioDocument;
class UnderlayView;
bool acceptSuggestions(ScenarioDocument& document, const UnderlayView& underlay, const std::set<Hex>& hexes, int stroke,
                       const QString& text);

}  // namespace eylau::editor
