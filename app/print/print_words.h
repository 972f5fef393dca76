#pragma once
// The engine's own words on the printed pages (Movement Points, the reason a unit was eliminated,
// the game's ending, where the record stops, the luck figures), worded in the program's language:
// through the engine's sentences and words (sentence_words.h) where the summary keeps them, else
// from the engine's facts through this catalogue (context "PrintWords"). With no translator
// loaded every one reads as the engine's English. The odds account's lines and the Victory Point
// tally are the engine's sentences: i18n::wordSentence words them.
#include "eylau/reports/turn_summary.h"

#include <QString>

#include <string>

namespace eylau::print {

QString movementPoints(int halfMP);                // "2½ MP"
QString eliminationWords(const LossEntry& loss);    // "De", "no safe hex to retreat into"
QString whereWords(const GameSummary& summary);     // "Game-Turn 4, Allied Combat Phase"
QString endingWords(const GameSummary& summary);    // "the game ends after Game-Turn 8: ..."
QString optionWords(const std::string& option);     // "Cavalry readiness (variant after La Bataille)"
QString luckFigure(double luck);                    // "+0.8"
QString luckWords(const AttackLuck& attack);        // "Fr.1 on Ru.1 (French, Game-Turn 1): Dr at 1-1, +0.8"

}  // namespace eylau::print
