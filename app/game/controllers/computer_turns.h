#pragma once
// The computer opponent in the window (docs/computer-opponent.md, docs/playing.md): whenever the
// side that must act (ai::sideToAct) is played by the computer, it thinks on a worker thread over
// its own copy of the game, reporting progress, and then plays its commands one at a time through
// the GameDocument at the chosen pace, so each move is seen on the map and logged with its cases.
// Every command passes the engine's legality check; a refusal pauses the computer and says so.
// The person can pause it (and then play its side by hand) or resume it at any time.
#include "shared/seats.h"

#ifndef Q_MOC_RUN
#include "eylau/ai/computer_opponent.h"
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#endif

#include <QList>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QThread;
class QTimer;

namespace eylau {
class Game;
}

namespace eylau::game {

class GameDocument;

class ComputerTurns : public QObject {
    Q_OBJECT
public:
    explicit ComputerTurns(GameDocument& document, QObject* parent = nullptr);
    ~ComputerTurns() override;

    const Seats& seats() const { return seats_; }
    // Who plays each side from now on; a side given to a person stops the computer at once.
    void setSeats(const Seats& seats);

    // The side that must give the next command (nullopt: the game is over).
    std::optional<Side> sideToAct() const;
    // The side that must act now is the computer's (whether or not it is paused).
    bool computersMove() const;
    // The computer is playing now: thinking or about to play what it decided.
    bool isBusy() const { return thinking_ || !queue_.empty(); }
    bool isThinking() const { return thinking_; }
    bool isPaused() const { return paused_; }
    // A person may give the next command: a person's side acts, or the computer is paused (and,
    // in a network game, this program may give it).
    bool personMayAct() const { return mayActHere() && (!computersMove() || paused_); }

    // A game played over the network (network_game.h): `mayAct` says whether this program may
    // give the next command now (its side is to act, the two programs agree on the record, no
    // dice exchange is open). Neither the person nor the computer acts while it says no: the
    // opponent's commands come from his program. An empty function ends it.
    void setRemote(std::function<bool()> mayAct);
    bool isRemote() const { return static_cast<bool>(mayAct_); }

    // Pausing stops the thinking at once and drops what was decided but not yet played.
    void setPaused(bool paused);
    // The wait between two of the computer's commands (0: as fast as it decides).
    void setPace(std::chrono::milliseconds pace) { pace_ = pace; }
    std::chrono::milliseconds pace() const { return pace_; }
    // A budget of work instead of the level's time (tests: the same play on any machine);
    // nullopt: the level's time.
    void setWork(std::optional<ai::WorkBudget> work) { work_ = work; }

    // Looks at the game and starts the computer when it is its turn to act. Called after every
    // change of the game (queued, so never from inside a command).
    void poke();
    // Stops the thinking, forgets the plan (a new game, an opened file).
    void reset();

signals:
    void thinkingStarted(Side side, ai::Level level);
    void progressed(double fraction);
    // A command of the computer's was played: the command, its events, and the hexes it concerned.
    void played(Side side, const Command& command, const std::vector<Event>& events);
    // Something went wrong (a refusal, nothing to do): the computer is paused.
    void problem(const QString& text);
    // Busy, paused or seats changed.
    void stateChanged();

private:
    struct Job;
    bool mayActHere() const { return !mayAct_ || mayAct_(); }
    void start(Side side, ai::Level level);
    void decided(std::uint64_t generation, std::vector<Command> commands);
    void playNext();
    void stopThinking();

    GameDocument& document_;
    Seats seats_;
    bool paused_ = false;
    bool thinking_ = false;
    std::chrono::milliseconds pace_{250};
    std::optional<ai::WorkBudget> work_;
    std::uint64_t generation_ = 0;  // a decision from an older generation is dropped
    std::shared_ptr<std::atomic<bool>> cancel_;
    QList<QPointer<QThread>> workers_;
    std::deque<Command> queue_;
    std::optional<Side> queueSide_;
    QTimer* timer_;
    std::function<bool()> mayAct_;
    bool held_ = false;  // a command decided waits until this program may give it (a network game)
};

}  // namespace eylau::game
