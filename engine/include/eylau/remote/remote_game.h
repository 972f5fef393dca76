#pragma once
// One program's end of a game played live against a remote opponent (docs/remote-play.md). It is
// transport-free: the caller hands it each whole message the opponent sent (`receive`), takes the
// messages to send (`takeOutgoing`) and what happened (`takeNotices`), and gives it this side's
// commands (`play`). The window wraps it in a TCP link; the tests wire two of them together.
//
// * Each command travels as its record line; both programs apply it through the engine, then
//   exchange a digest of the game state and stop, saying so, if they differ.
// * A command that rolls is applied only once both programs have exchanged commitments to fresh
//   secrets and then the secrets (shared_dice.h): neither player can foresee or bias the roll.
// * Everything received is untrusted: a message that is malformed, too long, out of turn, out of
//   order or replayed is refused and named in a notice, and changes nothing; a wrong reveal or a
//   differing state stops the game. No message can do what the opponent could not do at the table.
// * Faults lose nothing: `saveText` (written before anything is sent) holds the record and any
//   open dice exchange; a program restarted from it reconnects and both resume from the last
//   command they agree on, an open exchange resumed with the same secrets (no re-roll).
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/remote/invitation.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

namespace remote {
struct Message;
}

// The protocol's limits: a longer message is refused unread; a chat line is cut to its limit.
inline constexpr std::size_t kMaxRemoteMessageBytes = std::size_t(4) << 20;  // a whole record
inline constexpr std::size_t kMaxChatBytes = 500;
// Version 2: the link is TLS keyed by the invitation's code, and a hello names the game it is of.
inline constexpr int kRemoteProtocolVersion = 2;

// Why a program sent the other away (`bye`): the window words it in the player's language.
enum class Parting {
    SameSide,      // both play `side`
    OtherGame,     // the two games differ in their header (scenario, seed, options)
    OtherVersion,  // another protocol version
    Malformed,     // a hello that cannot be read, or names no side
    NoGame,        // neither program has a game
    Unknown,       // a reason this program does not know (a later version's)
};

struct RemoteNotice {
    enum class Kind {
        Applied,    // a command joined the game (ours or the opponent's): `line`, `index`, `events`
        NewGame,    // the game was replaced by the opponent's (a guest joining): `recordText`
        Synced,     // both programs agree on the record; play may go on
        Chat,       // the opponent's chat line: `text`
        Named,      // the opponent's name, now in the record's names: `text`
        Refused,    // a message was refused and ignored: `text` says which and why
        Stopped,    // the game cannot go on (states differ, a wrong reveal): `text`
        Dismissed,  // this program sent the opponent's program away (`bye`); the game waits: `text`
        SentAway,   // the opponent's program sent this one away (the same side, another game): `text`
        Watchers,   // who watches the game from the host's program now: `watchers` (docs/remote-play.md, "Spectators")
        // Taking back moves by consent (docs/remote-play.md, "Taking back moves"); `ours`: this
        // side asked. `lines`: the commands in question, `index`: the place of the first of them.
        TakebackAsked,     // a takeback was asked (by this side, or by the opponent, who waits)
        TakenBack,         // the opponent agreed: both programs took `lines` back; `index`: the record's length now
        TakebackDeclined,  // the question was declined: nothing changed
        TakebackLapsed,    // the link went down with the question open: nothing changed; ask again
    };
    Kind kind = Kind::Refused;
    std::string text;
    std::size_t index = 0;       // Applied: the command's place in the record (0-based)
    RecordLine line;             // Applied: the command and its reveal, if it rolled
    bool ours = false;           // Applied: given by this program's side
    std::vector<Event> events;   // Applied: what the command did
    std::string recordText;      // NewGame: the record of the game now played
    Parting parting = Parting::Unknown;  // Dismissed, SentAway: why (`text` says it in English)
    Side side = Side::French;            // Dismissed, SentAway with SameSide: the side both play
    std::vector<std::string> watchers;   // Watchers: each spectator's name and address
    std::vector<RecordLine> lines;       // TakebackAsked, TakenBack, TakebackDeclined: the commands in question
};

// Where the secrets come from: systemRandom() in play; tests may give their own.
using SecretSource = std::function<std::optional<Digest>()>;

