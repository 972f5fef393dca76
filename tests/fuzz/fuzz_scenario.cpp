// fuzz_scenario: any bytes as scenario JSON (eylau::readScenario).
//
// Checks that reading never crashes, throws or hangs, whatever the text; that a load either gives
// a scenario or names at least one error, never both; and that a loaded scenario survives the
// canonical writer: writeScenario's text reads back without errors to an equal Scenario, and
// writing that again gives the same bytes (docs/scenario-format.md, "load + save + load + save
// gives equal bytes").
#include "fuzz_support.h"

#include "eylau/scenario/scenario_io.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace eylau;
    const ScenarioLoad load = readScenario(fuzz::text(data, size));
    if (load.ok() != (load.errorCount() == 0))
        fuzz::fail("a load with a scenario must have no errors, and one without must have some");
    for (const ScenarioProblem& p : load.problems) {
        if (p.message.empty()) fuzz::fail("a problem without a message", p.path);
        if (!p.path.empty() && p.path.front() != '/') fuzz::fail("a problem path that is not a JSON Pointer", p.path);
    }
    if (!load.ok()) return 0;

    const std::string written = writeScenario(*load.scenario);
    const ScenarioLoad again = readScenario(written);
    if (!again.ok()) {
        std::string problems;
        for (const ScenarioProblem& p : again.problems) problems += p.describe("written") + "\n  ";
        fuzz::fail("a written scenario does not read back", problems);
    }
    // The writer sorts the Exclusive Rules sections (their order carries no meaning); nothing
    // else may differ.
    Scenario expected = *load.scenario;
    std::sort(expected.rules.exclusive.begin(), expected.rules.exclusive.end());
    if (*again.scenario != expected) fuzz::fail("a written scenario reads back different");
    if (writeScenario(*again.scenario) != written) fuzz::fail("writing a read-back scenario gives other bytes");
    return 0;
}
