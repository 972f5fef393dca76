#pragma once
// A hand-made analysis of a whole game of Eylau (9 Game-Turns, French then Allied: 18
// Player-Turns), with the figures a real one gives: the French ahead early, the Allies' lucky
// dice on Game-Turn 3, a French mistake on Game-Turn 4 (cost 7.2 VP), an Allied blunder on
// Game-Turn 6 (13.5 VP), inaccuracies on both sides. For the tests that show an analysis; the
// analysis itself is tested in the engine's tests.
#include "eylau/ai/game_analysis.h"

#include <cstddef>
#include <string>
#include <vector>

namespace eylau::test {

// The Player-Turns start at `starts` (at most 18 taken) and the last ends at `length`.
ai::GameAnalysis handMadeAnalysis(const std::vector<std::size_t>& starts, std::size_t length,
                                  std::string recordDigest = {});
// The same with every Player-Turn 40 commands long.
ai::GameAnalysis handMadeAnalysis();
// Where each Player-Turn of `session`'s record starts (GameReview's steps by Player-Turn), and
// the analysis on them with the record's digest.
std::vector<std::size_t> playerTurnStarts(const GameSession& session);
ai::GameAnalysis handMadeAnalysis(const GameSession& session);

}  // namespace eylau::test
