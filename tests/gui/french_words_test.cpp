// The words the program composes, in French (issue 40): a French player met the record's English
// ("attack Des.1,Des.4 on Ost.3", "defend") in the log and the attack window, "on" in the luck
// report's attacks, and "1 points". Here a recorded game's log, its commands and its luck report,
// an Ee attack's window and the division names are read in French for English command words; and
// the texts that count read right in both languages: "1 command", "2 commands", "1 commande",
// "0 commande" (French counts 0 and 1 as singular).
#include "controllers/combat_controller.h"
#include "controllers/review_controller.h"
#include "controllers/turn_controller.h"
#include "dialogs/attack_dialog.h"
#include "dialogs/losses_widget.h"
#include "panes/log_panel.h"
#include "panes/luck_view.h"
#include "panes/review_bar.h"
#include "play_test_support.h"
#include "text/game_text.h"
#include "sentence_words.h"
#include "translations.h"

#include "eylau/record/game_review.h"
#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTreeWidget>

#include <memory>
#include <set>

namespace eylau::game {
namespace {

const QString kRecord = QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau");

// The window reviewing the golden game.
std::unique_ptr<MainWindow> reviewing() {
    const Scenario* scenario = test::embeddedEylau();
    EXPECT_NE(scenario, nullptr);
    if (!scenario) return nullptr;
    auto window = test::playWindow(*scenario, test::seeded());
    EXPECT_EQ(window->reviews().openFile(kRecord), QString());
    if (!window->reviews().review()) return nullptr;
    return window;
}

class FrenchWords : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr")); }
    void TearDown() override { i18n::removeTranslators(); }
};

// The record's command words and the English "on" of "X on Y", which a French text must not hold.
void expectNoEnglishCommandWord(const QString& text) {
    static const QRegularExpression english(
        QStringLiteral("\\b(attack|attacks|defend|retreat|advance|lose|move|enter|release|limber|unlimber|Record)\\b| on "));
    const QRegularExpressionMatch m = english.match(text);
    EXPECT_FALSE(m.hasMatch()) << "\"" << m.captured().toStdString() << "\" in: " << text.toStdString();
}

void collect(const QTreeWidgetItem* item, QStringList& texts) {
    texts << item->text(0) << item->toolTip(0);
    for (int i = 0; i < item->childCount(); ++i) collect(item->child(i), texts);
}

TEST_F(FrenchWords, AGoldenGamesLogAndItsCommandsHaveNoEnglishCommandWord) {
    const auto window = reviewing();
    ASSERT_NE(window, nullptr);
    const GameReview& review = *window->reviews().review();
    // The record has every kind of command a combat gives: the words to look for are there.
    std::set<std::size_t> kinds;
    for (const RecordLine& line : review.record().lines) kinds.insert(line.command.index());
    for (const Command& kind : {Command(AttackCommand{}), Command(DefendCommand{}), Command(RetreatCommand{}),
                                Command(AdvanceCommand{})})
        EXPECT_TRUE(kinds.count(kind.index())) << "the record has no " << formatCommand(kind);

    LogPanel log;
    log.rebuild(review.scenario(), review.steps(), review.record(), review.length());
    ASSERT_GT(log.eventCount(), 100);
    QStringList texts;
    for (int i = 0; i < log.tree()->topLevelItemCount(); ++i) collect(log.tree()->topLevelItem(i), texts);
    for (const QString& text : texts) expectNoEnglishCommandWord(text);
    // The record's line in the tooltip, worded: "Enregistrement : attaque de Des.1, Des.4 sur Ost.3".
    EXPECT_FALSE(texts.filter(QStringLiteral("Enregistrement\u00a0: attaque de ")).isEmpty());
    for (const RecordLine& line : review.record().lines) expectNoEnglishCommandWord(commandText(line.command));
    // The review bar names the command to come.
    expectNoEnglishCommandWord(window->reviews().bar()->positionText());
}

TEST_F(FrenchWords, TheLuckReportsAttacksAreInFrench) {
    const auto window = reviewing();
    ASSERT_NE(window, nullptr);
    const GameReview& review = *window->reviews().review();
    const LuckReport report = luckReport(review.sharedScenario(), review.options(), review.record());
    ASSERT_FALSE(report.attacks.empty());
    LuckDialog dialog(report, review.length(), window.get());
    ASSERT_EQ(std::size_t(dialog.attacks()->rowCount()), report.attacks.size());
    for (int r = 0; r < dialog.attacks()->rowCount(); ++r) {
        const QString attack = dialog.attacks()->item(r, 2)->text();
        expectNoEnglishCommandWord(attack);
        EXPECT_TRUE(attack.contains(QStringLiteral(" sur "))) << attack.toStdString();
    }
    const QString summary = luckSummaryHtml(report);
    expectNoEnglishCommandWord(summary);
    EXPECT_FALSE(summary.contains(QStringLiteral("Game-Turn"))) << summary.toStdString();
    // A luck figure with the French decimal comma.
    EXPECT_FALSE(dialog.turns()->item(dialog.turns()->rowCount() - 1, 1)->text().contains(u'.'));
}

// An exchange on the small board: the attack window's odds, result, losses and what comes next.
TEST_F(FrenchWords, TheAttackWindowOfAnExchangeIsInFrench) {
    const Scenario board = test::exchangeBoard();
    GameOptions options;
    options.seed = 7;
    options.scriptedDice = {4};  // 8 to 4 is 2-1: 4 gives Ee
    auto window = test::playWindow(board, options);
    ASSERT_FALSE(window->turns().endPhase().has_value());
    test::clickHex(*window, test::hexOf(*window, "Ru.1"));
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    for (const QLabel* label : {dialog->oddsLabel(), dialog->chancesLabel(), dialog->summaryLabel()})
        expectNoEnglishCommandWord(test::shownText(label));
    dialog->resolveButton()->click();
    ASSERT_TRUE(window->game().state().pending.has_value());
    ASSERT_EQ(window->game().state().pending->result, CombatResult::Ee);
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        if (label->isVisible()) expectNoEnglishCommandWord(test::shownText(label));
    // The losses owed, counted in French: "au moins 4 points de potentiel".
    QStringList losses;
    for (const QLabel* label : dialog->losses()->findChildren<QLabel*>()) losses << label->text();
    EXPECT_TRUE(losses.join(u'\n').contains(QStringLiteral("au moins 4 points de potentiel"))) << losses.join(u'\n').toStdString();
    // The record's line of the attack, as the log's tooltip and the status bar word it.
    const auto& lines = window->document().session().record().lines;
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(commandText(lines[1].command), QStringLiteral("attaque de Fr.1, Fr.3 sur Ru.1"));
    EXPECT_EQ(commandText(DefendCommand{}), QStringLiteral("défense sans Force fraîche"));
}

// The Guard is "Garde" where the program names a unit's division; a general's name stays.
TEST_F(FrenchWords, DivisionNamesThatAreWordsAreInFrench) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    EXPECT_EQ(divisionName(*scenario, "Gd"), QStringLiteral("Garde"));
    EXPECT_EQ(divisionName(*scenario, "Mur"), QStringLiteral("Cavalerie de Murat"));
    EXPECT_EQ(divisionName(*scenario, "Leg"), QStringLiteral("Legrand"));
}

