#pragma once
// The pages of one Game-Turn: its heading; for each Player-Turn the moves, the reinforcements
// held and the division released, the attacks with their itemised odds, dice and outcome, the
// units eliminated and the Fresh Strength used; then a page for the end of the turn: the
// Victory Point tally, the map as the turn left it, and how the points and the hexes stand.
#include "eylau/reports/turn_summary.h"

namespace eylau::print {

class PageWriter;
class StateMap;

// Sets the Game-Turn from the writer's cursor (the caller starts the page). `map` is used only
// when the writer draws.
void writeGameTurn(PageWriter& writer, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map);

// The end-of-turn page: the tally, a legend, the whole map as `turn` left it scaled to the
// page, and below it the Victory Points line by line and the control of the victory hexes.
void writeEndOfTurnPage(PageWriter& writer, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map);

}  // namespace eylau::print
