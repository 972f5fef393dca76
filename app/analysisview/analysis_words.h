#pragma once
// The words of a game's analysis (docs/analysis.md), in the program's language: the marks, a
// side's summary, a Player-Turn in a line, a turning point and the evaluation. Shared by the
// review's graph and summaries, the end of a game and the printed page. Figures are in expected
// Victory Points with one decimal, in the language's own decimal separator.
#include <QString>

#include "eylau/ai/game_analysis.h"

namespace eylau::analysisview {

QString sideWord(Side side);                       // "French", "Allied"
QString markName(ai::TurnMark mark);               // "inaccuracy", "mistake", "blunder", "no mark"
QString markWithArticle(ai::TurnMark mark);        // "an inaccuracy", "a mistake", "a blunder", "no mark"
QString vpFigure(double vp);                       // "7.2" (the locale's separator)
QString signedFigure(double vp);                   // "+1.2", "-0.4"
// "2 inaccuracies, 1 mistake, no blunder"
QString markCounts(const ai::SideSummary& summary);
// "French: 0.8 VP a Player-Turn on average; 2 inaccuracies, 1 mistake, no blunder"
QString sideSummaryLine(Side side, const ai::SideSummary& summary);
// "Worst: Game-Turn 4, cost 7.2 VP (a mistake)"; "no Player-Turn analysed" without one.
QString worstTurnLine(const ai::GameAnalysis& analysis, Side side);
// "Game-Turn 4, French: cost 7.2 VP, a mistake; the dice gave +1.2"
QString turnLine(const ai::TurnAnalysis& turn);
// "A turning point, by the decisions: the evaluation moved 8.1 VP towards the Allies"
QString turningPointWords(const ai::TurnAnalysis& turn);
// "French ahead by 3.4 VP", "Allies ahead by 2.1 VP", "even"
QString marginWords(double margin);
// The tooltip of a Player-Turn on the graph: its line, the evaluation before and after, the
// computer's plan, the Victory Points at its end and, for a turning point, its cause.
QString turnDescription(const ai::TurnAnalysis& turn);

}  // namespace eylau::analysisview
