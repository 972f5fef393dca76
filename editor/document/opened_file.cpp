#include "document/opened_file.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace eylau::editor {

OpenedFile openScenarioFile(const QString& fileName) {
    OpenedFile opened;
    const ScenarioLoad load = readScenarioFile(QFile::encodeName(fileName).toStdString(), ReadMode::Repair);
    for (const ScenarioProblem& p : load.problems) opened.lines << QString::fromStdString(p.describe(fileName.toStdString()));
    opened.errors = int(load.errorCount());
    if (!load.scenario) return opened;
    opened.document = std::make_unique<ScenarioDocument>(*load.scenario, QFileInfo(fileName).absoluteFilePath());
    // The repaired scenario's own errors are the live checks'; the rest are the file's.
    const std::vector<ScenarioProblem> live = checkScenario(*load.scenario);
    QList<FileProblem> fileProblems;
    for (const ScenarioProblem& p : load.problems) {
        if (p.severity != ScenarioProblem::Severity::Error) continue;
        const bool seenLive = std::any_of(live.begin(), live.end(), [&](const ScenarioProblem& l) {
            return l.severity == p.severity && l.path == p.path && l.message == p.message;
        });
        if (!seenLive) fileProblems.append({QString::fromStdString(p.path), QString::fromStdString(p.message), p.hex});
    }
    opened.document->setFileProblems(std::move(fileProblems));
    return opened;
}

}  // namespace eylau::editor
