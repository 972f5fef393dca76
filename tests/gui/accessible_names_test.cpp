// Every control of the game window and of the dialogs a player reaches has a name for a screen
// reader: the accessibility tree (QAccessible) is walked from the window down, and each button,
// check box, combo box, spin box, text field, slider, list, table, tree and tab bar must say what
// it is. Hidden ones too (the attack window's second page, a dock not shown): they may be shown.
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "dialogs/defence_dialog.h"
#include "dialogs/game_over_dialog.h"
#include "dialogs/invitation_dialog.h"
#include "dialogs/network_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/release_dialog.h"
#include "dialogs/shortcuts_dialog.h"
#include "controllers/keyboard_controller.h"
#include "keys/shortcut_settings.h"
#include "panes/luck_view.h"

#include "eylau/reports/luck_report.h"

#include <QAccessible>
#include <QMenuBar>
#include <QTabBar>

#include <set>
#include <string>

namespace eylau::game {
namespace {

bool isControl(QAccessible::Role role) {
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::EditableText:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::PageTabList: return true;
    default: return false;
    }
}

// Where a control sits, for the failure message: its object names up to the window.
std::string placeOf(const QObject* object) {
    std::string path;
    for (; object; object = object->parent()) {
        const QString n = object->objectName().isEmpty() ? QString::fromLatin1(object->metaObject()->className())
                                                         : object->objectName();
        path = n.toStdString() + (path.empty() ? "" : "/" + path);
    }
    return path;
}

// Walks the tree under `node`; a control's parts (a combo box's pop-up list, a line edit's clear
// button, a table's cells) are not walked: the control's name is theirs. Nothing is walked twice.
void checkNames(QAccessibleInterface* node, const char* window, std::set<QAccessibleInterface*>& seen, int& controls) {
    if (!node || !seen.insert(node).second) return;
    const QAccessible::Role role = node->role();
    // Qt names a tab bar by its current tab; the spare one a main window keeps for docks tabbed
    // together later has no tab, and is not shown.
    if (const auto* tabs = qobject_cast<const QTabBar*>(node->object()); tabs && tabs->count() == 0) return;
    if (isControl(role)) {
        ++controls;
        EXPECT_FALSE(node->text(QAccessible::Name).trimmed().isEmpty())
            << window << ": a control (role 0x" << std::hex << int(role) << std::dec << ") has no accessible name: "
            << placeOf(node->object());
    }
    if (isControl(role)) return;
    for (int i = 0; i < node->childCount(); ++i) checkNames(node->child(i), window, seen, controls);
}

void checkNames(QWidget& widget, const char* window) {
    std::set<QAccessibleInterface*> seen;
    int controls = 0;
    checkNames(QAccessible::queryAccessibleInterface(&widget), window, seen, controls);
    EXPECT_GT(controls, 0) << window;
}

TEST(AccessibleNamesTest, EveryControlOfTheWindowAndItsDialogsHasAName) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const Game& game = window->game();
    QApplication::processEvents();  // the toolbars' buttons named once made (MainWindow::event)

    checkNames(*window, "Main window");
    NewGameDialog newGame(*scenario, true);
    checkNames(newGame, "New Game");
    NetworkDialog host(true, QString());
    checkNames(host, "Host Network Game");
    NetworkDialog join(false, QStringLiteral("a game saved earlier"));
    checkNames(join, "Join Network Game");
    InvitationDialog invitation(QStringLiteral("K7QM-3XTA-P9RD-W2HE"), {QStringLiteral("192.168.1.20")},
                                [](const QString& a) { return a; }, 18070);
    checkNames(invitation, "Invitation");
    GameOverDialog over(game, LuckReport{});
    checkNames(over, "Game Over");
    ReleaseDialog release(game);
    checkNames(release, "Release");
    DefenceDialog defence(game);
    checkNames(defence, "Fresh Strength");
    LuckDialog luck(LuckReport{}, 0);
    checkNames(luck, "Luck Report");
    ShortcutsDialog shortcuts(window->menuBar(), window->keyboard().shortcutSettings());
    checkNames(shortcuts, "Keyboard Shortcuts");
    // Both pages of the attack window: the declaration, and the outcome with the losses and the advance.
    AttackDialog attack(window->document());
    checkNames(attack, "Attack");
}

}  // namespace
}  // namespace eylau::game
