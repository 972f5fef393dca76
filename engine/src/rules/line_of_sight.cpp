// Bombardment line of sight (9.0, the chart's note on blocking terrain):
//   "The indicated terrain blocks artillery bombardment through it but doesn't block fire into
//   it. Plotting a line of fire from center of hex to center of hex, the bombardment is not
//   blocked if this imaginary line falls exactly along the hexside of blocking terrain unless the
//   two hexes which share that hexside are both blocking terrain."
// So only the hexes strictly between the firer and the target matter: the firer's own hex and the
// target's hex never block. The refusal cites 9.0: the chart note is the rule; 5.6 only says that
// artillery may bombard.
#include "eylau/rules/line_of_sight.h"

#include <string>

namespace eylau {
namespace {

bool blocks(const Scenario& scenario, Hex h) {
    return scenario.terrainEffects.effective(scenario.map.terrain(h)).blocksBombardment;
}

std::string terrainIn(const Scenario& scenario, Hex h) {
    return std::string(toString(scenario.map.terrain(h))) + " in " + h.id();
}

}  // namespace

Verdict lineOfSight(const Scenario& scenario, Hex from, Hex to) {
    const std::vector<LineStep> line = hexLine(from, to);
    const std::string what = "line of sight from " + from.id() + " to " + to.id() + " is blocked by ";
    // hexLine starts inside `from` and ends inside `to`: the first and last steps are those hexes
    // alone (a stretch along a hexside never touches a hex centre), so they are skipped.
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
        const LineStep& step = line[i];
        if (step.hex == from || step.hex == to) continue;
        if (!step.isAlongHexside()) {
            if (blocks(scenario, step.hex)) return refuse("9.0", what + terrainIn(scenario, step.hex));
            continue;
        }
        // Along a hexside: blocked only when both hexes sharing it block.
        const Hex other = *step.alongside;
        if (blocks(scenario, step.hex) && blocks(scenario, other))
            return refuse("9.0", what + terrainIn(scenario, step.hex) + " and " + terrainIn(scenario, other) +
                                     " on both sides of the hexside it runs along");
    }
    return std::nullopt;
}

}  // namespace eylau
