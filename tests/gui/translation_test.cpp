// The window in French (docs/translations.md): with the French catalogue installed, as
// `eylau --lang fr` or View > Language does at start, the menus, the turn bar and the docks
// speak French, every menu item and dialog button keeps its own underlined letter, and an
// engine refusal met by playing is worded in French with its arguments.
#include "controllers/keyboard_controller.h"
#include "mnemonics.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "dialogs/defence_dialog.h"
#include "dialogs/game_over_dialog.h"
#include "panes/luck_view.h"
#include "dialogs/network_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/release_dialog.h"
#include "sentence_words.h"
#include "keys/shortcut_settings.h"
#include "dialogs/shortcuts_dialog.h"
#include "translations.h"
#include "panes/turn_bar.h"

#include "eylau/reports/luck_report.h"

#include <QDockWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>

namespace eylau::game {
namespace {

// French for one test, English again after it (the other GUI tests read English).
class FrenchWindow : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_EQ(i18n::installTranslators(QStringLiteral("fr")), QStringLiteral("fr")); }
    void TearDown() override { i18n::removeTranslators(); }
};

QStringList menuTitles(const MainWindow& window) {
    QStringList titles;
    for (QAction* a : window.menuBar()->actions()) titles << a->text();
    return titles;
}

// The catalogue is built into the GUI test program as into eylau, and found under :/i18n/.
TEST(TranslationCatalogue, TheGamesFrenchCatalogueIsInThisProgram) {
    EXPECT_TRUE(i18n::catalogues(QStringLiteral("fr")).contains(QStringLiteral(":/i18n/eylau_fr.qm")))
        << i18n::catalogues(QStringLiteral("fr")).join(u' ').toStdString();
}

TEST_F(FrenchWindow, MenusTurnBarAndDocksAreInFrench) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const QStringList menus = menuTitles(*window);
    EXPECT_TRUE(menus.contains(QStringLiteral("&Fichier"))) << menus.join(u' ').toStdString();
    EXPECT_TRUE(menus.contains(QStringLiteral("&Partie"))) << menus.join(u' ').toStdString();
    EXPECT_TRUE(menus.contains(QStringLiteral("&Affichage"))) << menus.join(u' ').toStdString();
    EXPECT_FALSE(menus.contains(QStringLiteral("&File")));
    // View > Language offers the system's language, English and French.
    auto* languages = window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    ASSERT_NE(languages, nullptr);
    EXPECT_EQ(languages->title(), QStringLiteral("&Langue"));
    QStringList choices;
    for (QAction* a : languages->actions()) choices << a->text();
    EXPECT_TRUE(choices.contains(QStringLiteral("English"))) << choices.join(u' ').toStdString();
    EXPECT_TRUE(choices.contains(QStringLiteral("Français"))) << choices.join(u' ').toStdString();
    // The turn bar: "Tour de jeu 1 sur 9", "Phase de mouvement", the French side.
    EXPECT_TRUE(window->turnBar()->turnText().startsWith(QStringLiteral("Tour de jeu 1"))) << window->turnBar()->turnText().toStdString();
    EXPECT_TRUE(window->turnBar()->phaseText().contains(QStringLiteral("Phase de mouvement")))
        << window->turnBar()->phaseText().toStdString();
    QStringList docks;
    for (QDockWidget* d : window->findChildren<QDockWidget*>()) docks << d->windowTitle();
    EXPECT_TRUE(docks.contains(QStringLiteral("Journal"))) << docks.join(u' ').toStdString();
    EXPECT_FALSE(docks.contains(QStringLiteral("Log")));
}

// In French too, no two items of one menu (nor two menus of the bar) share an underlined letter,
// so that Alt + the letter reaches each of them.
TEST_F(FrenchWindow, NoTwoItemsOfAMenuShareAnUnderlinedLetter) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const auto check = [](const QString& where, const QList<QAction*>& actions) {
        QMap<QChar, QString> seen;
        for (QAction* a : actions) {
            if (a->isSeparator() || !a->isVisible()) continue;
            const QChar letter = test::mnemonic(a->text());
            if (letter.isNull()) continue;
            EXPECT_FALSE(seen.contains(letter)) << where.toStdString() << ": '" << a->text().toStdString() << "' and '"
                                                << seen.value(letter).toStdString() << "' share " << QString(letter).toStdString();
            seen.insert(letter, a->text());
        }
    };
    check(QStringLiteral("menu bar"), window->menuBar()->actions());
    for (QMenu* menu : window->findChildren<QMenu*>()) check(menu->title(), menu->actions());
}

// Every button of the game's dialogs has its own underlined letter in French too.
TEST_F(FrenchWindow, EveryButtonOfTheGamesDialogsHasItsOwnMnemonicInFrench) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const Game& game = window->game();
    test::checkMnemonics(NewGameDialog(*scenario, true), "New Game");
    test::checkMnemonics(NetworkDialog(true, QString()), "Host Network Game");
    test::checkMnemonics(NetworkDialog(false, QStringLiteral("a game saved earlier")), "Join Network Game");
    test::checkMnemonics(GameOverDialog(game, LuckReport{}), "Game Over");
    test::checkMnemonics(ReleaseDialog(game), "Release");
    test::checkMnemonics(DefenceDialog(game), "Fresh Strength");
    test::checkMnemonics(LuckDialog(LuckReport{}, 0), "Luck Report");
    test::checkMnemonics(ShortcutsDialog(window->menuBar(), window->keyboard().shortcutSettings()), "Keyboard Shortcuts");
    test::checkMnemonics(AttackDialog(window->document()), "Attack");
}

// Clicking an Allied unit in the French Movement Phase: the engine's refusal (4.0), in French,
// with the unit and both sides filled in.
TEST_F(FrenchWindow, AnEngineRefusalMetByPlayingIsWordedInFrench) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const UnitIndex russian = test::unitNamed(*window, "Tut.1");
    test::clickHex(*window, test::hexOf(*window, russian));
    const QString said = window->statusMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("[4.0]"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("Tut.1"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("camp allié"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("joueur français"))) << said.toStdString();
    EXPECT_FALSE(said.contains(QStringLiteral("only the"))) << said.toStdString();
    EXPECT_FALSE(said.contains(u'{')) << said.toStdString();
}

}  // namespace
}  // namespace eylau::game
