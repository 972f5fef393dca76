#pragma once
// A new scenario: a blank map of a given size on the Standard Rules, with the charts every
// battle needs (the Terrain Effects Chart and Combat Results Table as in Eylau, unfrozen water),
// one Game-Turn, one division a side, and no units.
#include "eylau/scenario/scenario.h"

namespace eylau::editor {

struct BlankMap {
    int columns = 16;
    int rows = 12;
    Terrain terrain = Terrain::Clear;
};

Scenario blankScenario(const BlankMap& size);

// The Standard Rules' charts (9.0, 6.0), as the Eylau rulebook gives them, with the values the
// rulebook copy lacks marked reconstructed.
TerrainEffectsChart standardTerrainEffects();
CombatResultsTable standardCombatResults();

}  // namespace eylau::editor
