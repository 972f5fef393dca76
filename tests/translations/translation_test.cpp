// The translations (docs/translations.md): the catalogue list of the engine's sentences and words
// agrees with the engine, the French catalogue is embedded and found at run time, and a sentence
// worded in French keeps every argument and quoted sentence.
#include "sentence_words.h"
#include "translations.h"
#include "word_lists.h"

#include "eylau/game/event.h"
#include "eylau/map/terrain.h"
#include "eylau/rules/refusal.h"
#include "eylau/rules/sentences.h"
#include "eylau/rules/variants/variant_rules.h"
#include "eylau/scenario/order_of_battle.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTranslator>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

namespace eylau::i18n {
namespace {

constexpr Say kAll[] = {
#define EYLAU_SAY(code, english) Say::code,
#include "eylau/rules/sentences.def"
#undef EYLAU_SAY
};

std::set<std::string> listed(std::span<const char* const> list) { return {list.begin(), list.end()}; }

// The French catalogue installed for one test, English again after it.
class French : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_EQ(installTranslators(QStringLiteral("fr")), QStringLiteral("fr")); }
    void TearDown() override { removeTranslators(); }
};

// {0}, {q1}... of a pattern, sorted.
QStringList placeholders(const QString& pattern) {
    QStringList found;
    static const QRegularExpression placeholder(QStringLiteral("\\{q?\\d+\\}"));
    for (auto it = placeholder.globalMatch(pattern); it.hasNext();) found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

TEST(SentencePatterns, TheListForLupdateIsExactlyTheEnginesPatterns) {
    const std::set<std::string> list = listed(sentencePatternList());
    EXPECT_EQ(list.size(), sentencePatternList().size()) << "a pattern is listed twice";
    std::set<std::string> engine;
    for (Say code : kAll) {
        const std::string pattern(englishPattern(code));
        engine.insert(pattern);
        EXPECT_TRUE(list.count(pattern)) << "app/translations/sentence_patterns.cpp lacks\n    QT_TRANSLATE_NOOP(\"Sentence\", \""
                                         << pattern << "\"),";
    }
    for (const std::string& pattern : list)
        EXPECT_TRUE(engine.count(pattern)) << "app/translations/sentence_patterns.cpp lists \"" << pattern
                                           << "\", which engine/include/eylau/rules/sentences.def no longer says";
}

TEST(EngineWords, EveryWordTheEngineNamesIsListed) {
    const std::set<std::string> words = listed(engineWordList());
    std::vector<std::string> engine;
    for (Side s : kSides) engine.emplace_back(displayName(s));
    for (Terrain t : kTerrains) engine.emplace_back(toString(t));
    for (HexsideFeature f : kHexsideFeatures) engine.emplace_back(toString(f));
    for (UnitType t : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery}) engine.emplace_back(toString(t));
    for (Readiness r : {Readiness::Fresh, Readiness::Tired, Readiness::Exhausted}) engine.emplace_back(toString(r));
    for (const std::string& w : engine) EXPECT_TRUE(words.count(w)) << "app/translations/engine_words.cpp lacks \"" << w << '"';
}

// The levels of victory, the dates and the nationalities of the shipped scenarios are worded too.
TEST(EngineWords, TheShippedScenariosWordsAreListed) {
    const std::set<std::string> words = listed(engineWordList());
    const std::set<std::string> nationalities = listed(nationalityList());
    const QStringList files = QDir(QStringLiteral(EYLAU_SCENARIO_DIR)).entryList({QStringLiteral("*.json")});
    ASSERT_FALSE(files.isEmpty());
    for (const QString& file : files) {
        const ScenarioLoad load = readScenarioFile(QDir(QStringLiteral(EYLAU_SCENARIO_DIR)).filePath(file).toStdString());
        ASSERT_TRUE(load.ok()) << file.toStdString();
        for (const VictoryLevel& level : load.scenario->victory.levels)
            EXPECT_TRUE(words.count(level.name)) << file.toStdString() << ": level \"" << level.name << '"';
        for (const GameTurn& turn : load.scenario->turns) {
            if (turn.date.empty()) continue;
            EXPECT_TRUE(words.count(turn.date)) << file.toStdString() << ": date \"" << turn.date << '"';
        }
        for (const Division& d : load.scenario->divisions) {
            std::string n = d.nationality;
            if (!n.empty()) n[0] = char(std::toupper(static_cast<unsigned char>(n[0])));
            EXPECT_TRUE(n.empty() || nationalities.count(n)) << file.toStdString() << ": nationality \"" << n << '"';
        }
    }
}

