// Bombardment line of sight (9.0, the chart's note on blocking terrain):
//   blocking terrain stops a bombardment that would pass through it, but a unit standing in it
//   can still be bombarded. The line is drawn between hex centres; a line running exactly along a
//   hexside is blocked only when the hexes on both sides of that hexside are blocking terrain.
// So only the hexes strictly between the firer and the target matter: the firer's own hex and the
// target's hex never block. The refusal cites 9.0: the chart note is the rule; 5.6 only says that
// artillery may bombard.
#include "eylau/rules/line_of_sight.h"
#include "eylau/rules/sentences.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {
namespace {

bool blocks(const Scenario& scenario, Hex h) {
    return scenario.terrainEffects.effective(scenario.map.terrain(h)).blocksBombardment;
}

std::string terrainOf(const Scenario& scenario, Hex h) { return std::string(toString(scenario.map.terrain(h))); }

}  // namespace

namespace {

// The first step of the line that blocks it, or nullopt when the line is clear.
std::optional<LineStep> blockingStep(const Scenario& scenario, Hex from, Hex to) {
    const std::vector<LineStep> line = hexLine(from, to);
    // hexLine starts inside `from` and ends inside `to`: the first and last steps are those hexes
    // alone (a stretch along a hexside never touches a hex centre), so they are skipped.
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
        const LineStep& step = line[i];
        if (step.hex == from || step.hex == to) continue;
        // Along a hexside: blocked only when both hexes sharing it block.
        if (blocks(scenario, step.hex) && (!step.isAlongHexside() || blocks(scenario, *step.alongside))) return step;
    }
    return std::nullopt;
}

}  // namespace

bool clearLineOfSight(const Scenario& scenario, Hex from, Hex to) { return !blockingStep(scenario, from, to); }

Verdict whyNoLineOfSight(const Scenario& scenario, Hex from, Hex to) {
    const auto step = blockingStep(scenario, from, to);
    if (!step) return std::nullopt;
    if (!step->isAlongHexside())
        return refuse("9.0", Say::SightBlocked, {from.id(), to.id(), terrainOf(scenario, step->hex), step->hex.id()});
    const Hex other = *step->alongside;
    return refuse("9.0", Say::SightBlockedAlongHexside,
                  {from.id(), to.id(), terrainOf(scenario, step->hex), step->hex.id(), terrainOf(scenario, other), other.id()});
}

}  // namespace eylau
