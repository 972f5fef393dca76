// The hex inspector (Hex dock): a click on a hex shows every unit there, its state and what it may
// still do in the engine's words; it follows the game as it changes.
#include "play_test_support.h"
#include "keys/action_registry.h"

#include "panes/hex_inspector.h"

#include "eylau/game/player_queries.h"

#include <QDockWidget>

namespace eylau::game {
namespace {

TEST(HexInspectorTest, Case_4_1_AClickedUnitSaysItMayStillMoveAndHowFar) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::vector<UnitIndex> movers = unitsThatMayMove(window->game());
    ASSERT_FALSE(movers.empty());
    const UnitIndex unit = movers.front();
    const Hex hex = test::hexOf(*window, unit);
    test::clickHex(*window, hex);
    HexInspector* inspector = window->hexInspector();
    ASSERT_NE(inspector, nullptr);
    EXPECT_EQ(inspector->hex(), std::optional<Hex>(hex));
    const QString text = inspector->text();
    EXPECT_TRUE(text.contains(QString::fromStdString(scenario->units[unit.slot()].id))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("May still move"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("case:4.1"))) << "the case is a link: " << text.toStdString();
    // The dock is the window's, with its own key.
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("inspectorDock"));
    ASSERT_NE(dock, nullptr);
    EXPECT_EQ(window->actionRegistry().action(QStringLiteral("inspectorDockToggle"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
}

TEST(HexInspectorTest, AnEmptyHexSaysSoAndTheTextFollowsTheGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    // An empty hex next to a mover's reach: the mover's first reachable empty hex.
    const std::vector<UnitIndex> movers = unitsThatMayMove(window->game());
    ASSERT_FALSE(movers.empty());
    const UnitIndex unit = movers.front();
    std::optional<Hex> empty;
    for (const Reach& r : window->game().reachable(unit))
        if (!r.friendlyOccupied && !r.endsInEnemyZoc) {
            empty = r.hex;
            break;
        }
    ASSERT_TRUE(empty);
    window->hexInspector()->inspect(window->game(), *empty);
    EXPECT_TRUE(window->hexInspector()->text().contains(QStringLiteral("No unit is in this hex.")));
    // The unit moves there by two clicks: the inspector follows the last, and shows it there.
    test::clickHex(*window, test::hexOf(*window, unit));
    test::clickHex(*window, *empty);
    ASSERT_EQ(test::hexOf(*window, unit), *empty);
    EXPECT_EQ(window->hexInspector()->hex(), empty);
    EXPECT_TRUE(window->hexInspector()->text().contains(QString::fromStdString(scenario->units[unit.slot()].id)));
}

}  // namespace
}  // namespace eylau::game