class RemoteGame {
public:
    // A host or a guest that has a game (new, or restored from its saveText): plays `mySide`.
    // A new game's session must have shared dice (GameOptions::sharedDice).
    RemoteGame(std::unique_ptr<GameSession> session, Side mySide, ScenarioLookup lookup, SecretSource secrets = {});
    // A guest with no game yet: it takes the host's when they meet. `lookup` decides which
    // scenarios a remote record may name (the window allows the built-in ones only).
    RemoteGame(Side mySide, ScenarioLookup lookup, SecretSource secrets = {});
    ~RemoteGame();
    RemoteGame(const RemoteGame&) = delete;
    RemoteGame& operator=(const RemoteGame&) = delete;

    // A program restarted from its saveText; nullptr and `error` (naming the line) when it
    // cannot be read.
    static std::unique_ptr<RemoteGame> restore(const std::string& saveText, ScenarioLookup lookup, std::string& error,
                                               SecretSource secrets = {});

    Side mySide() const { return mySide_; }
    bool hasGame() const { return session_ != nullptr; }
    const GameSession& session() const { return *session_; }  // only when hasGame()

    // The link is up (again): says hello; the programs agree on the record before play goes on.
    void connected();
    // The link is down: nothing is lost; play waits for `connected`.
    void disconnected();
    bool isConnected() const { return connected_; }
    // Both programs agree on the record and no link is down: commands may be given.
    bool isSynced() const { return connected_ && synced_; }
    // The game cannot go on (see stopReason); every later message is refused. A game stops only
    // on proof that the opponent's program cheated or that the two games differ; nothing a
    // program sends before the two agree on the record stops it (it is sent away instead).
    bool isStopped() const { return !stopReason_.empty(); }
    const std::string& stopReason() const { return stopReason_; }
    // The players chose to play on after a stop (restored from the save): the record both
    // programs agreed on is kept, and the two agree again when they meet.
    void playOnAfterStop();
    // A dice exchange is open (a command waits for the secrets), or the programs are agreeing on
    // the record: the opponent owes an answer. The window times the wait.
    bool isWaitingForPeer() const;
    // This side is to give the next command, and may (synced, no exchange open, game not over).
    bool isMyTurn() const;

    // This side's command: nullopt when it is accepted (applied at once, or after the dice
    // exchange when it rolls: its Applied notice comes then), or why not (not this side's turn,
    // the link is down, or the engine's refusal, citing the case).
    Verdict play(const Command& command, std::string comment = {});
    // Taking back moves by consent (docs/remote-play.md, "Taking back moves"). This side may ask to
    // take back its own last commands that undo could take back (GameSession::undoableCount: its
    // moves since the last die roll, in the current Movement Phase); while the question is open
    // neither side plays. `takebackAvailable`: how many it may ask for now (0: none).
    std::size_t takebackAvailable() const;
    // Asks the opponent to take back this side's last `count` commands: nullopt when asked, or why not.
    Verdict askTakeback(std::size_t count);
    // Answers the opponent's question: accepted, both programs take the commands back; declined,
    // nothing changes. nullopt when answered, or why not (no question is open).
    Verdict answerTakeback(bool accept);
    // A takeback question is open, asked by this side (`takebackAskedHere`) or by the opponent:
    // its commands are takebackLines().
    bool isTakebackOpen() const { return takeback_.has_value(); }
    bool takebackAskedHere() const { return takeback_ && takeback_->asker == mySide_; }
    std::vector<RecordLine> takebackLines() const;
    // A chat line to the opponent (control characters become blanks, cut to kMaxChatBytes).
    void chat(const std::string& text);
    // The name of who plays this side: sent to the opponent's program on every connection, which
    // puts it in its record's names (outside the hash chain; cut to kMaxPlayerNameBytes).
    void setMyName(const std::string& name);

    // The invitation's code this game is played with (invitation.h): kept in the save, so that a
    // program restarted resumes with the code the other still has.
    void setJoinCode(const JoinCode& code);
    const std::optional<JoinCode>& joinCode() const { return joinCode_; }

    // Who watches the game from this program (the host's spectators, "NAME (ADDRESS)" each, at
    // most kMaxSpectators): sent to the opponent now and on every connection (`watchers`).
    void setWatchers(std::vector<std::string> watchers);
    // This program hosts the game: it alone has spectators, so a list of them from the opponent's
    // program is refused (docs/remote-play.md, "Spectators").
    void setHosting(bool hosting) { hosting_ = hosting; }

