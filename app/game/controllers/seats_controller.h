#pragma once
// Who plays each side, a feature of the game window (docs/playing.md, docs/computer-opponent.md):
// Game > French Played By and Allies Played By (a person, or the computer at a level), Pause
// Computer, Computer Pace, and the computer's part of the status bar. It owns the computer's turns
// (ComputerTurns), which play the computer's side after every change of the game.
#include "shared/seats.h"
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

#include <array>

class QAction;
class QActionGroup;
class QMainWindow;

namespace eylau::game {

class ActionRegistry;
class ComputerStatus;
class ComputerTurns;
class GameDocument;
class PlayHost;

class SeatsController : public QObject {
    Q_OBJECT
public:
    // The menus go into `actions` at `place`, the computer's status into `window`'s status bar.
    SeatsController(QMainWindow& window, PlayHost& host, GameDocument& document, ActionRegistry& actions,
                    MenuPlace place);
    ~SeatsController() override;

    ComputerTurns& computer() const { return *computer_; }
    ComputerStatus& status() const { return *status_; }
    QAction* pauseAction() const { return pause_; }
    const Seats& seats() const;

    // Who plays each side from now on: the record's players, the computer's seats and the menus.
    void setSeats(const Seats& seats);
    // The seats the game's record names (after New, Open, a recovery): the computer starts afresh
    // and unpaused; a level the record names but this program does not know is reported.
    void takeSeatsFromRecord();
    // Whether the seat of `side` may be changed from the Game menu (not the remote opponent's).
    void setSeatChoice(Side side, bool enabled);
    // "Computer (Normal), French": who gave a command of the computer's.
    QString playedBy(Side side) const;
    // Why a person may not act now because the computer plays, for the status bar; empty when a
    // person may.
    QString whyPersonWaits() const;
    // The turn bar's words while the computer plays; empty when a person may act.
    QString computerPlaysText() const;

signals:
    // The computer could not play (a refusal of its command, a worker's error): it is paused.
    void problem(const QString& text);

private:
    void showSeats();
    void showPause();

    PlayHost& host_;
    GameDocument& document_;
    ComputerTurns* computer_ = nullptr;
    ComputerStatus* status_ = nullptr;
    QAction* pause_ = nullptr;
    std::array<QActionGroup*, 2> seatGroups_{};
};

}  // namespace eylau::game
