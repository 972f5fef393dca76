#include "commands/scenario_command.h"

#include "document/scenario_document.h"

namespace eylau::editor {

ScenarioCommand::ScenarioCommand(ScenarioDocument& document, Changes changes, const QString& text)
    : QUndoCommand(text), document_(document), changes_(changes) {}

Scenario& ScenarioCommand::scenario() const { return document_.mutableScenario(); }

void ScenarioCommand::redo() {
    set(document_.mutableScenario(), true);
    document_.notifyChanged(changes_);
}

void ScenarioCommand::undo() {
    set(document_.mutableScenario(), false);
    document_.notifyChanged(changes_);
}

}  // namespace eylau::editor
