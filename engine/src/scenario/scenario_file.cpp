// Scenario files on disk: bounded whole-file reads, and atomic, durable saves (text_file.h).
#include "eylau/scenario/scenario_io.h"
#include "eylau/io/text_file.h"

namespace eylau {

ScenarioLoad readScenarioFile(const std::string& path) {
    std::string error;
    const auto text = readTextFile(path, kMaxScenarioFileBytes, error);
    if (!text) {
        ScenarioLoad load;
        load.problems.push_back({ScenarioProblem::Severity::Error, "", error});
        return load;
    }
    return readScenario(*text);
}

std::optional<std::string> writeScenarioFile(const Scenario& scenario, const std::string& path) {
    return saveTextFile(path, writeScenario(scenario));
}

}  // namespace eylau