// The catalogue is built into this program (a static library's resource, linked in) and found.
TEST(Catalogues, TheFrenchCatalogueIsEmbeddedAndChosenByName) {
    EXPECT_TRUE(availableLanguages().contains(QStringLiteral("fr"))) << availableLanguages().join(u' ').toStdString();
    EXPECT_EQ(availableLanguages().value(0), QStringLiteral("en"));
    EXPECT_TRUE(catalogues(QStringLiteral("fr")).contains(QStringLiteral(":/i18n/eylau_fr.qm")))
        << catalogues(QStringLiteral("fr")).join(u' ').toStdString();
    EXPECT_EQ(resolveLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(resolveLanguage(QStringLiteral("fr_FR.UTF-8")), QStringLiteral("fr"));
    EXPECT_EQ(resolveLanguage(QStringLiteral("en")), QStringLiteral("en"));
    EXPECT_EQ(resolveLanguage(QStringLiteral("xx")), QStringLiteral("en"));  // no catalogue: English
    EXPECT_TRUE(availableLanguages().contains(resolveLanguage(QStringLiteral("system"))));
    EXPECT_EQ(languageName(QStringLiteral("fr")), QStringLiteral("Français"));
    EXPECT_EQ(languageName(QStringLiteral("en")), QStringLiteral("English"));
}

// Every pattern and word has a French entry, with the same placeholders as the English.
TEST(Catalogues, EverySentenceAndWordHasAFrenchEntryWithItsPlaceholders) {
    QTranslator fr;
    ASSERT_TRUE(fr.load(QStringLiteral(":/i18n/eylau_fr.qm")));
    for (const char* pattern : sentencePatternList()) {
        const QString french = fr.translate("Sentence", pattern);
        EXPECT_FALSE(french.isEmpty()) << "no French for \"" << pattern << '"';
        EXPECT_EQ(placeholders(french), placeholders(QString::fromUtf8(pattern))) << pattern << " -> " << french.toStdString();
    }
    for (const char* word : engineWordList()) EXPECT_FALSE(fr.translate("EngineWord", word).isEmpty()) << word;
    for (const char* word : nationalityList()) EXPECT_FALSE(fr.translate("Nationality", word).isEmpty()) << word;
}

TEST_F(French, ARefusalIsWordedInFrenchWithItsArgumentsFilledIn) {
    const Refusal r = refusal("4.1", Say::TooFar, {"Tut.1", "0715", "5", "4½"});
    const QString text = wordRefusal(r);
    EXPECT_TRUE(text.startsWith(QStringLiteral("[4.1] "))) << text.toStdString();
    for (const char* arg : {"Tut.1", "0715", "5", "4½"}) EXPECT_TRUE(text.contains(QString::fromUtf8(arg))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("PM"))) << text.toStdString();  // points de mouvement
    EXPECT_FALSE(text.contains(u'{')) << text.toStdString();
    EXPECT_NE(text.mid(6), QString::fromStdString(r.reason()));
}

