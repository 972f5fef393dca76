#pragma once
// Shared by the GUI tests: the embedded Eylau scenario, loaded once.
#include "startup/scenario_source.h"

#include "eylau/scenario/scenario.h"

#include <gtest/gtest.h>

namespace eylau::test {

// The embedded scenario; fails the calling test (and returns nullptr) when it does not load.
inline const Scenario* embeddedEylau() {
    static const game::ScenarioSource source = game::loadScenario(QString());
    if (!source.load.ok()) {
        ADD_FAILURE() << "the embedded scenario does not load:\n"
                      << game::describeProblems(source).join(QLatin1Char('\n')).toStdString();
        return nullptr;
    }
    return &*source.load.scenario;
}

}  // namespace eylau::test
