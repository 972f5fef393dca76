#pragma once
// A spectator's copy of a live game (docs/remote-play.md, "Spectators"), transport-free like
// RemoteGame: the caller hands it each whole message the host sent (`receive`), sends what
// `takeOutgoing` gives, and shows what `takeNotices` tells. It can only follow: nothing it sends
// can change the game, and it has no command to give.
//
// Everything received is checked as a player's program checks it: the record must be readable,
// of a built-in scenario (the lookup decides) and with shared dice; each `agreed` command must be
// the next one, apply through the engine with its reveal, and give the chain value the host
// stated. A message that is malformed or replayed is refused and named, and changes nothing; a
// command that does not apply, a chain that differs, a command skipped or a record of another
// game stops the watching, saying why (the copy so far is kept). A record of the same game is
// taken whenever it comes (after a reconnection, or commands the players took back by consent).
#include "eylau/game/event.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

namespace remote {
struct Message;
}

struct WatchNotice {
    enum class Kind {
        Began,     // the host's record was taken (first, or again): `recordText`, `index` its commands;
                   // `text` says how many commands shown before it no longer holds (taken back), if any
        Applied,   // an agreed command joined the copy: `index`, `line`, `events`
        Refused,   // a message was refused and ignored: `text`
        Stopped,   // the copy cannot follow any more: `text`
        SentAway,  // the host sent this program away (too many spectators, another version): `text`
        Named,     // a player's name joined the copy's record: `text`, of `side`
    };
    Kind kind = Kind::Refused;
    std::string text;
    std::size_t index = 0;
    RecordLine line;
    std::vector<Event> events;
    std::string recordText;
    Side side = Side::French;  // Named
};

class WatchedGame {
public:
    explicit WatchedGame(ScenarioLookup lookup);
    ~WatchedGame();
    WatchedGame(const WatchedGame&) = delete;
    WatchedGame& operator=(const WatchedGame&) = delete;

    // The link is up (again): says `watch` and the spectator's name; the host answers with its record.
    void connected();
    void disconnected();
    bool isConnected() const { return connected_; }
    // The spectator's name, shown to the players (cut to kMaxPlayerNameBytes, control characters blanked).
    void setMyName(const std::string& name);

    bool hasGame() const { return session_ != nullptr; }
    const GameSession& session() const { return *session_; }  // only when hasGame()
    // The host's record came on this connection: the copy follows live.
    bool isFollowing() const { return connected_ && following_; }
    bool isStopped() const { return !stopReason_.empty(); }
    const std::string& stopReason() const { return stopReason_; }

    void receive(std::string_view message);
    std::vector<std::string> takeOutgoing();
    std::vector<WatchNotice> takeNotices();

private:
    void notice(WatchNotice n);
    void refuse(std::string why);
    void stop(std::string why);
    void onRecord(std::string_view text);
    void onAgreed(const remote::Message& m);
    void onNamed(const remote::Message& m);

    ScenarioLookup lookup_;
    std::unique_ptr<GameSession> session_;
    Digest chain_{};  // the copy's record chain after its last command
    bool connected_ = false;
    bool following_ = false;
    std::string myName_;
    std::string stopReason_;
    std::vector<std::string> outgoing_;
    std::vector<WatchNotice> notices_;
};

}  // namespace eylau
