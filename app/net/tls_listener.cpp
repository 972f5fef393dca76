#include "tls_listener.h"

#include "link_tls.h"

#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTimer>

namespace eylau::net {

namespace {

// What a connection may make the host hold before its handshake is done.
constexpr qint64 kHandshakeBuffer = 16 * 1024;

// Why a handshake failed, from the alert the host sent.
QString alertReason(QSsl::AlertType alert) {
    switch (alert) {
    case QSsl::AlertType::BadRecordMac:
    case QSsl::AlertType::DecryptError:
        return TlsListener::tr("it did not have the invitation's code");
    case QSsl::AlertType::UnknownPskIdentity:
        return TlsListener::tr("it is not an Eylau program of this version (another protocol)");
    default: return {};
    }
}

}  // namespace

QString endpointText(const QHostAddress& address, quint16 port) {
    QHostAddress plain = address;
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);  // "::ffff:127.0.0.1" is 127.0.0.1
    if (mapped) plain = QHostAddress(v4);
    const QString text = plain.toString();
    return (plain.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
        .arg(text)
        .arg(port);
}

TlsListener::TlsListener(const LinkKey& key, QObject* parent)
    : QTcpServer(parent), key_(key), configuration_(linkTlsConfiguration()) {}

TlsListener::~TlsListener() {
    for (QSslSocket* socket : std::as_const(handshaking_)) {
        socket->disconnect(this);
        socket->abort();
    }
}

void TlsListener::incomingConnection(qintptr descriptor) {
    auto* socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    const QString who = endpointText(socket->peerAddress(), socket->peerPort());
    socket->setProperty("eylauPeer", who);
    if (handshaking_.size() >= limits_.atOnce) {
        socket->abort();
        socket->deleteLater();
        emit refused(who, tr("%n other connection(s) were already being checked", nullptr, int(handshaking_.size())));
        return;
    }
    handshaking_.insert(socket);
    socket->setReadBufferSize(kHandshakeBuffer);
    socket->setSslConfiguration(configuration_);
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this,
            [this, socket](QSslPreSharedKeyAuthenticator* authenticator) {
                if (answerAtDoor(authenticator, key_, watchKey_ ? &*watchKey_ : nullptr))
                    socket->setProperty("eylauWatcher", watchKey_.has_value());
            });
    connect(socket, &QSslSocket::alertSent, this, [socket](QSsl::AlertLevel level, QSsl::AlertType type, const QString&) {
        if (level == QSsl::AlertLevel::Fatal && !socket->property("eylauAlert").isValid())
            socket->setProperty("eylauAlert", int(type));
    });
    auto* deadline = new QTimer(socket);
    deadline->setSingleShot(true);
    connect(socket, &QSslSocket::encrypted, this, [this, socket, deadline] {
        if (!handshaking_.remove(socket)) return;
        socket->disconnect(this);
        delete deadline;
        if (socket->property("eylauWatcher").toBool()) emit watcherAuthenticated(socket);
        else emit authenticated(socket);
    });
    connect(socket, &QSslSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        QString why;
        const QVariant alert = socket->property("eylauAlert");
        if (alert.isValid()) why = alertReason(QSsl::AlertType(alert.toInt()));
        const QVariant watcher = socket->property("eylauWatcher");
        if (watcher.isValid() && !watcher.toBool()) why = tr("it asked to watch, but this game gives no watch invitation");
        else if (watcher.isValid() && !why.isEmpty()) why = tr("it did not have the watch invitation's code");
        if (why.isEmpty()) {
            why = error == QAbstractSocket::RemoteHostClosedError
                      ? tr("it closed the connection before the encrypted handshake")
                      : tr("it did not make the encrypted handshake of an invited program");
        }
        turnAway(socket, why);
    });
    connect(socket, &QSslSocket::disconnected, this,
            [this, socket] { turnAway(socket, tr("it closed the connection before the encrypted handshake")); });
    const qint64 seconds = std::max<qint64>(1, std::chrono::duration_cast<std::chrono::seconds>(limits_.handshake).count());
    connect(deadline, &QTimer::timeout, this, [this, socket, seconds] {
        turnAway(socket, tr("it did not finish the encrypted handshake within %n s", nullptr, int(seconds)));
    });
    deadline->start(limits_.handshake);
    socket->startServerEncryption();
}

void TlsListener::turnAway(QSslSocket* socket, const QString& why) {
    if (!handshaking_.remove(socket)) return;  // told once, however it ends
    socket->disconnect(this);
    const QString who = socket->property("eylauPeer").toString();
    // The alert saying why goes out first (a guest with a wrong code is told so: the TLS library
    // sends it once this signal returns), then the socket goes.
    QTimer::singleShot(0, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    emit refused(who, why);
}

}  // namespace eylau::net
