#pragma once
// The engine's sentences (eylau/rules/sentence.h) in the program's language: the one place the
// windows turn a refusal's reason, an event or a quoted sentence into words. The pattern of each
// code is translated (context "Sentence", listed for lupdate in sentence_patterns.cpp) and its
// {0}, {1}... and {q0}... are filled in here, each argument passed through engineWord so that
// the sides, terrain and states the engine names are worded too.
#include "eylau/rules/sentence.h"

#include <QString>

#include <string_view>

namespace eylau {
struct Event;
struct Refusal;
}  // namespace eylau

namespace eylau::i18n {

// "Tut.1 is in an enemy Zone of Control and cannot move", in the program's language.
QString wordSentence(const Sentence& sentence);
// With its case: "[4.5] Tut.1 is in an enemy Zone of Control and cannot move".
QString wordRefusal(const Refusal& refusal);
QString wordEvent(const Event& event);
// The translated pattern of a code: "{0} is in an enemy Zone of Control and cannot move".
QString sentencePattern(Say code);

// A word the engine or a scenario hands the window ("French", "woods", "river", "tired",
// "Marginal Victory"), in the program's language (context "EngineWord", listed in
// engine_words.cpp); anything else (a unit id, a hex number) as it is.
QString engineWord(std::string_view english);

}  // namespace eylau::i18n
