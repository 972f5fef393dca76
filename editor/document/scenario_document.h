#pragma once
// The scenario being edited: an eylau::Scenario, its file name and the undo stack through which
// every edit passes. Views read scenario(); only commands (commands/) change it, and they tell
// the document what they changed so that views refresh.
#include "document/change.h"
#include "eylau/map/hex.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace eylau {
struct Scenario;
}

namespace eylau::editor {

// An error of the file as opened that reading repaired (docs/editor.md, "Repair mode"): its JSON
// path in the file and the reader's message, which says what the editor holds instead.
struct FileProblem {
    QString path;
    QString message;
    std::optional<Hex> hex;  // a map hex's or hexside's, where the path's index may mislead
};

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(const Scenario& scenario, const QString& fileName = {}, QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return *scenario_; }
    QUndoStack* undoStack() const { return undoStack_; }

    // Empty for a scenario never saved.
    QString fileName() const { return fileName_; }
    // "eylau.json", or "Untitled" before the first save.
    QString displayName() const;
    // Unsaved changes: the undo stack is away from its clean state.
    bool isModified() const;

    // Pushes (and so performs) an edit. Commands that change nothing may be pushed: they are
    // marked obsolete and vanish from the history.
    void push(QUndoCommand* command);

    // The errors of the file as opened that the live checks cannot see (an unknown terrain, read as
    // the map's default): listed with the live problems until a save writes what the editor holds.
    const QList<FileProblem>& fileProblems() const { return fileProblems_; }
    void setFileProblems(QList<FileProblem> problems);

    // Writes the scenario atomically, in the canonical form, and marks the document clean.
    // Returns an error message, or an empty string on success.
    QString saveAs(const QString& fileName);

    // For commands only: the scenario to change, and the notice that it changed.
    Scenario& mutableScenario() { return *scenario_; }
    void notifyChanged(Changes what);
    // For commands that change only hexes' terrain, names or provenance: which hexes, and whether
    // only their terrain shows a change (not a name), before notifyChanged, so that the map can
    // redraw those alone (and the place names). Cleared by notifyChanged.
    void noteHexEdit(std::vector<Hex> hexes, bool terrainOnly);
    // During changed(): the hexes of such a hex edit; empty for any other change.
    const std::vector<Hex>& hexEdit() const { return hexEdit_; }
    bool hexEditRenames() const { return hexEditRenames_; }
    // The same for an edit of hexsides' features alone.
    void noteHexsideEdit(std::vector<Hexside> hexsides);
    const std::vector<Hexside>& hexsideEdit() const { return hexsideEdit_; }

signals:
    void changed(eylau::editor::Changes what);
    void modificationChanged(bool modified);
    void fileNameChanged(const QString& fileName);
    void fileProblemsChanged();

private:
    std::unique_ptr<Scenario> scenario_;
    QString fileName_;
    QList<FileProblem> fileProblems_;
    std::vector<Hex> hexEdit_;
    std::vector<Hex> pendingHexEdit_;
    bool hexEditRenames_ = false;
    bool pendingHexEditRenames_ = false;
    std::vector<Hexside> hexsideEdit_;
    std::vector<Hexside> pendingHexsideEdit_;
    QUndoStack* undoStack_;
};

}  // namespace eylau::editor
