#include "network_game.h"

#include "eylau/io/text_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QTimer>

namespace eylau::net {

// Why one program sent the other away, in the player's language (the engine's text is English,
// and a bye from the other program is in the words of its protocol).
QString NetworkGame::partingText(const RemoteNotice& n) {
    switch (n.parting) {
    case Parting::SameSide:
        return n.side == Side::French ? tr("both programs play the French: one of them must play the Allies")
                                      : tr("both programs play the Allies: one of them must play the French");
    case Parting::OtherGame:
        return tr("the two programs' games are not the same game (another scenario, seed or options): resume the game "
                  "both played, or join anew");
    case Parting::OtherVersion: return tr("the two programs speak different versions of the network protocol");
    case Parting::Malformed: return tr("the first message of the other program could not be read");
    case Parting::NoGame: return tr("neither program has a game: the host starts one, the guest joins it");
    case Parting::Unknown: break;
    }
    return QString::fromStdString(n.text);
}

NetworkGame::NetworkGame(std::unique_ptr<RemoteGame> remote, QString savePath, QObject* parent)
    : QObject(parent),
      remote_(std::move(remote)),
      savePath_(std::move(savePath)),
      link_(new PeerLink(this)),
      forwarder_(new PortForwarder(this)),
      retry_(new QTimer(this)),
      peerWait_(new QTimer(this)),
      refusalMinute_(new QTimer(this)) {
    refusalMinute_->setSingleShot(true);
    refusalMinute_->setInterval(60000);
    connect(refusalMinute_, &QTimer::timeout, this, [this] {
        if (refusalsUntold_ > 0)
            emit linkEvent(tr("%n more connection(s) without the invitation were refused in the last minute.", nullptr,
                              refusalsUntold_),
                           false);
        refusalsTold_ = refusalsUntold_ = 0;
    });
    retry_->setSingleShot(true);
    connect(retry_, &QTimer::timeout, this, [this] {
        if (state_ != LinkState::Retrying) return;
        setState(LinkState::Connecting);
        link_->connectTo(joinAddress_, joinPort_);
    });
    connect(peerWait_, &QTimer::timeout, this, [this] {
        emit linkEvent(tr("The opponent has not answered for %1 s.").arg(secondsWaited()), true);
    });
    connect(forwarder_, &PortForwarder::changed, this, [this] {
        if (const auto& mapping = forwarder_->mapping(); forwarder_->state() == PortForwarder::State::Forwarded && mapping)
            emit linkEvent(tr("%1 The invitation for him: %2")
                               .arg(forwarder_->describe(), invitation(QString::fromStdString(mapping->externalAddress))),
                           false);
        else if (forwarder_->state() == PortForwarder::State::NotForwarded)
            emit linkEvent(forwarder_->describe(), false);
        emit routerChanged();
    });
    connect(forwarder_, &PortForwarder::problem, this, [this](const QString& text) { emit linkEvent(text, true); });
    connect(link_, &PeerLink::linkUp, this, &NetworkGame::onLinkUp);
    connect(link_, &PeerLink::linkDown, this, &NetworkGame::onLinkDown);
    connect(link_, &PeerLink::message, this, &NetworkGame::onMessage);
    connect(link_, &PeerLink::problem, this, [this](const QString& text) { emit linkEvent(text, false); });
    connect(link_, &PeerLink::refused, this, &NetworkGame::onRefusedAtDoor);
    setTimings(timings_);
}

NetworkGame::~NetworkGame() {
    // The link goes first: nothing it reports on the way may reach a half-destroyed game.
    link_->disconnect(this);
    delete link_;
    // The router's forwarding is removed (a bounded wait), telling nothing to a game half gone.
    forwarder_->disconnect(this);
    delete forwarder_;
}

std::unique_ptr<RemoteGame> NetworkGame::resume(const QString& savePath, const ScenarioLookup& lookup, QString* error) {
    std::string problem;
    const auto text = readTextFile(QFile::encodeName(savePath).toStdString(), kMaxRecordFileBytes, problem);
    if (!text) {
        if (error) *error = QString::fromStdString(problem);
        return nullptr;
    }
    std::unique_ptr<RemoteGame> remote = RemoteGame::restore(*text, lookup, problem);
    if (!remote && error) *error = tr("%1: %2").arg(QFileInfo(savePath).fileName(), QString::fromStdString(problem));
    return remote;
}

void NetworkGame::setTimings(const NetworkTimings& timings) {
    timings_ = timings;
    link_->setTimings(timings_.link);
    retry_->setInterval(int(timings_.retry.count()));
    peerWait_->setInterval(int(timings_.peerWait.count()));
}

bool NetworkGame::host(const QHostAddress& address, quint16 port, QString* error) {
    hosting_ = true;
    remote_->setHosting(true);
    if (!remote_->joinCode()) {
        const std::optional<JoinCode> code = JoinCode::draw();
        if (!code) {
            if (error) *error = tr("the system's random source gave no code for the invitation");
            return false;
        }
        remote_->setJoinCode(*code);
    }
    const std::optional<LinkKey> key = linkKeyFor(*remote_->joinCode());
    if (!key) {
        if (error) *error = tr("the invitation's key could not be derived from its code");
        return false;
    }
    link_->setKey(*key);
    pump();  // the game's first save (with its code), before anyone connects
    if (!link_->listen(address, port, error)) return false;
    setState(LinkState::Listening);
    // A router forwards to an IPv4 address of this computer; loopback and IPv6 need none.
    const bool routable = !address.isLoopback() && (address == QHostAddress(QHostAddress::Any) ||
                                                    address == QHostAddress(QHostAddress::AnyIPv4) ||
                                                    address.protocol() == QAbstractSocket::IPv4Protocol);
    if (askRouter_ && routable) forwarder_->start(link_->listeningPort());
    return true;
}

void NetworkGame::setRouterForwarding(bool ask, const MappingOptions& options) {
    askRouter_ = ask;
    forwarder_->setOptions(options);
}

bool NetworkGame::join(const QString& address, quint16 port, std::optional<JoinCode> code, QString* error) {
    hosting_ = false;
    joinAddress_ = address;
    joinPort_ = port;
    if (code) remote_->setJoinCode(*code);
    const std::optional<LinkKey> key = remote_->joinCode() ? linkKeyFor(*remote_->joinCode()) : std::nullopt;
    if (!key) {
        if (error) *error = tr("the invitation's code is needed to join");
        return false;
    }
    link_->setKey(*key);
    pump();
    setState(LinkState::Connecting);
    link_->connectTo(address, port);
    return true;
}

QString NetworkGame::invitation(const QString& address) const {
    if (!remote_->joinCode()) return {};
    return QString::fromStdString(invitationText({address.toStdString(), portFor(address), *remote_->joinCode()}));
}

quint16 NetworkGame::portFor(const QString& address) const {
    const auto& mapping = forwarder_->mapping();
    return mapping && address.toStdString() == mapping->externalAddress ? mapping->externalPort : port();
}

void NetworkGame::leave() {
    retry_->stop();
    link_->close();
    forwarder_->stop();
    if (remoteConnected_) {
        remoteConnected_ = false;
        remote_->disconnected();
    }
    setState(LinkState::Left);
    pump();
}

quint16 NetworkGame::port() const { return hosting_ ? link_->listeningPort() : joinPort_; }

int NetworkGame::secondsWaited() const {
    return waitingSince_.isValid() ? int(waitingSince_.elapsed() / 1000) : 0;
}

Verdict NetworkGame::play(const Command& command, const std::string& comment) {
    Verdict why = remote_->play(command, comment);
    pump();
    return why;
}

void NetworkGame::setMyName(const QString& name) {
    remote_->setMyName(name.toStdString());
    pump();
}

void NetworkGame::setWatchers(const QStringList& watchers) {
    std::vector<std::string> entries;
    for (const QString& w : watchers) entries.push_back(w.toStdString());
    remote_->setWatchers(std::move(entries));
    pump();
}

void NetworkGame::chat(const QString& text) {
    remote_->chat(text.toStdString());
    pump();
}

void NetworkGame::onLinkUp() {
    retry_->stop();
    setState(LinkState::Connected);
    emit linkEvent(hosting_ ? tr("The opponent's program connected from %1.").arg(link_->peerName())
                            : tr("Connected to %1.").arg(link_->peerName()),
                   false);
    remoteConnected_ = true;
    remote_->connected();
    pump();
}

void NetworkGame::onLinkDown(const QString& reason) {
    const bool wasConnected = remoteConnected_;
    if (remoteConnected_) {
        remoteConnected_ = false;
        remote_->disconnected();
    }
    if (state_ == LinkState::Left || state_ == LinkState::SentAway) return;
    if (!hosting_ && !dismissing_.isEmpty()) {  // this guest sent the host away: sentAway follows
        dismissing_.clear();
        return;
    }
    if (remote_->isStopped()) {
        setState(LinkState::Left);
        pump();
        return;
    }
    if (hosting_) {
        setState(link_->isListening() ? LinkState::Listening : LinkState::Left);
        if (!dismissing_.isEmpty())
            emit linkEvent(tr("The program that connected was sent away: %1. Waiting for the opponent on port %2.")
                               .arg(std::exchange(dismissing_, QString()))
                               .arg(link_->listeningPort()),
                           true);
        else
            emit linkEvent(tr("Connection lost: %1. Waiting for the opponent to connect again on port %2.")
                               .arg(reason)
                               .arg(link_->listeningPort()),
                           true);
    } else if (link_->codeRefused()) {
        sentAway(reason);
        return;
    } else {
        setState(LinkState::Retrying);
        const qint64 seconds = std::max<qint64>(1, std::chrono::duration_cast<std::chrono::seconds>(timings_.retry).count());
        emit linkEvent(wasConnected ? tr("Connection lost: %1. Trying again every %2 s.").arg(reason).arg(seconds)
                                    : tr("Could not connect: %1. Trying again in %2 s.").arg(reason).arg(seconds),
                       true);
        retry_->start();
    }
    pump();
}

// The guest, refused by the host (its code, its side, its game), or refusing it: trying again is
// no use.
void NetworkGame::sentAway(const QString& why) {
    retry_->stop();
    link_->close();
    if (remoteConnected_) {
        remoteConnected_ = false;
        remote_->disconnected();
    }
    setState(LinkState::SentAway);
    emit linkEvent(tr("Not joined: %1. The game is kept; join again when this is put right.").arg(why), true);
    pump();
}

void NetworkGame::onRefusedAtDoor(const QString& who, const QString& why) {
    ++strangersRefused_;
    if (!refusalMinute_->isActive()) refusalMinute_->start();
    if (refusalsTold_ < 5) {
        ++refusalsTold_;
        emit linkEvent(tr("A connection from %1 without the invitation was refused: %2.").arg(who, why), false);
    } else {
        ++refusalsUntold_;
    }
}

void NetworkGame::onMessage(const QByteArray& message) {
    remote_->receive(std::string_view(message.constData(), std::size_t(message.size())));
    pump();
}

// Save, then send, then tell: the order that loses nothing if the program stops in between.
void NetworkGame::pump() {
    if (pumping_) {
        pumpAgain_ = true;  // a notice's handler played or chatted: its part comes next, in order
        return;
    }
    const QPointer<NetworkGame> self(this);
    pumping_ = true;
    do {
        pumpAgain_ = false;
        if (!everSaved_ || remote_->saveGeneration() != savedGeneration_) writeSave();
        for (const std::string& message : remote_->takeOutgoing())
            link_->send(QByteArrayView(message.data(), qsizetype(message.size())));
        std::optional<QString> sendAway, goneAway;
        for (const RemoteNotice& n : remote_->takeNotices()) {
            if (n.kind == RemoteNotice::Kind::Dismissed) sendAway = partingText(n);
            if (n.kind == RemoteNotice::Kind::SentAway) goneAway = partingText(n);
            emit notice(n);
            if (!self) return;  // the window let the game go
        }
        if (sendAway && link_->isUp()) {
            dismissing_ = *sendAway;
            link_->letGo(*sendAway);  // its bye goes first
            if (!hosting_) goneAway = sendAway;  // a guest does not knock again on a door it shut
        }
        if (goneAway && state_ != LinkState::SentAway) {
            pumping_ = false;
            sentAway(*goneAway);
            return;
        }
    } while (pumpAgain_);
    pumping_ = false;
    if (remote_->isStopped() && state_ != LinkState::Left) {
        retry_->stop();
        link_->close();
        remoteConnected_ = false;
        setState(LinkState::Left);
    }
    updatePeerWait();
    emit stateChanged();
}

void NetworkGame::writeSave() {
    savedGeneration_ = remote_->saveGeneration();
    everSaved_ = true;
    if (savePath_.isEmpty()) return;
    QDir().mkpath(QFileInfo(savePath_).absolutePath());
    // The save holds the invitation's code and this side's secrets for the dice: its owner's
    // alone, from its first moment (a save of an earlier version is made so).
    const std::string path = QFile::encodeName(savePath_).toStdString();
    std::optional<std::string> error;
    bool there = QFileInfo::exists(savePath_);
    if (!there) error = createPrivateFile(path, remote_->saveText(), there);
    if (there) {
        QFile::setPermissions(savePath_, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        error = saveTextFile(path, remote_->saveText());
    }
    const QString problem = error ? QString::fromStdString(*error) : QString();
    if (problem == saveProblem_) return;
    saveProblem_ = problem;
    if (!problem.isEmpty())
        emit linkEvent(tr("The network game could not be saved (%1); if this program stops now, the last moves may "
                          "be lost.")
                           .arg(problem),
                       true);
}

void NetworkGame::updatePeerWait() {
    const bool waiting = state_ == LinkState::Connected && remote_->isWaitingForPeer() && !remote_->isStopped();
    if (!waiting) {
        peerWait_->stop();
        waitingSince_.invalidate();
        return;
    }
    if (!waitingSince_.isValid()) {
        waitingSince_.start();
        peerWait_->start();
    }
}

void NetworkGame::setState(LinkState state) {
    if (state_ == state) return;
    state_ = state;
    emit stateChanged();
}

Verdict NetworkGame::askTakeback(std::size_t count) {
    Verdict why = remote_->askTakeback(count);
    pump();
    return why;
}

Verdict NetworkGame::answerTakeback(bool accept) {
    Verdict why = remote_->answerTakeback(accept);
    pump();
    return why;
}

}  // namespace eylau::net
