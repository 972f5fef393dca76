#pragma once
// The engine's own words on the printed pages (Movement Points, the levels of victory, a
// defender's doubling terrain, the reason a unit was eliminated, the game's ending, where the
// record stops, the Victory Point tally, the luck figures), worded in the program's language:
// through the engine's sentences and words (sentence_words.h) where the summary keeps them, else
// from the engine's facts through this catalogue (context "PrintWords"). With no translator
// loaded every one reads as the engine's English. The odds account's lines stay in English, as
// the engine gives them (as in the game's attack window).
#include "eylau/reports/turn_summary.h"

#include <QString>

#include <string>

namespace eylau::print {

QString movementPoints(int halfMP);                // "2½ MP"
QString scenarioWord(const std::string& word);      // "Marginal Victory", "Feb 7"; a name as it is
QString doubledBy(const std::string& features);     // "town", "slope"
QString eliminationWords(const LossEntry& loss);    // "De", "no safe hex to retreat into"
QString victoryLine(const VictoryItem& item);       // "[23.4] French: 5 for controlling 1213 (Eylau)"
QString oddsLine(const Sentence& line);             // one of OddsAccount::modifiers(), worded
QString whereWords(const GameSummary& summary);     // "Game-Turn 4, Allied Combat Phase"
QString endingWords(const GameSummary& summary);    // "the game ends after Game-Turn 8: ..."
QString optionWords(const std::string& option);     // "Cavalry readiness (variant after La Bataille)"
QString luckFigure(double luck);                    // "+0.8"
QString luckWords(const AttackLuck& attack);        // "Fr.1 on Ru.1 (French, Game-Turn 1): Dr at 1-1, +0.8"

}  // namespace eylau::print
