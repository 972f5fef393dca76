// Keys and tooltips (issue 20): every tooltip of an action with a key shows the key; the player
// changes an action's key in Help > Keyboard Shortcuts, and the change is saved and given back in
// a new window; a key another action has is refused, saying which; Reset gives the program's keys
// back. Every action of the menus has a name to keep its keys under.
#include "controllers/turn_controller.h"
#include "controllers/keyboard_controller.h"
#include "play_test_support.h"

#include "shared/app_settings.h"
#include "controllers/movement_controller.h"
#include "keys/shortcut_settings.h"
#include "dialogs/shortcuts_dialog.h"
#include "keys/action_registry.h"
#include "keys/panel_action.h"


#include <QAction>
#include <QDockWidget>
#include <QKeySequenceEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTableWidget>

#include <set>

namespace eylau::game {
namespace {

const QKeySequence kCtrlE(Qt::CTRL | Qt::Key_E);
const QKeySequence kNewKey(Qt::CTRL | Qt::SHIFT | Qt::Key_K);

void forgetChangedKeys() { appSettings()->remove(ShortcutSettings::settingsGroup()); }

// The player's changes are forgotten before and after each test, so that no other test sees them.
class ShortcutsTest : public ::testing::Test {
protected:
    void SetUp() override { forgetChangedKeys(); }
    void TearDown() override { forgetChangedKeys(); }
};

QList<QAction*> menuActions(const QMenu* menu) {
    QList<QAction*> out;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) out << menuActions(a->menu());
        else out << a;
    }
    return out;
}

QList<QAction*> menuActions(const MainWindow& window) {
    QList<QAction*> out;
    for (QAction* a : window.menuBar()->actions())
        if (a->menu()) out << menuActions(a->menu());
    return out;
}

// The key typed into the dialog's key box, as the player types it; the box takes it a moment
// later (QKeySequenceEdit ends the recording after a second without a key).
void typeKey(ShortcutsDialog& dialog, const QKeySequence& key) {
    dialog.keyEdit()->setFocus();
    dialog.keyEdit()->clear();
    QTest::keyClick(dialog.keyEdit(), key[0].key(), key[0].keyboardModifiers());
    QTest::qWait(1300);
    QApplication::processEvents();
}

TEST_F(ShortcutsTest, EveryToolTipOfAnActionWithAKeyShowsTheKey) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    int withKeys = 0;
    for (const QAction* a : window->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty()) continue;
        ++withKeys;
        EXPECT_TRUE(a->toolTip().contains(a->shortcut().toString(QKeySequence::NativeText)))
            << a->text().toStdString() << ": " << a->toolTip().toStdString();
    }
    EXPECT_GT(withKeys, 15);
    // "End Movement Phase (Ctrl+E)": the action's words (they name the phase), then its key.
    const QString endPhase = window->turns().endPhaseAction()->text().remove(QLatin1Char('&'));
    EXPECT_EQ(window->turns().endPhaseAction()->toolTip(), QStringLiteral("%1 (%2)").arg(endPhase, kCtrlE.toString(QKeySequence::NativeText)));
    // The tooltip follows the action's text: Undo names the move it takes back.
    window->selectUnit(QStringLiteral("Leg.1"));
    const auto& reach = window->movement()->reach();
    const auto free = std::find_if(reach.begin(), reach.end(), [](const Reach& r) { return !r.friendlyOccupied; });
    ASSERT_NE(free, reach.end());
    ASSERT_TRUE(window->document().apply(MoveCommand{"Leg.1", {free->hex}}).ok());
    const QString undoKey = window->turns().undoAction()->shortcut().toString(QKeySequence::NativeText);
    EXPECT_TRUE(window->turns().undoAction()->toolTip().startsWith(QStringLiteral("Undo move Leg.1")))
        << window->turns().undoAction()->toolTip().toStdString();
    EXPECT_TRUE(window->turns().undoAction()->toolTip().endsWith(QStringLiteral("(%1)").arg(undoKey)));
}

TEST_F(ShortcutsTest, EveryActionOfTheMenusHasItsOwnName) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    std::set<QString> names;
    QList<QAction*> actions = menuActions(*window);
    std::set<const QAction*> listed;  // an action in two menus (the Rules Reference: View and Help) once
    for (const QAction* a : actions) {
        if (!listed.insert(a).second) continue;
        EXPECT_FALSE(a->objectName().isEmpty()) << a->text().toStdString() << " has no name to keep its keys under";
        if (!a->objectName().isEmpty()) {
            EXPECT_TRUE(names.insert(a->objectName()).second) << a->objectName().toStdString() << " twice";
        }
    }
    EXPECT_GT(names.size(), 40u);
}

TEST_F(ShortcutsTest, AChangedKeyIsSavedAndGivenBackInANewWindow) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    {
        auto window = test::playWindow(*scenario, test::seeded());
        ShortcutsDialog dialog(window->menuBar(), window->keyboard().shortcutSettings(), window.get());
        dialog.show();
        ASSERT_TRUE(dialog.selectAction(window->turns().endPhaseAction()));
        EXPECT_EQ(dialog.keyEdit()->keySequence(), kCtrlE);
        typeKey(dialog, kNewKey);
        EXPECT_EQ(window->turns().endPhaseAction()->shortcut(), kNewKey) << dialog.messageLabel()->text().toStdString();
        // Its tooltip and its line in the list say the new key.
        EXPECT_TRUE(window->turns().endPhaseAction()->toolTip().contains(kNewKey.toString(QKeySequence::NativeText)));
        const int row = dialog.table()->currentRow();
        EXPECT_EQ(dialog.table()->item(row, 2)->text(), kNewKey.toString(QKeySequence::NativeText));
    }
    // A new window has it, and the old key is free.
    auto again = test::playWindow(*scenario, test::seeded());
    EXPECT_EQ(again->turns().endPhaseAction()->shortcut(), kNewKey);
    for (const QAction* a : again->findChildren<QAction*>()) EXPECT_FALSE(a->shortcuts().contains(kCtrlE)) << a->text().toStdString();
    // And it works: the new key ends the phase.
    again->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(again.get()));
    again->mapView()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(again->game().phase(), Phase::Combat);
}

