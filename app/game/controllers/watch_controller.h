#pragma once
// Watching a live game, one feature of the game window (docs/playing.md, "Watching a game";
// docs/remote-play.md, "Spectators").
//
// * The spectator: Game > Watch a Game... (or `eylau --watch INVITATION`) takes an invitation to
//   watch; the window's game becomes the host's, shown as in review and following live: each
//   command both players agree on moves the review to the latest position, unless the spectator
//   has stepped back ("Watching, live" in the review bar, or how far behind). Nothing can be
//   played: the review stays open, every command the window would apply is refused, the
//   computer plays no side. Game > Stop Watching keeps the copy as a game of its own.
// * The host: Game > Invite Spectators... opens the door to spectators (a watch code of their
//   own) and shows the invitation to watch; the Network dock lists who watches and logs who comes
//   and goes; the opponent's program is told, and lists them too (NetworkController).
#include "keys/menu_place.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <string>

class QAction;
class QLabel;
class QMainWindow;

namespace eylau {
struct Scenario;
struct WatchNotice;
}  // namespace eylau

namespace eylau::net {
class SpectatorHub;
class WatchingGame;
}  // namespace eylau::net

namespace eylau::game {

class ActionRegistry;
class ComputerTurns;
class GameDocument;
class NetworkController;
class PlayHost;
class ReviewController;

class WatchController : public QObject {
    Q_OBJECT
public:
    WatchController(QMainWindow& window, PlayHost& host, GameDocument& document, ComputerTurns& computer,
                    NetworkController& network, ReviewController& reviews, std::shared_ptr<const Scenario> scenario,
                    QString scenarioFile, ActionRegistry& actions, MenuPlace place);
    ~WatchController() override;

    // The spectator: watches the game of `invitation` (a line to watch), showing `name` to the
    // players; an error message, or an empty string.
    QString watch(const QString& invitation, const QString& name);
    // Asks for the invitation and the name (Game > Watch a Game...).
    void ask();
    // Stops following; the copy stays open as a game of its own.
    void stopWatching();
    bool isWatching() const { return watching_ != nullptr; }
    net::WatchingGame* watching() const { return watching_; }

    // The host: opens the door to spectators of the network game hosted here and, when `show`,
    // shows the invitation to watch; an error message, or an empty string.
    QString inviteSpectators(bool show);
    net::SpectatorHub* spectators() const;

    // The status bar's line while watching, or empty.
    QString status() const;

    QAction* watchAction() const { return watchAction_; }
    QAction* inviteAction() const { return inviteAction_; }
    QAction* stopAction() const { return stopAction_; }

private:
    void onNotice(const WatchNotice& notice);
    void showState();
    bool mirror(const std::string& recordText);
    void event(const QString& text, bool problem);

    QMainWindow& window_;
    PlayHost& host_;
    GameDocument& document_;
    ComputerTurns& computer_;
    NetworkController& network_;
    ReviewController& reviews_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;

    net::WatchingGame* watching_ = nullptr;
    QPointer<net::SpectatorHub> hub_;
    QAction* watchAction_ = nullptr;
    QAction* inviteAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QLabel* label_ = nullptr;
    bool mirroring_ = false;  // the window's game is being replaced by the copy: the review's closing is ours
};

}  // namespace eylau::game
