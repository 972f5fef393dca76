// Play-testing an edited scenario from the game's side (docs/editor.md, "Play-test"): a new game
// begun at a later Game-Turn, and a saved game replayed on the scenario as far as it holds.
#include "controllers/file_controller.h"
#include "controllers/play_test_reload.h"
#include "keys/action_registry.h"
#include "play_test_support.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

namespace eylau::game {
namespace {

const QString kRecord = QStringLiteral(EYLAU_TEST_DATA_DIR "/golden/eylau-greedy-greedy-14.eylau");

GameOptions seeded() {
    GameOptions o;
    o.seed = 4242;
    return o;
}

TEST(PlayTestStartWindow, BeginsAtTheChosenGameTurn) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    EXPECT_TRUE(window->files().startNewGameAtTurn(seeded(), {}, 4).isEmpty()) << window->statusMessage().toStdString();
    EXPECT_EQ(window->game().turn(), 4);
    EXPECT_EQ(window->game().phase(), Phase::Movement);
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("Game-Turn 4"))) << window->statusMessage().toStdString();
}

TEST(PlayTestStartWindow, GameTurnOffTheTrackRefusedAndTheGameKept) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    const QString error = window->files().startNewGameAtTurn(seeded(), {}, 99);
    EXPECT_TRUE(error.contains(QStringLiteral("99"))) << error.toStdString();
    EXPECT_EQ(window->game().turn(), 1);
}

TEST(PlayTestStartWindow, SavedGameReplayedWhole) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    EXPECT_TRUE(window->files().openReplayedOnScenario(kRecord).isEmpty()) << window->statusMessage().toStdString();
    EXPECT_TRUE(window->game().gameOver());
    EXPECT_TRUE(window->statusMessage().contains(QStringLiteral("replayed whole"))) << window->statusMessage().toStdString();
    // A new game: Save asks for a name, and the saved game of the old scenario stays as it was.
    EXPECT_TRUE(window->document().filePath().isEmpty());
}

TEST(PlayTestStartWindow, SavedGameReplayedAsFarAsItHolds) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QFile golden(kRecord);
    ASSERT_TRUE(golden.open(QIODevice::ReadOnly));
    QStringList lines = QString::fromUtf8(golden.readAll()).split(QLatin1Char('\n'));
    // Line 31 of the copy becomes a move the scenario refuses (Des.1 cannot reach the far corner).
    lines.insert(30, QStringLiteral("move Des.1 0101"));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile copy(dir.filePath(QStringLiteral("edited.eylau")));
    ASSERT_TRUE(copy.open(QIODevice::WriteOnly));
    copy.write(lines.join(QLatin1Char('\n')).toUtf8());
    copy.close();

    auto window = test::playWindow(*scenario, seeded());
    EXPECT_TRUE(window->files().openReplayedOnScenario(copy.fileName()).isEmpty());
    EXPECT_EQ(window->document().session().record().lines.size(), 28u);  // lines 3-30
    const QString said = window->statusMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("28 of"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("line 31"))) << said.toStdString();
}

TEST(PlayTestStartWindow, UnreadableRecordKeepsTheGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = test::playWindow(*scenario, seeded());
    const QString error = window->files().openReplayedOnScenario(QStringLiteral("/nonexistent/game.eylau"));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(window->game().turn(), 1);
    EXPECT_TRUE(window->document().session().record().lines.empty());
}

// File > Reload the Edited Scenario: only in a play-test of a scenario file; it keeps the record
// in a file and starts the game on the edited scenario replaying it (here a stand-in program that
// writes down its arguments); a scenario file that no longer loads is said, and nothing started.
TEST(PlayTestStartWindow, ReloadTheEditedScenarioReplaysTheGameInANewWindow) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString scenarioFile = dir.filePath(QStringLiteral("edited.json"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(EYLAU_TEST_DATA_DIR "/../../data/scenarios/eylau.json"), scenarioFile));
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    auto window = std::make_unique<MainWindow>(*scenario, seeded(), scenarioFile);
    window->setAutosavePath(QString());
    auto* reload = window->findChild<PlayTestReload*>();
    ASSERT_NE(reload, nullptr);
    EXPECT_FALSE(reload->action()->isVisible());  // not a play-test
    window->setPlayTest(true);
    EXPECT_TRUE(reload->action()->isVisible());
    EXPECT_EQ(window->actionRegistry().action(QStringLiteral("reloadEditedScenario")), reload->action());
    ASSERT_TRUE(window->files().startNewGameAtTurn(seeded(), {}, 3).isEmpty());

    const QString said = dir.filePath(QStringLiteral("arguments.txt"));
    QFile game(dir.filePath(QStringLiteral("game")));
    ASSERT_TRUE(game.open(QIODevice::WriteOnly));
    game.write(QStringLiteral("#!/bin/sh\necho \"$@\" > '%1.part' && mv '%1.part' '%1'\n").arg(said).toUtf8());
    game.close();
    game.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString record = dir.filePath(QStringLiteral("kept.eylau"));
    ASSERT_EQ(reload->reloadFrom(record, game.fileName()), QString());
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(said) && waited.elapsed() < 20000) QThread::msleep(20);
    QFile arguments(said);
    ASSERT_TRUE(arguments.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(arguments.readAll().trimmed()),
              QStringLiteral("--play-test %1 --replay %2").arg(scenarioFile, record));
    // The record kept is the game's, whole.
    QFile kept(record);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll().toStdString(), window->document().session().recordText());

    // An edit that breaks the scenario: said, nothing started.
    QFile broken(scenarioFile);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("{\"format\": \"eylau-scenario\"");
    broken.close();
    const QString error = reload->reloadFrom(dir.filePath(QStringLiteral("again.eylau")), game.fileName());
    EXPECT_TRUE(error.contains(QStringLiteral("edited.json"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("again.eylau"))));
}

}  // namespace
}  // namespace eylau::game
