#pragma once
// 22.0 Weather (Eylau Exclusive Rules, optional): after every combat result but an Exchange a
// second die may change it (22.1-22.4). Whether a battle has the rule is its choice of sections
// (ExclusiveRules::weatherRule); whether a game uses it is the `weather` option.
#include "eylau/scenario/combat_results_table.h"

namespace eylau {

// 22.4: is there a weather roll after this result? (Not after Ee.)
bool weatherRollFollows(CombatResult result);

// 22.1-22.4: the result after a weather die roll.
CombatResult applyWeather(CombatResult result, int weatherDie);

// The case that a weather die's face applies: "22.1" (5), "22.2" (6) or "22.3" (1-4).
const char* weatherCase(int weatherDie);

}  // namespace eylau
