// File > Play-test: the game begun at Game-Turn 1, at a later Game-Turn, or on a saved game
// replayed as far as the edited scenario lets it; the choice reaches the game's command line.
#include "window/play_test.h"
#include "window/play_test_dialog.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

namespace eylau::editor {
namespace {

TEST(PlayTestDialog, BeginsAtGameTurnOneUnlessAskedOtherwise) {
    PlayTestDialog dialog(9);
    EXPECT_TRUE(dialog.gameArguments().isEmpty());
    dialog.beginAtGameTurn(4);
    EXPECT_EQ(dialog.gameArguments(), (QStringList{QStringLiteral("--game-turn"), QStringLiteral("4")}));
    dialog.beginAtGameTurn(1);
    EXPECT_TRUE(dialog.gameArguments().isEmpty());
}

TEST(PlayTestDialog, GameTurnsStayOnTheScenarioTrack) {
    PlayTestDialog dialog(9);
    dialog.beginAtGameTurn(12);
    EXPECT_EQ(dialog.gameArguments().value(1), QStringLiteral("9"));
    dialog.setLastTurn(5);
    EXPECT_EQ(dialog.gameArguments().value(1), QStringLiteral("5"));
}

TEST(PlayTestDialog, ReplaysASavedGameByItsWholePath) {
    PlayTestDialog dialog(9);
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.eylau"));
    dialog.replaySavedGame(record);
    EXPECT_EQ(dialog.gameArguments(), (QStringList{QStringLiteral("--replay"), record}));
}

TEST(PlayTestDialog, TheChoiceReachesTheGamesCommandLine) {
    QTemporaryDir dir;
    const QString said = dir.filePath(QStringLiteral("arguments.txt"));
    QFile game(dir.filePath(QStringLiteral("eylau")));
    ASSERT_TRUE(game.open(QIODevice::WriteOnly));
    game.write(QStringLiteral("#!/bin/sh\necho \"$@\" > '%1.part' && mv '%1.part' '%1'\n").arg(said).toUtf8());
    game.close();
    game.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    PlayTestDialog dialog(9);
    dialog.beginAtGameTurn(6);
    ASSERT_EQ(startGame(game.fileName(), QStringLiteral("x.json"), dialog.gameArguments()), QString());
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(said) && waited.elapsed() < 20000) QThread::msleep(20);
    QFile arguments(said);
    ASSERT_TRUE(arguments.open(QIODevice::ReadOnly));
    EXPECT_EQ(arguments.readAll().trimmed(), QByteArray("--play-test x.json --game-turn 6"));
}

}  // namespace
}  // namespace eylau::editor
