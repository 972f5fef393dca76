#pragma once
// The Terrain Effects Chart applied to one step from a hex into its neighbour (4.2, 9.0).
#include "eylau/scenario/order_of_battle.h"
#include "eylau/scenario/scenario.h"

#include <optional>

namespace eylau {

// The cost in half Movement Points for a unit of this type to enter `to` from the adjacent
// `from`, or nullopt when it may not cross at all (impassable terrain or hexside; artillery
// across a gully or stream without a bridge). 4.2: hexside costs are added to the terrain cost;
// entering through a road or trail hexside costs only the route cost, whatever the terrain.
// `from` may be just off the map (a reinforcement entering, 7.1).
std::optional<int> stepCostHalfMP(const Scenario& scenario, UnitType type, Hex from, Hex to);
// The same step given by what it crosses: the hexside's features and the terrain of the hex
// entered (the Board works out its tables with this, the map read once).
std::optional<int> stepCostHalfMP(const TerrainEffectsChart& chart, UnitType type, HexsideFeatures crossing,
                                  Terrain entered);

// 6.4: a traverseable hex is one the unit could lawfully move into in a Movement Phase: on the
// map and the step is crossable, whatever its cost.
bool canStep(const Scenario& scenario, UnitType type, Hex from, Hex to);

// 7.1: the cost to enter an entry hex from beyond the map edge: by road when a road hexside
// joins it to an off-map hex, otherwise the terrain's cost.
int entryCostHalfMP(const Scenario& scenario, UnitType type, Hex entryHex);

}  // namespace eylau
