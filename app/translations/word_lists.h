#pragma once
// What the catalogue translates of the engine's words, written out for lupdate (which cannot
// see the patterns that sentences.def produces through a macro): every sentence pattern
// (sentence_patterns.cpp, context "Sentence") and every word the engine or a shipped scenario
// hands the window (engine_words.cpp, context "EngineWord"). Tests check the lists against the
// engine, so that they cannot drift from it.
#include <span>

namespace eylau::i18n {

std::span<const char* const> sentencePatternList();
std::span<const char* const> engineWordList();
std::span<const char* const> nationalityList();  // context "Nationality"

}  // namespace eylau::i18n
