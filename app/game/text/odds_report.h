#pragma once
// The engine's itemised odds of an attack (OddsAccount) as the attack dialog shows them: each
// unit's strength with its fresh bonus and terrain doubling, the divisional integrity lines with
// their cases, the totals, the ratio and the column, and the chance of each result.
#include "eylau/rules/combat_odds.h"
#include "eylau/game/game.h"

#include <QString>

namespace eylau::game {

// Rich text: the strengths on both sides and the modifiers, each citing its case.
QString oddsHtml(const Game& game, const OddsAccount& odds);
// One line: "16 to 8: 2-1" or "... 2-1, lowered to 1-1 (6.2), shifted to 3-1 (20.2)".
QString oddsSummary(const Game& game, const OddsAccount& odds);
// Rich text: a row of the five results with their chance (and with the weather die, 22.0).
QString chancesHtml(const OddsAccount& odds, bool weather);

}  // namespace eylau::game
