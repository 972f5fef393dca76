// Scenario files on disk: bounded whole-file reads, and atomic, durable saves (text_file.h).
#include "eylau/scenario/scenario_io.h"
#include "eylau/io/text_file.h"

#include <filesystem>
#include <system_error>

namespace eylau {

ScenarioLoad readScenarioFile(const std::string& path, ReadMode mode) {
    std::string error;
    const auto text = readTextFile(path, kMaxScenarioFileBytes, error);
    if (!text) {
        ScenarioLoad load;
        load.problems.push_back({ScenarioProblem::Severity::Error, "", error});
        return load;
    }
    ScenarioLoad load = readScenario(*text, mode);
    // A map image that is not where the scenario says is a warning, never an error: the scenario
    // plays and edits without it (docs/scenario-format.md, "underlay").
    if (load.scenario && load.scenario->underlay) {
        const std::string image = underlayImagePath(path, *load.scenario->underlay);
        std::error_code ec;
        if (!std::filesystem::is_regular_file(std::filesystem::path(image), ec))
            load.problems.push_back({ScenarioProblem::Severity::Warning, "/underlay/image",
                                     "the map image '" + load.scenario->underlay->image + "' is not found (" + image +
                                         "); the map is shown without it"});
    }
    return load;
}

std::string underlayImagePath(const std::string& scenarioFile, const MapUnderlay& underlay) {
    const std::filesystem::path image = std::filesystem::path(underlay.image);
    if (image.is_absolute()) return image.string();
    return (std::filesystem::path(scenarioFile).parent_path() / image).lexically_normal().string();
}

std::optional<std::string> writeScenarioFile(const Scenario& scenario, const std::string& path) {
    return saveTextFile(path, writeScenario(scenario));
}

}  // namespace eylau
