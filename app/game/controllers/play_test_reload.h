#pragma once
// File > Reload the Edited Scenario, in a play-test (docs/editor.md, "Play-test"): after an edit
// saved in the editor, the scenario file is read again and the game in progress replayed on it as
// far as it still holds, in a new window of the game started for it; this one then closes, asking
// to save changes first. The record is kept in a file of its own, so nothing is lost if the
// edited scenario refuses part of it.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QWidget;

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class PlayHost;

class PlayTestReload : public QObject {
    Q_OBJECT
public:
    // `scenarioFile`: the scenario played (empty: the program's own, which cannot be reloaded).
    PlayTestReload(QWidget& window, PlayHost& host, GameDocument& document, QString scenarioFile,
                   ActionRegistry& actions, MenuPlace place);

    // Shown only in a play-test of a scenario file.
    void setAvailable(bool playTest);
    QAction* action() const { return action_; }

    // The game program's arguments that reload the game from `record`.
    QStringList arguments(const QString& record) const;
    // Saves the record to `record` and starts the game program on it, after checking that the
    // scenario file still loads; an error message (also shown in the status line), or an empty
    // string when the new window is on its way. `program` empty: this program.
    QString reloadFrom(const QString& record, const QString& program = {});

private:
    void reload();

    QWidget& window_;
    PlayHost& host_;
    GameDocument& document_;
    QString scenarioFile_;
    QAction* action_ = nullptr;
};

}  // namespace eylau::game
