#pragma once
// Reading and writing scenario files (docs/scenario-format.md). Reading never crashes and never
// half-loads: it yields a complete Scenario or every error found, each naming the JSON path.
#include "eylau/rules/sentence.h"
#include "eylau/scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct ScenarioProblem {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    std::string path;     // JSON Pointer, "/units/12/start"; "" for the whole file
    std::string message;  // "hex 2530 is off the map (columns 01-24, rows 01-24)"
    // The message as the engine's sentence, for a window to word in its language; the checks of a
    // read scenario (scenario_check.h) have it, the reader's errors of form do not (yet).
    std::optional<Sentence> said = std::nullopt;
    // The hex a problem of a map hex or hexside is about, when the reader knew it: a window goes
    // there even where the path's index no longer matches the scenario's (a hex left out).
    std::optional<Hex> hex = std::nullopt;
    // "FILE: PATH: MESSAGE"; a JSON syntax error has an empty path and names line and column.
    std::string describe(const std::string& source) const;
};

struct ScenarioLoad {
    // Set when there are no errors; when repairing (ReadMode::Repair), whenever the file is a
    // scenario object in well-formed JSON.
    std::optional<Scenario> scenario;
    // Errors first, then warnings; at most 100 of each, then one "... and N more" entry.
    std::vector<ScenarioProblem> problems;
    std::size_t unlistedErrors = 0;          // errors beyond those listed
    bool ok() const { return scenario.has_value() && errorCount() == 0; }
    std::size_t errorCount() const;          // all errors found, listed or not
    std::size_t warningCount() const;        // the warning entries listed
};

// Strict: errors make the load fail (the game, the CLI). Repair (the editor): a scenario object in
// well-formed JSON is kept whatever its errors, each value that could not be read replaced by a
// default or left out, the error saying which ("; the editor reads it as clear"), and the checks of
// scenario_check.h run on it (docs/editor.md, "Repair mode").
enum class ReadMode { Strict, Repair };

// Parses scenario JSON text. Warnings (an unusual but legal value, such as a 1 MP infantry unit)
// are reported beside a loaded scenario.
ScenarioLoad readScenario(const std::string& jsonText, ReadMode mode = ReadMode::Strict);
// Reads a file; an unreadable file is one error with an empty path. A map image (underlay) that
// is not found next to the file is a warning.
ScenarioLoad readScenarioFile(const std::string& path, ReadMode mode = ReadMode::Strict);

// Where a scenario file's map image is: its path taken relative to the scenario file's folder.
std::string underlayImagePath(const std::string& scenarioFile, const MapUnderlay& underlay);

// The canonical form: stable key order, defaults omitted, sorted where order carries no meaning.
std::string writeScenario(const Scenario& scenario);
// Writes atomically (temporary file in the same folder, then rename). Returns an error message,
// or nullopt on success.
std::optional<std::string> writeScenarioFile(const Scenario& scenario, const std::string& path);

}  // namespace eylau
