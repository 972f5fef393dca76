#pragma once
// Loading a scenario file for a command, with every problem reported on stderr.
#include "eylau/record/game_session.h"
#include "eylau/scenario/scenario.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace eylau::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // a file cannot be read or is not valid; an illegal record line
inline constexpr int kExitUsage = 2;    // wrong command line

// Loads FILE; on failure prints why on stderr (every problem, one a line) and returns nullopt.
// Warnings of a loaded file go to stderr too, so that stdout holds only the report.
std::optional<Scenario> load(const std::string& file, std::size_t* warnings = nullptr);

// Whether a record's `scenario` line names the scenario loaded from FILE: as the window decides
// (recordNamesScenario: its name in any case, FILE, FILE's stem, "eylau" for
// data/scenarios/eylau.json, or a relative path FILE ends in, written from a folder above it), or
// by another spelling of the same file that only the file system can tell (an absolute path for a
// relative one, a link): selfplay --records and the game window write the path as it was given.
bool namesScenario(const std::string& name, const std::string& file, const Scenario& scenario);

// A record's `scenario` line matched to the scenario loaded from FILE (namesScenario); any other
// names it in `why`.
ScenarioLookup lookupOf(const std::string& file, std::shared_ptr<const Scenario> scenario);

// "3 errors", "1 warning"
std::string plural(std::size_t n, std::string_view one, std::string_view many);

}  // namespace eylau::cli
