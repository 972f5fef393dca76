#pragma once
// A game played against a remote opponent (docs/playing.md, "Playing a remote opponent"): the
// engine's RemoteGame (the protocol, the shared dice, the checks) carried by a PeerLink. Every
// message received goes to the RemoteGame; after each change its save (the record, the
// invitation's code and any open dice exchange) is written to disk, atomically and readable by
// its owner only, before anything is sent, so that a program
// stopped at any moment resumes from that file (NetworkGame::resume) without losing or re-rolling
// a die. What happens is re-emitted for the window: the engine's notices (a command applied, a
// new game, chat, refusals, a stop) and the link's events.
//
// A link that goes down keeps the game: the guest tries again every 3 s until it is back or the
// player leaves; the host goes on listening. When the opponent owes an answer (a dice exchange,
// agreeing on the record) for 60 s, the player is told; nothing here ever waits on the GUI thread.
//
// The game is played with an invitation's code (eylau/remote/invitation.h), kept in its save:
// the link is encrypted with it, and only a program that holds it reaches the game. Connections
// the host's door closed are told to the player, the first few each minute one by one and the
// rest counted, so that a flood of them cannot flood the Network dock.
#include "peer_link.h"
#include "port_forwarder.h"

#ifndef Q_MOC_RUN
#include "eylau/remote/remote_game.h"
#endif

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

class QTimer;

namespace eylau::net {

// The port a host listens on unless told otherwise.
inline constexpr quint16 kDefaultPort = 18070;

struct NetworkTimings {
    LinkTimings link;
    std::chrono::milliseconds retry{3000};      // the guest connects again this long after a loss
    std::chrono::milliseconds peerWait{60000};  // the opponent owes an answer this long: say so
};

class NetworkGame : public QObject {
    Q_OBJECT
public:
    enum class LinkState {
        Idle,        // neither hosting nor joining yet
        Listening,   // the host, waiting for the opponent (again)
        Connecting,  // the guest, connecting
        Retrying,    // the guest, the link lost: connecting again soon
        Connected,
        Left,        // the player left, or the game stopped: the game is kept, the link closed
        SentAway,    // the guest: the host refused its code or its game, or it the host's (the link event says why)
    };

    // `savePath`: where the RemoteGame's save is written (empty: nowhere; tests).
    NetworkGame(std::unique_ptr<RemoteGame> remote, QString savePath, QObject* parent = nullptr);
    ~NetworkGame() override;

    // A RemoteGame restored from the save at `savePath`, or nullptr and `error`.
    static std::unique_ptr<RemoteGame> resume(const QString& savePath, const ScenarioLookup& lookup, QString* error);

    void setTimings(const NetworkTimings& timings);
    const NetworkTimings& timings() const { return timings_; }

    // Hosts on `address` (QHostAddress::Any: every interface) and `port` (0: any free port),
    // with the game's code (a new one is drawn when it has none); false and `error` when the
    // port cannot be listened on or no code can be drawn.
    bool host(const QHostAddress& address, quint16 port, QString* error = nullptr);
    // Joins the host at `address` (a name or an address) and `port` with `code` (nullopt: the
    // code the saved game has), and again whenever the link is lost, until `leave` or until the
    // host refuses it. False and `error` when there is no code.
    bool join(const QString& address, quint16 port, std::optional<JoinCode> code, QString* error = nullptr);
    // Whether `host` asks the router to forward the port (docs/remote-play.md, "Playing through a
    // home router"): on by default; `options` bound the waits and name the methods.
    void setRouterForwarding(bool ask, const MappingOptions& options = {});
    // The router's forwarding of the host's port (its state says whether one was made).
    const PortForwarder& forwarder() const { return *forwarder_; }
    // The code the game is played with, once hosting or joining.
    std::optional<JoinCode> joinCode() const { return remote_->joinCode(); }
    // The invitation to give the opponent: this game's code, and `address` (the host's, as the
    // opponent reaches it) with the port listened on (the router's outside port for its outside
    // address, when it forwards one).
    QString invitation(const QString& address) const;
    // The port the opponent (or a spectator) reaches at `address`: the router's outside port for
    // its outside address when it forwards one, else the port listened on.
    quint16 portFor(const QString& address) const;
    // Connections the door closed before they reached the game, since hosting.
    int strangersRefused() const { return strangersRefused_; }
    // Closes the link for good (the game and its save are kept).
    void leave();

