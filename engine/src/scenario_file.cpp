// Scenario files on disk: whole-file reads, and atomic saves (atomic_file.h), so a crash never
// leaves half a file.
#include "eylau/scenario_io.h"

#include "atomic_file.h"

namespace eylau {

ScenarioLoad readScenarioFile(const std::string& path) {
    std::string error;
    const auto text = detail::readWholeFile(path, error);
    if (!text) {
        ScenarioLoad load;
        load.problems.push_back({ScenarioProblem::Severity::Error, "", error});
        return load;
    }
    return readScenario(*text);
}

std::optional<std::string> writeScenarioFile(const Scenario& scenario, const std::string& path) {
    return detail::writeFileAtomically(path, writeScenario(scenario));
}

}  // namespace eylau
