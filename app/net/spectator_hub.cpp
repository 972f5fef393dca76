// The host's spectators (spectator_hub.h; docs/remote-play.md, "Spectators").
#include "spectator_hub.h"

#include <QPointer>
#include <QSslSocket>
#include <QTimer>

#include <algorithm>

namespace eylau::net {

struct SpectatorHub::Seat {
    PeerLink* link = nullptr;
    SpectatorFeed feed;
    QString address;
};

SpectatorHub::SpectatorHub(NetworkGame& game) : QObject(&game), game_(game) {
    connect(&game_.link(), &PeerLink::watcherArrived, this, &SpectatorHub::onArrived);
    // Every agreed command (and a game taken anew, or moves taken back by consent) goes to each
    // spectator.
    connect(&game_, &NetworkGame::notice, this, [this](const RemoteNotice& n) {
        if (n.kind == RemoteNotice::Kind::Applied || n.kind == RemoteNotice::Kind::NewGame ||
            n.kind == RemoteNotice::Kind::Synced || n.kind == RemoteNotice::Kind::TakenBack)
            followAll();
    });
    // The host left, or the game stopped: the spectators' links go too.
    connect(&game_, &NetworkGame::stateChanged, this, [this] {
        if (game_.linkState() == NetworkGame::LinkState::Left) closeAll();
    });
}

SpectatorHub::~SpectatorHub() {
    for (const auto& seat : seats_) seat->link->disconnect(this);
}

bool SpectatorHub::open(QString* error) {
    if (!game_.isHost()) {
        if (error) *error = tr("only the host's program lets spectators watch");
        return false;
    }
    if (!code_) {
        const std::optional<JoinCode> code = JoinCode::draw();
        if (!code) {
            if (error) *error = tr("the system's random source gave no code for the watch invitation");
            return false;
        }
        const std::optional<LinkKey> key = linkKeyFor(*code);
        if (!key) {
            if (error) *error = tr("the watch invitation's key could not be derived from its code");
            return false;
        }
        code_ = code;
        game_.link().setWatchKey(key);
    }
    return true;
}

QString SpectatorHub::invitation(const QString& address) const {
    if (!code_) return {};
    Invitation invitation{address.toStdString(), game_.portFor(address), *code_};
    invitation.watch = true;
    return QString::fromStdString(invitationText(invitation));
}

QList<SpectatorHub::Watcher> SpectatorHub::watchers() const {
    QList<Watcher> out;
    for (const auto& seat : seats_)
        if (seat->feed.isWatching()) out.append({QString::fromStdString(seat->feed.name()), seat->address});
    return out;
}

QString SpectatorHub::describe(const Watcher& watcher) {
    return tr("%1 (%2)").arg(watcher.name.isEmpty() ? tr("a spectator") : watcher.name, watcher.address);
}

QStringList SpectatorHub::describedWatchers() const {
    QStringList out;
    for (const Watcher& w : watchers()) out.append(describe(w));
    return out;
}

void SpectatorHub::onArrived(QSslSocket* socket) {
    auto* link = new PeerLink(this);
    link->setTimings(game_.timings().link);
    link->take(socket);
    const QString address = link->peerName();
    if (int(seats_.size()) >= kMaxSpectators) {
        const std::string bye = spectatorsFullMessage();
        link->send(QByteArrayView(bye.data(), qsizetype(bye.size())));
        link->letGo(QString());
        retire(link);
        emit event(tr("A spectator from %1 was turned away: %n already watch, the most a game allows.", nullptr,
                      kMaxSpectators)
                       .arg(address),
                   false);
        return;
    }
    auto seat = std::make_unique<Seat>();
    seat->link = link;
    seat->address = address;
    Seat* at = seat.get();
    seats_.push_back(std::move(seat));
    connect(link, &PeerLink::message, this, [this, at](const QByteArray& m) { onMessage(at, m); });
    connect(link, &PeerLink::linkDown, this, [this, at](const QString& reason) { onGone(at, reason); });
}

void SpectatorHub::onMessage(Seat* seat, const QByteArray& message) {
    seat->feed.receive(std::string_view(message.constData(), std::size_t(message.size())),
                       game_.remote().hasGame() ? &game_.remote().session() : nullptr);
    pump(*seat);
}

void SpectatorHub::followAll() {
    if (!game_.remote().hasGame()) return;
    for (const auto& seat : seats_) {
        seat->feed.follow(game_.remote().session());
        pump(*seat);
    }
}

void SpectatorHub::pump(Seat& seat) {
    const QPointer<SpectatorHub> self(this);
    PeerLink* link = seat.link;
    for (const std::string& m : seat.feed.takeOutgoing()) link->send(QByteArrayView(m.data(), qsizetype(m.size())));
    bool dismissed = false;
    for (const SpectatorNotice& n : seat.feed.takeNotices()) {
        switch (n.kind) {
        case SpectatorNotice::Kind::Watching:
            emit event(tr("A spectator connected from %1 and watches the game.").arg(seat.address), false);
            changed();
            break;
        case SpectatorNotice::Kind::Named:
            emit event(tr("The spectator at %1 is %2.").arg(seat.address, QString::fromStdString(n.text)), false);
            changed();
            break;
        case SpectatorNotice::Kind::Refused:
            emit event(tr("Refused a message from the spectator at %1: %2").arg(seat.address, QString::fromStdString(n.text)),
                       true);
            break;
        case SpectatorNotice::Kind::Dismissed:
            emit event(tr("The spectator at %1 was sent away: it speaks another version of the network protocol.")
                           .arg(seat.address),
                       false);
            dismissed = true;
            break;
        }
        if (!self) return;
    }
    if (dismissed) link->letGo(QString());
}

void SpectatorHub::onGone(Seat* seat, const QString& reason) {
    const auto it = std::find_if(seats_.begin(), seats_.end(), [seat](const auto& s) { return s.get() == seat; });
    if (it == seats_.end()) return;
    std::unique_ptr<Seat> gone = std::move(*it);
    seats_.erase(it);
    gone->link->disconnect(this);
    retire(gone->link);
    if (!gone->feed.isWatching()) return;
    const QString who = describe({QString::fromStdString(gone->feed.name()), gone->address});
    emit event(reason.isEmpty() ? tr("%1 stopped watching.").arg(who) : tr("%1 stopped watching (%2).").arg(who, reason),
               false);
    changed();
}

void SpectatorHub::closeAll() {
    if (seats_.empty()) return;
    for (const auto& seat : seats_) {
        seat->link->disconnect(this);
        seat->link->close();
        retire(seat->link);
    }
    seats_.clear();
    changed();
}

// A link let go sends what is queued for it (a bye) before its socket closes: it is deleted a
// few seconds later, not at once, since its socket goes with it.
void SpectatorHub::retire(PeerLink* link) { QTimer::singleShot(5000, link, &QObject::deleteLater); }

void SpectatorHub::changed() {
    game_.setWatchers(describedWatchers());
    emit watchersChanged();
}

}  // namespace eylau::net
