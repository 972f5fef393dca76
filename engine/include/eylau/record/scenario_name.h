#pragma once
// The name a game record gives its scenario (its `scenario` line), and whether such a name names
// the scenario a program has open. One rule for every program that opens records (the window,
// eylau-cli), so that a record one of them wrote opens in the other.
#include <string>
#include <string_view>

namespace eylau {

struct Scenario;

// A scenario's name as a record gives it when the scenario came from no file (one built into the
// program): the scenario's own name in lower case, blanks and '#' made '-' ("eylau"); "eylau"
// when the scenario has no name.
std::string recordNameOf(const Scenario& scenario);

// Whether `recorded`, a record's `scenario` line, names `scenario`, opened from `file` (as the
// program was given it; empty for a scenario built in): the scenario's name or recordNameOf in any
// case; the file as given; the file's name less its folder and extension ("eylau" for
// data/scenarios/eylau.json); or, for a relative path recorded, `file` ending in it, whole folder
// names ("data/scenarios/eylau.json" for /home/me/eylau/data/scenarios/eylau.json: the same file
// seen from the folder the recording program ran in). A path to a file of the same name in another
// folder is not enough: it may be another version of the scenario. Only the strings are compared,
// no file is opened or looked at, whoever wrote the name (eylau-cli, given its files by the person
// running it, also asks the file system whether two spellings are one file).
bool recordNamesScenario(std::string_view recorded, const Scenario& scenario, std::string_view file);

}  // namespace eylau
