// Every button of the game's dialogs has a mnemonic (Alt + its underlined letter), and no two
// buttons or labelled fields of one dialog share a letter (issue 20: play without the mouse).
#include "controllers/keyboard_controller.h"
#include "mnemonics.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "dialogs/defence_dialog.h"
#include "dialogs/game_over_dialog.h"
#include "dialogs/invitation_dialog.h"
#include "panes/luck_view.h"
#include "dialogs/network_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/release_dialog.h"
#include "keys/shortcut_settings.h"
#include "dialogs/shortcuts_dialog.h"

#include "eylau/reports/luck_report.h"

#include <QMenuBar>

namespace eylau::game {
namespace {

using test::checkMnemonics;

TEST(DialogMnemonicsTest, EveryButtonOfTheGamesDialogsHasItsOwnMnemonic) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const Game& game = window->game();

    checkMnemonics(NewGameDialog(*scenario, true), "New Game");
    checkMnemonics(NetworkDialog(true, QString()), "Host Network Game");
    checkMnemonics(NetworkDialog(false, QStringLiteral("a game saved earlier")), "Join Network Game");
    checkMnemonics(InvitationDialog(QStringLiteral("K7QM-3XTA-P9RD-W2HE"), {QStringLiteral("192.168.1.20")},
                                    [](const QString& a) { return a; }, 18070),
                   "Invitation");
    checkMnemonics(GameOverDialog(game, LuckReport{}), "Game Over");
    checkMnemonics(ReleaseDialog(game), "Release");
    checkMnemonics(DefenceDialog(game), "Fresh Strength");
    checkMnemonics(LuckDialog(LuckReport{}, 0), "Luck Report");
    checkMnemonics(ShortcutsDialog(window->menuBar(), window->keyboard().shortcutSettings()), "Keyboard Shortcuts");
    // The attack window with both its pages: the declaration, and the outcome with the Ee losses
    // and the advance.
    checkMnemonics(AttackDialog(window->document()), "Attack");
}

}  // namespace
}  // namespace eylau::game
