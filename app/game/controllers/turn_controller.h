#pragma once
// The turn's own commands, a feature of the game window: Edit > Undo and Redo (named for the
// command they take back or make again), Game > End Phase (3.0; a refusal names its case and
// marks its hexes), Release a Russian Division (19.3; asked once when a release opens), and the
// game-over window when the game ends. The engine says when each may be done, and why not.
#include <QObject>
#include <QString>

#include "eylau/map/hex.h"

#include <optional>
#include <vector>

class QAction;
class QWidget;

namespace eylau::game {

class ActionRegistry;
class FileController;
class GameDocument;
class MovementController;
class NetworkController;
class PlayHost;
class SeatsController;

class TurnController : public QObject {
    Q_OBJECT
public:
    // The actions are made here and enabled by `actions`' update; the window places them in its
    // menus. Dialogs open over `window`.
    TurnController(QWidget& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                   NetworkController& network, FileController& files, MovementController& movement,
                   ActionRegistry& actions);

    // Ends the current phase; a refusal is shown (and returned) with the hexes it concerns.
    std::optional<QString> endPhase();
    void undo();
    void redo();
    // The release dialog (19.3), or the engine's reason why no division may be released now.
    void askRelease();
    // The actions' words again: what Undo and Redo would do, why no release.
    void updateActions();
    // After a change of the game played: a release asked as it opens, the game-over window once
    // (again only after a game taken anew).
    void afterChange();
    // A game taken anew: nothing asked yet.
    void forget();

    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    QAction* endPhaseAction() const { return endPhase_; }
    QAction* releaseAction() const { return release_; }

signals:
    // End Phase was refused: the engine's words and the hexes its refusal concerns.
    void endPhaseRefused(const QString& text, const std::vector<Hex>& hexes);
    // The game-over window's Analyse the Game.
    void analyseRequested();

private:
    QWidget& window_;
    PlayHost& host_;
    GameDocument& document_;
    SeatsController& seats_;
    NetworkController& network_;
    FileController& files_;
    MovementController& movement_;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* endPhase_ = nullptr;
    QAction* release_ = nullptr;
    bool releaseAsked_ = false;
    bool gameOverShown_ = false;
};

}  // namespace eylau::game
