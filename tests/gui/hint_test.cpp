// Game > Suggest (docs/playing.md, "Asking the computer for a hint"): the computer's next commands
// for the side to act are found off the GUI thread and drawn on the map with their reason, and
// nothing is played; Clear Suggestion, Esc and any change of the game take them away; a suggestion
// being thought of can be cancelled, also by closing the window; Suggest is for a person's own turn.
#include "controllers/turn_controller.h"
#include "controllers/review_controller.h"
#include "controllers/file_controller.h"
#include "play_test_support.h"
#include "controllers/hint_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/hint_search.h"
#include "map/map_overlay.h"

#include "badge_item.h"
#include "hex_outline_item.h"
#include "path_item.h"

#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QGraphicsItem>
#include <QSignalSpy>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;

constexpr int kWait = 120000;  // the Normal level from the opening, on a loaded machine

template <class Item>
int countOf(const MainWindow& window) {
    int n = 0;
    for (QGraphicsItem* item : window.overlay().items(Group::Hint)) n += qgraphicsitem_cast<Item*>(item) ? 1 : 0;
    return n;
}

std::string recordText(const MainWindow& window) { return writeRecord(window.document().session().record()); }

void waitForHint(MainWindow& window) {
    QTRY_VERIFY_WITH_TIMEOUT(!window.hints().search().isThinking(), kWait);
    ASSERT_TRUE(window.hints().isShown()) << window.statusMessage().toStdString();
}

TEST(HintTest, SuggestOnTheOpeningDrawsTheMovesAndPlaysNothing) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const std::string before = recordText(*window);
    const GameState state = window->game().state();
    EXPECT_TRUE(window->hints().suggestAction()->isEnabled());
    EXPECT_EQ(window->hints().suggestAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_H));
    EXPECT_TRUE(window->hints().suggestAction()->toolTip().contains(QKeySequence(Qt::CTRL | Qt::Key_H).toString(QKeySequence::NativeText)));

    window->hints().suggestAction()->trigger();
    EXPECT_TRUE(window->hints().search().isThinking());
    EXPECT_EQ(window->hints().search().level(), ai::Level::Normal);  // nobody plays the computer in this game
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("thinking of a suggestion for the French")))
        << window->statusMessage().toStdString();
    EXPECT_EQ(window->hints().suggestAction()->text(), QStringLiteral("Cancel &Suggestion"));
    waitForHint(*window);

    // The French moves, as dashed arrows with their ends ringed; the reason in the status bar.
    EXPECT_GT(countOf<mapview::PathItem>(*window), 3);
    EXPECT_GT(countOf<mapview::HexOutlineItem>(*window), 3);
    for (QGraphicsItem* item : window->overlay().items(Group::Hint)) EXPECT_FALSE(item->toolTip().isEmpty());
    const QString reason = window->hints().text();
    EXPECT_TRUE(reason.startsWith(QStringLiteral("Suggestion for the French (the computer, Normal): "))) << reason.toStdString();
    EXPECT_TRUE(reason.contains(QStringLiteral(" moves; they set up attacks worth "))) << reason.toStdString();
    EXPECT_TRUE(reason.endsWith(QStringLiteral(" Victory Points (expected) for the French"))) << reason.toStdString();
    EXPECT_EQ(window->statusMessage(), reason);
    EXPECT_EQ(window->hints().suggestAction()->text(), QStringLiteral("&Suggest"));

    // Nothing was played.
    EXPECT_EQ(recordText(*window), before);
    EXPECT_EQ(window->game().state(), state);
    EXPECT_FALSE(window->document().isModified());

    // Clear Suggestion takes it off the map.
    ASSERT_TRUE(window->hints().clearAction()->isEnabled());
    window->hints().clearAction()->trigger();
    EXPECT_FALSE(window->hints().isShown());
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
    EXPECT_TRUE(window->hints().text().isEmpty());

    // A command applied takes it away too.
    window->hints().suggest();
    waitForHint(*window);
    ASSERT_FALSE(window->overlay().items(Group::Hint).isEmpty());
    EXPECT_FALSE(window->turns().endPhase().has_value());
    EXPECT_FALSE(window->hints().isShown());
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
    EXPECT_TRUE(window->hints().text().isEmpty());
}

