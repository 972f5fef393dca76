#pragma once
// Consistency checks of a Scenario that JSON structure cannot express: cross references, map
// bounds, stacking, a turn track without gaps. The loader runs them; the editor shows them live.
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <vector>

namespace eylau {

std::vector<ScenarioProblem> checkScenario(const Scenario& scenario);

}  // namespace eylau
