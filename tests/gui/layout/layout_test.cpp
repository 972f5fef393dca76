// Issue 40: every window a player can reach, at the size, scale and language of this run
// (layout_main.cpp; CTest runs it at 1280x720, 1366x768 at scale 1.25, 1600x1000 and 1920x1080 at
// scale 2, in English and French), lies within the screen and shows its text whole; the attack
// window shows the odds, the chance of each result and Resolve without scrolling, beside the
// Charts' highlighted column.
#include "layout_checks.h"
#include "layout_game.h"
#include "gui_test_support.h"

#include "controllers/combat_controller.h"
#include "controllers/turn_controller.h"
#include "controllers/computer_status.h"
#include "controllers/computer_turns.h"
#include "controllers/file_controller.h"
#include "controllers/help_controller.h"
#include "controllers/keyboard_controller.h"
#include "controllers/review_controller.h"
#include "dialogs/attack_dialog.h"
#include "keys/action_registry.h"
#include "dialogs/defence_dialog.h"
#include "dialogs/game_over_dialog.h"
#include "dialogs/help_window.h"
#include "dialogs/invitation_dialog.h"
#include "dialogs/network_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/release_dialog.h"
#include "dialogs/shortcuts_dialog.h"
#include "panes/charts_pane.h"
#include "panes/luck_view.h"
#include "panes/review_bar.h"
#include "panes/turn_bar.h"
#include "panes/victory_panel.h"
#include "shared/game_document.h"
#include "shared/seats.h"

#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/game/player_queries.h"
#include "eylau/reports/luck_report.h"
#include "counter_item.h"
#include "map_scene.h"
#include "map_view.h"
#include "battle_graph_widget.h"
#include "side_summary_view.h"
#include "support/analysis_fixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>

#include <gtest/gtest.h>

namespace eylau::game {
namespace {

using test::LayoutScreen;

// Shows `window` (when it is not yet) and checks it; `mustSee`: the widgets wholly in view.
void expectLaidOut(QWidget& window, const char* what, const std::vector<const QWidget*>& mustSee = {}) {
    if (!window.isVisible()) window.show();
    QApplication::processEvents();
    QStringList problems = test::windowOutsideScreen(window);
    problems << test::cutTexts(window) << test::notWhollyInView(mustSee);
    EXPECT_TRUE(problems.isEmpty()) << what << " at " << LayoutScreen::current().describe().toStdString() << ":\n  "
                                    << problems.join(QStringLiteral("\n  ")).toStdString();
}

// A dock tabbed with others comes forward as its tab is clicked.
void bringForward(QMainWindow& window, QDockWidget& dock) {
    for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == dock.windowTitle()) bar->setCurrentIndex(i);
    QApplication::processEvents();
}

TEST(Layout, TheMainWindowAtTheStart) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    expectLaidOut(*window, "the main window");
}

// At the zoom the window opens at (the whole map fitted), each counter shows at least its values.
TEST(Layout, CountersShowTheirValuesAtTheFittedZoom) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    const mapview::CounterItem* counter = window->mapScene()->counter(window->scenario().units.front().id);
    ASSERT_NE(counter, nullptr);
    const double devicePixels =
        counter->size() * window->mapView()->transform().m11() * window->mapView()->viewport()->devicePixelRatioF();
    EXPECT_NE(mapview::counterDetail(devicePixels), mapview::CounterDetail::Fill)
        << devicePixels << " device pixels at " << LayoutScreen::current().describe().toStdString();
    EXPECT_GE(devicePixels, 12.0) << "at " << LayoutScreen::current().describe().toStdString();
}

TEST(Layout, TheMainWindowWithEachDockInFront) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
        if (dock->isHidden()) continue;
        bringForward(*window, *dock);
        expectLaidOut(*window, qPrintable(QStringLiteral("the main window with %1 in front").arg(dock->windowTitle())));
    }
}

// Reinforcements waiting to enter: each one's counter, values and when and where it enters, whole
// (a play-test begun at Game-Turn 5, when Morand's division is due; docs/editor.md).
TEST(Layout, TheReinforcementsWaitingToEnter) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    GameOptions options;
    options.seed = 5;
    ASSERT_TRUE(window->files().startNewGameAtTurn(options, {}, 5).isEmpty());
    for (QDockWidget* dock : window->findChildren<QDockWidget*>())
        if (dock->objectName() == QLatin1String("reinforcementsDock")) bringForward(*window, *dock);
    expectLaidOut(*window, "the reinforcements waiting to enter");
}

