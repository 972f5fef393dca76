#pragma once
// A spectator's program (docs/playing.md, "Watching a game"; docs/remote-play.md, "Spectators"):
// the engine's WatchedGame carried by a PeerLink that names the spectators' identity and holds
// the watch code's key, so that the host's door hands it to its spectators, never to the game.
// It follows the game live; a link lost is made again every few seconds (the host sends the
// record again, which the copy takes if it is of the same game), until the spectator leaves, the
// host refuses the code, or the copy stops. It has nothing to send that could change the game.
#include "network_game.h"
#include "peer_link.h"

#ifndef Q_MOC_RUN
#include "eylau/remote/invitation.h"
#include "eylau/remote/watched_game.h"
#endif

#include <QObject>
#include <QString>

#include <memory>

class QTimer;

namespace eylau::net {

class WatchingGame : public QObject {
    Q_OBJECT
public:
    enum class LinkState {
        Idle,        // not watching yet
        Connecting,  // connecting to the host
        Following,   // the host's record came: the copy follows live
        Retrying,    // the link lost: connecting again soon
        Left,        // the spectator left, or the copy stopped (the link event says why)
        SentAway,    // the host refused the code, or sent this program away
    };

    // `lookup` decides which scenarios the host's record may name (the window allows the built-in ones).
    explicit WatchingGame(ScenarioLookup lookup, QObject* parent = nullptr);
    ~WatchingGame() override;

    void setTimings(const NetworkTimings& timings);
    // Watches the game of `invitation` (an invitation to watch: `watch` set); false and `error`
    // when it is a player's invitation or its key cannot be derived.
    bool watch(const Invitation& invitation, QString* error = nullptr);
    // The spectator's name, shown to the players.
    void setMyName(const QString& name);
    // Closes the link for good; the copy is kept.
    void leave();

    const WatchedGame& watched() const { return *watched_; }
    LinkState linkState() const { return state_; }
    // The host's address and port.
    QString peerName() const { return link_->peerName(); }
    PeerLink& link() { return *link_; }

signals:
    // Every notice of the WatchedGame, in order.
    void notice(const eylau::WatchNotice& notice);
    // The link's events, for the Network dock and the status bar; `problem` for those that stop
    // the following for now.
    void linkEvent(const QString& text, bool problem);
    void stateChanged();

private:
    void pump();
    void onLinkUp();
    void onLinkDown(const QString& reason);
    void setState(LinkState state);
    // Closes the link for good and stops trying again (the copy is kept).
    void endLink(LinkState state);

    std::unique_ptr<WatchedGame> watched_;
    NetworkTimings timings_;
    PeerLink* link_;
    QTimer* retry_;
    LinkState state_ = LinkState::Idle;
    QString address_;
    quint16 port_ = 0;
    bool pumping_ = false;
    bool pumpAgain_ = false;
};

}  // namespace eylau::net
