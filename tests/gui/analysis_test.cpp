// Analyse This Game (docs/analysis.md): the game reviewed is analysed off the GUI thread with a
// progress bar, kept beside its record and found there again; at a marked turn the computer's plan
// is drawn in the hint style beside the turn as played, with the reason; cancelling keeps nothing.
#include "controllers/analysis_controller.h"
#include "controllers/review_controller.h"
#include "dialogs/game_over_dialog.h"
#include "map/map_overlay.h"
#include "play_test_support.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"

#include "startup/scenario_source.h"

#include <QAction>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <filesystem>

namespace eylau::game {
namespace {

using Group = MapOverlay::Group;
constexpr int kWait = 120000;  // the teaching battle at the quick depth, on a loaded machine

const Scenario* grunauMill() {
    static const ScenarioSource source = loadScenario(QStringLiteral(":/scenarios/teaching.json"));
    if (!source.load.ok()) return nullptr;
    return &*source.load.scenario;
}

// A window holding the teaching battle's golden game, saved as `path`.
std::unique_ptr<MainWindow> windowWithGame(const QString& path) {
    const Scenario* scenario = grunauMill();
    if (!scenario) return nullptr;
    auto window = test::playWindow(*scenario);
    const std::string golden = std::string(EYLAU_TEST_DATA_DIR) + "/golden/teaching-greedy-greedy-17.eylau";
    std::filesystem::copy_file(golden, path.toStdString(), std::filesystem::copy_options::overwrite_existing);
    const auto shared = window->document().session().sharedScenario();
    const ScenarioLookup lookup = [shared](const std::string&, std::string&) { return shared; };
    SessionLoad loaded = GameSession::load(path.toStdString(), lookup);
    EXPECT_TRUE(loaded.ok()) << loaded.error;
    if (!loaded.ok()) return nullptr;
    window->document().replace(std::move(loaded.session), path, false);
    return window;
}

// The teaching battle's golden game in a window, saved in a folder of its own.
struct SavedGame {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("mill.eylau"));
    std::unique_ptr<MainWindow> window = windowWithGame(path);
    std::string analysisPath() const { return ai::analysisPathFor(path.toStdString()); }
};

void waitForAnalysis(MainWindow& window) {
    QTRY_VERIFY_WITH_TIMEOUT(!window.analysis().isRunning(), kWait);
}

TEST(AnalysisTest, AnalyseThisGameReviewsItAnalysesItOffTheGuiThreadAndKeepsItBesideTheRecord) {
    SavedGame game;
    const QString& path = game.path;
    MainWindow* window = game.window.get();
    ASSERT_TRUE(window);
    QAction* analyse = window->analysis().analyseAction();
    EXPECT_EQ(analyse->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    window->analysis().setDeep(false);
    analyse->trigger();
    EXPECT_TRUE(window->isReviewing());
    EXPECT_TRUE(window->analysis().isRunning());
    EXPECT_EQ(analyse->text(), QStringLiteral("Cancel &Analysis"));
    waitForAnalysis(*window);
    const ai::GameAnalysis* analysis = window->analysis().analysis();
    ASSERT_NE(analysis, nullptr) << window->statusMessage().toStdString();
    EXPECT_FALSE(analysis->turns.empty());
    EXPECT_EQ(analysis->settings.depth, ai::AnalysisDepth::Quick);
    EXPECT_EQ(analysis->recordDigest, ai::recordDigestFor(window->document().session()));
    EXPECT_EQ(analyse->text(), QStringLiteral("&Analyse This Game"));
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("kept beside the game as mill.eylau-analysis")))
        << window->statusMessage().toStdString();
    const ai::AnalysisLoad kept = ai::loadAnalysis(ai::analysisPathFor(path.toStdString()));
    ASSERT_TRUE(kept.analysis) << kept.error;
    EXPECT_EQ(kept.analysis->turns.size(), analysis->turns.size());

    // Reviewed again, the game's analysis is there at once, not worked out again.
    window->reviews().close();
    EXPECT_EQ(window->analysis().analysis(), nullptr);
    window->reviews().openGame();
    EXPECT_FALSE(window->analysis().isRunning());
    ASSERT_NE(window->analysis().analysis(), nullptr);
    EXPECT_EQ(window->analysis().analysis()->turns.size(), kept.analysis->turns.size());
    analyse->trigger();
    EXPECT_FALSE(window->analysis().isRunning());
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("analysed already"))) << window->statusMessage().toStdString();
}