TEST(Layout, TheAttackWindowWithAManyUnitAttack) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    // The Charts in front, as a player has them who looks at the column the attack falls on.
    window->actionRegistry().action(QStringLiteral("chartsDockToggle"))->trigger();
    AttackDialog* dialog = test::drawUpRecordedAttack(*window, test::RecordedAttack::ManyUnits);
    ASSERT_NE(dialog, nullptr);
    expectLaidOut(*dialog, "the attack window",
                  {dialog->summaryLabel(), dialog->chancesLabel(), dialog->resolveButton()});
    EXPECT_TRUE(dialog->summaryLabel()->text().contains(QRegularExpression(QStringLiteral("\\d+-\\d+"))))
        << "the ratio and column: " << dialog->summaryLabel()->text().toStdString();
    const QWidget* charts = window->chartsPane();
    ASSERT_TRUE(charts && !charts->visibleRegion().isEmpty()) << "the Charts are in front";
    {
        const QRect chartsOnScreen(charts->mapToGlobal(QPoint(0, 0)), charts->size());
        EXPECT_FALSE(dialog->frameGeometry().intersects(chartsOnScreen))
            << "the attack window covers the Charts pane at " << LayoutScreen::current().describe().toStdString();
    }
    expectLaidOut(*window, "the main window during an attack");
}

TEST(Layout, TheAttackWindowsOutcomeWithLosses) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    AttackDialog* dialog = test::drawUpRecordedAttack(*window, test::RecordedAttack::AttackerLoses);
    ASSERT_NE(dialog, nullptr);
    test::resolve(*window, *dialog);
    expectLaidOut(*dialog, "the attack window's outcome", {dialog->resultLabel(), dialog->nextLabel()});
}

TEST(Layout, TheDefendersFreshStrengthWindow) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    AttackDialog* dialog = test::drawUpRecordedAttack(*window, test::RecordedAttack::ManyUnits);
    ASSERT_NE(dialog, nullptr);
    DefenceDialog defence(window->game(), window.get());
    expectLaidOut(defence, "the Fresh Strength window");
}

// A window saved larger than this screen comes back within it; the zoom comes back as the player
// left it, whatever the window's size when it is applied.
TEST(Layout, ASavedWindowAndZoomComeBackOnlyWhereTheyFit) {
    double zoom = 0;
    {
        auto before = test::layoutWindow();
        ASSERT_TRUE(before);
        before->showNormal();
        const QRect screen = before->screen()->availableGeometry();
        before->setGeometry(QRect(screen.topLeft(), screen.size() * 2));
        before->mapView()->setZoom(before->mapView()->fitZoom() * 1.59);
        QApplication::processEvents();
        zoom = before->mapView()->zoom();
        before->saveSettings();
    }
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    MainWindow after(*scenario);
    after.setAutosavePath(QString());
    after.restoreSettings();
    EXPECT_TRUE(test::windowOutsideScreen(after).isEmpty()) << test::windowOutsideScreen(after).join(QLatin1Char(' ')).toStdString();
    after.showMaximized();
    QApplication::processEvents();
    QApplication::processEvents();
    EXPECT_NEAR(after.mapView()->zoom(), zoom, zoom * 1e-6) << "at " << LayoutScreen::current().describe().toStdString();
}

TEST(Layout, TheDialogsOfAGame) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    const Game& game = window->game();
    {
        NewGameDialog dialog(window->scenario(), true, {}, window.get());
        expectLaidOut(dialog, "New Game");
    }
    {
        ReleaseDialog dialog(game, window.get());
        expectLaidOut(dialog, "Release");
    }
    {
        NetworkDialog host(true, QString(), window.get());
        expectLaidOut(host, "Host Network Game");
        NetworkDialog join(false, QStringLiteral("a game saved earlier"), window.get());
        expectLaidOut(join, "Join Network Game");
    }
    {
        InvitationDialog dialog(QStringLiteral("K7QM-3XTA-P9RD-W2HE"), {QStringLiteral("192.168.1.20"), QStringLiteral("2001:db8::20")},
                                [](const QString& a) { return a; }, 18070, window.get());
        expectLaidOut(dialog, "Invitation");
    }
    {
        ShortcutsDialog dialog(window->menuBar(), window->keyboard().shortcutSettings(), window.get());
        expectLaidOut(dialog, "Keyboard Shortcuts");
    }
    {
        HelpWindow* help = showHelp(window.get(), QStringLiteral("playing.md"));
        ASSERT_NE(help, nullptr);
        expectLaidOut(*help, "the User Guide");
        help->close();
    }
}

TEST(Layout, TheEndOfAWholeGame) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    ASSERT_TRUE(test::openWholeGame(*window));
    const LuckReport luck = luckReport(window->document().session());
    {
        GameOverDialog dialog(window->game(), luck, window.get());
        expectLaidOut(dialog, "Game Over");
        // Whatever the font: a minimum width of the dialog's own that is less than its layout's
        // lets it be narrower than its buttons (on a real screen at scale 2 in French, one was cut).
        EXPECT_GE(dialog.minimumWidth(), dialog.layout()->minimumSize().width())
            << "Game Over at " << LayoutScreen::current().describe().toStdString();
    }
    {
        LuckDialog dialog(luck, window->document().session().steps().size(), window.get());
        expectLaidOut(dialog, "the Luck Report");
    }
    window->reviews().openGame();
    QApplication::processEvents();
    ASSERT_TRUE(window->reviews().isOpen());
    window->reviews().seek(window->document().session().steps().size() / 2);
    expectLaidOut(*window, "the main window in review", {window->reviews().bar()});
}

