// Every word the engine or a shipped scenario hands the window as a sentence's argument or a
// label, for lupdate (context "EngineWord"; sentence_words.h). A test checks that every side,
// terrain, hexside feature, unit type and readiness the engine names is here.
#include "word_lists.h"

#include <QtGlobal>

namespace eylau::i18n {
namespace {

constexpr const char* kWords[] = {
    // Sides (displayName, and the network game's "the Allies"): an adjective in French sentences
    // ("le camp français").
    QT_TRANSLATE_NOOP("EngineWord", "French"),
    QT_TRANSLATE_NOOP("EngineWord", "Allied"),
    QT_TRANSLATE_NOOP("EngineWord", "Allies"),
    // Terrain (2.1, the Terrain Effects Chart)
    QT_TRANSLATE_NOOP("EngineWord", "clear"),
    QT_TRANSLATE_NOOP("EngineWord", "woods"),
    QT_TRANSLATE_NOOP("EngineWord", "grove"),
    QT_TRANSLATE_NOOP("EngineWord", "town"),
    QT_TRANSLATE_NOOP("EngineWord", "fort"),
    QT_TRANSLATE_NOOP("EngineWord", "lake"),
    // Hexside features
    QT_TRANSLATE_NOOP("EngineWord", "road"),
    QT_TRANSLATE_NOOP("EngineWord", "trail"),
    QT_TRANSLATE_NOOP("EngineWord", "slope"),
    QT_TRANSLATE_NOOP("EngineWord", "gully"),
    QT_TRANSLATE_NOOP("EngineWord", "stream"),
    QT_TRANSLATE_NOOP("EngineWord", "river"),
    QT_TRANSLATE_NOOP("EngineWord", "bridge"),
    QT_TRANSLATE_NOOP("EngineWord", "hexsides"),  // a defender doubled across several kinds of hexside (9.0)
    // Unit types (2.7)
    QT_TRANSLATE_NOOP("EngineWord", "infantry"),
    QT_TRANSLATE_NOOP("EngineWord", "cavalry"),
    QT_TRANSLATE_NOOP("EngineWord", "artillery"),
    // Cavalry readiness (variant CR.1)
    QT_TRANSLATE_NOOP("EngineWord", "fresh"),
    QT_TRANSLATE_NOOP("EngineWord", "tired"),
    QT_TRANSLATE_NOOP("EngineWord", "exhausted"),
    // The levels of victory and the dates of the shipped scenarios (data/scenarios)
    QT_TRANSLATE_NOOP("EngineWord", "Draw"),
    QT_TRANSLATE_NOOP("EngineWord", "Marginal Victory"),
    QT_TRANSLATE_NOOP("EngineWord", "Substantive Victory"),
    QT_TRANSLATE_NOOP("EngineWord", "Decisive Victory"),
    QT_TRANSLATE_NOOP("EngineWord", "Feb 7"),
    QT_TRANSLATE_NOOP("EngineWord", "Feb 8"),
    // The shipped scenarios' division names that are words, not a general's name
    QT_TRANSLATE_NOOP("EngineWord", "Guard"),
    QT_TRANSLATE_NOOP("EngineWord", "Murat's Cavalry"),
    QT_TRANSLATE_NOOP("EngineWord", "Advance Guard"),
    QT_TRANSLATE_NOOP("EngineWord", "Rearguard"),
    QT_TRANSLATE_NOOP("EngineWord", "Light Cavalry"),
    QT_TRANSLATE_NOOP("EngineWord", "Prussian Detachment"),
};

// The nationalities of the shipped scenarios' divisions, capitalised, as a unit's adjective
// ("Russian infantry" in the hex report; context "Nationality").
constexpr const char* kNationalities[] = {
    QT_TRANSLATE_NOOP("Nationality", "Russian"),
    QT_TRANSLATE_NOOP("Nationality", "Prussian"),
    QT_TRANSLATE_NOOP("Nationality", "French"),
};

}  // namespace

std::span<const char* const> engineWordList() { return kWords; }
std::span<const char* const> nationalityList() { return kNationalities; }

}  // namespace eylau::i18n
