#pragma once
// The game's files, a feature of the game window (docs/playing.md, "Saving and opening games"):
// File > New Game, Open, Open Recent, Save and Save As, the "save changes?" question, and the
// recovery of the game a crashed session autosaved. A game opened or started replaces the one in
// the window only once it has loaded whole; on any error the game in progress is kept.
#include "shared/seats.h"
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <string>

class QAction;
class QMenu;
class QWidget;

namespace eylau {
struct GameOptions;
struct Scenario;
}  // namespace eylau

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class NetworkController;
class PlayHost;
class SeatsController;
class TurnFileController;

class FileController : public QObject {
    Q_OBJECT
public:
    // New Game, Open and Open Recent go into `actions` at `open`, Save and Save As at `save`;
    // dialogs open over `window`. `scenarioFile` is where the scenario came from (empty: the
    // embedded Eylau scenario), which a saved record names.
    FileController(QWidget& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                   NetworkController& network, TurnFileController& turnFiles,
                   std::shared_ptr<const Scenario> scenario, QString scenarioFile, ActionRegistry& actions,
                   MenuPlace open, MenuPlace save);

    // Starts a new game with these options and players (no questions asked).
    void startNewGame(const GameOptions& options, const Seats& seats = {}, std::map<std::string, std::string> names = {});
    // Opens a game record; on any error the current game is kept and the error returned (and,
    // when `interactive`, shown in a message box).
    QString openFile(const QString& path, bool interactive = false);
    // Play-testing an edited scenario (docs/editor.md, "Play-test"): a new game begun at Game-Turn
    // `turn` with the scenario's set-up; or the saved game at `path` replayed on this scenario as
    // far as it still holds (the window says where it stopped and why). An error message, or an
    // empty string; on an error the game in progress is kept.
    QString startNewGameAtTurn(const GameOptions& options, const Seats& seats, int turn);
    QString openReplayedOnScenario(const QString& path);
    // Saves the record to `path`; an error message or an empty string.
    QString saveTo(const QString& path);
    // File > New Game..., Open..., Save, Save As... (asking what they need).
    void newGame();
    void open();
    bool save();
    bool saveAs();
    // Asks to save a changed game first; false when the player cancels.
    bool maybeSave();
    // Offers to recover the autosaved game of a session that did not end cleanly.
    void offerRecovery();

    QAction* newGameAction() const { return newGame_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }

private:
    void fillRecentMenu();
    // Network play ends, the play in progress is forgotten: the window is about to take a game.
    void leavePlay();

    QWidget& window_;
    PlayHost& host_;
    GameDocument& document_;
    SeatsController& seats_;
    NetworkController& network_;
    TurnFileController& turnFiles_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;
    QAction* newGame_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

}  // namespace eylau::game
