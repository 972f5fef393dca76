#pragma once
// What happened, citing the rulebook case, for logs, turn summaries and the map's animation.
#include "eylau/map/hex.h"
#include "eylau/rules/sentence.h"
#include "eylau/scenario/combat_results_table.h"
#include "eylau/scenario/order_of_battle.h"

#include <cstdint>

#include <optional>
#include <string>
#include <vector>

namespace eylau {

enum class EventKind : std::uint8_t {
    PhaseBegan, TurnBegan, Moved, Entered, Held, Released, AttackDeclared, FreshStrengthUsed, DieRolled,
    WeatherRolled, CombatResolved, Retreated, Displaced, Eliminated, Advanced, ControlChanged, GuardCommitted,
    GameEnded,
    Limbered,          // AL.2, AL.3 (variant): the unit's guns limbered, failed to, or unlimbered
    ReadinessChanged   // CR.2, CR.6 (variant): the unit tired, spared itself, or recovered
};

// Why it happened, where the kind alone does not say: a typed fact for summaries, the window and
// the computer, so that nobody reads it back out of the text or the case number.
enum class EventCause : std::uint8_t {
    None,
    StoppedByZoc,      // Moved: the move ends in an enemy Zone of Control (4.5)
    OptionalRetreat,   // Retreated: a retreat the unit chose to make (6.8)
    CombatResult,      // Eliminated: by the combat result in `result` (6.3: Ae, De, Ee)
    AttackersLost,     // Eliminated: an Ee the attackers cannot pay in part, so all are lost (6.3)
    ExchangeLoss,      // Eliminated: chosen by the attacker as an Ee loss (6.3)
    NoSafeHex,         // Eliminated: no safe hex to retreat into (6.4)
};

// The words for a cause of elimination: "De", "no safe hex to retreat into"; "" for none.
std::optional<Sentence> eliminationCause(EventCause cause, std::optional<CombatResult> result);
std::string eliminationReason(EventCause cause, std::optional<CombatResult> result);

struct Event {
    EventKind kind = EventKind::PhaseBegan;
    std::string ruleCase;   // "4.5", may be empty
    Sentence what;          // Say::Moves {"Tut.1", "0714", "0715", "1 MP"}
    std::optional<UnitIndex> unit;
    std::vector<Hex> hexes; // the path of a move, the hexes of a retreat, the defenders' hexes of a combat, ...
    EventCause cause = EventCause::None;
    std::optional<CombatResult> result;  // CombatResolved: the result; Eliminated: the result it carries out (6.3)
    std::string text() const { return what.english(); }  // "Tut.1 moves 0714 to 0715 (1 MP)"
    std::string describe() const { return ruleCase.empty() ? text() : "[" + ruleCase + "] " + text(); }
};

}  // namespace eylau
