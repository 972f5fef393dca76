#include "eylau/game/command_units.h"

#include "eylau/scenario/scenario.h"

#include <utility>

namespace eylau {
namespace {

const std::string& idOf(const Scenario& scenario, UnitIndex unit) { return scenario.units.at(unit.slot()).id; }

}  // namespace

std::vector<std::string> unitIds(const Scenario& scenario, std::span<const UnitIndex> units) {
    std::vector<std::string> ids;
    ids.reserve(units.size());
    for (UnitIndex u : units) ids.push_back(idOf(scenario, u));
    return ids;
}

MoveCommand moveCommand(const Scenario& scenario, UnitIndex unit, std::vector<Hex> hexes) {
    return MoveCommand{idOf(scenario, unit), std::move(hexes)};
}

EnterCommand enterCommand(const Scenario& scenario, UnitIndex unit, std::vector<Hex> hexes) {
    return EnterCommand{idOf(scenario, unit), std::move(hexes)};
}

LimberCommand limberCommand(const Scenario& scenario, UnitIndex unit, bool limber) {
    return LimberCommand{idOf(scenario, unit), limber};
}

DefendCommand defendCommand(const Scenario& scenario, std::span<const UnitIndex> fresh) {
    return DefendCommand{unitIds(scenario, fresh)};
}

LoseCommand loseCommand(const Scenario& scenario, std::span<const UnitIndex> units) {
    return LoseCommand{unitIds(scenario, units)};
}

RetreatCommand retreatCommand(const Scenario& scenario, UnitIndex unit, Hex to) {
    return RetreatCommand{idOf(scenario, unit), to, {}};
}

AdvanceCommand advanceCommand(const Scenario& scenario, UnitIndex unit, Hex to) {
    return AdvanceCommand{idOf(scenario, unit), to};
}

}  // namespace eylau
