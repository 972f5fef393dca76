#pragma once
// The decisions that come up while an attack is resolved (6.3-6.8, 21.1), for whichever side
// must make them: the defender's Fresh Strength answer, retreats with their displacement chains,
// the attacker's Ee losses, and the advance after combat. Each returns a command that has passed
// Game::whyNot, or nullopt when no such decision is due.
#include "ai/move_candidates.h"
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <optional>
#include <vector>

namespace eylau::ai {

// 21.1: Fresh Strength on the defence when it lowers the attacker's expected gain by more than
// the marker is worth kept.
std::optional<Command> chooseDefence(const Game& game);

// 6.4: the retreat into the safest place: away from the enemy's reach, toward friends, into a
// victory hex when one is at hand (23.4), displacing as few friends as it can. Each place weighed
// as standingWorth weighs it in `style` (with Style::traps, its ways back read as they are now).
std::optional<Command> chooseRetreat(const Game& game, const Style& style = {});

// 6.3 Ee: the fewest strength points that pay what is owed.
std::optional<Command> chooseLosses(const Game& game);

// 6.6: advance into a vacated victory hex always; otherwise when the unit is no worse off there
// and, for the attacker, the rest of its Combat Phase is no worse for it.
std::optional<Command> chooseAdvance(const Game& game, const Style& style = {});

// Whichever of the above is due now; retreats and advances weighed in `style`.
std::optional<Command> respond(const Game& game, const Style& style = {});

}  // namespace eylau::ai
