#pragma once
// Whether a unit may move now, and if not, why, in the engine's words (19.x restrictions, 4.5
// Zone of Control, 4.1 allowance spent, ...): the engine is asked about a one-hex probe move.
#include "eylau/game.h"

namespace eylau::game {

// nullopt when the unit can move (or enter) now; otherwise the engine's refusal.
Verdict whyUnitCannotMove(const Game& game, UnitIndex unit);

}  // namespace eylau::game
