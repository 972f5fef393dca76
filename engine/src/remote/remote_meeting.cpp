// How two programs of a remote game meet (remote_game.h; docs/remote-play.md, "Nothing a
// stranger sends stops a game"): each says hello on every connection; the one that is behind
// takes the other's record, each further command checked by the engine; a program that cannot
// play this game here (the same side, another game, another protocol) is sent away with a bye,
// and the game waits for the one that can. Only a record of this very game that rewrites it
// stops the game.
#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "remote/remote_exchange.h"
#include "remote/remote_messages.h"

#include <utility>

namespace eylau {

using remote::Message;
using remote::number;
using remote::other;
using remote::sideName;

void RemoteGame::connected() {
    lapseTakeback();
    connected_ = true;
    synced_ = false;
    dismissed_ = false;
    sentAway_ = false;
    theirHello_.reset();
    theirStates_.clear();
    sendHello();
    if (!myName_.empty()) send("name " + myName_);
    if (!myWatchers_.empty()) sendWatchers();
}

void RemoteGame::disconnected() {
    lapseTakeback();
    connected_ = false;
    synced_ = false;
}

void RemoteGame::setJoinCode(const JoinCode& code) {
    if (joinCode_ == code) return;
    joinCode_ = code;
    changed();
}

void RemoteGame::playOnAfterStop() {
    if (!isStopped()) return;
    stopReason_.clear();
    changed();
}

// hello VERSION SIDE COUNT CHAIN GAME, or hello VERSION SIDE none
void RemoteGame::sendHello() {
    std::string hello = "hello " + std::to_string(kRemoteProtocolVersion) + " " + remote::sideWord(mySide_);
    if (session_) {
        const std::vector<Digest>& c = chain();
        hello += " " + std::to_string(session_->record().lines.size()) + " " + toHex(c.back()) + " " + toHex(c.front());
    } else {
        hello += " none";
    }
    send(std::move(hello));
}

// The opponent's program cannot play this game on this connection (the same side, another game,
// another protocol): it is told why (`bye`), the link is let go, and this game waits unchanged
// for the right program.
void RemoteGame::dismiss(Parting why, std::string text) {
    if (dismissed_) return;
    dismissed_ = true;
    synced_ = false;
    // bye REASON TEXT: the reason for the other program to word, the text for a person reading
    // the wire or a program that does not know the reason.
    std::string bye = "bye " + remote::partingWord(why);
    if (why == Parting::SameSide) bye += "-" + remote::sideWord(mySide_);
    send(bye + " " + remote::chatLine(text));
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Dismissed;
    n.text = std::move(text);
    n.parting = why;
    n.side = mySide_;
    notice(std::move(n));
}

void RemoteGame::onBye(const Message& m) {
    if (std::exchange(sentAway_, true)) return;  // told once a connection
    dismissed_ = true;
    synced_ = false;
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::SentAway;
    // bye REASON TEXT (REASON same-side-french, other-game, ...): an unknown reason is told as
    // its text.
    const std::string reason = m.words.size() > 1 ? m.words[1] : std::string();
    n.parting = remote::partingFromWord(reason, n.side);
    const std::size_t at = m.rest.find(' ');
    n.text = remote::chatLine(n.parting == Parting::Unknown || at == std::string::npos ? m.rest : m.rest.substr(at + 1));
    if (n.text.empty()) n.text = "no reason was given";
    notice(std::move(n));
}

void RemoteGame::onHello(const Message& m) {
    // hello VERSION SIDE COUNT CHAIN GAME, or hello VERSION SIDE none: while the two programs
    // agree on the record (a program that took the other's record says hello again). Nothing in
    // a hello stops the game unless it proves a record rewritten: a program that cannot play it
    // here is sent away, and the game waits for the one that can.
    if (synced_) return refuse("a hello came while the programs agree on the game; it was ignored (a replayed message)");
    if (m.words.size() < 3) return refuse("a malformed hello was refused");
    if (m.words[1] != std::to_string(kRemoteProtocolVersion))
        return dismiss(Parting::OtherVersion, "the opponent's program speaks version " + remote::shown(m.words[1]) +
                       " of the network protocol, and this one version " + std::to_string(kRemoteProtocolVersion));
    const std::optional<Side> theirSide = remote::sideFromWord(m.words[2]);
    if (!theirSide) return dismiss(Parting::Malformed, "its hello named no side");
    if (*theirSide == mySide_)
        return dismiss(Parting::SameSide,
                       "both programs play the " + sideName(mySide_) + ": join as the " + sideName(other(mySide_)));
    std::optional<Hello> theirs;
    if (!(m.words.size() == 4 && m.words[3] == "none")) {
        const std::optional<std::size_t> count = m.words.size() == 6 ? remote::readIndex(m.words[3]) : std::nullopt;
        const std::optional<Digest> chainValue = m.words.size() == 6 ? digestFromHex(m.words[4]) : std::nullopt;
        const std::optional<Digest> game = m.words.size() == 6 ? digestFromHex(m.words[5]) : std::nullopt;
        if (!count || !chainValue || !game || (*count == 0 && *chainValue != *game))
            return dismiss(Parting::Malformed, "its hello was malformed");
        theirs = Hello{*count, *chainValue, *game};
    }
    theirHello_ = theirs;
    if (!session_ && !theirs)
        return dismiss(Parting::NoGame, "neither program has a game: the host starts one, the guest joins it");
    if (!session_) return;  // the opponent sends his record: he has a game and this program none
    if (!theirs) return send("record\n" + session_->recordText());
    const std::vector<Digest>& ours = chain();
    if (theirs->game != ours.front())
        return dismiss(Parting::OtherGame, "the two programs' saved games are not the same game (another scenario, seed or options): "
                       "resume the game both played, or join anew");
    const std::size_t mine = ours.size() - 1;
    if (theirs->count <= mine && ours[theirs->count] != theirs->chain)
        return stop("the two programs' records of the same game differ within their first " +
                    std::to_string(theirs->count) + " commands: a record was rewritten; compare the two saved games");
    if (theirs->count < mine) return send("record\n" + session_->recordText());
    if (theirs->count > mine) return;  // the opponent is ahead: his record comes next
    agreed(mine);
}

void RemoteGame::agreed(std::size_t count) {
    synced_ = true;
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Synced;
    n.text = "the two programs agree on the game's " + std::to_string(count) + " commands";
    notice(std::move(n));
    resumeExchange();
}

void RemoteGame::onRecord(std::string_view text) {
    if (synced_) return refuse("a whole record came while the programs agree on the game; it was ignored");
    const std::string source = "the opponent's record";
    if (!session_) {
        SessionLoad load = GameSession::fromText(std::string(text), source, lookup_);
        if (!load.ok()) return dismiss(Parting::Malformed, load.error);
        if (!load.session->record().sharedDice)
            return dismiss(Parting::OtherGame, "the opponent's game does not use shared dice ('dice shared'): it cannot "
                                               "be played over the network");
        session_ = std::move(load.session);
        chain_.clear();
        nameInRecord(mySide_, myName_);
        nameInRecord(other(mySide_), theirName_);
        changed();
        RemoteNotice n;
        n.kind = RemoteNotice::Kind::NewGame;
        n.recordText = session_->recordText();
        n.text = "the game of the opponent's program, with " + std::to_string(session_->record().lines.size()) +
                 " commands";
        notice(std::move(n));
    } else {
        // Only after a hello of this very game: a record of another game (or sent without a
        // hello) sends its program away; only one of this game that rewrites it stops the game.
        if (!theirHello_) return refuse("a whole record came before the opponent's hello; it was ignored");
        const RecordParse parsed = parseRecord(std::string(text));
        if (!parsed.record)
            return dismiss(Parting::Malformed, source + " cannot be read: " + (parsed.errors.empty() ? "" : parsed.errors[0]));
        if (headerDigest(*parsed.record) != chain().front())
            return dismiss(Parting::OtherGame, "the record the opponent's program sent is of another game (another "
                                               "scenario, seed or options)");
        if (!adopt(*parsed.record)) return;
    }
    sendHello();  // this program's record now, for the opponent to agree on
    if (theirHello_ && theirHello_->count == session_->record().lines.size() && theirHello_->chain == chain().back())
        agreed(theirHello_->count);
}

// The opponent's record extends this program's: its further commands are taken, each checked by
// the engine. A command of this program's side can only be one whose dice exchange it began and
// revealed its secret for (the opponent applied it, this program had not yet heard his reveal).
bool RemoteGame::adopt(const GameRecord& theirs) {
    const std::vector<std::string> problems = whyNotExtension(session_->record(), theirs);
    if (!problems.empty()) {
        std::string all;
        for (const std::string& p : problems) all += (all.empty() ? "" : "; ") + p;
        stop("the opponent's record does not extend this program's: " + all);
        return false;
    }
    for (std::size_t i = session_->record().lines.size(); i < theirs.lines.size(); ++i) {
        const RecordLine& line = theirs.lines[i];
        const std::optional<Side> by = toAct();
        if (by == mySide_) {
            const bool mineRevealed = exchange_ && exchange_->index == i && exchange_->owner == mySide_ &&
                                      exchange_->myRevealSent && line.reveal && line.command == exchange_->command &&
                                      (mySide_ == Side::French ? line.reveal->french : line.reveal->allied) ==
                                          *exchange_->mySecret;
            if (!mineRevealed) {
                stop("the opponent's record gives command " + number(i) + " ('" + formatCommand(line.command) +
                     "') for your side, which this program never gave");
                return false;
            }
        }
        if (exchange_ && exchange_->index == i && exchange_->owner != mySide_ && line.command != exchange_->command) {
            stop("the opponent changed command " + number(i) + " after the dice exchange for it began: it was '" +
                 formatCommand(exchange_->command) + "', his record says '" + formatCommand(line.command) + "'");
            return false;
        }
        const ApplyResult result = applyAgreed(line.command, line.comment, line.reveal, by == mySide_);
        if (!result.ok()) {
            stop("command " + number(i) + " of the opponent's record ('" + formatCommand(line.command) +
                 "') is refused: " + result.refusal->describe());
            return false;
        }
        if (exchange_ && exchange_->index == i) exchange_.reset();
    }
    return true;
}

}  // namespace eylau
