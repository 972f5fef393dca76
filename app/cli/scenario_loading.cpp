#include "scenario_loading.h"

#include "eylau/record/scenario_name.h"
#include "eylau/scenario/scenario_io.h"

#include <filesystem>
#include <iostream>
#include <system_error>

namespace eylau::cli {

std::string plural(std::size_t n, std::string_view one, std::string_view many) {
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

std::optional<Scenario> load(const std::string& file, std::size_t* warnings) {
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (!std::filesystem::exists(status)) {
        std::cerr << "eylau-cli" << ": cannot read " << file << ": no such file\n";
        return std::nullopt;
    }
    if (std::filesystem::is_directory(status)) {
        std::cerr << "eylau-cli" << ": cannot read " << file << ": it is a directory\n";
        return std::nullopt;
    }
    ScenarioLoad loaded = readScenarioFile(file);
    for (const ScenarioProblem& p : loaded.problems) std::cerr << p.describe(file) << '\n';
    if (!loaded.ok()) {
        const std::size_t errors = loaded.errorCount();
        std::cerr << "eylau-cli" << ": " << file << ": not a valid scenario: " << plural(errors, "error", "errors")
                  << ", " << plural(loaded.warningCount(), "warning", "warnings") << '\n';
        return std::nullopt;
    }
    if (warnings) *warnings = loaded.warningCount();
    return std::move(loaded.scenario);
}

bool namesScenario(const std::string& name, const std::string& file, const Scenario& scenario) {
    if (recordNamesScenario(name, scenario, file)) return true;
    std::error_code ec;  // a name that is no file, or one that cannot be read, is simply another
    return !name.empty() && std::filesystem::equivalent(name, file, ec) && !ec;
}

ScenarioLookup lookupOf(const std::string& file, std::shared_ptr<const Scenario> scenario) {
    return [=](const std::string& name, std::string& why) -> std::shared_ptr<const Scenario> {
        if (namesScenario(name, file, *scenario)) return scenario;
        why = "the record is for scenario '" + name + "', but " + file + " is '" + scenario->name + "'";
        return nullptr;
    };
}

}  // namespace eylau::cli
