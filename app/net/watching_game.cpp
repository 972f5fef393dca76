// A spectator's program (watching_game.h; docs/remote-play.md, "Spectators").
#include "watching_game.h"

#include <QPointer>
#include <QTimer>

#include <chrono>

namespace eylau::net {

WatchingGame::WatchingGame(ScenarioLookup lookup, QObject* parent)
    : QObject(parent), watched_(std::make_unique<WatchedGame>(std::move(lookup))), link_(new PeerLink(this)),
      retry_(new QTimer(this)) {
    link_->setWatching(true);
    retry_->setSingleShot(true);
    connect(retry_, &QTimer::timeout, this, [this] {
        if (state_ != LinkState::Retrying) return;
        setState(LinkState::Connecting);
        link_->connectTo(address_, port_);
    });
    connect(link_, &PeerLink::linkUp, this, &WatchingGame::onLinkUp);
    connect(link_, &PeerLink::linkDown, this, &WatchingGame::onLinkDown);
    connect(link_, &PeerLink::message, this, [this](const QByteArray& m) {
        watched_->receive(std::string_view(m.constData(), std::size_t(m.size())));
        pump();
    });
    connect(link_, &PeerLink::problem, this, [this](const QString& text) { emit linkEvent(text, false); });
    setTimings(timings_);
}

WatchingGame::~WatchingGame() {
    link_->disconnect(this);
    delete link_;
}

void WatchingGame::setTimings(const NetworkTimings& timings) {
    timings_ = timings;
    link_->setTimings(timings_.link);
    retry_->setInterval(int(timings_.retry.count()));
}

bool WatchingGame::watch(const Invitation& invitation, QString* error) {
    if (!invitation.watch) {
        if (error)
            *error = tr("this is a player's invitation, which lets its holder play, not watch: ask the host for an "
                        "invitation to watch (it ends in ?watch)");
        return false;
    }
    const std::optional<LinkKey> key = linkKeyFor(invitation.code);
    if (!key) {
        if (error) *error = tr("the watch invitation's key could not be derived from its code");
        return false;
    }
    link_->setKey(*key);
    address_ = QString::fromStdString(invitation.host);
    port_ = invitation.port;
    setState(LinkState::Connecting);
    link_->connectTo(address_, port_);
    return true;
}

void WatchingGame::setMyName(const QString& name) {
    watched_->setMyName(name.toStdString());
    pump();
}

void WatchingGame::leave() { endLink(LinkState::Left); }

void WatchingGame::endLink(LinkState state) {
    retry_->stop();
    link_->close();
    watched_->disconnected();
    setState(state);
}

void WatchingGame::onLinkUp() {
    emit linkEvent(tr("Connected to %1; waiting for the game.").arg(link_->peerName()), false);
    watched_->connected();
    pump();
}

void WatchingGame::onLinkDown(const QString& reason) {
    watched_->disconnected();
    if (state_ == LinkState::Left || state_ == LinkState::SentAway) return;
    if (link_->codeRefused()) {
        setState(LinkState::SentAway);
        emit linkEvent(tr("Not watching: the host at %1 did not accept the watch code (check the invitation to watch).")
                           .arg(link_->peerName()),
                       true);
        return;
    }
    const qint64 seconds = std::chrono::duration_cast<std::chrono::seconds>(timings_.retry).count();
    setState(LinkState::Retrying);
    emit linkEvent(tr("The link to the host was lost: %1. Trying again every %2 s.").arg(reason).arg(seconds), true);
    retry_->start();
}

void WatchingGame::pump() {
    if (pumping_) {
        pumpAgain_ = true;  // a notice's receiver gave a name: its part comes next, in order
        return;
    }
    const QPointer<WatchingGame> self(this);
    pumping_ = true;
    std::optional<QString> sentAway;
    do {
        pumpAgain_ = false;
        for (const std::string& m : watched_->takeOutgoing()) link_->send(QByteArrayView(m.data(), qsizetype(m.size())));
        for (const WatchNotice& n : watched_->takeNotices()) {
            if (n.kind == WatchNotice::Kind::Began) setState(LinkState::Following);
            if (n.kind == WatchNotice::Kind::SentAway) sentAway = QString::fromStdString(n.text);
            emit notice(n);
            if (!self) return;
        }
    } while (pumpAgain_);
    pumping_ = false;
    if (sentAway) {
        endLink(LinkState::SentAway);
        emit linkEvent(tr("The host sent this program away: %1.").arg(*sentAway), true);
    } else if (watched_->isStopped() && state_ != LinkState::Left) {
        endLink(LinkState::Left);
    }
}

void WatchingGame::setState(LinkState state) {
    if (state_ == state) return;
    state_ = state;
    emit stateChanged();
}

}  // namespace eylau::net
