#pragma once
// Shared by the editor tests: the shipped scenarios, the canonical JSON of a document, and the
// check that an edit does, undoes and redoes to identical JSON.
#include "document/scenario_document.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

namespace eylau::test {

inline std::string sourcePath(const std::string& relative) { return std::string(EYLAU_SOURCE_DIR) + "/" + relative; }

// A shipped scenario; fails the calling test when it does not load.
inline Scenario shippedScenario(const std::string& name) {
    const ScenarioLoad load = readScenarioFile(sourcePath("data/scenarios/" + name));
    EXPECT_TRUE(load.ok()) << name << " does not load";
    return load.ok() ? *load.scenario : Scenario{};
}

inline const Scenario& eylauScenario() {
    static const Scenario scenario = shippedScenario("eylau.json");
    return scenario;
}

inline const Scenario& teachingScenario() {
    static const Scenario scenario = shippedScenario("teaching.json");
    return scenario;
}

inline std::string json(const editor::ScenarioDocument& d) { return writeScenario(d.scenario()); }

// Runs `edit` on the document and checks that it changed the JSON, made exactly `steps` new
// steps of history (1: a brush stroke or a drag is one step), that undo gives back the JSON
// before byte for byte, and redo the JSON after.
inline ::testing::AssertionResult undoesAndRedoes(editor::ScenarioDocument& d, const std::function<void()>& edit,
                                                  int steps = 1) {
    QUndoStack* stack = d.undoStack();
    const std::string before = json(d);
    const int count = stack->count();
    const int index = stack->index();
    edit();
    const std::string after = json(d);
    if (after == before) return ::testing::AssertionFailure() << "the edit changed nothing";
    if (stack->index() - index != steps || stack->count() - count != steps)
        return ::testing::AssertionFailure() << "the edit made " << stack->index() - index << " steps, not " << steps;
    if (stack->isClean()) return ::testing::AssertionFailure() << "the document is not marked modified";
    for (int i = 0; i < steps; ++i) stack->undo();
    if (json(d) != before) return ::testing::AssertionFailure() << "undo did not restore the JSON";
    if (stack->index() == index && d.isModified() != (stack->cleanIndex() != index))
        return ::testing::AssertionFailure() << "the modified flag is wrong after undo";
    for (int i = 0; i < steps; ++i) stack->redo();
    if (json(d) != after) return ::testing::AssertionFailure() << "redo did not restore the edited JSON";
    // And the edit survives a round trip through the file format.
    const ScenarioLoad reread = readScenario(after);
    if (reread.ok() && !(*reread.scenario == d.scenario()))
        return ::testing::AssertionFailure() << "the edited scenario does not reload equal";
    return ::testing::AssertionSuccess();
}

inline bool hasProblem(const Scenario& scenario, ScenarioProblem::Severity severity, const std::string& path,
                       const std::string& words) {
    const auto problems = checkScenario(scenario);
    return std::any_of(problems.begin(), problems.end(), [&](const ScenarioProblem& p) {
        return p.severity == severity && p.path == path && p.message.find(words) != std::string::npos;
    });
}

}  // namespace eylau::test
