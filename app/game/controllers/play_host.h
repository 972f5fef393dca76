#pragma once
// What a feature controller of the game window (network play, ...) asks of the window that hosts
// it, and nothing more: the window implements this, and a controller never sees the window's
// class. Each call is something the window does as a whole (redraw, say something in the status
// bar, take a new game), so that no controller reaches into another's part.
#include "shared/seats.h"

#include "eylau/game/command.h"
#include "eylau/scenario/order_of_battle.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <vector>

namespace eylau {
class Game;
class GameSession;
struct Event;
}  // namespace eylau

namespace eylau::game {

class PlayHost {
public:
    virtual ~PlayHost() = default;

    // The game shown: the one played, or in review the one reviewed.
    virtual const Game& game() const = 0;
    // The status bar's message (a hint, or a refusal in red when `problem`) and the last one shown.
    virtual void showMessage(const QString& text, bool problem) = 0;
    virtual QString statusMessage() const = 0;
    // Everything shown again from the game (counters, panels, marks, actions).
    virtual void refresh() = 0;
    virtual void updateTitle() = 0;
    // The actions' enabled states, the turn bar's guidance and the computer's status again, and
    // the computer asked whether it plays now (after a change of who may act).
    virtual void actorsChanged() = 0;
    // The actions' enabled states again (a feature's own state changed).
    virtual void updateActions() = 0;
    // The turn bar's guidance and the actions again (a suggestion shown or taken away).
    virtual void guidanceChanged() = 0;
    // Whether a person plays the side to act now: not the computer, not a review (the actions'
    // enabling asks this; a network game's own refusals come from its controller).
    virtual bool personActsNow() const = 0;
    // Whether a person may act now (not the computer, a review or the remote opponent); when
    // `explain`, the status bar says why not.
    virtual bool personMayAct(bool explain) = 0;
    // Asks to save a changed game first; false when the player cancels.
    virtual bool maybeSave() = 0;
    // Forgets the play in progress (the computer's turn, an attack, a selection, what was asked)
    // before the window takes another game.
    virtual void forgetPlay() = 0;
    // Takes `session` as the window's game: selections, attack and computer start afresh.
    virtual void replaceGame(std::unique_ptr<GameSession> session) = 0;
    virtual bool isReviewing() const = 0;
    virtual void closeReview() = 0;
    // Reviews the window's game from `position`.
    virtual void reviewFrom(std::size_t position) = 0;
    // A command another player gave, marked on the map and shown after `who` (showPlayed).
    virtual void showPlayed(const QString& who, const Command& command, const std::vector<Event>& events,
                            bool personSees) = 0;
    // Who plays each side from now on.
    virtual void setSeats(const Seats& seats) = 0;
    // Whether the seat of `side` may be changed from the Game menu (not the remote opponent's).
    virtual void setSeatChoice(Side side, bool enabled) = 0;
};

}  // namespace eylau::game
