#pragma once
// The host's spectators (docs/remote-play.md, "Spectators"; docs/playing.md, "Watching a game"):
// a watch code of their own, drawn on request, whose key the host's door gives to a handshake
// naming the spectators' identity only (TlsListener::setWatchKey); each spectator that proved it
// gets a link of its own, apart from the opponent's, which spectators never touch. Each link's
// messages go to the engine's SpectatorFeed: the record so far, then every command both players
// agreed on with its reveal; whatever else a spectator sends is refused, named, and changes
// nothing. At most kMaxSpectators watch at once; more are sent away with a `bye`. Who watches is
// told to the player (watchersChanged, events for the Network dock) and to the opponent's program.
#include "network_game.h"

#ifndef Q_MOC_RUN
#include "eylau/remote/spectator_feed.h"
#endif

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QSslSocket;

namespace eylau::net {

class SpectatorHub : public QObject {
    Q_OBJECT
public:
    struct Watcher {
        QString name;     // as the spectator gave it; empty until it does
        QString address;  // "192.168.1.7:50312"
    };

    // The spectators of the host's `game`; a child of it, gone with it.
    explicit SpectatorHub(NetworkGame& game);
    ~SpectatorHub() override;

    // Opens the door to spectators: draws the watch code (the first time) and gives its key to the
    // door. False and `error` when this program is not the host or no code can be drawn.
    bool open(QString* error = nullptr);
    bool isOpen() const { return code_.has_value(); }
    std::optional<JoinCode> watchCode() const { return code_; }
    // The invitation to watch: "eylau://ADDRESS:PORT/CODE?watch".
    QString invitation(const QString& address) const;

    // Those watching now, in the order they came.
    QList<Watcher> watchers() const;
    // "Anne (192.168.1.7:50312)", or "a spectator (...)" before it gave its name.
    static QString describe(const Watcher& watcher);
    QStringList describedWatchers() const;

signals:
    // For the Network dock: a spectator came, gave its name, left, was turned away or refused.
    void event(const QString& text, bool problem);
    void watchersChanged();

private:
    struct Seat;
    void onArrived(QSslSocket* socket);
    void onMessage(Seat* seat, const QByteArray& message);
    void onGone(Seat* seat, const QString& reason);
    void pump(Seat& seat);
    void followAll();
    void closeAll();
    static void retire(PeerLink* link);
    void changed();

    NetworkGame& game_;
    std::optional<JoinCode> code_;
    std::vector<std::unique_ptr<Seat>> seats_;
};

}  // namespace eylau::net
