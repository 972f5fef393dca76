#pragma once
// The report of `eylau-cli show`, and the reconstructed-item counts `validate` also prints.
#include "eylau/scenario/scenario.h"

#include <string>
#include <vector>

namespace eylau::cli {

// How many items of one kind there are and how many of them are reconstructed (provenance
// "reconstructed", docs/scenario-format.md) rather than printed in the rulebook.
struct ReconstructedCount {
    std::string kind;  // "units", "CRT cells", ...
    int reconstructed = 0;
    int total = 0;
};

// Every kind of item that carries a provenance, in file order: the map itself, its listed hexes
// and hexsides, Terrain Effects Chart rows, CRT cells, Game-Turns, entry areas, divisions, Fresh
// Strength markers, units, victory hexes, awards and levels.
std::vector<ReconstructedCount> countReconstructed(const Scenario& scenario);
int totalReconstructed(const std::vector<ReconstructedCount>& counts);

// Rules, map, charts, the Game-Turn track, entry areas, the order of battle per side and division
// with strength totals, Fresh Strength markers, victory conditions and reconstructed items.
std::string showReport(const Scenario& scenario);

}  // namespace eylau::cli
