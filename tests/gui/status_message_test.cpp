// The status bar's message describes the step it follows: a refusal stays until the next command,
// which clears it (its own message, if any, replaces it); a problem carries a sign as well as red.
#include "play_test_support.h"

#include "eylau/game/player_queries.h"

#include <QLabel>
#include <QStatusBar>

namespace eylau::game {
namespace {

TEST(StatusMessageTest, ARefusalIsClearedByTheNextCommand) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::vector<UnitIndex> movers = unitsThatMayMove(window->game());
    ASSERT_GE(movers.size(), 2u);
    const Hex from = test::hexOf(*window, movers[0]);
    test::clickHex(*window, from);
    test::clickHex(*window, Hex{from.col, from.row >= 12 ? 2 : 23});  // far out of reach: refused
    const QString refusal = window->statusMessage();
    ASSERT_TRUE(refusal.startsWith(QLatin1Char('['))) << refusal.toStdString();
    // Shown with a warning sign, not by its colour alone.
    bool signed_ = false;
    for (const QLabel* label : window->statusBar()->findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("\u26a0"))) signed_ = true;
    EXPECT_TRUE(signed_);
    // Another unit moves: the refusal, about the step before, is gone.
    const UnitIndex other = movers[1];
    std::optional<Hex> to;
    for (const Reach& r : window->game().reachable(other))
        if (!r.friendlyOccupied && !r.endsInEnemyZoc) to = r.hex;
    ASSERT_TRUE(to);
    test::clickHex(*window, test::hexOf(*window, other));
    test::clickHex(*window, *to);
    ASSERT_EQ(test::hexOf(*window, other), *to);
    EXPECT_NE(window->statusMessage(), refusal) << window->statusMessage().toStdString();
    EXPECT_FALSE(window->statusMessage().contains(QStringLiteral("cannot reach"))) << window->statusMessage().toStdString();
}

}  // namespace
}  // namespace eylau::game