// One text for every count, its forms from the catalogue of the language spoken.
QString reviewingText(int n) {
    return QCoreApplication::translate("eylau::game::ReviewController", "Reviewing %1: %n command(s).", nullptr, n)
        .arg(QStringLiteral("game.eylau"));
}

QString victoryHex(int n) {
    return QCoreApplication::translate("eylau::mapview::VictoryHexItem", "Victory hex: %n Victory Point(s) (23.4)",
                                       nullptr, n);
}

TEST(PluralForms, EnglishCountsOneAndMany) {
    i18n::removeTranslators();  // English, with its catalogue of the texts that count
    EXPECT_EQ(reviewingText(1), QStringLiteral("Reviewing game.eylau: 1 command."));
    EXPECT_EQ(reviewingText(2), QStringLiteral("Reviewing game.eylau: 2 commands."));
    EXPECT_EQ(reviewingText(0), QStringLiteral("Reviewing game.eylau: 0 commands."));
    EXPECT_EQ(victoryHex(1), QStringLiteral("Victory hex: 1 Victory Point (23.4)"));
    EXPECT_EQ(victoryHex(3), QStringLiteral("Victory hex: 3 Victory Points (23.4)"));
    // The printed summary's catalogue too.
    EXPECT_EQ(QCoreApplication::translate("ReportPages", "%n command(s)", nullptr, 1), QStringLiteral("1 command"));
    EXPECT_EQ(QCoreApplication::translate("ReportPages", "%n command(s)", nullptr, 16), QStringLiteral("16 commands"));
    // An engine sentence that counts: the engine's English says "1 strength points".
    EXPECT_EQ(i18n::wordSentence(say(Say::EeLossesStillOwed, {"1"})),
              QStringLiteral("the last attack is not finished: the attacker still owes 1 strength point of Ee losses"));
    EXPECT_EQ(i18n::wordSentence(say(Say::EeLossesStillOwed, {"4"})).toStdString(),
              say(Say::EeLossesStillOwed, {"4"}).english());
}

TEST_F(FrenchWords, FrenchCountsZeroAndOneAsSingular) {
    EXPECT_EQ(reviewingText(0), QStringLiteral("Relecture de game.eylau\u00a0: 0 commande."));
    EXPECT_EQ(reviewingText(1), QStringLiteral("Relecture de game.eylau\u00a0: 1 commande."));
    EXPECT_EQ(reviewingText(2), QStringLiteral("Relecture de game.eylau\u00a0: 2 commandes."));
    EXPECT_EQ(victoryHex(1), QStringLiteral("Hexagone de victoire\u00a0: 1 Point de victoire (23.4)"));
    EXPECT_EQ(victoryHex(3), QStringLiteral("Hexagone de victoire\u00a0: 3 Points de victoire (23.4)"));
    EXPECT_EQ(QCoreApplication::translate("ReportPages", "%n command(s)", nullptr, 1), QStringLiteral("1 commande"));
    EXPECT_TRUE(i18n::wordSentence(say(Say::EeLossTooSmall, {"1", "0"})).contains(QStringLiteral("au moins 1 point de potentiel\u00a0;")));
    EXPECT_TRUE(i18n::wordSentence(say(Say::EeLossTooSmall, {"3", "2"})).contains(QStringLiteral("au moins 3 points de potentiel\u00a0;")));
}

// A reviewed game's bar counts its commands at the end of the record, in each language.
TEST(PluralForms, TheReviewBarCountsTheRecordsCommands) {
    const auto window = reviewing();
    ASSERT_NE(window, nullptr);
    window->reviews().bar()->lastAction()->trigger();
    QApplication::processEvents();
    ASSERT_EQ(window->reviews().review()->position(), window->reviews().review()->length());
    const QString text = window->reviews().bar()->positionText();
    EXPECT_TRUE(text.contains(QStringLiteral(" commands)"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("(s)"))) << text.toStdString();
}

}  // namespace
}  // namespace eylau::game
