#pragma once
// Where the game's scenario comes from: a file named on the command line, or one of the program's
// own scenarios (":/scenarios/eylau.json" by default), read from the installed data folder
// (<prefix>/share/eylau/scenarios) when there is one, else from the copy embedded in the program.
#include "eylau/scenario/scenario_io.h"

#include <QString>
#include <QStringList>

namespace eylau::game {

inline constexpr const char* kEmbeddedScenario = ":/scenarios/eylau.json";

struct ScenarioSource {
    ScenarioLoad load;
    QString name;  // the file name problems are reported against
};

// Reads `fileName`, or the Eylau scenario when it is empty; a name ":/scenarios/NAME" is read from
// the installed copy when there is one (builtInScenarioFile). Never throws.
ScenarioSource loadScenario(const QString& fileName);

// The installed data folder, <prefix>/share/eylau, found as ../share/eylau from the folder the
// program runs from (<prefix>/bin, or /usr/games in the .deb), so that a relocated install or an
// unpacked package finds its own data; empty when there is none (a build tree) or `programDir`
// is empty.
QString installedDataDir(const QString& programDir);

// The file a program scenario ":/scenarios/NAME" is read from: <dataDir>/scenarios/NAME when that
// file exists, else the embedded resource itself. Any other name is returned unchanged.
QString builtInScenarioFile(const QString& fileName, const QString& dataDir);

// The file loadScenario reads for `fileName` (empty: the Eylau scenario), in this program's
// installed data folder when there is one.
QString scenarioFileToRead(const QString& fileName);

// Every problem of the load, one line each ("FILE: PATH: MESSAGE").
QStringList describeProblems(const ScenarioSource& source);

}  // namespace eylau::game
