// A spectator's copy of a live game (watched_game.h; docs/remote-play.md, "Spectators").
#include "eylau/remote/watched_game.h"

#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "remote/remote_exchange.h"
#include "remote/remote_messages.h"

#include <map>
#include <optional>
#include <utility>

namespace eylau {

using remote::number;

namespace {

// `text` after its first `n` words (blanks between words).
std::string_view afterWords(std::string_view text, int n) {
    std::size_t at = 0;
    for (int i = 0; i < n; ++i) {
        while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
        while (at < text.size() && text[at] != ' ' && text[at] != '\t') ++at;
    }
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
    return text.substr(at);
}

// "-" (no dice), or "FRENCH:ALLIED": both players' revealed secrets.
bool readReveal(std::string_view word, std::optional<DiceReveal>& reveal) {
    if (word == "-") {
        reveal.reset();
        return true;
    }
    const std::size_t colon = word.find(':');
    if (colon == std::string_view::npos) return false;
    const std::optional<Digest> french = digestFromHex(std::string(word.substr(0, colon)));
    const std::optional<Digest> allied = digestFromHex(std::string(word.substr(colon + 1)));
    if (!french || !allied) return false;
    reveal = DiceReveal{*french, *allied};
    return true;
}

}  // namespace

WatchedGame::WatchedGame(ScenarioLookup lookup) : lookup_(std::move(lookup)) {}
WatchedGame::~WatchedGame() = default;

void WatchedGame::connected() {
    connected_ = true;
    following_ = false;
    outgoing_.push_back("watch " + std::to_string(kRemoteProtocolVersion));
    if (!myName_.empty()) outgoing_.push_back("name " + myName_);
}

void WatchedGame::disconnected() {
    connected_ = false;
    following_ = false;
}

void WatchedGame::setMyName(const std::string& name) {
    myName_ = remote::cutLine(name, kMaxPlayerNameBytes);
    if (connected_ && !myName_.empty()) outgoing_.push_back("name " + myName_);
}

void WatchedGame::notice(WatchNotice n) { notices_.push_back(std::move(n)); }

void WatchedGame::refuse(std::string why) {
    WatchNotice n;
    n.kind = WatchNotice::Kind::Refused;
    n.text = std::move(why);
    notice(std::move(n));
}

void WatchedGame::stop(std::string why) {
    if (isStopped()) return;
    stopReason_ = std::move(why);
    WatchNotice n;
    n.kind = WatchNotice::Kind::Stopped;
    n.text = stopReason_;
    notice(std::move(n));
}

std::vector<std::string> WatchedGame::takeOutgoing() { return std::exchange(outgoing_, {}); }
std::vector<WatchNotice> WatchedGame::takeNotices() { return std::exchange(notices_, {}); }

void WatchedGame::receive(std::string_view text) {
    if (isStopped()) return;
    std::string error;
    const std::optional<remote::Message> m = remote::parseMessage(text, error);
    if (!m) return refuse("a malformed message was refused: " + error);
    if (!connected_) return refuse("a message arrived while the link was down; it was ignored");
    if (m->word == "bye") {
        WatchNotice n;
        n.kind = WatchNotice::Kind::SentAway;
        n.text = remote::chatLine(afterWords(m->rest, 1));
        if (n.text.empty()) n.text = "the host sent this program away";
        return notice(std::move(n));
    }
    if (m->word == "record") return onRecord(m->body);
    if (m->word == "agreed") return onAgreed(*m);
    if (m->word == "named") return onNamed(*m);
    refuse("an unknown message '" + remote::shown(m->word) + "' was refused");
}

// The host's record: on every connection, and again whenever the players took commands back by
// consent (the record sent whole, since it no longer extends what the spectator has).
void WatchedGame::onRecord(std::string_view text) {
    SessionLoad load = GameSession::fromText(std::string(text), "the host's record", lookup_);
    if (!load.ok()) return stop(load.error);
    if (!load.session->record().sharedDice)
        return stop("the host's game does not use shared dice ('dice shared'): it is not a network game");
    std::size_t takenBack = 0;
    if (session_) {
        if (headerDigest(load.session->record()) != headerDigest(session_->record()))
            return stop("the host now sends another game (another scenario, seed or options) than the one watched");
        const auto& had = session_->record().lines;
        const auto& got = load.session->record().lines;
        std::size_t same = 0;
        while (same < had.size() && same < got.size() && had[same].command == got[same].command &&
               had[same].reveal == got[same].reveal)
            ++same;
        takenBack = had.size() - same;
    }
    session_ = std::move(load.session);
    chain_ = recordChain(session_->record()).back();
    following_ = true;
    WatchNotice n;
    n.kind = WatchNotice::Kind::Began;
    n.recordText = session_->recordText();
    n.index = session_->record().lines.size();
    if (takenBack > 0)
        n.text = "the players took back " + std::to_string(takenBack) + " command(s) the copy had shown";
    notice(std::move(n));
}

void WatchedGame::onAgreed(const remote::Message& m) {
    // agreed INDEX CHAIN REVEAL COMMAND
    if (!following_ || !session_) return refuse("an agreed command came before the host's record; it was ignored");
    if (m.words.size() < 5) return refuse("a malformed agreed command was refused");
    const std::optional<std::size_t> index = remote::readIndex(m.words[1]);
    const std::optional<Digest> chain = digestFromHex(m.words[2]);
    std::optional<DiceReveal> reveal;
    if (!index || !chain || !readReveal(m.words[3], reveal)) return refuse("a malformed agreed command was refused");
    std::string error;
    const std::optional<Command> command = parseCommand(std::string(afterWords(m.rest, 2)), &error);
    const std::size_t count = session_->record().lines.size();
    if (*index < count) return refuse("a replayed message was refused: command " + number(*index) + " was shown already");
    if (*index > count)
        return stop("command " + number(*index) + " came before command " + number(count) + ": a command was missed");
    if (!command) return stop("the host's command " + number(*index) + " cannot be read: " + error);
    RecordLine line;
    line.command = *command;
    line.reveal = reveal;
    const Digest after = chainStep(chain_, line);
    if (after != *chain)
        return stop("command " + number(*index) + " ('" + formatCommand(*command) +
                    "') does not give the record's chain the host stated: the copy and the host's game differ");
    const ApplyResult result = session_->apply(*command, {}, reveal);
    if (!result.ok())
        return stop("the host's command " + number(*index) + " ('" + formatCommand(*command) +
                    "') is refused: " + result.refusal->describe());
    chain_ = after;
    WatchNotice n;
    n.kind = WatchNotice::Kind::Applied;
    n.index = *index;
    n.line = session_->record().lines.back();
    n.events = result.events;
    notice(std::move(n));
}

// named SIDE NAME: a player's name, outside the hash chain, as the host's record now has it.
void WatchedGame::onNamed(const remote::Message& m) {
    if (!session_) return refuse("a player's name came before the host's record; it was ignored");
    const std::optional<Side> side = m.words.size() >= 3 ? remote::sideFromWord(m.words[1]) : std::nullopt;
    const std::string name = remote::cutLine(afterWords(m.rest, 0), kMaxPlayerNameBytes);
    if (!side || name.empty()) return refuse("a malformed player's name was refused");
    std::map<std::string, std::string> names = session_->record().names;
    names[remote::sideWord(*side)] = name;
    session_->setNames(std::move(names));
    WatchNotice n;
    n.kind = WatchNotice::Kind::Named;
    n.side = *side;
    n.text = name;
    notice(std::move(n));
}

}  // namespace eylau
