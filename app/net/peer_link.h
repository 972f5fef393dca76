#pragma once
// The TCP link between two programs of a network game (docs/playing.md, "Playing a remote
// opponent"): the host listens on an interface and a port and takes one opponent at a time
// (another who knocks meanwhile is refused); the guest connects to the host's address and port.
// Messages travel in frames (frame_reader.h). Each end sends a keep-alive every 10 s, and a link
// that brings no byte at all for 45 s is taken for lost, as is a broken frame. The link knows
// nothing of the game: it carries whole messages and says when it is up and when it went down.
#include "frame_reader.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace eylau::net {

struct LinkTimings {
    std::chrono::milliseconds keepAlive{10000};  // a keep-alive frame this often
    std::chrono::milliseconds silence{45000};    // no byte for this long: the link is lost
};

class PeerLink : public QObject {
    Q_OBJECT
public:
    explicit PeerLink(QObject* parent = nullptr);
    ~PeerLink() override;

    void setTimings(const LinkTimings& timings);
    const LinkTimings& timings() const { return timings_; }

    // The host: listens on `address` (QHostAddress::Any: every interface) and `port` (0: a free
    // port, see listeningPort). False, and `error` says why, when it cannot.
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    bool isListening() const;
    quint16 listeningPort() const;
    // The guest: connects to `host` (a name or an address) and `port`. linkUp when it succeeds,
    // linkDown when it does not.
    void connectTo(const QString& host, quint16 port);

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

signals:
    void linkUp();
    // The peer is gone, or the connection could not be made: `reason` says why.
    void linkDown(const QString& reason);
    // One whole message from the peer (never a keep-alive).
    void message(const QByteArray& message);
    // Something the user should know that does not end the link (a second peer refused).
    void problem(const QString& text);

private:
    void adopt(QTcpSocket* socket);
    void onNewConnection();
    void onConnected();
    void onReadyRead();
    void onSocketGone(const QString& reason);
    void release(bool graceful);
    QString describeFrameProblem(const FrameReader& reader) const;

    LinkTimings timings_;
    QTcpServer* server_ = nullptr;
    QPointer<QTcpSocket> socket_;
    FrameReader reader_;
    QTimer* keepAlive_;
    QTimer* silence_;
    QString peerName_;
    bool up_ = false;
};

}  // namespace eylau::net
