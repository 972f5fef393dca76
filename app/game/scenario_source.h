#pragma once
// Where the game's scenario comes from: a file named on the command line, or the Eylau scenario
// embedded in the program (":/scenarios/eylau.json").
#include "eylau/scenario_io.h"

#include <QString>
#include <QStringList>

namespace eylau::game {

inline constexpr const char* kEmbeddedScenario = ":/scenarios/eylau.json";

struct ScenarioSource {
    ScenarioLoad load;
    QString name;  // the file name problems are reported against
};

// Reads `fileName`, or the embedded Eylau scenario when it is empty. Never throws.
ScenarioSource loadScenario(const QString& fileName);

// Every problem of the load, one line each ("FILE: PATH: MESSAGE").
QStringList describeProblems(const ScenarioSource& source);

}  // namespace eylau::game
