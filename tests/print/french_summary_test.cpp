// Turn summaries in French (docs/translations.md): with the French catalogues installed, the
// small board's game prints in French, its headings, tables, notes and the engine's words, and
// the English of the same lines is gone (the odds account's lines under a combat table stay the
// engine's English); with them removed, it prints in English again. pdftotext writes "fi" and
// "fl" as ligatures, so no word checked has them.
#include "print_test_support.h"

#include "summary_printer.h"

#include "translations.h"

#include <QRegularExpression>
#include <QTemporaryDir>

namespace eylau::print {
namespace {

// The PDF's text, pdftotext's runs of blanks made one.
QString printed(const QString& path, std::optional<int> turn) {
    QString error;
    EXPECT_TRUE(writeSummaryPdf(test::smallSummary(), path, turn, &error)) << error.toStdString();
    QString text = test::pdfText(path).value_or(QString());
    text.replace(QRegularExpression(QStringLiteral("[ \\t]+")), QStringLiteral(" "));
    return text;
}

::testing::AssertionResult says(const QString& text, const char* words) {
    if (text.contains(QString::fromUtf8(words))) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "no '" << words << "' in:\n" << text.toStdString();
}

::testing::AssertionResult neverSays(const QString& text, const char* words) {
    if (!text.contains(QString::fromUtf8(words))) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "'" << words << "' in:\n" << text.toStdString();
}

class FrenchSummary : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr")); }
    void TearDown() override { i18n::removeTranslators(); }
};

TEST_F(FrenchSummary, AGameTurnPrintsInFrench) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QString text = printed(dir.filePath(QStringLiteral("tour1.pdf")), 1);
    for (const char* french : {"Tour de jeu 1 · 14:00", "Tour du joueur français", "Tour du joueur allié", "Mouvement",
                               "3 PM", "Zone de contrôle ennemie", "Ru.1 3+3 Force fraîche", "météo 3",
                               "Ru.1 retraite 0505→0605", "Fr.1 avance 0404→0505", "Unités éliminées",
                               "Force fraîche utilisée (21.1) : Ru.1 (Russian Div, +3) en défense",
                               "Français 8, Alliés 0 Points de victoire", "les Français en tête de 8",
                               "[23.4] Dorf (0202), 5 PV : Français",
                               "[23.1] Français : 3 pour 3 points de potentiel ennemis éliminés",
                               "[23.4] Français : 5 pour le contrôle de 0202 (Dorf)", "page 2 sur 2"})
        EXPECT_TRUE(says(text, french));
    for (const char* english : {"Game-Turn", "Player-Turn", "Movement", " MP", "Zone of Control", "weather",
                                "retreats", "advances", "defending", "Victory Points", "ahead by", "for controlling",
                                "enemy strength points", "page 2 of 2"})
        EXPECT_TRUE(neverSays(text, english));
}

TEST_F(FrenchSummary, TheWholeGamePrintsInFrench) {
    EYLAU_REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QString text = printed(dir.filePath(QStringLiteral("partie.pdf")), std::nullopt);
    for (const char* french : {"RÉSUMÉS DES TOURS", "Graine des dés 7", "météo (règle optionnelle 22.0) : activée",
                               "16 commandes, 2 Tours de jeu sur 3", "Sommaire", "Pertes par division",
                               "Divisions françaises", "Divisions alliées", "Les dés", "Chance française"})
        EXPECT_TRUE(says(text, french));
    for (const char* english : {"TURN SUMMARIES", "Dice seed", "optional rule", "commands", "Contents",
                                "Losses by division", "French divisions", "The dice", "French luck"})
        EXPECT_TRUE(neverSays(text, english));
}

TEST_F(FrenchSummary, WithTheTranslatorsRemovedItPrintsInEnglish) {
    EYLAU_REQUIRE_POPPLER();
    i18n::removeTranslators();
    QTemporaryDir dir;
    const QString text = printed(dir.filePath(QStringLiteral("turn1.pdf")), 1);
    EXPECT_TRUE(says(text, "Game-Turn 1 · 14:00"));
    EXPECT_TRUE(says(text, "page 2 of 2"));
    EXPECT_TRUE(neverSays(text, "Tour de jeu"));
}

}  // namespace
}  // namespace eylau::print
