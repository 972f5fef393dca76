// Moving units with the mouse on the Eylau map: a click selects a unit and shades the hexes it
// can reach; a click on one moves it there; a click elsewhere is refused with the case; units
// that may not move are faded and say why; undo and redo; ending the phase with two units in a
// hex is refused and the hex is marked.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "map/board_sync.h"
#include "counter_item.h"
#include "panes/log_panel.h"
#include "map/map_overlay.h"
#include "controllers/movement_controller.h"
#include "panes/turn_bar.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QScrollBar>
#include <QLineF>

#include <algorithm>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

// A French unit that can move, and an empty hex it can reach at least two MP away (so the move
// is not a single step) if there is one.
struct Mover {
    UnitIndex unit;
    Reach target;
};

std::optional<Mover> firstMover(const Game& game) {
    const Scenario& scenario = game.scenario();
    for (UnitIndex u : unitIndices(scenario)) {
        if (game.state().units[u.slot()].status != UnitStatus::OnMap || scenario.units[u.slot()].side != Side::French) continue;
        const auto reach = game.reachable(u);
        for (const Reach& r : reach)
            if (!r.friendlyOccupied && r.halfMP >= 4) return Mover{u, r};
    }
    return std::nullopt;
}

bool counterAt(const MainWindow& w, UnitIndex u, Hex hex) {
    const mapview::CounterItem* c = w.board().counter(u);
    return c && c->isVisible() && QLineF(c->pos(), w.mapScene()->layout().centre(hex)).length() < 1e-6;
}

TEST(MovementPlayTest, ClickingAUnitShadesEveryHexItCanReach) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::optional<Mover> found = firstMover(window->game());
    ASSERT_TRUE(found.has_value());
    const Mover& m = *found;
    test::clickHex(*window, window->game().state().unit(m.unit).hex);
    ASSERT_EQ(window->movement()->selected(), std::optional<UnitIndex>(m.unit));
    std::vector<Hex> expected;
    for (const Reach& r : window->game().reachable(m.unit)) expected.push_back(r.hex);
    std::vector<Hex> shaded = window->overlay().highlightedHexes(Group::Reach);
    std::sort(expected.begin(), expected.end());
    std::sort(shaded.begin(), shaded.end());
    EXPECT_EQ(shaded, expected);
    EXPECT_FALSE(window->overlay().items(Group::Selection).isEmpty());
    // Pointing at a reachable hex draws the path there.
    QTest::mouseMove(window->mapView()->viewport(),
                     window->mapView()->mapFromScene(window->mapScene()->layout().centre(m.target.hex)));
    QApplication::processEvents();
    EXPECT_EQ(window->overlay().items(Group::Path).size(), 1);
}

TEST(MovementPlayTest, ClickingAShadedHexMovesTheUnitThere) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::optional<Mover> found = firstMover(window->game());
    ASSERT_TRUE(found.has_value());
    const Mover& m = *found;
    test::clickHex(*window, window->game().state().unit(m.unit).hex);
    test::clickHex(*window, m.target.hex);
    EXPECT_EQ(window->game().state().unit(m.unit).hex, m.target.hex);
    EXPECT_TRUE(counterAt(*window, m.unit, m.target.hex));
    ASSERT_EQ(window->document().session().record().lines.size(), 1u);
    EXPECT_EQ(window->document().session().record().lines[0].command,
              Command(MoveCommand{scenario->units[m.unit.slot()].id, {m.target.hex}}));
    EXPECT_TRUE(window->document().isModified());
    EXPECT_GT(window->logPanel()->eventCount(), 0);
}

TEST(MovementPlayTest, AnIllegalTargetIsRefusedWithItsCaseAndMarked) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::optional<Mover> found = firstMover(window->game());
    ASSERT_TRUE(found.has_value());
    const Mover& m = *found;
    const GameState before = window->game().state();
    const Hex from = before.unit(m.unit).hex;
    test::clickHex(*window, from);
    // A hex far out of reach, empty and on the map.
    Hex far{from.col, from.row >= 12 ? 2 : 23};
    test::clickHex(*window, far);
    EXPECT_EQ(window->game().state(), before);
    EXPECT_TRUE(window->statusMessage().startsWith(QLatin1Char('['))) << window->statusMessage().toStdString();
    ASSERT_EQ(window->overlay().items(Group::Problem).size(), 1);
    EXPECT_TRUE(counterAt(*window, m.unit, from));
}

TEST(MovementPlayTest, AUnitThatMayNotMoveIsFadedAndSaysWhy) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    // 19.1: the Guard does not move on the first two Game-Turns.
    std::optional<UnitIndex> found;
    for (UnitIndex u : unitIndices(*scenario)) {
        const Division* d = scenario->division(scenario->units[u.slot()].division);
        if (d && d->guard && scenario->units[u.slot()].start) found = u;
    }
    ASSERT_TRUE(found.has_value());
    const UnitIndex guard = *found;
    EXPECT_TRUE(window->board().isFaded(guard));
    EXPECT_TRUE(window->board().counter(guard)->toolTip().contains(QStringLiteral("[19.1]")));
    test::clickHex(*window, window->game().state().unit(guard).hex);
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("[19.1]"))) << window->statusMessage().toStdString();
    EXPECT_TRUE(window->overlay().items(Group::Reach).isEmpty());
    // An Allied unit is not the French player's to move.
    const UnitIndex russian = test::unitNamed(*window, "Tut.1");
    test::clickHex(*window, window->game().state().unit(russian).hex);
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("[4.0]"))) << window->statusMessage().toStdString();
}

