// checkScenario on a unit that starts on a lake: an error where the lake is impassable, a
// warning where the water is frozen (legal, 9.0 chart note, but almost always a slip). The
// scenario editor's problems panel shows both.
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

bool has(const std::vector<ScenarioProblem>& problems, ScenarioProblem::Severity severity, const std::string& path,
         const std::string& words) {
    return std::any_of(problems.begin(), problems.end(), [&](const ScenarioProblem& p) {
        return p.severity == severity && p.path == path && p.message.find(words) != std::string::npos;
    });
}

Scenario minimalWithFrozenWater() {
    nlohmann::json j = test::minimalScenarioJson();
    j["terrainEffects"]["frozenWater"] = true;
    const ScenarioLoad load = readScenario(j.dump());
    EXPECT_TRUE(load.ok());
    return *load.scenario;
}

TEST(ScenarioCheck, StartOnAFrozenLakeIsAWarning) {
    Scenario scenario = minimalWithFrozenWater();
    scenario.units[2].start = Hex{3, 3};  // the lake
    const auto problems = checkScenario(scenario);
    EXPECT_TRUE(has(problems, ScenarioProblem::Severity::Warning, "/units/2/start", "a lake (frozen"));
    EXPECT_TRUE(std::none_of(problems.begin(), problems.end(),
                             [](const ScenarioProblem& p) { return p.severity == ScenarioProblem::Severity::Error; }));
}

TEST(ScenarioCheck, StartOnAnUnfrozenLakeIsAnErrorNotAlsoAWarning) {
    Scenario scenario = minimalWithFrozenWater();
    scenario.terrainEffects.setFrozenWater(false);
    scenario.units[2].start = Hex{3, 3};
    const auto problems = checkScenario(scenario);
    EXPECT_TRUE(has(problems, ScenarioProblem::Severity::Error, "/units/2/start", "impassable"));
    EXPECT_FALSE(has(problems, ScenarioProblem::Severity::Warning, "/units/2/start", "lake"));
}

TEST(ScenarioCheck, StartOffALakeRaisesNothing) {
    const Scenario scenario = minimalWithFrozenWater();
    EXPECT_TRUE(checkScenario(scenario).empty());
}

}  // namespace
}  // namespace eylau
