// Keyboard play (docs/playing.md, "Playing by keyboard"): the hex cursor moved with the arrows
// over the hex grid, the status bar describing its hex, Tab cycling the units that may move (or
// must attack or be attacked) without leaving the map, Home, and a move and an attack played with
// key presses alone.
#include "controllers/turn_controller.h"
#include "controllers/keyboard_controller.h"
#include "play_test_support.h"

#include "dialogs/attack_dialog.h"
#include "controllers/combat_controller.h"
#include "dialogs/defence_dialog.h"
#include "hex_cursor.h"
#include "hex_cursor_item.h"
#include "text/hex_report.h"
#include "map/map_overlay.h"
#include "controllers/movement_controller.h"

#include "eylau/game/player_queries.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QLineF>
#include <QScrollBar>
#include <QStatusBar>

#include <algorithm>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

// A key pressed as the player presses it: to the widget with the keyboard focus.
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* target = QApplication::focusWidget();
    ASSERT_NE(target, nullptr) << "no widget has the keyboard focus";
    QTest::keyClick(target, Qt::Key(key), modifiers);
    QApplication::processEvents();
}

// The window active, with the map view in it focused (as after a click on the map).
void focusMap(MainWindow& window) {
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.mapView()->setFocus();
    QApplication::processEvents();
    ASSERT_EQ(QApplication::focusWidget(), window.mapView());
}

// Arrows from the cursor to `to`: across to its column (Left/Right keep the row), then up or down.
void arrowTo(MainWindow& window, Hex to) {
    const mapview::HexCursor& cursor = *window.keyboard().cursor();
    ASSERT_TRUE(cursor.hex());
    for (int guard = 0; guard < 40 && cursor.hex()->col != to.col; ++guard)
        press(cursor.hex()->col < to.col ? Qt::Key_Right : Qt::Key_Left);
    for (int guard = 0; guard < 40 && cursor.hex()->row != to.row; ++guard)
        press(cursor.hex()->row < to.row ? Qt::Key_Down : Qt::Key_Up);
    ASSERT_EQ(cursor.hex(), std::optional<Hex>(to));
}

QString hexLine(const MainWindow& window) {
    // The status bar's second label describes a hex (main_window.cpp); find the one that does.
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->text().startsWith(QString::fromStdString(window.keyboard().cursor()->hex()->id()))) return label->text();
    return {};
}

TEST(HexCursorTest, EachArrowStepsToANeighbouringHex) {
    for (const Hex from : {Hex{4, 4}, Hex{5, 4}, Hex{10, 7}, Hex{11, 2}}) {
        for (const int key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
            const auto to = mapview::HexCursor::step(from, key);
            ASSERT_TRUE(to.has_value());
            EXPECT_EQ(distance(from, *to), 1) << from.id() << " key " << key;
        }
        // Left and Right keep the row number; Up and Down the column.
        EXPECT_EQ(mapview::HexCursor::step(from, Qt::Key_Right)->row, from.row);
        EXPECT_EQ(mapview::HexCursor::step(from, Qt::Key_Left)->row, from.row);
        EXPECT_EQ(mapview::HexCursor::step(from, Qt::Key_Down)->col, from.col);
        // Right then Left comes back.
        EXPECT_EQ(mapview::HexCursor::step(*mapview::HexCursor::step(from, Qt::Key_Right), Qt::Key_Left), from);
    }
    EXPECT_FALSE(mapview::HexCursor::step(Hex{4, 4}, Qt::Key_A).has_value());
}