TEST(MovementPlayTest, UndoAndRedoAMoveMadeWithTheMouse) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::optional<Mover> found = firstMover(window->game());
    ASSERT_TRUE(found.has_value());
    const Mover& m = *found;
    const GameState start = window->game().state();
    const Hex from = start.unit(m.unit).hex;
    EXPECT_FALSE(window->turns().undoAction()->isEnabled());
    test::clickHex(*window, from);
    test::clickHex(*window, m.target.hex);
    const GameState moved = window->game().state();
    ASSERT_NE(moved, start);
    ASSERT_TRUE(window->turns().undoAction()->isEnabled());
    EXPECT_TRUE(window->turns().undoAction()->text().contains(QStringLiteral("move")));

    window->turns().undoAction()->trigger();
    EXPECT_EQ(window->game().state(), start);
    EXPECT_TRUE(counterAt(*window, m.unit, from));
    ASSERT_TRUE(window->turns().redoAction()->isEnabled());
    window->turns().redoAction()->trigger();
    EXPECT_EQ(window->game().state(), moved);
    EXPECT_TRUE(counterAt(*window, m.unit, m.target.hex));

    // The end of the phase cannot be taken back.
    ASSERT_FALSE(window->turns().endPhase().has_value());
    EXPECT_FALSE(window->turns().undoAction()->isEnabled());
    EXPECT_TRUE(window->turns().undoAction()->statusTip().contains(QStringLiteral("[3.0]")));
}

TEST(MovementPlayTest, EndingThePhaseWithTwoUnitsInAHexIsRefusedAndTheHexMarked) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    // A unit that can pause on a friendly unit's hex (4.4).
    const Game& game = window->game();
    std::optional<UnitIndex> found;
    Hex onto;
    for (UnitIndex u : unitIndices(*scenario)) {
        if (found) break;
        if (game.state().unit(u).status != UnitStatus::OnMap || scenario->units[u.slot()].side != Side::French) continue;
        for (const Reach& r : game.reachable(u))
            if (r.friendlyOccupied && game.isLegal(MoveCommand{scenario->units[u.slot()].id, {r.hex}})) {
                found = u;
                onto = r.hex;
                break;
            }
    }
    ASSERT_TRUE(found.has_value());
    const UnitIndex unit = *found;
    test::clickHex(*window, game.state().unit(unit).hex);
    // A plain click on a friendly unit selects it; Shift+click pauses on it.
    test::clickHex(*window, onto, Qt::LeftButton, Qt::ShiftModifier);
    ASSERT_EQ(window->game().state().unit(unit).hex, onto);
    const GameState stacked = window->game().state();
    const auto refusal = window->turns().endPhase();
    ASSERT_TRUE(refusal.has_value());
    EXPECT_TRUE(refusal->startsWith(QStringLiteral("[4.4]"))) << refusal->toStdString();
    EXPECT_EQ(window->game().state(), stacked);
    EXPECT_TRUE(window->turnBar()->messageText().contains(QStringLiteral("[4.4]")));
    bool marked = false;
    for (QGraphicsItem* item : window->overlay().items(Group::Problem))
        marked = marked || QLineF(item->pos(), window->mapScene()->layout().centre(onto)).length() < 1e-6;
    EXPECT_TRUE(marked);
}

TEST(MovementPlayTest, EndPhaseMovesTheTurnBarOn) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    EXPECT_TRUE(window->turnBar()->turnText().contains(QStringLiteral("Game-Turn 1")));
    EXPECT_TRUE(window->turnBar()->phaseText().contains(QStringLiteral("Movement")));
    window->turns().endPhaseAction()->trigger();
    EXPECT_TRUE(window->turnBar()->phaseText().contains(QStringLiteral("Combat")));
}

// 8.0: the bar marks a night Game-Turn (Eylau's third, 18:00) as the engine's isNightTurn says, and
// no other.
TEST(MovementPlayTest, Case_8_0_TheTurnBarMarksTheNightTurn) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    const Game start(std::make_shared<const Scenario>(*scenario), GameOptions{});
    QAction endPhase(QStringLiteral("End"));
    TurnBar bar(&endPhase);
    for (int turn = 1; turn <= scenario->lastTurn(); ++turn) {
        GameState st = start.state();
        st.turn = turn;
        bar.showGame(Game(start, st));
        EXPECT_EQ(bar.timeText().contains(QStringLiteral("night")), turn == 3) << turn << ": " << bar.timeText().toStdString();
    }
}

}  // namespace
}  // namespace eylau::game

namespace eylau::game {
namespace {

TEST(MovementPlayTest, DraggingACounterMovesIt) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::optional<Mover> found = firstMover(window->game());
    ASSERT_TRUE(found.has_value());
    const Mover& m = *found;
    QWidget* port = window->mapView()->viewport();
    const auto at = [&](Hex h) { return window->mapView()->mapFromScene(window->mapScene()->layout().centre(h)); };
    const Hex from = window->game().state().unit(m.unit).hex;
    const QPointF scrollBefore(window->mapView()->horizontalScrollBar()->value(), window->mapView()->verticalScrollBar()->value());
    QTest::mousePress(port, Qt::LeftButton, {}, at(from));
    QTest::mouseMove(port, at(from) + QPoint(20, 20));
    QTest::mouseMove(port, at(m.target.hex));
    QTest::mouseRelease(port, Qt::LeftButton, {}, at(m.target.hex));
    QApplication::processEvents();
    EXPECT_EQ(window->game().state().unit(m.unit).hex, m.target.hex);
    EXPECT_EQ(QPointF(window->mapView()->horizontalScrollBar()->value(), window->mapView()->verticalScrollBar()->value()),
              scrollBefore);
}

}  // namespace
}  // namespace eylau::game
