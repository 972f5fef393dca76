#pragma once
// The link between two programs of a network game (docs/playing.md, "Playing a remote
// opponent"; docs/remote-play.md, "Who can join"): the host listens on an interface and a port;
// the guest connects to the host's address and port. Every connection is TLS keyed by the
// invitation's code (link_tls.h): the host's door (tls_listener.h) hands on only a connection
// that proved the code, and names every other one it closed; the guest reaches only a host that
// holds the code. An invited connection that arrives while one is up is the opponent's program
// come back (its old connection may not yet know it is dead): it takes the old one's place.
// Messages travel in frames (frame_reader.h). Each end sends a keep-alive every 10 s, and a link
// that brings no byte at all for 45 s is taken for lost, as is a broken frame. The link knows
// nothing of the game: it carries whole messages and says when it is up and when it went down.
#include "frame_reader.h"
#include "tls_listener.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <optional>

class QSslSocket;
class QTimer;

namespace eylau::net {

struct LinkTimings {
    std::chrono::milliseconds keepAlive{10000};  // a keep-alive frame this often
    std::chrono::milliseconds silence{45000};    // no byte for this long: the link is lost
    DoorLimits door;                             // the host's handshakes
};

class PeerLink : public QObject {
    Q_OBJECT
public:
    explicit PeerLink(QObject* parent = nullptr);
    ~PeerLink() override;

    void setTimings(const LinkTimings& timings);
    const LinkTimings& timings() const { return timings_; }
    // The key of the invitation's code (linkKeyFor), needed before listening or connecting.
    void setKey(const LinkKey& key) { key_ = key; }
    // The host: lets spectators in with the watch code's key (TlsListener::setWatchKey); they
    // arrive by watcherArrived, never on this link. The guest: connects as a spectator, naming
    // kWatchIdentity (its key, the watch code's, given by setKey).
    void setWatchKey(const std::optional<LinkKey>& key);
    void setWatching(bool watching) { watching_ = watching; }
    // Takes a connection another door let in (a spectator's, at the host): the link is up at once.
    void take(QSslSocket* socket) { onAuthenticated(socket); }

    // The host: listens on `address` (QHostAddress::Any: every interface) and `port` (0: a free
    // port, see listeningPort). False, and `error` says why, when it cannot.
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    bool isListening() const;
    quint16 listeningPort() const;
    // Handshakes under way at the host's door.
    int handshakes() const { return server_ ? server_->handshakes() : 0; }
    // The guest: connects to `host` (a name or an address) and `port`. linkUp when the handshake
    // is done, linkDown when it is not (codeRefused tells a wrong code from a fault).
    void connectTo(const QString& host, quint16 port);
    // The last linkDown came from a host that refused this program's code (or its protocol):
    // trying again is no use.
    bool codeRefused() const { return codeRefused_; }

    // A peer is connected.
    bool isUp() const { return up_; }
    // "192.168.1.20:18070": the peer's address and port, or the address being connected to.
    QString peerName() const { return peerName_; }

    // Sends one whole message; false (and `problem`) when the link is down or it is too long.
    bool send(QByteArrayView message);
    // Ends the link and stops listening, sending what is queued first; emits no linkDown.
    void close();
    // Drops the peer now (the host goes on listening); emits linkDown(reason).
    void drop(const QString& reason);
    // Lets the peer go once what is queued for it is sent (a `bye`); the host goes on listening.
    // Emits linkDown(reason).
    void letGo(const QString& reason);

signals:
    void linkUp();
    // The peer is gone, or the connection could not be made: `reason` says why.
    void linkDown(const QString& reason);
    // One whole message from the peer (never a keep-alive).
    void message(const QByteArray& message);
    // Something the user should know that does not end the link.
    void problem(const QString& text);
    // The host closed a connection at its door, before it reached the game (tls_listener.h).
    void refused(const QString& who, const QString& why);
    // A spectator's connection that proved the watch code (setWatchKey): the receiver takes it.
    void watcherArrived(QSslSocket* socket);

private:
    void adopt(QSslSocket* socket);
    void onAuthenticated(QSslSocket* socket);
    void onReadyRead();
    void onSocketGone(const QString& reason);
    void release(bool graceful);
    QString describeFrameProblem(const FrameReader& reader) const;

    LinkTimings timings_;
    std::optional<LinkKey> key_;
    std::optional<LinkKey> watchKey_;
    bool watching_ = false;
    TlsListener* server_ = nullptr;
    QPointer<QSslSocket> socket_;
    FrameReader reader_;
    QTimer* keepAlive_;
    QTimer* silence_;
    QString peerName_;
    bool up_ = false;
    bool codeRefused_ = false;
};

}  // namespace eylau::net
