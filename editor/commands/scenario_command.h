#pragma once
// The base of every edit: a QUndoCommand that changes the document's scenario and says what it
// changed. A subclass stores the before and after of exactly what it touches and implements
// set(): put the "after" (redo) or the "before" (undo) in place.
#include "document/change.h"

#include <QUndoCommand>

namespace eylau {
struct Scenario;
}

namespace eylau::editor {

class ScenarioDocument;

// Ids for QUndoCommand::id(): commands with the same id may merge (a brush stroke, typing).
enum CommandId : int {
    kHexStrokeId = 1,
    kHexsideStrokeId,
    kValueEditId,
    kItemEditId,
    kMapStrokeId,
};

class ScenarioCommand : public QUndoCommand {
public:
    void redo() final;
    void undo() final;

protected:
    ScenarioCommand(ScenarioDocument& document, Changes changes, const QString& text);
    virtual void set(Scenario& scenario, bool after) = 0;
    ScenarioDocument& document() const { return document_; }
    Scenario& scenario() const;

private:
    ScenarioDocument& document_;
    Changes changes_;
};

}  // namespace eylau::editor
