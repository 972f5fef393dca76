#pragma once
// A game against a remote opponent (docs/playing.md, "Playing a remote opponent"), one feature of
// the game window: Game > Host Network Game..., Join Network Game..., Show Invitation..., Leave
// Network Game; the Network dock (chat, the connection's events, refusals, strangers refused at
// the door); the status bar's line about the link, in the colour of its state. In a network game
// the window acts for its side only: every command it would apply goes to the NetworkGame (the
// document's route), and the document takes only what both programs agreed on (Applied notices,
// with the dice both revealed). Undo and redo are off: the opponent has seen the move.
#include "dialogs/network_dialog.h"
#include "keys/menu_place.h"

#include "eylau/scenario/order_of_battle.h"

#include <QObject>
#include <QString>

#include <memory>
#include <string>

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;

namespace eylau {
struct RemoteNotice;
struct Scenario;
}  // namespace eylau

namespace eylau::net {
class NetworkGame;
}

namespace eylau::game {

class ActionRegistry;
class ChatPanel;
class InvitationDialog;
class LazyPane;
class CombatController;
class ComputerTurns;
class GameDocument;
class PlayHost;
class TakebackController;

class NetworkController : public QObject {
    Q_OBJECT
public:
    // The Network dock and the status bar's label go into `window`; the actions into `actions`
    // at `place`. The game is the document's, played on `scenario`; `scenarioFile` is empty for
    // the embedded Eylau scenario (a network game is played on it only).
    NetworkController(QMainWindow& window, PlayHost& host, GameDocument& document, ComputerTurns& computer,
                      CombatController& combat, std::shared_ptr<const Scenario> scenario, QString scenarioFile,
                      ActionRegistry& actions, MenuPlace place);
    ~NetworkController() override;

    // Hosts or joins as `start` says; an error message, or an empty string. From then on the
    // window acts for its side only, through the network game.
    QString start(const NetworkStart& start);
    // Ends network play (the game stays open, and its save is kept for Resume); `ask`: asks first.
    bool leave(bool ask);
    // Ends network play without asking or saying so (a new game or a game opened takes its place).
    void end();
    // Asks the player what to host or join (Game > Host/Join Network Game...).
    void ask(bool host);
    // The host's invitation (code, address, port), in a window of its own.
    void showInvitation();
    // Shows in `dialog` what the host's router did with the port, now and as it answers.
    void followRouter(InvitationDialog* dialog);

    // The network game in progress, or nullptr.
    net::NetworkGame* game() const { return network_; }
    bool isActive() const { return network_ != nullptr; }
    // Whether this program plays `side` in a network game.
    bool playsHere(Side side) const;
    // Whether the remote opponent is to act now, so that no one here may (the game not over).
    bool opponentActs() const;
    // Why this window waits ("The die is being rolled with the opponent's program."), or empty.
    QString waitText() const;
    // The status bar's line about the network game ("Network: connected to ..."), or empty.
    QString status() const;

    // The Network dock's panel, made when first asked for or shown (shared/lazy_pane.h).
    ChatPanel* chatPanel() const;
    QDockWidget* chatDock() const { return chatDock_; }
    QAction* hostAction() const { return hostAction_; }
    QAction* joinAction() const { return joinAction_; }
    QAction* leaveAction() const { return leaveAction_; }
    QAction* showInvitationAction() const { return invitationAction_; }
    // Taking back moves by consent: asking, the opponent's question, the answer.
    TakebackController& takeback() const { return *takeback_; }

    // Where the network games' saves go (tests); empty: the program's data folder.
    void setSaveFolder(const QString& folder) { saveFolder_ = folder; }
    QString savePath(bool host) const;
    // The host: the one address listened on, or empty for all.
    QString listenAddress() const { return listenAddress_; }

private:
    void onNotice(const RemoteNotice& notice);
    void showState();
    bool mirror(const std::string& recordText);
    QString opponentName() const;

    QMainWindow& window_;
    PlayHost& host_;
    GameDocument& document_;
    ComputerTurns& computer_;
    CombatController& combat_;
    std::shared_ptr<const Scenario> scenario_;
    QString scenarioFile_;

    net::NetworkGame* network_ = nullptr;
    LazyPane* chat_ = nullptr;
    QDockWidget* chatDock_ = nullptr;
    QLabel* label_ = nullptr;
    QAction* hostAction_ = nullptr;
    QAction* joinAction_ = nullptr;
    QAction* leaveAction_ = nullptr;
    QAction* invitationAction_ = nullptr;
    QString saveFolder_;
    QString listenAddress_;  // the host: the one address listened on, or empty for all
    QString problem_;        // the link's last problem shown in the status bar
    QString myName_;         // this player's name in the network game
    TakebackController* takeback_ = nullptr;
};

}  // namespace eylau::game
