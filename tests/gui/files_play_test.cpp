// Saving and opening game records from the window: save then open gives the same game; a damaged
// or illegal record is refused with a message naming the file and line, and the game in progress
// stays as it was.
#include "controllers/turn_controller.h"
#include "controllers/file_controller.h"
#include "play_test_support.h"

#include "shared/app_settings.h"
#include "panes/log_panel.h"
#include "startup/scenario_lookup.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace eylau::game {
namespace {

GameOptions seeded() {
    GameOptions o;
    o.seed = 4242;
    return o;
}

// Plays a few moves through the document: the first reachable empty hex of the first units.
void playSomeMoves(MainWindow& window, int moves) {
    const Scenario& scenario = window.scenario();
    for (UnitIndex u : unitIndices(scenario)) {
        if (moves <= 0) break;
        for (const Reach& r : window.game().reachable(u)) {
            if (r.friendlyOccupied) continue;
            if (window.document().apply(MoveCommand{scenario.units[u.slot()].id, {r.hex}}).ok()) --moves;
            break;
        }
    }
}

TEST(FilesPlayTest, SaveThenOpenGivesTheSameGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto window = test::playWindow(*scenario, seeded());
    playSomeMoves(*window, 3);
    ASSERT_FALSE(window->turns().endPhase().has_value());
    const GameState played = window->game().state();
    const QString path = dir.filePath(QStringLiteral("game.eylau"));
    EXPECT_TRUE(window->files().saveTo(path).isEmpty());
    EXPECT_FALSE(window->document().isModified());
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("game.eylau")));
    EXPECT_EQ(recentFiles().value(0), QFileInfo(path).absoluteFilePath());

    auto other = test::playWindow(*scenario, seeded());
    EXPECT_TRUE(other->files().openFile(path).isEmpty());
    EXPECT_EQ(other->game().state(), played);
    EXPECT_EQ(other->document().filePath(), path);
    EXPECT_FALSE(other->document().isModified());
    EXPECT_EQ(other->logPanel()->eventCount(), window->logPanel()->eventCount());
}

// New Game's player names: in the title, kept by the record through a save and an open.
TEST(FilesPlayTest, PlayerNamesAreShownAndSavedWithTheGame) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto window = test::playWindow(*scenario, seeded());
    window->files().startNewGame(seeded(), {}, {{"french", "Anne Smith"}, {"allied", "Boris"}});
    EXPECT_TRUE(window->windowTitle().contains(QStringLiteral("Anne Smith (French) v. Boris (Allied)")))
        << window->windowTitle().toStdString();
    const QString path = dir.filePath(QStringLiteral("named.eylau"));
    ASSERT_TRUE(window->files().saveTo(path).isEmpty());
    auto other = test::playWindow(*scenario, seeded());
    ASSERT_TRUE(other->files().openFile(path).isEmpty());
    EXPECT_EQ(other->document().session().record().names.at("french"), "Anne Smith");
    EXPECT_TRUE(other->windowTitle().contains(QStringLiteral("Anne Smith (French)"))) << other->windowTitle().toStdString();
}

// The window writes the scenario file's path into the record; a folder with a blank and a '#' in
// its name once gave saves that could not be read back.
TEST(FilesPlayTest, ScenarioFromAFolderWithABlankGivesSavesThatOpen) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("My Games #1")));
    const QString scenarioFile = dir.filePath(QStringLiteral("My Games #1/eylau.json"));
    ASSERT_EQ(writeScenarioFile(*scenario, QFile::encodeName(scenarioFile).toStdString()), std::nullopt);
    auto window = std::make_unique<MainWindow>(*scenario, seeded(), scenarioFile);
    window->setAutosavePath(QString());
    playSomeMoves(*window, 2);
    const QString path = dir.filePath(QStringLiteral("My Games #1/game one.eylau"));
    ASSERT_TRUE(window->files().saveTo(path).isEmpty());
    EXPECT_EQ(scenarioFileOfRecord(path), scenarioFile);
    auto other = std::make_unique<MainWindow>(*scenario, seeded(), scenarioFile);
    other->setAutosavePath(QString());
    EXPECT_TRUE(other->files().openFile(path).isEmpty());
    EXPECT_EQ(other->game().state(), window->game().state());
}

TEST(FilesPlayTest, ADamagedRecordLeavesTheOpenGameUntouched) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto window = test::playWindow(*scenario, seeded());
    playSomeMoves(*window, 2);
    const GameState before = window->game().state();
    const std::string recordBefore = window->document().session().recordText();

    const QString damaged = dir.filePath(QStringLiteral("damaged.eylau"));
    {
        QFile f(damaged);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("scenario eylau\nseed 3\nend\nmove Tut.1 07x5\n");
    }
    const QString error = window->files().openFile(damaged);
    EXPECT_TRUE(error.contains(QStringLiteral("damaged.eylau: line 4:"))) << error.toStdString();
    EXPECT_EQ(window->game().state(), before);
    EXPECT_EQ(window->document().session().recordText(), recordBefore);
    EXPECT_TRUE(window->document().filePath().isEmpty());
    EXPECT_TRUE(window->document().isModified());

    // A well-formed record with a command the engine refuses (19.2) is no better.
    const QString illegal = dir.filePath(QStringLiteral("illegal.eylau"));
    {
        QFile f(illegal);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("scenario eylau\nseed 3\nend\nend\nmove Tut.1 0715\n");
    }
    const QString refused = window->files().openFile(illegal);
    EXPECT_TRUE(refused.contains(QStringLiteral("illegal.eylau: line 5: [19.2]"))) << refused.toStdString();
    EXPECT_EQ(window->game().state(), before);

    // A missing file, too.
    EXPECT_FALSE(window->files().openFile(dir.filePath(QStringLiteral("missing.eylau"))).isEmpty());
    EXPECT_EQ(window->game().state(), before);
}

TEST(FilesPlayTest, AutosaveIsWrittenAfterEveryPhase) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    QTemporaryDir dir;
    auto window = test::playWindow(*scenario, seeded());
    const QString autosave = dir.filePath(QStringLiteral("autosave.eylau"));
    window->setAutosavePath(autosave);
    playSomeMoves(*window, 1);
    EXPECT_FALSE(QFile::exists(autosave));
    ASSERT_FALSE(window->turns().endPhase().has_value());
    ASSERT_TRUE(QFile::exists(autosave));
    const SessionLoad loaded = GameSession::load(QFile::encodeName(autosave).toStdString(),
                                                 [&](const std::string&, std::string&) {
                                                     return std::make_shared<const Scenario>(*scenario);
                                                 });
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    EXPECT_EQ(loaded.session->state(), window->game().state());
}

}  // namespace
}  // namespace eylau::game
