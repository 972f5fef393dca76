// A remote game's protocol (remote_game.h; docs/remote-play.md gives every message): what this
// side does, and what the opponent sends once the two programs agree on the record. How they
// meet and agree is remote_meeting.cpp; the save, remote_save.cpp.
#include "eylau/remote/remote_game.h"

#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/shared_dice.h"
#include "eylau/reports/state_report.h"
#include "eylau/rules/sentences.h"
#include "remote/remote_exchange.h"
#include "remote/remote_messages.h"

#include <algorithm>
#include <map>
#include <utility>

namespace eylau {

using remote::Message;

using remote::number;
using remote::other;
using remote::sideName;

namespace {
Digest stateDigestWith(const GameSession& session, const Digest& chainHead) {
    return sha256({"eylau state v1", stateJson(session.scenario(), session.state()), bytesOf(chainHead)});
}
}  // namespace

Digest stateDigest(const GameSession& session) { return stateDigestWith(session, recordChain(session.record()).back()); }

const std::vector<Digest>& RemoteGame::chain() {
    const auto& lines = session_->record().lines;
    if (chain_.empty() || chain_.size() > lines.size() + 1) chain_ = recordChain(session_->record());
    while (chain_.size() <= lines.size()) chain_.push_back(chainStep(chain_.back(), lines[chain_.size() - 1]));
    return chain_;
}

Digest RemoteGame::currentStateDigest() { return stateDigestWith(*session_, chain().back()); }

RemoteGame::RemoteGame(std::unique_ptr<GameSession> session, Side mySide, ScenarioLookup lookup, SecretSource secrets)
    : session_(std::move(session)), mySide_(mySide), lookup_(std::move(lookup)),
      secrets_(secrets ? std::move(secrets) : SecretSource(systemRandom)) {}

RemoteGame::RemoteGame(Side mySide, ScenarioLookup lookup, SecretSource secrets)
    : RemoteGame(nullptr, mySide, std::move(lookup), std::move(secrets)) {}

RemoteGame::~RemoteGame() = default;

// ---- what this side does ----------------------------------------------------------------------

std::optional<Side> RemoteGame::toAct() const {
    if (!session_) return std::nullopt;
    return decisionDue(session_->game()).side;
}

bool RemoteGame::isMyTurn() const {
    return isSynced() && !isStopped() && !exchange_ && !takeback_ && toAct() == mySide_;
}

bool RemoteGame::isWaitingForPeer() const {
    return connected_ && !isStopped() && (!synced_ || exchange_ != nullptr);
}

std::optional<Digest> RemoteGame::secret() { return secrets_(); }

Verdict RemoteGame::play(const Command& command, std::string comment) {
    if (isStopped()) return eylau::refuse("", Say::RemoteStopped, {stopReason_});
    if (!isSynced() || !session_) return eylau::refuse("", Say::RemoteNotConnected);
    if (exchange_) return eylau::refuse("", Say::RemoteDiceOpen);
    if (takeback_)
        return eylau::refuse("", takebackAskedHere() ? Say::RemoteTakebackAsked : Say::RemoteTakebackToAnswer);
    const std::optional<Side> due = toAct();
    if (due != mySide_) {
        if (!due) return eylau::refuse("23.0", Say::GameIsOver);
        return eylau::refuse("", Say::RemoteNotYourTurn, {sideName(*due)});
    }
    const Game& game = session_->game();
    if (Verdict why = game.whyNot(command)) return why;
    const std::size_t index = session_->record().lines.size();
    if (!game.wouldRoll(command)) {
        const ApplyResult result = applyAgreed(command, comment, std::nullopt, true);
        if (!result.ok()) return result.refusal;
        send("command " + std::to_string(index) + " " + formatCommand(command));
        sendState();
        return std::nullopt;
    }
    const std::optional<Digest> mine = secret();
    if (!mine) return eylau::refuse("", Say::NoRandomSource);
    exchange_ = std::make_unique<Exchange>();
    exchange_->index = index;
    exchange_->command = command;
    exchange_->comment = std::move(comment);
    exchange_->owner = mySide_;
    exchange_->mySecret = mine;
    exchange_->myCommitSent = true;
    changed();
    send("command " + std::to_string(index) + " " + formatCommand(command));
    send("commit " + std::to_string(index) + " " + toHex(commitmentTo(*mine)));
    return std::nullopt;
}

void RemoteGame::setMyName(const std::string& name) {
    myName_ = remote::chatLine(name).substr(0, kMaxPlayerNameBytes);
    while (!myName_.empty() && (static_cast<unsigned char>(myName_.back()) & 0xC0) == 0x80) myName_.pop_back();
    nameInRecord(mySide_, myName_);
    if (connected_ && !myName_.empty()) send("name " + myName_);
}

// A name joins the record's names (which the hash chain leaves out), cut and cleaned as a record
// keeps them (GameSession::setNames).
void RemoteGame::nameInRecord(Side side, const std::string& name) {
    if (!session_ || name.empty()) return;
    std::map<std::string, std::string> names = session_->record().names;
    names[remote::sideWord(side)] = name;
    session_->setNames(std::move(names));
    changed();
}

void RemoteGame::onName(const Message& m) {
    std::string name = remote::chatLine(m.rest).substr(0, kMaxPlayerNameBytes);
    while (!name.empty() && (static_cast<unsigned char>(name.back()) & 0xC0) == 0x80) name.pop_back();
    if (name.empty()) return refuse("an empty name was refused");
    theirName_ = name;
    nameInRecord(other(mySide_), name);
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Named;
    n.text = name;
    notice(std::move(n));
}

void RemoteGame::chat(const std::string& text) {
    const std::string line = remote::chatLine(text);
    if (!line.empty()) send("chat " + line);
}

ApplyResult RemoteGame::applyAgreed(const Command& command, std::string comment, std::optional<DiceReveal> reveal,
                                    bool ours) {
    const std::size_t index = session_->record().lines.size();
    ApplyResult result = session_->apply(command, std::move(comment), std::move(reveal));
    if (!result.ok()) return result;
    changed();
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Applied;
    n.index = index;
    n.line = session_->record().lines.back();
    n.ours = ours;
    n.events = result.events;
    notice(std::move(n));
    return result;
}

// ---- what goes out ----------------------------------------------------------------------------

void RemoteGame::send(std::string message) { outgoing_.push_back(std::move(message)); }
void RemoteGame::notice(RemoteNotice n) { notices_.push_back(std::move(n)); }

void RemoteGame::refuse(std::string why) {
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Refused;
    n.text = std::move(why);
    notice(std::move(n));
}

void RemoteGame::stop(std::string why) {
    if (isStopped()) return;
    stopReason_ = std::move(why);
    changed();
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::Stopped;
    n.text = stopReason_;
    notice(std::move(n));
}

std::vector<std::string> RemoteGame::takeOutgoing() { return std::exchange(outgoing_, {}); }
std::vector<RemoteNotice> RemoteGame::takeNotices() { return std::exchange(notices_, {}); }

// ---- what the opponent sends ------------------------------------------------------------------

void RemoteGame::receive(std::string_view text) {
    if (isStopped()) return;  // nothing more is read once the game has stopped
    std::string error;
    const std::optional<Message> m = remote::parseMessage(text, error);
    if (!m) return refuse("a malformed message was refused: " + error);
    if (!connected_) return refuse("a message arrived while the link was down; it was ignored");
    if (m->word == "bye") return onBye(*m);
    if (dismissed_) return;  // the peer was sent away (or sent this program away): its link goes
    if (m->word == "chat") {
        RemoteNotice n;
        n.kind = RemoteNotice::Kind::Chat;
        n.text = remote::chatLine(m->rest);
        return notice(std::move(n));
    }
    if (m->word == "hello") return onHello(*m);
    if (m->word == "name") return onName(*m);
    if (m->word == "watchers") return onWatchers(*m);
    if (m->word == "record") return onRecord(m->body);
    if (!synced_ || !session_)
        return refuse("'" + m->word + "' came before the two programs agreed on the record; it was ignored");
    if (m->word == "command" && takeback_)
        return refuse("a command was refused: it came while a question to take back moves is open");
    if (m->word == "command") return onCommand(*m);
    if (m->word == "commit") return onCommit(*m);
    if (m->word == "reveal") return onReveal(*m);
    if (m->word == "state") return onState(*m);
    if (m->word == "takeback") return onTakeback(*m);
    refuse("an unknown message '" + m->word + "' was refused");
}

void RemoteGame::onCommand(const Message& m) {
    // command INDEX TEXT
    if (m.words.size() < 3) return refuse("a malformed command message was refused");
    const std::optional<std::size_t> index = remote::readIndex(m.words[1]);
    if (!index) return refuse("a command message with no index was refused");
    std::string error;
    const std::optional<Command> command = parseCommand(m.rest, &error);
    const std::size_t count = session_->record().lines.size();
    if (*index < count) {
        const bool same = command && *command == session_->record().lines[*index].command;
        return refuse(std::string(same ? "a replayed message" : "a late message") + " was refused: command " +
                      number(*index) + " was played already ('" + formatCommand(session_->record().lines[*index].command) +
                      "')");
    }
    if (*index > count)
        return refuse("an out-of-order message was refused: command " + number(*index) + " came before command " +
                      number(count));
    if (!command) return refuse("the opponent's command " + number(*index) + " cannot be read: " + error);
    if (exchange_) {
        if (exchange_->index == *index && exchange_->owner != mySide_ && exchange_->command == *command)
            return;  // sent again after a reconnection: the exchange goes on
        if (exchange_->owner != mySide_)
            return stop("the opponent changed command " + number(*index) + " after the dice exchange for it began: it was '" +
                        formatCommand(exchange_->command) + "', now '" + formatCommand(*command) + "'");
        return refuse("the opponent's command " + number(*index) + " came while your command's dice were being exchanged");
    }
    const std::optional<Side> due = toAct();
    if (due != other(mySide_))
        return refuse("an out-of-turn command was refused: '" + formatCommand(*command) + "' came from the " +
                      sideName(other(mySide_)) + ", but " +
                      (due ? "the " + sideName(*due) + " act now" : std::string("the game is over")));
    const Game& game = session_->game();
    if (Verdict why = game.whyNot(*command))
        return refuse("the opponent's command '" + formatCommand(*command) + "' was refused: " + why->describe());
    if (!game.wouldRoll(*command)) {
        applyAgreed(*command, {}, std::nullopt, false);
        return sendState();
    }
    exchange_ = std::make_unique<Exchange>();
    exchange_->index = *index;
    exchange_->command = *command;
    exchange_->owner = other(mySide_);
    changed();
}

void RemoteGame::onCommit(const Message& m) {
    if (m.words.size() != 3) return refuse("a malformed commit was refused");
    const std::optional<std::size_t> index = remote::readIndex(m.words[1]);
    const std::optional<Digest> commit = digestFromHex(m.words[2]);
    if (!index || !commit) return refuse("a malformed commit was refused");
    if (!exchange_ || exchange_->index != *index)
        return refuse("a commitment for command " + number(*index) + " was refused: no dice are being exchanged for it "
                      "(a replayed or late message)");
    Exchange& x = *exchange_;
    if (x.theirCommit && *x.theirCommit != *commit)
        return stop("the opponent changed his commitment for the die of command " + number(x.index) + " ('" +
                    formatCommand(x.command) + "')");
    x.theirCommit = commit;
    if (x.owner != mySide_) {
        // The opponent's command: this program commits in turn (the same secret if it already has).
        if (!x.mySecret) x.mySecret = secret();
        if (!x.mySecret) return stop("the system's random source gave no secret for the die");
        x.myCommitSent = true;
        changed();
        return send("commit " + std::to_string(x.index) + " " + toHex(commitmentTo(*x.mySecret)));
    }
    // This program's command: it has the opponent's commitment, so it may reveal its secret.
    x.myRevealSent = true;
    changed();
    send("reveal " + std::to_string(x.index) + " " + toHex(*x.mySecret));
}

void RemoteGame::onReveal(const Message& m) {
    if (m.words.size() != 3) return refuse("a malformed reveal was refused");
    const std::optional<std::size_t> index = remote::readIndex(m.words[1]);
    const std::optional<Digest> theirSecret = digestFromHex(m.words[2]);
    if (!index || !theirSecret) return refuse("a malformed reveal was refused");
    if (!exchange_ || exchange_->index != *index)
        return refuse("a reveal for command " + number(*index) + " was refused: no dice are being exchanged for it "
                      "(a replayed or late message)");
    Exchange& x = *exchange_;
    if (!x.theirCommit || !x.myCommitSent)
        return refuse("a reveal for command " + number(x.index) + " came before both commitments; it was ignored");
    if (commitmentTo(*theirSecret) != *x.theirCommit)
        return stop("the opponent's reveal for the die of command " + number(x.index) + " ('" + formatCommand(x.command) +
                    "') does not match his commitment: the roll was tampered with");
    if (x.owner == mySide_ && !x.myRevealSent)
        return refuse("a reveal for command " + number(x.index) + " came before this program revealed; it was ignored");
    if (x.owner != mySide_) send("reveal " + std::to_string(x.index) + " " + toHex(*x.mySecret));
    DiceReveal reveal;
    (mySide_ == Side::French ? reveal.french : reveal.allied) = *x.mySecret;
    (mySide_ == Side::French ? reveal.allied : reveal.french) = *theirSecret;
    const Command command = x.command;
    const std::string comment = x.comment;
    const bool ours = x.owner == mySide_;
    const std::size_t at = x.index;
    exchange_.reset();
    const ApplyResult result = applyAgreed(command, comment, reveal, ours);
    if (!result.ok())
        return stop("command " + number(at) + " ('" + formatCommand(command) + "') is refused with its dice: " +
                    result.refusal->describe());
    sendState();
}

void RemoteGame::sendState() {
    const std::size_t count = session_->record().lines.size();
    const Digest digest = currentStateDigest();
    myStates_.emplace_back(count, digest);
    if (myStates_.size() > 64) myStates_.erase(myStates_.begin());
    send("state " + std::to_string(count) + " " + toHex(digest));
    // A digest the opponent sent before this program reached that command.
    for (auto it = theirStates_.begin(); it != theirStates_.end();) {
        if (it->first == count) {
            if (it->second != digest) return stop(statesDiffer(count));
            it = theirStates_.erase(it);
        } else {
            ++it;
        }
    }
}

std::string RemoteGame::statesDiffer(std::size_t count) const {
    const auto& lines = session_->record().lines;
    return "the two programs' games differ after command " + std::to_string(count) +
           (count > 0 && count <= lines.size() ? " ('" + formatCommand(lines[count - 1].command) + "')" : std::string()) +
           ": their states do not match, so the game cannot go on; keep both saved games";
}

void RemoteGame::onState(const Message& m) {
    if (m.words.size() != 3) return refuse("a malformed state message was refused");
    const std::optional<std::size_t> count = remote::readIndex(m.words[1]);
    const std::optional<Digest> digest = digestFromHex(m.words[2]);
    if (!count || !digest) return refuse("a malformed state message was refused");
    const std::size_t mine = session_->record().lines.size();
    if (*count > mine) {
        if (theirStates_.size() >= 16) return refuse("too many state messages ahead of the game were refused");
        theirStates_.emplace_back(*count, *digest);
        return;
    }
    const auto it = std::find_if(myStates_.begin(), myStates_.end(), [&](const auto& s) { return s.first == *count; });
    if (it == myStates_.end()) {
        if (*count == mine) {
            if (currentStateDigest() != *digest) stop(statesDiffer(mine));
            return;
        }
        return refuse("a state message for command " + std::to_string(*count) + " came too late to be compared");
    }
    if (it->second != *digest) stop(statesDiffer(*count));
}

// After the programs agree on the record, a dice exchange this program began goes on with the
// same secret: its command and commitment are sent again (the opponent answers as before).
void RemoteGame::resumeExchange() {
    if (!exchange_ || exchange_->owner != mySide_) return;
    const Exchange& x = *exchange_;
    send("command " + std::to_string(x.index) + " " + formatCommand(x.command));
    send("commit " + std::to_string(x.index) + " " + toHex(commitmentTo(*x.mySecret)));
}

}  // namespace eylau
