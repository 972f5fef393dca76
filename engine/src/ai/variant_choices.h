#pragma once
// The computer's choices under the variant rules. Artillery limbering (AL.2, AL.3): which guns to
// limber before the Movement Phase is planned, and which to unlimber once it is. A die decides
// whether a battery limbers, so limbering is asked one gun at a time, before any move is planned;
// the plan then moves the guns that limbered and lets the others prolong (AL.4). Cavalry
// readiness (CR.4): which attacking cavalry may spare itself at no cost to the attack.
#include "eylau/game/command.h"
#include "eylau/game/game.h"
#include "eylau/rules/attack.h"

#include <optional>
#include <vector>

namespace eylau::ai {

// The next gun of the phasing side worth limbering now: unlimbered, free to try (the engine
// accepts the command), and with no enemy unit within three hexes, so no target to bombard by
// staying. nullopt when there is none, or the game does not play the variant.
std::optional<Command> gunToLimber(const Game& game);

// The guns of the phasing side to unlimber after the moves already made in `game`: limbered, with
// an enemy unit within three hexes (within range of a target now or after a prolong).
std::vector<Command> gunsToUnlimber(const Game& game);

// CR.4: the attack with every attacking cavalry unit sparing itself whose sparing leaves the
// attack in the same column (each tried in turn, the strongest first).
Attack spareWhereFree(const Game& game, Attack attack);

}  // namespace eylau::ai
