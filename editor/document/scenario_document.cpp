#include "document/scenario_document.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace eylau::editor {

ScenarioDocument::ScenarioDocument(const Scenario& scenario, const QString& fileName, QObject* parent)
    : QObject(parent),
      scenario_(std::make_unique<Scenario>(scenario)),
      fileName_(fileName),
      undoStack_(new QUndoStack(this)) {
    connect(undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modificationChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::displayName() const {
    return fileName_.isEmpty() ? tr("Untitled") : QFileInfo(fileName_).fileName();
}

bool ScenarioDocument::isModified() const { return !undoStack_->isClean(); }

void ScenarioDocument::push(QUndoCommand* command) { undoStack_->push(command); }

QString ScenarioDocument::saveAs(const QString& fileName) {
    if (auto error = writeScenarioFile(*scenario_, QFile::encodeName(fileName).toStdString()))
        return QString::fromStdString(*error);
    const bool renamed = fileName != fileName_;
    fileName_ = fileName;
    undoStack_->setClean();
    if (renamed) emit fileNameChanged(fileName_);
    // The file now holds the repaired scenario: its own errors are gone.
    if (!fileProblems_.isEmpty()) setFileProblems({});
    return {};
}

void ScenarioDocument::setFileProblems(QList<FileProblem> problems) {
    fileProblems_ = std::move(problems);
    emit fileProblemsChanged();
}

void ScenarioDocument::noteHexEdit(std::vector<Hex> hexes, bool terrainOnly) {
    pendingHexEdit_ = std::move(hexes);
    pendingHexEditRenames_ = !terrainOnly;
}

void ScenarioDocument::noteHexsideEdit(std::vector<Hexside> hexsides) { pendingHexsideEdit_ = std::move(hexsides); }

void ScenarioDocument::notifyChanged(Changes what) {
    hexEdit_ = std::move(pendingHexEdit_);
    hexEditRenames_ = pendingHexEditRenames_;
    hexsideEdit_ = std::move(pendingHexsideEdit_);
    pendingHexEdit_.clear();
    pendingHexsideEdit_.clear();
    pendingHexEditRenames_ = false;
    if (what != Changes(Change::Map)) {
        hexEdit_.clear();
        hexsideEdit_.clear();
    }
    emit changed(what);
    hexEdit_.clear();
    hexEditRenames_ = false;
    hexsideEdit_.clear();
}

}  // namespace eylau::editor