TEST(KeyboardPlayTest, ArrowsShowAndMoveTheCursorAndTheStatusBarDescribesItsHex) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    focusMap(*window);
    mapview::HexCursor& cursor = *window->keyboard().cursor();
    EXPECT_FALSE(cursor.isShown());
    press(Qt::Key_Right);  // the first key shows it, in the middle of the view
    ASSERT_TRUE(cursor.isShown());
    ASSERT_NE(cursor.item(), nullptr);
    EXPECT_TRUE(cursor.item()->isVisible());
    EXPECT_EQ(cursor.item()->type(), int(mapview::CursorKind));
    const Hex start = *cursor.hex();
    EXPECT_EQ(window->mapScene()->hexAt(cursor.item()->scenePos()), start);
    press(Qt::Key_Right);
    EXPECT_EQ(cursor.hex(), std::optional<Hex>(Hex{start.col + 1, start.row}));
    press(Qt::Key_Down);
    EXPECT_EQ(cursor.hex(), std::optional<Hex>(Hex{start.col + 1, start.row + 1}));
    press(Qt::Key_Left);
    press(Qt::Key_Up);
    EXPECT_EQ(cursor.hex(), std::optional<Hex>(start));
    // The status bar says the hex, its terrain and units, as a hover would.
    EXPECT_EQ(hexLine(*window), describeHex(*scenario, window->game().state(), start));
    // At the edge of the map the cursor stays.
    for (int i = 0; i < 80; ++i) press(Qt::Key_Up);
    const Hex top = *cursor.hex();
    EXPECT_TRUE(window->mapScene()->onMap(top));
    EXPECT_FALSE(window->mapScene()->onMap(Hex{top.col, top.row - 1}));
    // The arrows kept the focus on the map, and nothing was played.
    EXPECT_EQ(QApplication::focusWidget(), window->mapView());
    EXPECT_TRUE(window->document().session().record().lines.empty());
}

TEST(KeyboardPlayTest, TheViewScrollsToKeepTheCursorInSight) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    focusMap(*window);
    mapview::MapView& view = *window->mapView();
    view.setZoom(view.fitZoom() * 4);
    press(Qt::Key_Down);
    for (int i = 0; i < 25; ++i) press(Qt::Key_Right);
    for (int i = 0; i < 12; ++i) press(Qt::Key_Down);
    const QPoint at = view.mapFromScene(window->mapScene()->layout().centre(*window->keyboard().cursor()->hex()));
    EXPECT_TRUE(view.viewport()->rect().contains(at)) << at.x() << "," << at.y();
}

TEST(KeyboardPlayTest, TabStaysOnTheMapAndCyclesTheUnitsThatMayMove) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    focusMap(*window);
    const std::vector<UnitIndex> movers = unitsThatMayMove(window->game());
    ASSERT_GT(movers.size(), 3u);
    std::vector<UnitIndex> seen;
    for (std::size_t i = 0; i < movers.size(); ++i) {
        press(Qt::Key_Tab);
        ASSERT_EQ(QApplication::focusWidget(), window->mapView()) << "Tab left the map";
        const auto selected = window->movement()->selected();
        ASSERT_TRUE(selected.has_value());
        seen.push_back(*selected);
        const UnitState& us = window->game().state().unit(*selected);
        if (us.status == UnitStatus::OnMap) {
            EXPECT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(us.hex));
        }
        EXPECT_FALSE(window->overlay().highlightedHexes(Group::Reach).empty());
    }
    // Each unit that may move once, and then round again to the first.
    std::vector<UnitIndex> sorted = seen;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, movers);
    press(Qt::Key_Tab);
    EXPECT_EQ(window->movement()->selected(), std::optional<UnitIndex>(seen.front()));
    // Shift+Tab goes back.
    press(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(window->movement()->selected(), std::optional<UnitIndex>(seen.back()));
    press(Qt::Key_Backtab, Qt::ShiftModifier);
    EXPECT_EQ(window->movement()->selected(), std::optional<UnitIndex>(seen[seen.size() - 2]));
}

