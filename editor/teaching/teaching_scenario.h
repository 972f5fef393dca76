#pragma once
// The teaching scenario (data/scenarios/teaching.json), built the way a person builds it in the
// editor: from a blank map, through the editor's own commands, one edit at a time. It is a
// small battle that shows every terrain type and every hexside feature.
namespace eylau {
struct Scenario;
}

namespace eylau::editor {

class ScenarioDocument;

// The blank map the teaching scenario starts from.
Scenario teachingStart();
// Makes every edit of the teaching scenario on a document holding teachingStart().
void buildTeachingScenario(ScenarioDocument& document);

}  // namespace eylau::editor
