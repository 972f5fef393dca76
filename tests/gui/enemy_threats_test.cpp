// View > Enemy Threats: off by default; on, the map shows the engine's answer (enemy_threats.h)
// for the side to act: the enemy's reach washed, a badge with the odds on each unit it could
// attack; off again, nothing; a move draws them again for the new position.
#include "play_test_support.h"

#include "controllers/review_controller.h"
#include "keys/action_registry.h"
#include "map/map_overlay.h"
#include "shared/game_document.h"
#include "shared/seats.h"

#include "badge_item.h"

#include "eylau/game/enemy_threats.h"
#include "eylau/record/game_review.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QGraphicsItem>

#include <algorithm>
#include <map>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

// The odds badges on the map, by hex.
std::map<Hex, const mapview::BadgeItem*> badges(const MainWindow& window) {
    std::map<Hex, const mapview::BadgeItem*> out;
    for (QGraphicsItem* item : window.overlay().items(Group::Threat))
        if (auto* b = qgraphicsitem_cast<mapview::BadgeItem*>(item)) out[b->hex()] = b;
    return out;
}

// The marks are the engine's threats against `side`, hex for hex and column for column.
void expectMarksOf(const MainWindow& window, Side side) {
    const EnemyThreats threats = enemyThreats(window.game(), side);
    std::vector<Hex> washed = window.overlay().highlightedHexes(Group::Threat);
    std::sort(washed.begin(), washed.end());
    EXPECT_EQ(washed, threats.reach);
    const auto shown = badges(window);
    ASSERT_EQ(shown.size(), threats.threats.size());
    for (const UnitThreat& t : threats.threats) {
        const auto it = shown.find(t.hex);
        ASSERT_NE(it, shown.end()) << t.hex.id();
        EXPECT_EQ(it->second->sign(), QString::fromStdString(t.column));
        for (UnitIndex u : t.attack.attackers)
            EXPECT_TRUE(it->second->toolTip().contains(QString::fromStdString(window.game().scenario().units[u.slot()].id)))
                << it->second->toolTip().toStdString();
    }
}

TEST(EnemyThreatsTest, OffByDefaultThenTheEnginesThreatsOnGameTurnOneThenNothing) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    QAction* action = window->actionRegistry().action(QStringLiteral("enemyThreats"));
    ASSERT_NE(action, nullptr);
    EXPECT_TRUE(action->isCheckable());
    EXPECT_FALSE(action->isChecked());
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_TRUE(window->overlay().items(Group::Threat).isEmpty());

    action->setChecked(true);
    ASSERT_EQ(window->game().phasing(), Side::French);  // two people: the side to act's enemy
    EXPECT_FALSE(window->overlay().highlightedHexes(Group::Threat).empty());
    EXPECT_FALSE(badges(*window).empty());
    expectMarksOf(*window, Side::French);

    action->setChecked(false);
    EXPECT_TRUE(window->overlay().items(Group::Threat).isEmpty());
}

TEST(EnemyThreatsTest, AMoveDrawsTheThreatsOfTheNewPosition) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    window->actionRegistry().action(QStringLiteral("enemyThreats"))->setChecked(true);
    const EnemyThreats before = enemyThreats(window->game(), Side::French);
    // A French unit the enemy could attack now moves to a hex the enemy cannot reach.
    bool moved = false;
    for (const UnitThreat& t : before.threats) {
        const auto reach = window->game().reachable(t.unit);
        std::optional<Hex> away;
        for (const Reach& r : reach)
            if (!r.friendlyOccupied && !r.endsInEnemyZoc && !before.reaches(r.hex)) away = r.hex;
        if (!away) continue;
        ASSERT_TRUE(window->document().apply(MoveCommand{scenario->units[t.unit.slot()].id, {*away}}).ok());
        EXPECT_EQ(badges(*window).count(t.hex), 0u);  // nobody stands there now
        moved = true;
        break;
    }
    ASSERT_TRUE(moved);
    expectMarksOf(*window, Side::French);
}

TEST(EnemyThreatsTest, AgainstTheComputerTheThreatsAreAgainstThePersonsSide) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    Seats seats;
    seats.set(Side::French, ai::Level::Quick);  // the computer plays the French, who act first
    window->setSeats(seats);
    window->actionRegistry().action(QStringLiteral("enemyThreats"))->setChecked(true);
    ASSERT_EQ(window->game().phasing(), Side::French);
    expectMarksOf(*window, Side::Allied);
}

TEST(EnemyThreatsTest, InReviewTheThreatsAreAgainstTheSideWhosePlayerTurnItIs) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    window->actionRegistry().action(QStringLiteral("enemyThreats"))->setChecked(true);
    ASSERT_EQ(window->reviews().openFile(QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau")), QString());
    ASSERT_TRUE(window->isReviewing());
    // The first position of the Allied Player-Turn, then one of the French Player-Turn after it.
    std::size_t p = 0;
    while (window->game().phasing() != Side::Allied && p < window->reviews().review()->length()) window->reviews().seek(++p);
    ASSERT_EQ(window->game().phasing(), Side::Allied);
    expectMarksOf(*window, Side::Allied);
    while (window->game().phasing() != Side::French && p < window->reviews().review()->length()) window->reviews().seek(++p);
    ASSERT_EQ(window->game().phasing(), Side::French);
    expectMarksOf(*window, Side::French);
}

}  // namespace
}  // namespace eylau::game
