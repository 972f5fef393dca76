#pragma once
// The host's door (docs/remote-play.md, "Who can join"): takes every TCP connection to the port,
// runs the encrypted handshake with the invitation's key, and hands on only a connection that
// proved the code. Whatever else knocks (a program without the code or with a wrong one, plain
// bytes, a connection that dawdles or sends a byte a second, a thousand in a row) is closed and
// named, costing bounded time and memory: each handshake has a deadline, only so many run at
// once, and each holds at most a small buffer. Nothing it does reaches the game.
#ifndef Q_MOC_RUN
#include "eylau/remote/invitation.h"
#endif

#include <QSet>
#include <QSslConfiguration>
#include <QString>
#include <QTcpServer>

#include <chrono>
#include <optional>

class QSslSocket;

namespace eylau::net {

struct DoorLimits {
    std::chrono::milliseconds handshake{10000};  // a handshake not done by then is cut
    int atOnce = 16;                              // handshakes under way; more are closed at once
};

class TlsListener : public QTcpServer {
    Q_OBJECT
public:
    TlsListener(const LinkKey& key, QObject* parent = nullptr);
    ~TlsListener() override;

    void setLimits(const DoorLimits& limits) { limits_ = limits; }
    // Opens the door to spectators with the watch code's key (docs/remote-play.md, "Spectators"),
    // or closes it to them (nullopt): a handshake naming kWatchIdentity gets this key, never the
    // join code's, and is handed on by watcherAuthenticated, apart from the player's.
    void setWatchKey(const std::optional<LinkKey>& key) { watchKey_ = key; }
    // Handshakes under way now.
    int handshakes() const { return int(handshaking_.size()); }

signals:
    // A connection that proved the code, its handshake done: the receiver takes it (re-parents
    // it, or deletes it).
    void authenticated(QSslSocket* socket);
    // A spectator's connection that proved the watch code: the receiver takes it likewise.
    void watcherAuthenticated(QSslSocket* socket);
    // A connection closed without reaching the game: `who` its address and port, `why` in words.
    void refused(const QString& who, const QString& why);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void turnAway(QSslSocket* socket, const QString& why);

    LinkKey key_;
    std::optional<LinkKey> watchKey_;
    QSslConfiguration configuration_;  // linkTlsConfiguration(), made once for every connection
    DoorLimits limits_;
    QSet<QSslSocket*> handshaking_;
};

// "192.168.1.20:18070", "[fe80::1]:18070": an IPv4 address mapped into IPv6 shown as IPv4.
QString endpointText(const QHostAddress& address, quint16 port);

}  // namespace eylau::net
