#include "peer_link.h"

#include <QLocale>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace eylau::net {

namespace {

// Qt's socket buffers at most this much before the link reads it: with the reader's one frame,
// what a peer can make this program hold.
constexpr qint64 kReadChunk = qint64(1) << 16;

QString endpoint(const QHostAddress& address, quint16 port) {
    QHostAddress plain = address;
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);  // "::ffff:127.0.0.1" is 127.0.0.1
    if (mapped) plain = QHostAddress(v4);
    const QString text = plain.toString();
    return (plain.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
        .arg(text)
        .arg(port);
}

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
}

bool PeerLink::listen(const QHostAddress& address, quint16 port, QString* error) {
    if (!server_) {
        server_ = new QTcpServer(this);
        connect(server_, &QTcpServer::newConnection, this, &PeerLink::onNewConnection);
    }
    if (server_->isListening()) server_->close();
    if (server_->listen(address, port)) return true;
    if (error) *error = tr("cannot listen on %1: %2").arg(endpoint(address, port), server_->errorString());
    return false;
}

bool PeerLink::isListening() const { return server_ && server_->isListening(); }

quint16 PeerLink::listeningPort() const { return server_ ? server_->serverPort() : 0; }

void PeerLink::connectTo(const QString& host, quint16 port) {
    release(false);
    auto* socket = new QTcpSocket(this);
    socket_ = socket;
    peerName_ = QHostAddress(host).isNull() ? QStringLiteral("%1:%2").arg(host).arg(port) : endpoint(QHostAddress(host), port);
    connect(socket, &QTcpSocket::connected, this, &PeerLink::onConnected);
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
        if (socket != socket_) return;
        switch (error) {
        case QAbstractSocket::ConnectionRefusedError:
            onSocketGone(tr("nobody is listening at %1 (is the host's game open?)").arg(peerName_));
            break;
        case QAbstractSocket::HostNotFoundError: onSocketGone(tr("there is no host called %1").arg(peerName_)); break;
        case QAbstractSocket::RemoteHostClosedError:
            onSocketGone(tr("the opponent's program closed the connection"));
            break;
        default: onSocketGone(socket->errorString()); break;
        }
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (socket == socket_) onSocketGone(tr("the opponent's program closed the connection"));
    });
    silence_->start();  // a host that never answers
    socket->connectToHost(host, port);
}

void PeerLink::onConnected() {
    if (!socket_) return;
    adopt(socket_);
    emit linkUp();
}

void PeerLink::onNewConnection() {
    while (server_->hasPendingConnections()) {
        QTcpSocket* socket = server_->nextPendingConnection();
        if (socket_) {
            const QString who = endpoint(socket->peerAddress(), socket->peerPort());
            socket->abort();
            socket->deleteLater();
            emit problem(tr("Refused a connection from %1: the opponent's program is already connected.").arg(who));
            continue;
        }
        socket_ = socket;
        connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError error) {
            if (socket != socket_) return;
            onSocketGone(error == QAbstractSocket::RemoteHostClosedError
                             ? tr("the opponent's program closed the connection")
                             : socket->errorString());
        });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            if (socket == socket_) onSocketGone(tr("the opponent's program closed the connection"));
        });
        adopt(socket);
        emit linkUp();
    }
}

void PeerLink::adopt(QTcpSocket* socket) {
    socket->setReadBufferSize(kReadChunk);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    socket->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
    connect(socket, &QTcpSocket::readyRead, this, &PeerLink::onReadyRead, Qt::UniqueConnection);
    peerName_ = endpoint(socket->peerAddress(), socket->peerPort());
    reader_ = FrameReader();
    up_ = true;
    keepAlive_->start();
    silence_->start();
}

void PeerLink::onReadyRead() {
    const QPointer<PeerLink> self(this);
    while (socket_ && socket_->bytesAvailable() > 0) {
        const QPointer<QTcpSocket> socket = socket_;
        const QByteArray chunk = socket->read(kReadChunk);
        if (chunk.isEmpty()) break;
        silence_->start();
        for (const QByteArray& payload : reader_.feed(chunk)) {
            if (isKeepAlive(payload)) continue;
            emit message(payload);
            // The game may have closed the link, or let it go, meanwhile.
            if (!self || socket_ != socket) return;
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
    QTcpSocket* socket = socket_;
    socket_ = nullptr;
    if (!socket) return;
    socket->disconnect(this);
    if (graceful && socket->state() == QAbstractSocket::ConnectedState) {
        // What is queued goes out first; then the socket goes (or after a few seconds, if the
        // peer never acknowledges).
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(5000, socket, &QObject::deleteLater);
        socket->disconnectFromHost();
        return;
    }
    socket->abort();
    socket->deleteLater();
}

}  // namespace eylau::net