TEST(KeyboardPlayTest, HomeCentresTheCursorOnTheSelectedUnit) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    focusMap(*window);
    press(Qt::Key_Home);  // nothing selected: said so
    EXPECT_FALSE(window->keyboard().cursor()->isShown());
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("Tab"))) << window->statusMessage().toStdString();
    window->selectUnit(QStringLiteral("Leg.1"));
    window->mapView()->setZoom(window->mapView()->fitZoom() * 3);
    press(Qt::Key_Home);
    const Hex leg = test::hexOf(*window, "Leg.1");
    EXPECT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(leg));
    // In the middle of the view, unless the map's edge keeps it from there.
    mapview::MapView& view = *window->mapView();
    const QPoint at = view.mapFromScene(window->mapScene()->layout().centre(leg));
    EXPECT_TRUE(view.viewport()->rect().contains(at));
    const QPointF middle = QRectF(view.viewport()->rect()).center();
    const auto atLimit = [](const QScrollBar* bar) { return bar->value() == bar->minimum() || bar->value() == bar->maximum(); };
    EXPECT_TRUE(QLineF(at, middle).length() < 60.0 || atLimit(view.horizontalScrollBar()) || atLimit(view.verticalScrollBar()));
}

TEST(KeyboardPlayTest, EnterAtTheCursorIsAClickOnItsHex) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    focusMap(*window);
    const UnitIndex leg = test::unitNamed(*window, "Leg.1");
    const Hex legHex = test::hexOf(*window, "Leg.1");
    press(Qt::Key_Down);  // shows the cursor
    arrowTo(*window, legHex);
    press(Qt::Key_Return);  // selects the unit, as a click on it
    EXPECT_EQ(window->movement()->selected(), std::optional<UnitIndex>(leg));
    // Space on a hex it can reach moves it there.
    const std::vector<Reach>& reach = window->movement()->reach();
    ASSERT_FALSE(reach.empty());
    const auto free = std::find_if(reach.begin(), reach.end(), [](const Reach& r) { return !r.friendlyOccupied; });
    ASSERT_NE(free, reach.end());
    const Hex to = free->hex;
    arrowTo(*window, to);
    press(Qt::Key_Space);
    EXPECT_EQ(test::hexOf(*window, "Leg.1"), to);
    ASSERT_EQ(window->document().session().record().lines.size(), 1u);
    EXPECT_EQ(window->document().session().record().lines[0].command, Command(MoveCommand{"Leg.1", {to}}));
}

TEST(KeyboardPlayTest, InTheCombatPhaseTabGoesToTheUnitsThatMustAttackOrBeAttacked) {
    auto window = test::playWindow(test::smallBoard(), test::seeded());
    ASSERT_FALSE(window->turns().endPhase().has_value());  // to the French Combat Phase
    focusMap(*window);
    const Obligations open = meetableObligations(window->game().situation());
    ASSERT_EQ(open.mustAttack.size(), 1u);
    ASSERT_EQ(open.mustBeAttacked.size(), 1u);
    press(Qt::Key_Tab);  // Fr.1 in 0404, the first across the map
    EXPECT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(test::hexOf(*window, "Fr.1")));
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("must attack"))) << window->statusMessage().toStdString();
    press(Qt::Key_Tab);  // Ru.1 in 0504
    EXPECT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(test::hexOf(*window, "Ru.1")));
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("must be attacked")));
    press(Qt::Key_Tab);
    EXPECT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(test::hexOf(*window, "Fr.1")));
    EXPECT_EQ(QApplication::focusWidget(), window->mapView());
}