TEST(AnalysisTest, AMarkedTurnShowsTheComputersPlanBesideTheTurnPlayedWithItsReason) {
    SavedGame game;
    const QString& path = game.path;
    MainWindow* window = game.window.get();
    ASSERT_TRUE(window);
    // The game's own analysis, its second turn marked a blunder.
    ai::AnalysisSettings settings;
    settings.threads = 2;
    ai::GameAnalysis analysis = ai::analyseGame(window->document().session(), settings);
    ASSERT_GE(analysis.turns.size(), 2u);
    for (ai::TurnAnalysis& t : analysis.turns) t.mark = ai::TurnMark::None;
    ai::TurnAnalysis& marked = analysis.turns[1];
    marked.mark = ai::TurnMark::Blunder;
    marked.cost = 14.25;
    ASSERT_FALSE(marked.plan.empty());
    ASSERT_FALSE(ai::saveAnalysis(analysis, ai::analysisPathFor(path.toStdString())));

    window->reviews().openGame();
    ASSERT_NE(window->analysis().analysis(), nullptr);
    EXPECT_EQ(window->analysis().turnShown(), nullptr);  // the end of the game: no turn starts here
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());

    window->reviews().seek(marked.start);
    ASSERT_NE(window->analysis().turnShown(), nullptr);
    EXPECT_EQ(window->analysis().turnShown()->start, marked.start);
    EXPECT_FALSE(window->overlay().items(Group::Hint).isEmpty());      // the plan, hint style
    EXPECT_FALSE(window->overlay().items(Group::LastTurn).isEmpty());  // the turn played
    const QString reason = window->statusMessage();
    EXPECT_TRUE(reason.contains(QStringLiteral("a blunder, costing 14.3 VP against the computer's plan")))
        << reason.toStdString();

    // Elsewhere, and once the review closes, the marks go.
    window->reviews().seek(marked.start + 1);
    EXPECT_EQ(window->analysis().turnShown(), nullptr);
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
    window->reviews().seek(marked.start);
    window->reviews().close();
    EXPECT_TRUE(window->overlay().items(Group::Hint).isEmpty());
}

TEST(AnalysisTest, AnAnalysisOfAnotherRecordIsNotShown) {
    SavedGame game;
    const QString& path = game.path;
    MainWindow* window = game.window.get();
    ASSERT_TRUE(window);
    ai::GameAnalysis foreign;
    foreign.recordDigest = std::string(64, '0');
    foreign.complete = true;
    foreign.turns.resize(1);
    ASSERT_FALSE(ai::saveAnalysis(foreign, ai::analysisPathFor(path.toStdString())));
    window->reviews().openGame();
    EXPECT_EQ(window->analysis().analysis(), nullptr);
}

TEST(AnalysisTest, CancellingStopsItAndKeepsNothing) {
    SavedGame game;
    const QString& path = game.path;
    MainWindow* window = game.window.get();
    ASSERT_TRUE(window);
    window->analysis().setDeep(true);
    window->analysis().analyseAction()->trigger();
    ASSERT_TRUE(window->analysis().isRunning());
    window->analysis().analyseAction()->trigger();  // Cancel Analysis
    EXPECT_FALSE(window->analysis().isRunning());
    EXPECT_EQ(window->statusMessage(), QStringLiteral("Analysis cancelled."));
    QTest::qWait(200);
    EXPECT_EQ(window->analysis().analysis(), nullptr);
    EXPECT_FALSE(QFile::exists(QString::fromStdString(ai::analysisPathFor(path.toStdString()))));
    window->analysis().setDeep(false);
}

TEST(AnalysisTest, TheGameOverWindowOffersTheAnalysis) {
    const Scenario* scenario = grunauMill();
    ASSERT_NE(scenario, nullptr);
    const Game game(std::make_shared<const Scenario>(*scenario), GameOptions{});
    GameOverDialog over(game, LuckReport{});
    QSignalSpy asked(&over, &GameOverDialog::analyseRequested);
    ASSERT_NE(over.analyseButton(), nullptr);
    EXPECT_EQ(over.analyseButton()->text(), QStringLiteral("&Analyse the Game"));
    over.analyseButton()->click();
    EXPECT_EQ(asked.count(), 1);
}

}  // namespace
}  // namespace eylau::game
