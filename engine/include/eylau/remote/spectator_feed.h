#pragma once
// The host's side of one spectator (docs/remote-play.md, "Spectators"), transport-free like
// RemoteGame: the window hands it each whole message the spectator sent (`receive`), tells it when
// the game gained commands (`follow`), and sends what `takeOutgoing` gives.
//
// * A spectator says `watch VERSION` (and may give its `name`); it then gets the record so far and,
//   after it, every command both players agreed on with its reveal, one `agreed` message each.
//   It is sent only what the record holds: agreed commands and the secrets already revealed, never
//   an open dice exchange, so it learns no roll before the players do.
// * A player's name that joins the host's record later (the guest's, when it joins) is sent too
//   (`named SIDE NAME`), so that the spectator sees who plays.
// * Anything else a spectator sends (a command, a commitment, a reveal, a record, a chat line) is
//   refused and named in a notice, and changes nothing: the feed never touches the game.
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

class GameSession;

// How many spectators a host lets watch at once (more are sent away with a `bye`).
inline constexpr int kMaxSpectators = 8;

struct SpectatorNotice {
    enum class Kind {
        Watching,   // the spectator's hello was taken: it now follows the game
        Named,      // the spectator gave its name: `text`
        Refused,    // a message was refused and ignored: `text` says which and why
        Dismissed,  // the spectator was sent away (another protocol version): `text`; its link goes
    };
    Kind kind = Kind::Refused;
    std::string text;
};

class SpectatorFeed {
public:
    // A message from the spectator. `game`: the host's game, to send the record from when the
    // spectator says hello (null: none yet, the record is sent by the first `follow`).
    void receive(std::string_view message, const GameSession* game);
    // The host's game may have changed: every agreed command the spectator has not had is sent.
    // A record that no longer extends what was sent (commands taken back by consent) is sent whole.
    void follow(const GameSession& game);

    bool isWatching() const { return watching_; }
    const std::string& name() const { return name_; }
    // The commands sent so far (the spectator's record holds as many).
    std::size_t sent() const { return count_; }

    std::vector<std::string> takeOutgoing();
    std::vector<SpectatorNotice> takeNotices();

private:
    void sendRecord(const GameSession& game);
    void notice(SpectatorNotice::Kind kind, std::string text);

    bool watching_ = false;
    bool dismissed_ = false;
    bool recordSent_ = false;
    std::string name_;
    std::size_t count_ = 0;              // commands sent
    Digest chain_{};                     // the record's chain after them
    std::optional<RecordLine> last_;     // the last command sent, to notice one taken back
    std::map<std::string, std::string> names_;  // the players' names sent
    std::vector<std::string> outgoing_;
    std::vector<SpectatorNotice> notices_;
};

// The message giving a spectator command `index` (0-based), its reveal, and the record's chain
// after it: "agreed INDEX CHAIN REVEAL COMMAND", REVEAL "-" or "FRENCH:ALLIED" (64 hex digits each).
std::string agreedMessage(std::size_t index, const RecordLine& line, const Digest& chainAfter);

// The `bye` that turns away a spectator beyond kMaxSpectators, saying why.
std::string spectatorsFullMessage();

}  // namespace eylau
