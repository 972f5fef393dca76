#pragma once
// Game > Suggest's reason, in words (docs/playing.md, "Asking the computer for a hint"): a
// Movement Phase's moves and the worth of the attacks they set up; an attack's column, expected
// Victory Points and the chance that the attackers are hurt; any other answer, the command in
// words. The numbers are the engine's (ai::suggest); this file only words them.
#ifndef Q_MOC_RUN
#include "eylau/ai/hint.h"
#include "eylau/game/game.h"
#endif

#include <QString>

namespace eylau::game {

// "Suggestion for the French (the computer, Normal): 12 moves; they set up attacks worth +3.4
// Victory Points (expected) for the French". `game` is the position the hint was found for.
QString hintReason(const Game& game, const ai::Hint& hint, ai::Level level);
// One step in words: "attack Leg.1 on Ost.2 at 3-1: expected +2.1 VP; ...", "Leg.1 to 1213".
QString hintStepText(const Game& game, const ai::HintStep& step);

}  // namespace eylau::game
