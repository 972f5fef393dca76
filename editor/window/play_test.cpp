#include "window/play_test.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>
#include <QProcess>

namespace eylau::editor {

QString findGame(const QString& editorDir) {
    const QFileInfo game(QDir(editorDir).filePath(QStringLiteral("eylau")));
    return game.isFile() && game.isExecutable() ? game.absoluteFilePath() : QString();
}

QString startGame(const QString& gameProgram, const QString& scenarioFile, const QStringList& arguments) {
    if (gameProgram.isEmpty()) return QObject::tr("The game (eylau) was not found beside the editor.");
    // --play-test: the game's window says that it runs a scenario being edited.
    if (!QProcess::startDetached(gameProgram, QStringList{QStringLiteral("--play-test"), scenarioFile} + arguments))
        return QObject::tr("The game %1 could not be started.").arg(gameProgram);
    return {};
}

}  // namespace eylau::editor