TEST_F(ShortcutsTest, AKeyAnotherActionHasIsRefusedSayingWhich) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ShortcutsDialog dialog(window->menuBar(), window->keyboard().shortcutSettings(), window.get());
    dialog.show();
    QAction* attack = window->attackAction();
    const QKeySequence before = attack->shortcut();
    ASSERT_TRUE(dialog.selectAction(attack));
    typeKey(dialog, kCtrlE);  // End Phase's
    EXPECT_EQ(attack->shortcut(), before);
    EXPECT_EQ(window->turns().endPhaseAction()->shortcut(), kCtrlE);
    const QString endPhase = window->turns().endPhaseAction()->text().remove(QLatin1Char('&'));  // "End Movement Phase"
    EXPECT_TRUE(dialog.messageLabel()->text().contains(endPhase)) << dialog.messageLabel()->text().toStdString();
    EXPECT_EQ(dialog.keyEdit()->keySequence(), before);
    // The map's keys are refused too (the cursor would lose them), and nothing is saved.
    EXPECT_FALSE(window->keyboard().shortcutSettings()->whyNot(attack, QKeySequence(Qt::Key_Space)).isEmpty());
    EXPECT_FALSE(window->keyboard().shortcutSettings()->assign(attack, QKeySequence(Qt::Key_Tab)).isEmpty());
    EXPECT_FALSE(window->keyboard().shortcutSettings()->assign(attack, QKeySequence(Qt::Key_Right)).isEmpty());
    EXPECT_EQ(attack->shortcut(), before);
    const auto settings = appSettings();
    settings->beginGroup(ShortcutSettings::settingsGroup());
    EXPECT_TRUE(settings->childKeys().isEmpty());
}

TEST_F(ShortcutsTest, NoKeyDefaultAndResetAllGiveBackTheProgramsKeys) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ShortcutSettings& settings = *window->keyboard().shortcutSettings();
    ShortcutsDialog dialog(window->menuBar(), &settings, window.get());
    // End Phase gives up its key; Attack takes it.
    ASSERT_TRUE(dialog.selectAction(window->turns().endPhaseAction()));
    dialog.noKeyButton()->click();
    EXPECT_TRUE(window->turns().endPhaseAction()->shortcuts().isEmpty());
    EXPECT_EQ(settings.assign(window->attackAction(), kCtrlE), QString());
    EXPECT_EQ(window->attackAction()->shortcut(), kCtrlE);
    // Default gives End Phase its key back, from Attack.
    dialog.defaultButton()->click();
    EXPECT_EQ(window->turns().endPhaseAction()->shortcut(), kCtrlE);
    EXPECT_TRUE(window->attackAction()->shortcuts().isEmpty());
    // Reset All: every action its own keys, and nothing kept.
    dialog.resetAllButton()->click();
    for (QAction* a : settings.actions()) EXPECT_TRUE(settings.isDefault(a)) << a->text().toStdString();
    EXPECT_EQ(window->attackAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
    auto stored = appSettings();
    stored->beginGroup(ShortcutSettings::settingsGroup());
    EXPECT_TRUE(stored->childKeys().isEmpty());
}

// Issue 40: a panel's key brings it in front of the panels tabbed with it; only when it is in front
// already does the key hide it (Qt's own toggle hid a panel behind another's tab).
TEST(PanelKeys, APanelsKeyBringsItForwardAndHidesItOnlyWhenInFront) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    auto* charts = window->findChild<QDockWidget*>(QStringLiteral("chartsDock"));
    auto* log = window->findChild<QDockWidget*>(QStringLiteral("logDock"));
    ASSERT_TRUE(charts && log);
    QAction* chartsKey = window->actionRegistry().action(QStringLiteral("chartsDockToggle"));
    ASSERT_NE(chartsKey, nullptr);
    EXPECT_EQ(chartsKey->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_T));
    ASSERT_TRUE(panelInFront(*log));
    ASSERT_FALSE(panelInFront(*charts)) << "the Charts start behind the Log's tab";
    chartsKey->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(panelInFront(*charts));
    EXPECT_FALSE(charts->isHidden());
    EXPECT_TRUE(chartsKey->isChecked());
    chartsKey->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(charts->isHidden());
    EXPECT_FALSE(chartsKey->isChecked());
    chartsKey->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(panelInFront(*charts));
    EXPECT_TRUE(chartsKey->isChecked());
}

TEST(PanelKeys, SaveAsHasItsKey) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    QAction* saveAs = window->actionRegistry().action(QStringLiteral("saveAs"));
    ASSERT_NE(saveAs, nullptr);
    EXPECT_FALSE(saveAs->shortcut().isEmpty());
}

}  // namespace
}  // namespace eylau::game
