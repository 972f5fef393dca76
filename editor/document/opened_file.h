#pragma once
// Opening a scenario file in repair mode (docs/editor.md, "Repair mode"): any scenario in
// well-formed JSON opens, whatever its errors, as the engine's repair read gives it
// (ReadMode::Repair); the errors that the live checks cannot see again are kept in the document
// as its file problems. JSON that does not parse, or is not a scenario, is refused.
#include "document/scenario_document.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace eylau::editor {

struct OpenedFile {
    std::unique_ptr<ScenarioDocument> document;  // null when refused
    QStringList lines;                           // every problem, "FILE: PATH: MESSAGE"
    int errors = 0;                              // errors found, listed or not
};

OpenedFile openScenarioFile(const QString& fileName);

}  // namespace eylau::editor
