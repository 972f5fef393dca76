#include "peer_link.h"

#include "link_tls.h"

#include <QLocale>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTimer>

namespace eylau::net {

namespace {

// Qt's socket buffers at most this much before the link reads it: with the reader's one frame,
// what a peer can make this program hold.
constexpr qint64 kReadChunk = qint64(1) << 16;

}  // namespace

PeerLink::PeerLink(QObject* parent) : QObject(parent), keepAlive_(new QTimer(this)), silence_(new QTimer(this)) {
    silence_->setSingleShot(true);
    setTimings(timings_);
    connect(keepAlive_, &QTimer::timeout, this, [this] {
        if (up_ && socket_) socket_->write(keepAliveFrame());
    });
    connect(silence_, &QTimer::timeout, this, [this] {
        const qint64 seconds = std::chrono::duration_cast<std::chrono::seconds>(timings_.silence).count();
        onSocketGone(up_ ? tr("no word from the opponent's program for %1 s").arg(seconds)
                         : tr("%1 did not answer within %2 s").arg(peerName_).arg(seconds));
    });
}

PeerLink::~PeerLink() {
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
    }
}

void PeerLink::setTimings(const LinkTimings& timings) {
    timings_ = timings;
    keepAlive_->setInterval(int(timings_.keepAlive.count()));
    silence_->setInterval(int(timings_.silence.count()));
    if (server_) server_->setLimits(timings_.door);
}

bool PeerLink::listen(const QHostAddress& address, quint16 port, QString* error) {
    const QString tls = linkTlsProblem();
    if (!tls.isEmpty() || !key_) {
        if (error) *error = tls.isEmpty() ? tr("no invitation code was given") : tls;
        return false;
    }
    delete server_;
    server_ = new TlsListener(*key_, this);
    server_->setLimits(timings_.door);
    connect(server_, &TlsListener::authenticated, this, &PeerLink::onAuthenticated);
    connect(server_, &TlsListener::refused, this, &PeerLink::refused);
    connect(server_, &TlsListener::watcherAuthenticated, this, &PeerLink::watcherArrived);
    server_->setWatchKey(watchKey_);
    if (server_->listen(address, port)) return true;
    if (error) *error = tr("cannot listen on %1: %2").arg(endpointText(address, port), server_->errorString());
    return false;
}

void PeerLink::setWatchKey(const std::optional<LinkKey>& key) {
    watchKey_ = key;
    if (server_) server_->setWatchKey(key);
}

bool PeerLink::isListening() const { return server_ && server_->isListening(); }

quint16 PeerLink::listeningPort() const { return server_ ? server_->serverPort() : 0; }

void PeerLink::connectTo(const QString& host, quint16 port) {
    release(false);
    codeRefused_ = false;
    peerName_ = QHostAddress(host).isNull() ? QStringLiteral("%1:%2").arg(host).arg(port) : endpointText(QHostAddress(host), port);
    const QString tls = linkTlsProblem();
    if (!tls.isEmpty() || !key_) {
        codeRefused_ = true;  // no use trying again
        QTimer::singleShot(0, this, [this, tls] { emit linkDown(tls.isEmpty() ? tr("no invitation code was given") : tls); });
        return;
    }
    auto* socket = new QSslSocket(this);
    socket_ = socket;
    socket->setSslConfiguration(linkTlsConfiguration());
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this,
            [this](QSslPreSharedKeyAuthenticator* authenticator) {
                answerAsGuest(authenticator, *key_, watching_ ? kWatchIdentity : kLinkIdentity);
            });
    connect(socket, &QSslSocket::alertReceived, this, [socket](QSsl::AlertLevel level, QSsl::AlertType type, const QString&) {
        if (level == QSsl::AlertLevel::Fatal && !socket->property("eylauAlert").isValid())
            socket->setProperty("eylauAlert", int(type));
    });
    connect(socket, &QSslSocket::encrypted, this, [this, socket] {
        if (socket != socket_) return;
        adopt(socket);
        emit linkUp();
    });
    connect(socket, &QSslSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (socket != socket_) return;
        const QVariant alert = socket->property("eylauAlert");
        const auto type = alert.isValid() ? QSsl::AlertType(alert.toInt()) : QSsl::AlertType::UnknownAlertMessage;
        switch (error) {
        case QAbstractSocket::ConnectionRefusedError:
            onSocketGone(tr("nobody is listening at %1 (is the host's game open?)").arg(peerName_));
            break;
        case QAbstractSocket::HostNotFoundError: onSocketGone(tr("there is no host called %1").arg(peerName_)); break;
        case QAbstractSocket::SslHandshakeFailedError:
            if (type == QSsl::AlertType::BadRecordMac || type == QSsl::AlertType::DecryptError) {
                codeRefused_ = true;
                onSocketGone(tr("the host at %1 did not accept this program's code: check the code of the invitation "
                                "and join again")
                                 .arg(peerName_));
            } else if (type == QSsl::AlertType::UnknownPskIdentity) {
                codeRefused_ = true;
                onSocketGone(tr("the program at %1 speaks another version of the network protocol").arg(peerName_));
            } else {
                onSocketGone(tr("the encrypted handshake with %1 failed (%2): is an Eylau game hosted there?")
                                 .arg(peerName_, socket->errorString()));
            }
            break;
        case QAbstractSocket::RemoteHostClosedError:
            onSocketGone(up_ ? tr("the opponent's program closed the connection")
                             : tr("%1 closed the connection during the encrypted handshake").arg(peerName_));
            break;
        default: onSocketGone(socket->errorString()); break;
        }
    });
    connect(socket, &QSslSocket::disconnected, this, [this, socket] {
        if (socket == socket_) onSocketGone(tr("the opponent's program closed the connection"));
    });
    silence_->start();  // a host that never answers, or never finishes the handshake
    socket->connectToHostEncrypted(host, port);
}

