#pragma once
// Bombardment line of sight (9.0, blocking terrain note): woods, groves and towns block fire
// through them, not into them; a line exactly along a hexside is blocked only when both hexes
// sharing that hexside are blocking terrain.
#include "eylau/rules/refusal.h"
#include "eylau/scenario/scenario.h"

namespace eylau {

// nullopt when the line from `from` to `to` is clear; otherwise why not (naming the hex).
Verdict whyNoLineOfSight(const Scenario& scenario, Hex from, Hex to);
// The same question answered yes or no, wording nothing (for searches and the computer).
bool clearLineOfSight(const Scenario& scenario, Hex from, Hex to);

}  // namespace eylau