// A quoted sentence, a list of names and the engine's words (side, terrain) come out in French.
TEST_F(French, QuotedSentencesListsAndWordsAreWordedInFrench) {
    const Sentence blocked{Say::CannotBombardBecause, {"Leg.4", "Tut.2"}, {say(Say::SightBlocked, {"0303", "0505", "woods", "0403"})}};
    const QString text = wordSentence(blocked);
    EXPECT_TRUE(text.contains(QStringLiteral("bois"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("woods"))) << text.toStdString();
    for (const char* arg : {"Leg.4", "Tut.2", "0303", "0505", "0403"}) EXPECT_TRUE(text.contains(QLatin1String(arg)));
    const QString list = wordSentence(sayList({"Leg.1", "Leg.2", "Leg.3"}));
    EXPECT_EQ(list, QStringLiteral("Leg.1, Leg.2 et Leg.3"));
    const QString side = wordSentence(say(Say::NotYourMove, {"Tut.1", "Allied", "French"}));
    EXPECT_TRUE(side.contains(QStringLiteral("allié"))) << side.toStdString();
    EXPECT_TRUE(side.contains(QStringLiteral("français"))) << side.toStdString();
    EXPECT_EQ(engineWord("Marginal Victory"), QStringLiteral("Victoire marginale"));
    EXPECT_EQ(engineWord("Tut.1"), QStringLiteral("Tut.1"));  // not a word: as it is
    Event e;
    e.ruleCase = "3.0";
    e.what = Sentence{Say::PhaseBeginsAt, {"1400"}, {say(Say::MovementPhaseTitle, {"French", "1"})}};
    EXPECT_EQ(wordEvent(e).left(6), QStringLiteral("[3.0] "));
    EXPECT_TRUE(wordEvent(e).contains(QStringLiteral("Phase de mouvement"))) << wordEvent(e).toStdString();
}

// The odds account's lines (6.2, 9.0, 20.1, 21.1) are sentences too: the attack window and the
// printed summaries word them in French, the case and every number kept (issue 20 found them in
// English in a French window).
TEST_F(French, TheOddsAccountsLinesAreWordedInFrench) {
    const QString together = wordSentence(say(Say::IntegrityTwoUnits, {"Des", "2"}));
    EXPECT_EQ(together, QStringLiteral("[20.1] Des\u00a0: 2 unit\u00e9s attaquent ensemble\u00a0: +2"));
    const QString ratio = wordSentence(say(Say::OddsSimplifiesTreatedAs, {"15", "1", "15-1", "6-1"}));
    EXPECT_TRUE(ratio.startsWith(QStringLiteral("[6.2] 15 contre 1"))) << ratio.toStdString();
    EXPECT_TRUE(ratio.contains(QStringLiteral("6-1"))) << ratio.toStdString();
    const QString doubled = wordSentence(say(Say::OddsDoubledIn, {"Ost.1", "town", "5", "10"}));
    EXPECT_TRUE(doubled.contains(QStringLiteral("doubl\u00e9"))) << doubled.toStdString();
    EXPECT_FALSE(doubled.contains(QStringLiteral("town"))) << doubled.toStdString();
    EXPECT_TRUE(doubled.endsWith(QStringLiteral("5 x 2 = 10"))) << doubled.toStdString();
}

// English again once the translators are removed; the English wording is the engine's own.
TEST(Catalogues, WithoutACatalogueTheWordingIsTheEnginesEnglish) {
    removeTranslators();
    for (Say code : kAll) {
        Sentence s{code, {"A", "B", "C", "D", "E", "F"}, {say(Say::AsIs, {"Q0"}), say(Say::AsIs, {"Q1"})}};
        EXPECT_EQ(wordSentence(s).toStdString(), s.english());
    }
    EXPECT_EQ(installTranslators(QStringLiteral("en")), QStringLiteral("en"));
    EXPECT_EQ(wordSentence(sayList({"Leg.1", "Leg.2"})), QStringLiteral("Leg.1 and Leg.2"));
    removeTranslators();
}

// Qt's own catalogue for its standard dialogs, from the system's Qt translations.
TEST_F(French, QtsOwnWordsAreFrenchWhenTheSystemHasThem) {
    const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFileInfo::exists(dir + QStringLiteral("/qtbase_fr.qm"))) GTEST_SKIP() << "no qtbase_fr.qm in " << dir.toStdString();
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Annuler"));
}

}  // namespace
}  // namespace eylau::i18n

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    QCoreApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
