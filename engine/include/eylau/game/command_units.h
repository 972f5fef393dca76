#pragma once
// Commands made from units picked by index (a window's selection, a dialog's checked units, a
// drawn-up attack). Commands name units by id, as the record writes them (command.h); these look
// the ids up in the scenario, so that no caller does it by hand. Every index must be a unit of
// the scenario.
#include "eylau/game/command.h"
#include "eylau/map/hex.h"
#include "eylau/scenario/unit_index.h"

#include <span>
#include <string>
#include <vector>

namespace eylau {

struct Scenario;

// The units' ids, in the order given.
std::vector<std::string> unitIds(const Scenario& scenario, std::span<const UnitIndex> units);

MoveCommand moveCommand(const Scenario& scenario, UnitIndex unit, std::vector<Hex> hexes);        // 4.0
EnterCommand enterCommand(const Scenario& scenario, UnitIndex unit, std::vector<Hex> hexes);      // 7.0
LimberCommand limberCommand(const Scenario& scenario, UnitIndex unit, bool limber);               // AL.2, AL.3
DefendCommand defendCommand(const Scenario& scenario, std::span<const UnitIndex> fresh);          // 21.1
LoseCommand loseCommand(const Scenario& scenario, std::span<const UnitIndex> units);              // 6.3 Ee
// 6.4: a retreat into `to`, displacing nobody (RetreatPlan gives the command with a chain, 6.5).
RetreatCommand retreatCommand(const Scenario& scenario, UnitIndex unit, Hex to);
AdvanceCommand advanceCommand(const Scenario& scenario, UnitIndex unit, Hex to);                   // 6.6

}  // namespace eylau
