#pragma once
// The scenario a game record names must be the one open: by its name, in any case ("eylau"), or
// by the file it came from (recordNamesScenario in eylau/record/scenario_name.h, the rule eylau-cli
// follows too). The window draws one scenario's map; another scenario's record is refused with a
// message saying how to open it.
#include "eylau/record/game_session.h"

#include <QString>

namespace eylau::game {

// `currentName`: the open scenario's record name ("eylau", or its file path).
ScenarioLookup scenarioLookup(std::shared_ptr<const Scenario> current, const std::string& currentName);

// The scenarios a record from the opponent's program may name (a network game): the program's own
// Eylau scenario `eylau` (the one open), by its name only. A file path, a program resource or any
// other name is refused: the opponent's program never makes this one read a file.
ScenarioLookup builtInScenarioLookup(std::shared_ptr<const Scenario> eylau);

// The name a new game's record gives its scenario: the file path it was read from, or for the
// embedded one recordNameOf (its name in lower case, "eylau").
std::string recordNameFor(const Scenario& scenario, const QString& sourceFile);

// Reads the game record at `path` on the window's scenario (`scenario`, read from `scenarioFile`;
// scenarioLookup's rules), the dice scripted as given (tests).
SessionLoad loadGameFile(const QString& path, std::shared_ptr<const Scenario> scenario, const QString& scenarioFile,
                         std::vector<int> scriptedDice = {});

// The scenario file to start the game on so that the record at `recordPath` opens: the file or
// program scenario (":/scenarios/teaching.json") its `scenario` line names, or "" (the Eylau
// scenario) for a plain name such as "eylau", and when the record cannot be read or parsed (opening
// it then reports why).
QString scenarioFileOfRecord(const QString& recordPath);

}  // namespace eylau::game
