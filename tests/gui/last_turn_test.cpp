// The other side's last Player-Turn kept on the map: after the French Player-Turn ends, its moves
// stay marked for the Allied player until he gives his first command; hidden with View > Show
// Last Turn; drawn again by Replay Last Turn.
#include "controllers/turn_controller.h"
#include "play_test_support.h"

#include "shared/game_document.h"
#include "map/last_turn_marks.h"
#include "map/map_overlay.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QMenuBar>
#include <QTest>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

QAction* actionNamed(MainWindow& window, const QString& text) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

TEST(LastTurnTest, TheOtherSidesTurnStaysMarkedUntilThePlayerActs) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    GameDocument& doc = window->document();
    // A French move out of any Zone of Control, then the French Player-Turn ends (Movement and
    // Combat Phases).
    bool moved = false;
    for (UnitIndex u : unitIndices(*scenario)) {
        if (moved) break;
        if (scenario->units[u.slot()].side != Side::French) continue;
        for (const Reach& r : window->game().reachable(u))
            if (!r.friendlyOccupied && !r.endsInEnemyZoc && r.halfMP >= 4) {
                ASSERT_TRUE(doc.apply(MoveCommand{scenario->units[u.slot()].id, {r.hex}}).ok());
                moved = true;
                break;
            }
    }
    ASSERT_TRUE(moved);
    EXPECT_TRUE(window->overlay().items(Group::LastTurn).isEmpty());  // the French are still playing
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_EQ(window->game().state().phasing, Side::Allied);
    EXPECT_FALSE(window->overlay().items(Group::LastTurn).isEmpty());
    EXPECT_EQ(window->lastTurn().first(), 0u);
    EXPECT_EQ(window->lastTurn().end(), 3u);

    // Hidden and shown again.
    QAction* show = actionNamed(*window, QStringLiteral("Show &Last Turn"));
    ASSERT_NE(show, nullptr);
    show->setChecked(false);
    EXPECT_TRUE(window->overlay().items(Group::LastTurn).isEmpty());
    show->setChecked(true);
    const int marks = int(window->overlay().items(Group::LastTurn).size());
    EXPECT_GT(marks, 0);

    // Replayed one command at a time: empty at first, all of it in the end.
    QAction* replay = actionNamed(*window, QStringLiteral("&Replay Last Turn"));
    ASSERT_NE(replay, nullptr);
    replay->trigger();
    EXPECT_TRUE(window->overlay().items(Group::LastTurn).isEmpty());
    EXPECT_TRUE(window->lastTurn().isReplaying());
    for (int i = 0; i < 100 && window->lastTurn().isReplaying(); ++i) QTest::qWait(50);
    EXPECT_EQ(int(window->overlay().items(Group::LastTurn).size()), marks);

    // The Allied player's first command clears them.
    const Game& g = window->game();
    for (UnitIndex u : unitIndices(*scenario)) {
        if (scenario->units[u.slot()].side != Side::Allied || g.state().units[u.slot()].status != UnitStatus::OnMap) continue;
        const auto reach = g.reachable(u);
        const auto free = std::find_if(reach.begin(), reach.end(), [](const Reach& r) { return !r.friendlyOccupied; });
        if (free == reach.end()) continue;
        ASSERT_TRUE(doc.apply(MoveCommand{scenario->units[u.slot()].id, {free->hex}}).ok());
        break;
    }
    EXPECT_EQ(window->document().session().steps().back().phasing, Side::Allied);
    EXPECT_TRUE(window->overlay().items(Group::LastTurn).isEmpty());
}

}  // namespace
}  // namespace eylau::game