// The Victory dock's verdict (23.5: the level of victory if the game ended now, with the
// superiority) is in view without scrolling, however short the dock: its account scrolls under it.
TEST(Layout, TheVictoryDocksVerdictWithoutScrolling) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    ASSERT_TRUE(test::openWholeGame(*window));
    QApplication::processEvents();
    const auto* verdict = window->victoryPanel()->findChild<QLabel*>(QStringLiteral("victoryVerdict"));
    ASSERT_NE(verdict, nullptr);
    EXPECT_TRUE(verdict->text().contains(QStringLiteral("23.5"))) << verdict->text().toStdString();
    expectLaidOut(*window, "the main window with the verdict of a whole game", {verdict});
}

// The graph of the battle and the side summaries under the review bar (docs/analysis.md): whole,
// and the map keeps at least half the window's height.
TEST(Layout, TheReviewWithTheGraphOfTheBattle) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    ASSERT_TRUE(test::openWholeGame(*window));
    window->reviews().openGame();
    QApplication::processEvents();
    ASSERT_TRUE(window->reviews().isOpen());
    window->reviews().setAnalysis(std::make_unique<ai::GameAnalysis>(test::handMadeAnalysis(window->document().session())));
    window->reviews().seek(window->document().session().steps().size() / 2);
    QApplication::processEvents();
    ReviewBar* bar = window->reviews().bar();
    expectLaidOut(*window, "the main window in review with the graph of the battle",
                  {bar, bar->analysisStrip(), bar->graph(), bar->sideSummaries()});
    EXPECT_GE(bar->graph()->height(), bar->graph()->fontMetrics().height() * 6) << LayoutScreen::current().describe().toStdString();
    EXPECT_GE(bar->graph()->width(), bar->width() / 2) << LayoutScreen::current().describe().toStdString();
    EXPECT_GE(window->mapView()->height() * 2, window->height())
        << "the map's height " << window->mapView()->height() << " of the window's " << window->height() << " at "
        << LayoutScreen::current().describe().toStdString();
}

// While the computer thinks, its label, progress bar and Pause button share the status bar with
// the last message and the hex pointed at (here the hint to point at one): none of them is cut.
TEST(Layout, TheStatusBarWhileTheComputerThinks) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    window->computer().setPace(std::chrono::milliseconds(0));
    window->computer().setWork(ai::WorkBudget{});  // the level's work in full: it is still thinking when looked at
    Seats seats;
    seats.set(Side::French, ai::Level::Strong);
    window->setSeats(seats);
    ASSERT_TRUE(window->computer().isThinking());
    window->show();
    // A label that takes a second line raises the bar, which lays its widgets out again: let it settle.
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
    expectLaidOut(*window, "the main window while the computer thinks", {&window->computerStatus()});
    // Nor does the bar grow past two lines and take the map's room: where the computer's label
    // would crowd the others, the bar above the map says who thinks (seats_controller.cpp).
    const QString where = LayoutScreen::current().describe();
    for (const QLabel* label : window->statusBar()->findChildren<QLabel*>()) {
        if (!label->isVisible()) continue;
        const QMargins m = label->contentsMargins();
        const int twoLines = 2 * label->fontMetrics().lineSpacing() + m.top() + m.bottom() + 2 * label->margin();
        EXPECT_LE(label->height(), twoLines) << label->text().toStdString() << " at " << where.toStdString();
    }
    if (!window->computerStatus().saysWhoThinks()) {
        EXPECT_TRUE(window->turnBar()->messageText().contains(levelName(ai::Level::Strong)))
            << window->turnBar()->messageText().toStdString();
    }
    window->pauseComputerAction()->trigger();
}

// The turn bar keeps its End Phase button in view, never behind the tool bar's overflow arrow: on
// the night Game-Turn (8.0), whose time and button say more, the bar takes a row of its own under
// the file buttons where the two do not fit side by side (window/toolbar_rows.h).
TEST(Layout, TheTurnBarsButtonOnTheNightTurn) {
    auto window = test::layoutWindow();
    ASSERT_TRUE(window);
    ASSERT_TRUE(test::openWholeGame(*window));
    const GameSession& whole = window->document().session();
    GameSession replay(whole.sharedScenario(), "eylau", whole.options());
    std::size_t at = 0;
    while (at < whole.record().lines.size() && replay.state().turn < 3)
        ASSERT_TRUE(replay.apply(whole.record().lines[at++].command).ok());
    ASSERT_EQ(replay.state().turn, 3);
    window->reviews().openGameAt(at);
    window->reviews().playOnFromHere();
    QApplication::processEvents();
    ASSERT_EQ(window->game().state().turn, 3);
    const TurnBar* bar = window->findChild<TurnBar*>();
    ASSERT_NE(bar, nullptr);
    expectLaidOut(*window, "the main window on the night turn", {bar->widgetForAction(window->turns().endPhaseAction())});
}

TEST(Layout, TheTutorial) {
    auto window = test::layoutWindow(QStringLiteral(":/scenarios/teaching.json"));
    ASSERT_TRUE(window);
    window->help().startTutorial();
    QApplication::processEvents();
    expectLaidOut(*window, "the main window with the Tutorial");
}

}  // namespace
}  // namespace eylau::game