// An invited connection at the host's door: the opponent's program, first or come back.
void PeerLink::onAuthenticated(QSslSocket* socket) {
    socket->setParent(this);
    const QString who = endpointText(socket->peerAddress(), socket->peerPort());
    if (socket_) {
        release(false);
        emit problem(tr("The opponent's program connected again, from %1; its earlier connection was closed.").arg(who));
    }
    socket_ = socket;
    connect(socket, &QSslSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (socket != socket_) return;
        onSocketGone(error == QAbstractSocket::RemoteHostClosedError ? tr("the opponent's program closed the connection")
                                                                      : socket->errorString());
    });
    connect(socket, &QSslSocket::disconnected, this, [this, socket] {
        if (socket == socket_) onSocketGone(tr("the opponent's program closed the connection"));
    });
    adopt(socket);
    emit linkUp();
}

void PeerLink::adopt(QSslSocket* socket) {
    socket->setReadBufferSize(kReadChunk);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    socket->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
    connect(socket, &QSslSocket::readyRead, this, &PeerLink::onReadyRead, Qt::UniqueConnection);
    peerName_ = endpointText(socket->peerAddress(), socket->peerPort());
    reader_ = FrameReader();
    up_ = true;
    keepAlive_->start();
    silence_->start();
    if (socket->bytesAvailable() > 0) QTimer::singleShot(0, this, &PeerLink::onReadyRead);
}

void PeerLink::onReadyRead() {
    const QPointer<PeerLink> self(this);
    while (up_ && socket_ && socket_->bytesAvailable() > 0) {
        const QPointer<QSslSocket> socket = socket_;
        const QByteArray chunk = socket->read(kReadChunk);
        if (chunk.isEmpty()) break;
        silence_->start();
        for (const QByteArray& payload : reader_.feed(chunk)) {
            if (isKeepAlive(payload)) continue;
            emit message(payload);
            // The game may have closed the link, or let it go, meanwhile.
            if (!self || socket_ != socket || !up_) return;
        }
        if (reader_.broken()) {
            drop(describeFrameProblem(reader_));
            return;
        }
    }
}

QString PeerLink::describeFrameProblem(const FrameReader& reader) const {
    if (reader.problem() == FrameReader::Problem::EmptyFrame)
        return tr("the opponent's program sent an empty frame, which the protocol does not allow; the connection "
                  "was closed");
    return tr("the opponent's program announced a message of %1 bytes, more than the %2 a message may have; the "
              "connection was closed")
        .arg(QLocale().toString(qulonglong(reader.refusedLength())), QLocale().toString(qulonglong(reader.maxPayload())));
}

bool PeerLink::send(QByteArrayView message) {
    if (!up_ || !socket_) return false;
    if (message.isEmpty() || std::size_t(message.size()) > kMaxRemoteMessageBytes) {
        emit problem(tr("A message of %1 bytes was not sent: a message has 1 to %2 bytes.")
                         .arg(QLocale().toString(qlonglong(message.size())),
                              QLocale().toString(qulonglong(kMaxRemoteMessageBytes))));
        return false;
    }
    socket_->write(frame(message));
    return true;
}

void PeerLink::close() {
    release(true);
    if (server_) server_->close();
}

void PeerLink::drop(const QString& reason) { onSocketGone(reason); }

void PeerLink::letGo(const QString& reason) {
    if (!socket_) return;
    release(true);
    emit linkDown(reason);
}

void PeerLink::onSocketGone(const QString& reason) {
    if (!socket_) return;
    release(false);
    emit linkDown(reason);
}

void PeerLink::release(bool graceful) {
    keepAlive_->stop();
    silence_->stop();
    up_ = false;
    reader_ = FrameReader();
    QSslSocket* socket = socket_;
    socket_ = nullptr;
    if (!socket) return;
    socket->disconnect(this);
    if (graceful && socket->state() == QAbstractSocket::ConnectedState) {
        // What is queued goes out first; then the socket goes (or after a few seconds, if the
        // peer never acknowledges).
        connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(5000, socket, &QObject::deleteLater);
        socket->disconnectFromHost();
        return;
    }
    socket->abort();
    socket->deleteLater();
}

}  // namespace eylau::net
