#pragma once
// 23.4 as the movement planner weighs it: the control of each victory hex after a plan's moves,
// counted by how likely it is to last through the enemy's next Player-Turn. A hex held by a unit
// of ours holds well (a town doubles it, 9.0); an empty one the enemy can reach is likely lost,
// less so when our units stand next to it, for an enemy unit that enters it must then attack
// them all (5.1) from there. The same risk hangs over a hex nobody controls yet: leaving it open
// hands it to the enemy.
#include "ai/threat_map.h"
#include "ai/value_model.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/scenario/scenario.h"

#include <set>

namespace eylau::ai {

// The chance that the enemy takes an empty victory hex it can reach, when units of ours with
// `guard` printed strength in all stand next to it.
double enemyTakesChance(int guard);

// The worth to the phasing side of the victory hexes' control in `after` (the state with a plan's
// moves made), with the hexes in `passed` taken by moving through them (23.4). `values` and
// `threat` are of the position before the moves.
double controlOutlook(const Scenario& scenario, const GameState& after, const std::set<Hex>& passed,
                      const ValueModel& values, const ThreatMap& threat);

}  // namespace eylau::ai
