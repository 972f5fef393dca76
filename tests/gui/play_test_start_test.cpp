// Play-testing an edited scenario from the game's side (docs/editor.md, "Play-test"): a new game
// begun at a later Game-Turn, and a saved game replayed on the scenario as far as it holds.
#include "controllers/file_controller.h"
#include "play_test_support.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QFile>
#include <QTemporaryDir>

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

}  // namespace
}  // namespace eylau::game
