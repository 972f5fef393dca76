#pragma once
// Reading the dice of a game command by command (6.1): the attack a command's die is rolled for,
// as it stands when rolled, and the result it gave. The luck report reads a record through these
// and the computer's play-outs their own dice.
#include "eylau/game/game.h"

#include <optional>

namespace eylau {

// The attack `command` declares (its die rolled now, or once the defender has answered, 21.1), or
// the one it answers with the defender's Fresh Strength; nullopt for any other command or an
// attack the engine would refuse.
std::optional<Attack> attackRolledBy(const Game& game, const Command& command);

// The combat result of an applied command, when it rolled one (the CombatResolved event).
std::optional<CombatResult> resultRolled(const ApplyResult& applied);

}  // namespace eylau
