#pragma once
// A unit's details as the player needs them (hover or selection): who it is, its values, where
// it is or when it arrives, what it has done this phase, its division's Fresh Strength, and why
// it may not move, citing the case.
#include "eylau/game/game.h"

#include <QString>

namespace eylau::game {

// Rich text for a tooltip or an information panel.
QString unitDetails(const Game& game, UnitIndex unit);

// The variant rules' state of a unit: its counter's mark ("T" tired, "E" exhausted, "L" limbered;
// empty for none) and the sentence that explains it (empty when the game does not track it).
QString variantMark(const Game& game, UnitIndex unit);
QString variantState(const Game& game, UnitIndex unit);
// One line for the status bar.
QString unitSummary(const Game& game, UnitIndex unit);

}  // namespace eylau::game
