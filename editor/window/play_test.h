#pragma once
// "Play-test": starts the game, `eylau`, on a scenario file. The game is looked for beside the
// editor's own program (they are built and installed into one folder).
#include <QString>
#include <QStringList>

namespace eylau::editor {

// The game's program beside `editorDir`, or an empty string when it is not there.
QString findGame(const QString& editorDir);

// Starts the game on `scenarioFile` as a separate process, with `arguments` after it (how the game
// begins: play_test_dialog.h). Returns an error message for the user, or an empty string when the
// game started.
QString startGame(const QString& gameProgram, const QString& scenarioFile, const QStringList& arguments = {});

}  // namespace eylau::editor
