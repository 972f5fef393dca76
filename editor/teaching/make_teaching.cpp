// eylau-make-teaching OUT: builds the teaching scenario through the editor's commands and writes
// it, canonical and atomically, to OUT (data/scenarios/teaching.json).
#include "document/scenario_document.h"
#include "teaching/teaching_scenario.h"

#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include <cstdio>

int main(int argc, char* argv[]) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: eylau-make-teaching OUT.json\n");
        return 2;
    }
    eylau::editor::ScenarioDocument document(eylau::editor::teachingStart());
    eylau::editor::buildTeachingScenario(document);
    int errors = 0;
    for (const eylau::ScenarioProblem& p : eylau::checkScenario(document.scenario())) {
        std::fprintf(stderr, "%s\n", p.describe(argv[1]).c_str());
        if (p.severity == eylau::ScenarioProblem::Severity::Error) ++errors;
    }
    if (errors > 0) return 1;
    if (const auto error = eylau::writeScenarioFile(document.scenario(), argv[1])) {
        std::fprintf(stderr, "eylau-make-teaching: %s\n", error->c_str());
        return 1;
    }
    return 0;
}