    const RemoteGame& remote() const { return *remote_; }
    Side mySide() const { return remote_->mySide(); }
    bool isHost() const { return hosting_; }
    LinkState linkState() const { return state_; }
    // The opponent's program's address and port once connected; the host's, joining.
    QString peerName() const { return link_->peerName(); }
    // The port listened on (the host) or joined (the guest).
    quint16 port() const;
    QString savePath() const { return savePath_; }
    // The last save could not be written (the message), or empty.
    QString saveProblem() const { return saveProblem_; }
    // How long the opponent has owed an answer, in whole seconds (0: he owes none).
    int secondsWaited() const;

    // This side's command (RemoteGame::play): nullopt when it is accepted; its Applied notice
    // comes at once, or after the dice exchange when it rolls.
    Verdict play(const Command& command, const std::string& comment = {});
    void chat(const QString& text);
    // This player's name, sent to the opponent's program on every connection (RemoteGame::setMyName).
    void setMyName(const QString& name);
    // Who watches from this program (the host's spectators), told to the opponent's program now
    // and on every connection (RemoteGame::setWatchers; docs/remote-play.md, "Spectators").
    void setWatchers(const QStringList& watchers);

    PeerLink& link() { return *link_; }

    // Taking back moves by consent (RemoteGame::askTakeback, answerTakeback; docs/remote-play.md).
    Verdict askTakeback(std::size_t count);
    Verdict answerTakeback(bool accept);

    // Why a program was sent away (a Dismissed or SentAway notice), in the player's language.
    static QString partingText(const RemoteNotice& notice);

signals:
    // Every notice of the RemoteGame, in order.
    void notice(const eylau::RemoteNotice& notice);
    // The link's events, for the chat log and the status bar ("connected to ...", "connection
    // lost: ..."); `problem` for those that stop play for now.
    void linkEvent(const QString& text, bool problem);
    // The link's state, or the game's (synced, waiting, stopped), may have changed.
    void stateChanged();
    // The router's forwarding changed (forwarder()).
    void routerChanged();

private:
    void pump();
    void writeSave();
    void onLinkUp();
    void onLinkDown(const QString& reason);
    void onMessage(const QByteArray& message);
    void onRefusedAtDoor(const QString& who, const QString& why);
    void sentAway(const QString& why);
    void updatePeerWait();
    void setState(LinkState state);

    std::unique_ptr<RemoteGame> remote_;
    QString savePath_;
    NetworkTimings timings_;
    PeerLink* link_;
    PortForwarder* forwarder_;
    bool askRouter_ = true;
    QTimer* retry_;
    QTimer* peerWait_;
    QElapsedTimer waitingSince_;  // valid while the opponent owes an answer
    LinkState state_ = LinkState::Idle;
    bool hosting_ = false;
    bool remoteConnected_ = false;  // RemoteGame::connected was called for the link that is up
    QString joinAddress_;
    quint16 joinPort_ = 0;
    std::uint64_t savedGeneration_ = 0;
    bool everSaved_ = false;
    QString saveProblem_;
    QString dismissing_;          // the peer was sent away (a bye): why, until its link is let go
    int strangersRefused_ = 0;
    int refusalsTold_ = 0;         // one by one, in this minute
    int refusalsUntold_ = 0;       // counted, to be told when the minute is over
    QTimer* refusalMinute_;
    bool pumping_ = false;
    bool pumpAgain_ = false;
};

}  // namespace eylau::net