TEST(HintTest, AnAttackIsRingedAndWordedWithItsOddsAndRisk) {
    auto window = test::playWindow(test::smallBoard(), test::seeded());
    ASSERT_FALSE(window->turns().endPhase().has_value());  // the French Movement Phase, unmoved
    ASSERT_EQ(window->game().state().phase, Phase::Combat);
    const std::string before = recordText(*window);
    window->hints().suggest();
    waitForHint(*window);
    const QString reason = window->hints().text();
    EXPECT_TRUE(reason.contains(QStringLiteral("attack Fr.1 on Ru.1 at "))) << reason.toStdString();
    EXPECT_TRUE(reason.contains(QStringLiteral(" VP; the attackers are hurt (Ar, Ae) "))) << reason.toStdString();
    EXPECT_TRUE(reason.endsWith(QStringLiteral("% of the time"))) << reason.toStdString();
    EXPECT_EQ(countOf<mapview::HexOutlineItem>(*window), 2);  // the attacker and the defender
    EXPECT_EQ(countOf<mapview::PathItem>(*window), 0);        // arrows only for guns bombarding (5.6)
    EXPECT_EQ(countOf<mapview::BadgeItem>(*window), 1);       // "?" on the defender
    EXPECT_EQ(recordText(*window), before);
    // Esc clears it.
    QTest::keyClick(window->mapView(), Qt::Key_Escape);
    EXPECT_FALSE(window->hints().isShown());
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
}

TEST(HintTest, CancellingASuggestionInProgressLeavesNoHint) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    QSignalSpy found(&window->hints().search(), &HintSearch::found);
    const std::string before = recordText(*window);
    window->hints().suggestAction()->trigger();
    ASSERT_TRUE(window->hints().search().isThinking());
    window->hints().suggestAction()->trigger();  // now "Cancel Suggestion"
    EXPECT_FALSE(window->hints().search().isThinking());
    EXPECT_EQ(window->statusMessage(), QStringLiteral("Suggestion cancelled."));
    // Esc cancels as well; and a new game does.
    window->hints().suggest();
    ASSERT_TRUE(window->hints().search().isThinking());
    QTest::keyClick(window->mapView(), Qt::Key_Escape);
    EXPECT_FALSE(window->hints().search().isThinking());
    window->hints().suggest();
    ASSERT_TRUE(window->hints().search().isThinking());
    window->files().startNewGame(test::seeded());
    EXPECT_FALSE(window->hints().search().isThinking());
    QTest::qWait(1500);  // whatever the cancelled searches post is dropped
    EXPECT_TRUE(found.isEmpty());
    EXPECT_FALSE(window->hints().isShown());
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
    EXPECT_EQ(recordText(*window), before);
    // Closing the window while it thinks: the search stops and the window goes without a crash.
    window->hints().suggest();
    ASSERT_TRUE(window->hints().search().isThinking());
    window->close();
    window.reset();
}

TEST(HintTest, SuggestIsForAPersonsOwnTurnOnly) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    // In review: disabled, with the reason.
    window->reviews().openGame();
    EXPECT_FALSE(window->hints().suggestAction()->isEnabled());
    EXPECT_TRUE(window->hints().suggestAction()->statusTip().contains(QStringLiteral("Close the review")));
    window->closeReview();
    EXPECT_TRUE(window->hints().suggestAction()->isEnabled());
    // The level of the computer playing in this game, once one does.
    Seats allies;
    allies.set(Side::Allied, ai::Level::Quick);
    window->setSeats(allies);
    EXPECT_EQ(window->hints().level(), ai::Level::Quick);
    // While the computer plays the side to act: disabled, with the reason.
    window->computer().setWork(ai::WorkBudget{});
    Seats french;
    french.set(Side::French, ai::Level::Quick);
    window->setSeats(french);
    ASSERT_TRUE(window->computer().isThinking());
    EXPECT_FALSE(window->hints().suggestAction()->isEnabled());
    EXPECT_TRUE(window->hints().suggestAction()->statusTip().contains(QStringLiteral("your own turn")))
        << window->hints().suggestAction()->statusTip().toStdString();
    window->hints().suggest();
    EXPECT_FALSE(window->hints().search().isThinking());
    // Paused, its side is the person's to play: a suggestion at the computer's level.
    window->pauseComputerAction()->trigger();
    EXPECT_TRUE(window->hints().suggestAction()->isEnabled());
    EXPECT_EQ(window->hints().level(), ai::Level::Quick);
}

}  // namespace
}  // namespace eylau::game
