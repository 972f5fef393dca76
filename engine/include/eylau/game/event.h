#pragma once
// What happened, citing the rulebook case, for logs, turn summaries and the map's animation.
#include "eylau/rules/game_state.h"
#include "eylau/map/hex.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

enum class EventKind : std::uint8_t {
    PhaseBegan, TurnBegan, Moved, Entered, Held, Released, AttackDeclared, FreshStrengthUsed, DieRolled,
    WeatherRolled, CombatResolved, Retreated, Displaced, Eliminated, Advanced, ControlChanged, GuardCommitted,
    GameEnded
};

struct Event {
    EventKind kind = EventKind::PhaseBegan;
    std::string ruleCase;   // "4.5", may be empty
    std::string text;       // "Tut.1 moves 0714 to 0715 (1 MP)"
    std::optional<UnitIndex> unit;
    std::vector<Hex> hexes; // the path of a move, the hexes of a retreat, ...
    std::string describe() const { return ruleCase.empty() ? text : "[" + ruleCase + "] " + text; }
};

}  // namespace eylau