// Issue 20: a move and an attack, from the first key to the advance after combat, with keys only.
TEST(KeyboardPlayTest, AMoveAndAnAttackPlayedByKeyboardAlone) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["columns"] = 8;
    j["map"]["rows"] = 8;
    j["units"][0]["start"] = "0204";  // Fr.1 (5-4), two hexes from Ru.1
    j["units"][2]["start"] = "0504";  // Ru.1 (3-5)
    const Scenario board = test::boardFrom(j);
    ASSERT_FALSE(board.units.empty());
    GameOptions options = test::seeded();
    options.scriptedDice = {1};  // 5 to 3 is 1-1: a 1 gives Dr
    auto window = test::playWindow(board, options);
    focusMap(*window);

    // The Movement Phase: Tab selects Fr.1 (the one unit that may move), two Rights and Enter move
    // it next to Ru.1.
    press(Qt::Key_Tab);
    ASSERT_EQ(window->movement()->selected(), std::optional<UnitIndex>(test::unitNamed(*window, "Fr.1")));
    press(Qt::Key_Right);
    press(Qt::Key_Right);
    ASSERT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(Hex{4, 4}));
    press(Qt::Key_Return);
    ASSERT_EQ(test::hexOf(*window, "Fr.1"), (Hex{4, 4}));

    // End the phase with its key.
    press(Qt::Key_E, Qt::ControlModifier);
    ASSERT_EQ(window->game().state().phase, Phase::Combat);

    // Tab to Ru.1, which must be attacked (5.1), and the attack key draws up the attack on it.
    const Hex ruHex = test::hexOf(*window, "Ru.1");
    for (int guard = 0; guard < 3 && window->keyboard().cursor()->hex() != std::optional<Hex>(ruHex); ++guard)
        press(Qt::Key_Tab);
    ASSERT_EQ(window->keyboard().cursor()->hex(), std::optional<Hex>(ruHex));
    press(window->attackAction()->shortcut()[0].key(), window->attackAction()->shortcut()[0].keyboardModifiers());
    AttackDialog* dialog = window->combat()->attackDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowActive(dialog));
    ASSERT_TRUE(dialog->isDrawingUp());
    EXPECT_EQ(dialog->draft().attackers(), std::vector<UnitIndex>{test::unitNamed(*window, "Fr.1")});
    EXPECT_EQ(dialog->draft().defenders(), std::vector<UnitIndex>{test::unitNamed(*window, "Ru.1")});

    // Resolve by its mnemonic; if the defender is asked about Fresh Strength (21.1), Enter answers.
    press(Qt::Key_R, Qt::AltModifier);
    // A mnemonic presses its button as a click that shows, a moment later.
    QTRY_VERIFY(window->game().state().awaitingDefence || window->game().state().pending);
    if (window->game().state().awaitingDefence) {
        QTRY_VERIFY(window->combat()->defenceDialog() != nullptr);
        ASSERT_TRUE(QTest::qWaitForWindowActive(window->combat()->defenceDialog()));
        press(Qt::Key_Return);
    }
    ASSERT_TRUE(window->game().state().pending.has_value()) << window->statusMessage().toStdString();
    ASSERT_EQ(window->game().state().pending->result, CombatResult::Dr);

    // F6 goes between the attack window and the map: to the map, where the cursor picks Ru.1's
    // retreat hex (6.4) and Enter takes it.
    for (int guard = 0; guard < 2 && QApplication::focusWidget() != window->mapView(); ++guard) {
        press(Qt::Key_F6);
        QTest::qWait(20);
    }
    ASSERT_TRUE(window->isActiveWindow());
    ASSERT_EQ(QApplication::focusWidget(), window->mapView());
    const std::vector<Hex> safe = window->overlay().highlightedHexes(Group::Resolution);
    ASSERT_FALSE(safe.empty());
    arrowTo(*window, safe.front());
    press(Qt::Key_Return);
    ASSERT_EQ(test::hexOf(*window, "Ru.1"), safe.front());

    // The advance (6.6): the cursor to the vacated hex, Enter.
    arrowTo(*window, ruHex);
    press(Qt::Key_Return);
    EXPECT_EQ(test::hexOf(*window, "Fr.1"), ruHex);
    EXPECT_FALSE(window->game().state().pending.has_value());

    // The record: the move, the end of the phase, the attack and what followed it.
    const auto& lines = window->document().session().record().lines;
    ASSERT_GE(lines.size(), 5u);
    EXPECT_EQ(lines[0].command, Command(MoveCommand{"Fr.1", {Hex{4, 4}}}));
    EXPECT_TRUE(std::holds_alternative<EndPhaseCommand>(lines[1].command));
    EXPECT_TRUE(std::holds_alternative<AttackCommand>(lines[2].command));
    EXPECT_TRUE(std::holds_alternative<RetreatCommand>(lines[lines.size() - 2].command));
    EXPECT_EQ(lines.back().command, Command(AdvanceCommand{"Fr.1", ruHex}));
}

}  // namespace
}  // namespace eylau::game
