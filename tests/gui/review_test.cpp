// Reviewing a game in the window: a saved game stepped forward and back by phase and by command,
// the map, log and panels following the engine's replay of the record exactly; the game in
// progress reviewed and left as it was; play on from a position as a new, untitled game.
#include "controllers/turn_controller.h"
#include "controllers/review_controller.h"
#include "play_test_support.h"

#include "map/board_sync.h"
#include "counter_item.h"
#include "shared/game_document.h"
#include "panes/log_panel.h"
#include "panes/luck_view.h"
#include "panes/review_bar.h"

#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QComboBox>
#include <QLineF>
#include <QTableWidget>

namespace eylau::game {
namespace {

const QString kRecord = QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau");

// The state after the record's first `count` commands, replayed by the engine afresh.
GameState replayed(const GameReview& review, std::size_t count) {
    GameOptions options;
    options.seed = review.record().seed;
    Game game(std::shared_ptr<const Scenario>(&review.scenario(), [](const Scenario*) {}), options);
    for (std::size_t i = 0; i < count; ++i) EXPECT_TRUE(game.apply(review.record().lines[i].command).ok());
    return game.state();
}

// Every unit on the map is drawn in its hex.
void expectCountersWhereTheGameHasThem(const MainWindow& window) {
    const GameState& st = window.game().state();
    for (UnitIndex u : unitIndices(st)) {
        if (st.units[u.slot()].status != UnitStatus::OnMap) continue;
        const mapview::CounterItem* c = window.board().counter(u);
        ASSERT_NE(c, nullptr);
        EXPECT_TRUE(c->isVisible());
        EXPECT_LT(QLineF(c->pos(), window.mapScene()->layout().centre(st.units[u.slot()].hex)).length(), 1e-6) << u;
    }
}

std::size_t eventsIn(const GameReview& review, std::size_t count) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < count; ++i) n += review.steps()[i].events.size();
    return n;
}

TEST(ReviewTest, ASavedGameSteppedBackAndForthShowsTheEnginesReplay) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    const GameRecord before = window->document().session().record();
    ASSERT_EQ(window->reviews().openFile(kRecord), QString());
    ASSERT_TRUE(window->isReviewing());
    // The title names the file reviewed, not the untitled game kept aside.
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Eylau \u2014 reviewing eylau-greedy-greedy-14.eylau")))
        << window->windowTitle().toStdString();
    const GameReview& review = *window->reviews().review();
    EXPECT_EQ(review.position(), 0u);
    EXPECT_GT(review.length(), 600u);

    // Forward by phase four times, back by command twice, forward by Game-Turn, to the end and back.
    window->reviews().bar()->stepSize()->setCurrentIndex(1);  // a phase
    for (int i = 0; i < 4; ++i) window->reviews().bar()->forwardAction()->trigger();
    std::vector<std::size_t> seen{review.position()};
    window->reviews().bar()->stepSize()->setCurrentIndex(0);  // a command
    window->reviews().bar()->backAction()->trigger();
    window->reviews().bar()->backAction()->trigger();
    seen.push_back(review.position());
    window->reviews().bar()->stepSize()->setCurrentIndex(3);  // a Game-Turn
    window->reviews().bar()->forwardAction()->trigger();
    seen.push_back(review.position());
    window->reviews().bar()->lastAction()->trigger();
    seen.push_back(review.position());
    window->reviews().seek(123);
    seen.push_back(review.position());
    EXPECT_EQ(seen[1], seen[0] - 2);
    EXPECT_EQ(seen[3], review.length());
    for (std::size_t p : seen) {
        window->reviews().seek(p);
        EXPECT_EQ(window->game().state(), replayed(review, p)) << "at " << p;
        EXPECT_EQ(std::size_t(window->logPanel()->eventCount()), eventsIn(review, p)) << "at " << p;
        expectCountersWhereTheGameHasThem(*window);
    }
    // Nothing can be played while reviewing; the game in progress is untouched.
    EXPECT_FALSE(window->turns().endPhaseAction()->isEnabled());
    EXPECT_TRUE(window->turns().endPhase().has_value());
    window->closeReview();
    EXPECT_FALSE(window->isReviewing());
    EXPECT_EQ(window->document().session().record(), before);
    EXPECT_EQ(window->game().state(), window->document().game().state());
}

TEST(ReviewTest, PlayingOnFromAPositionIsANewUntitledGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ASSERT_EQ(window->reviews().openFile(kRecord), QString());
    window->reviews().seek(40);
    const GameState shown = window->game().state();
    window->reviews().playOnFromHere();
    EXPECT_FALSE(window->isReviewing());
    EXPECT_EQ(window->document().session().record().lines.size(), 40u);
    EXPECT_EQ(window->game().state(), shown);
    EXPECT_TRUE(window->document().filePath().isEmpty());
    EXPECT_TRUE(window->document().isModified());
}

TEST(ReviewTest, TheGameInProgressIsReviewedFromItsLastPosition) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_FALSE(window->turns().endPhase().has_value());
    const GameState now = window->game().state();
    window->reviews().openGame();
    ASSERT_TRUE(window->isReviewing());
    EXPECT_EQ(window->reviews().review()->position(), window->reviews().review()->length());
    EXPECT_EQ(window->game().state(), now);
    window->reviews().bar()->firstAction()->trigger();
    EXPECT_EQ(window->game().state().phase, Phase::Movement);
    EXPECT_EQ(window->game().state().turn, 1);
    EXPECT_TRUE(window->reviews().bar()->positionText().contains(QStringLiteral("before command 1 of 2")))
        << window->reviews().bar()->positionText().toStdString();
    window->closeReview();
    EXPECT_EQ(window->game().state(), now);
}

TEST(ReviewTest, TheLuckReportCountsTheAttacksUpToThePositionReviewed) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, test::seeded());
    ASSERT_EQ(window->reviews().openFile(kRecord), QString());
    const GameReview& review = *window->reviews().review();
    const LuckReport report = luckReport(review.sharedScenario(), review.options(), review.record());
    ASSERT_GT(report.attacks.size(), 10u);
    // The luck of the two sides always cancels out.
    EXPECT_NEAR(report.total[0] + report.total[1], 0.0, 1e-9);
    const std::size_t middle = report.attacks[report.attacks.size() / 2].line;
    const auto before = std::size_t(std::count_if(report.attacks.begin(), report.attacks.end(),
                                                  [&](const AttackLuck& a) { return a.line < middle; }));
    LuckDialog dialog(report, middle, window.get());
    EXPECT_EQ(std::size_t(dialog.attacks()->rowCount()), before);
    LuckDialog whole(report, review.length(), window.get());
    EXPECT_EQ(std::size_t(whole.attacks()->rowCount()), report.attacks.size());
    const int last = whole.turns()->rowCount() - 1;
    EXPECT_EQ(whole.turns()->item(last, 1)->text().toStdString(), formatLuck(report.total[0]));
    EXPECT_TRUE(luckSummaryHtml(report).contains(QStringLiteral("Luckiest roll")));
}

}  // namespace
}  // namespace eylau::game