    // A whole message from the opponent, as the link framed it.
    void receive(std::string_view message);
    // What to send, oldest first; each is one whole message.
    std::vector<std::string> takeOutgoing();
    // What happened since the last call, oldest first.
    std::vector<RemoteNotice> takeNotices();

    // Everything needed to resume: the record and any open dice exchange with this side's secret.
    // The caller writes it (atomically) after every change and before sending: `saveGeneration`
    // counts the changes, so a caller can tell when to write again.
    std::string saveText() const;
    std::uint64_t saveGeneration() const { return generation_; }

private:
    struct Exchange;
    void send(std::string message);
    void notice(RemoteNotice n);
    void refuse(std::string why);
    void stop(std::string why);
    void dismiss(Parting why, std::string text);
    void onBye(const remote::Message& m);
    void agreed(std::size_t count);
    void changed() { ++generation_; }
    void sendHello();
    void onHello(const remote::Message& m);
    void onRecord(std::string_view text);
    void onCommand(const remote::Message& m);
    void onCommit(const remote::Message& m);
    void onReveal(const remote::Message& m);
    void onState(const remote::Message& m);
    void onName(const remote::Message& m);
    void onWatchers(const remote::Message& m);
    void sendWatchers();
    void onTakeback(const remote::Message& m);  // remote_takeback.cpp
    void onTakebackAsked(std::size_t count, std::size_t back, const Digest& chainValue);
    void onTakebackAnswer(bool accepted, std::size_t count, std::size_t back, const Digest& chainValue);
    void takeBack(std::size_t back);
    void takebackNotice(RemoteNotice::Kind kind, bool ours, std::string text);
    void lapseTakeback();
    std::string takebackWords(std::size_t count, std::size_t back);
    void nameInRecord(Side side, const std::string& name);
    bool adopt(const GameRecord& theirs);
    ApplyResult applyAgreed(const Command& command, std::string comment, std::optional<DiceReveal> reveal, bool ours);
    void resumeExchange();
    void sendState();
    std::string statesDiffer(std::size_t count) const;
    std::optional<Side> toAct() const;
    std::optional<Digest> secret();
    // The record's hash chain, extended by the commands added since it was last asked (a record
    // here only grows), so that a command costs one digest, not the whole record's.
    const std::vector<Digest>& chain();
    Digest currentStateDigest();

    std::unique_ptr<GameSession> session_;
    Side mySide_;
    ScenarioLookup lookup_;
    SecretSource secrets_;
    std::optional<JoinCode> joinCode_;
    bool connected_ = false;
    bool synced_ = false;
    bool dismissed_ = false;   // this connection's peer was sent away: nothing more is read from it
    bool sentAway_ = false;    // the peer sent this program away on this connection
    struct Hello {
        std::size_t count = 0;  // the commands of the opponent's record
        Digest chain{};         // its chain after them
        Digest game{};          // its chain before the first (the header: scenario, options, seed)
    };
    std::optional<Hello> theirHello_;  // the opponent's hello on this connection, if he has a game
    std::string stopReason_;
    std::string myName_, theirName_;
    std::vector<std::string> myWatchers_;
    bool hosting_ = false;
    std::unique_ptr<Exchange> exchange_;
    std::vector<std::pair<std::size_t, Digest>> theirStates_;  // the opponent's digests not yet compared
    std::vector<std::pair<std::size_t, Digest>> myStates_;     // this program's latest digests
    std::vector<Digest> chain_;                                // recordChain of session_, as far as known
    std::vector<std::string> outgoing_;
    std::vector<RemoteNotice> notices_;
    struct Takeback {
        std::size_t count = 0;  // the record's length when it was asked
        std::size_t back = 0;   // how many of its last commands are to be taken back
        Side asker = Side::French;
    };
    std::optional<Takeback> takeback_;  // the open takeback question: never saved, it lapses with the link
    std::uint64_t generation_ = 0;
};

// The digest both programs compare after each command: of the game state as the state report
// writes it (every unit, the phase, the dice, the markers) and the record's chain.
Digest stateDigest(const GameSession& session);

}  // namespace eylau
