// Taking back moves by consent in a remote game (remote_game.h; docs/remote-play.md, "Taking back
// moves"). A player asks to take back his own last commands, those that undo could take back in a
// game at one table (GameSession::undoableCount: his moves since the last die roll, in the
// current Movement Phase, 4.0 and 6.1); the opponent accepts or declines; on acceptance both
// programs undo the same commands through the engine and compare their states as after any
// command. Never past a roll: a thrown die was made from both players' secrets, and taking it back
// would let the asker throw it again.
//
//   takeback ask COUNT BACK CHAIN   take back the last BACK of the COUNT commands whose chain is CHAIN
//   takeback yes COUNT BACK CHAIN   the question about these very commands is accepted
//   takeback no COUNT BACK CHAIN    ... declined
#include "eylau/record/game_session.h"
#include "eylau/remote/remote_game.h"
#include "eylau/rules/sentences.h"
#include "remote/remote_exchange.h"
#include "remote/remote_messages.h"

#include <algorithm>
#include <utility>

namespace eylau {

using remote::Message;
using remote::other;

namespace {

// How many of the session's last commands `side` gave and undo could take back. Undo takes back
// only moves of a Movement Phase (game_session.h), which the phasing player alone gives.
std::size_t takeableBy(const GameSession& session, Side side) {
    const std::size_t undoable = session.undoableCount();
    const auto& steps = session.steps();
    std::size_t n = 0;
    while (n < undoable && steps[steps.size() - 1 - n].phasing == side) ++n;
    return n;
}

// Why `side` can take back nothing now, in the engine's words (an undo's refusal, citing its case).
Verdict whyNothingToTakeBack(const GameSession& session) {
    if (session.undoableCount() > 0) return refuse("", Say::RemoteTakebackNotYours);
    if (Verdict why = session.undoRefusal()) return why;
    return refuse("", Say::NothingToUndo);
}

std::string commandCount(std::size_t n) { return std::to_string(n) + (n == 1 ? " command" : " commands"); }

}  // namespace

std::size_t RemoteGame::takebackAvailable() const {
    if (!session_ || !isSynced() || isStopped() || exchange_ || takeback_) return 0;
    return takeableBy(*session_, mySide_);
}

std::vector<RecordLine> RemoteGame::takebackLines() const {
    if (!takeback_ || !session_) return {};
    const auto& lines = session_->record().lines;
    const std::size_t back = std::min(takeback_->back, lines.size());
    return {lines.end() - static_cast<std::ptrdiff_t>(back), lines.end()};
}

// " COUNT BACK CHAIN": the record's length, how many of its last commands, and its chain value.
std::string RemoteGame::takebackWords(std::size_t count, std::size_t back) {
    return " " + std::to_string(count) + " " + std::to_string(back) + " " + toHex(chain()[count]);
}

void RemoteGame::takebackNotice(RemoteNotice::Kind kind, bool ours, std::string text) {
    RemoteNotice n;
    n.kind = kind;
    n.ours = ours;
    n.text = std::move(text);
    n.lines = takebackLines();
    n.index = takeback_ ? takeback_->count - takeback_->back : 0;
    notice(std::move(n));
}

Verdict RemoteGame::askTakeback(std::size_t count) {
    if (isStopped()) return eylau::refuse("", Say::RemoteStopped, {stopReason_});
    if (!isSynced() || !session_) return eylau::refuse("", Say::RemoteNotConnected);
    if (exchange_) return eylau::refuse("", Say::RemoteDiceOpen);
    if (takeback_)
        return eylau::refuse("", takebackAskedHere() ? Say::RemoteTakebackAsked : Say::RemoteTakebackToAnswer);
    const std::size_t available = takeableBy(*session_, mySide_);
    if (available == 0) return whyNothingToTakeBack(*session_);
    if (count == 0 || count > available)
        return eylau::refuse("", Say::RemoteTakebackTooMany, {std::to_string(available)});
    const std::size_t length = session_->record().lines.size();
    takeback_ = Takeback{length, count, mySide_};
    send("takeback ask" + takebackWords(length, count));
    takebackNotice(RemoteNotice::Kind::TakebackAsked, true,
                   "you asked your opponent to take back your last " + commandCount(count));
    return std::nullopt;
}

Verdict RemoteGame::answerTakeback(bool accept) {
    if (isStopped()) return eylau::refuse("", Say::RemoteStopped, {stopReason_});
    if (!takeback_ || takeback_->asker == mySide_) return eylau::refuse("", Say::RemoteNoTakebackAsked);
    const Takeback asked = *takeback_;
    const std::string words = takebackWords(asked.count, asked.back);
    if (!accept) {
        takebackNotice(RemoteNotice::Kind::TakebackDeclined, false, "you declined to take back your opponent's " +
                                                                        commandCount(asked.back));
        takeback_.reset();
        send("takeback no" + words);
        return std::nullopt;
    }
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::TakenBack;
    n.lines = takebackLines();
    takeBack(asked.back);
    takeback_.reset();
    if (isStopped()) return eylau::refuse("", Say::RemoteStopped, {stopReason_});
    n.index = session_->record().lines.size();
    n.text = "you agreed: your opponent's last " + commandCount(asked.back) + " were taken back";
    notice(std::move(n));
    send("takeback yes" + words);  // the caller saves the shorter record before sending it
    sendState();
    return std::nullopt;
}

// Both programs take back the same commands, through the engine's undo (which replays the moves
// since the last position that can never be undone); the hash chain and the state digests kept
// for comparison are cut back with the record.
void RemoteGame::takeBack(std::size_t back) {
    for (std::size_t i = 0; i < back; ++i)
        if (Verdict why = session_->undo())
            return stop("the takeback agreed on cannot be made here: " + why->describe());
    const std::size_t count = session_->record().lines.size();
    if (chain_.size() > count + 1) chain_.resize(count + 1);
    std::erase_if(myStates_, [&](const auto& s) { return s.first >= count; });
    std::erase_if(theirStates_, [&](const auto& s) { return s.first > count; });
    changed();
}

void RemoteGame::lapseTakeback() {
    if (!takeback_) return;
    takebackNotice(RemoteNotice::Kind::TakebackLapsed, takeback_->asker == mySide_,
                   "the link went down: the question to take back moves lapsed; nothing was taken back");
    takeback_.reset();
}

// ---- what the opponent sends ------------------------------------------------------------------

void RemoteGame::onTakeback(const Message& m) {
    // takeback ask|yes|no COUNT BACK CHAIN
    if (m.words.size() != 5) return refuse("a malformed takeback message was refused");
    const std::optional<std::size_t> count = remote::readIndex(m.words[2]);
    const std::optional<std::size_t> back = remote::readIndex(m.words[3]);
    const std::optional<Digest> chainValue = digestFromHex(m.words[4]);
    if (!count || !back || !chainValue) return refuse("a malformed takeback message was refused");
    const std::size_t n = *count, k = *back;
    if (k == 0 || k > n) return refuse("a malformed takeback message was refused");
    if (m.words[1] == "ask") return onTakebackAsked(n, k, *chainValue);
    if (m.words[1] == "yes" || m.words[1] == "no") return onTakebackAnswer(m.words[1] == "yes", n, k, *chainValue);
    refuse("a takeback message '" + remote::shown(m.words[1]) + "' was refused: it is neither a question nor an answer");
}

void RemoteGame::onTakebackAsked(std::size_t count, std::size_t back, const Digest& chainValue) {
    const std::string what = "a question to take back " + commandCount(back) + " was refused: ";
    if (takeback_) return refuse(what + "a takeback question is open already");
    if (exchange_) return refuse(what + "it came while the dice of command " + remote::number(exchange_->index) +
                                 " were being exchanged");
    const std::size_t length = session_->record().lines.size();
    if (count != length)
        return refuse(what + "it is about a record of " + commandCount(count) + ", and this program's holds " +
                      std::to_string(length) + " (a stale or forged message)");
    if (chain()[count] != chainValue)
        return refuse(what + "it is about another record than this program's (a forged message)");
    const std::size_t available = takeableBy(*session_, other(mySide_));
    if (back > available) {
        const std::string why =
            available > 0                     ? "only the opponent's last " + commandCount(available) + " can be"
            : session_->undoableCount() > 0   ? std::string("the last commands are this side's, not his")
                                              : whyNothingToTakeBack(*session_)->describe();
        return refuse(what + why + " (only his own moves since the last die roll, in the current Movement Phase, "
                             "are ever taken back)");
    }
    takeback_ = Takeback{count, back, other(mySide_)};
    takebackNotice(RemoteNotice::Kind::TakebackAsked, false,
                   "your opponent asks to take back his last " + commandCount(back));
}

void RemoteGame::onTakebackAnswer(bool accepted, std::size_t count, std::size_t back, const Digest& chainValue) {
    const std::string what = std::string("an answer (") + (accepted ? "yes" : "no") + ") to a takeback question was refused: ";
    if (!takeback_ || takeback_->asker != mySide_)
        return refuse(what + "this program asked none (a replayed or forged message)");
    if (takeback_->count != count || takeback_->back != back || chain()[count] != chainValue)
        return refuse(what + "it answers another question than the one asked (a stale or forged message)");
    if (!accepted) {
        takebackNotice(RemoteNotice::Kind::TakebackDeclined, true,
                       "your opponent declined to take back your last " + commandCount(back));
        takeback_.reset();
        return;
    }
    RemoteNotice n;
    n.kind = RemoteNotice::Kind::TakenBack;
    n.ours = true;
    n.lines = takebackLines();
    takeBack(back);
    takeback_.reset();
    if (isStopped()) return;
    n.index = session_->record().lines.size();
    n.text = "your opponent agreed: your last " + commandCount(back) + " were taken back";
    notice(std::move(n));
    sendState();
}

}  // namespace eylau
