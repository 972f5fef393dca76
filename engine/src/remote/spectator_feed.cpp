// The host's side of one spectator (spectator_feed.h; docs/remote-play.md, "Spectators").
#include "eylau/remote/spectator_feed.h"

#include "eylau/record/game_session.h"
#include "eylau/record/record_chain.h"
#include "eylau/remote/remote_game.h"
#include "remote/remote_messages.h"

#include <utility>

namespace eylau {

std::string agreedMessage(std::size_t index, const RecordLine& line, const Digest& chainAfter) {
    const std::string reveal = line.reveal ? toHex(line.reveal->french) + ":" + toHex(line.reveal->allied) : "-";
    return "agreed " + std::to_string(index) + " " + toHex(chainAfter) + " " + reveal + " " + formatCommand(line.command);
}

std::string spectatorsFullMessage() {
    return "bye full " + std::to_string(kMaxSpectators) + " spectators already watch this game";
}

void SpectatorFeed::notice(SpectatorNotice::Kind kind, std::string text) {
    notices_.push_back({kind, std::move(text)});
}

void SpectatorFeed::receive(std::string_view text, const GameSession* game) {
    if (dismissed_) return;
    std::string error;
    const std::optional<remote::Message> m = remote::parseMessage(text, error);
    if (!m) return notice(SpectatorNotice::Kind::Refused, "a malformed message from a spectator was refused: " + error);
    if (m->word == "watch") {
        if (watching_) return notice(SpectatorNotice::Kind::Refused, "a spectator's second 'watch' was ignored");
        if (m->words.size() < 2 || m->words[1] != std::to_string(kRemoteProtocolVersion)) {
            dismissed_ = true;
            outgoing_.push_back("bye version this host speaks version " + std::to_string(kRemoteProtocolVersion) +
                                " of the protocol");
            return notice(SpectatorNotice::Kind::Dismissed, "a spectator of another protocol version was sent away");
        }
        watching_ = true;
        notice(SpectatorNotice::Kind::Watching, {});
        if (game) sendRecord(*game);
        return;
    }
    if (m->word == "name") {
        const std::string name = remote::cutLine(m->rest, kMaxPlayerNameBytes);
        if (name.empty()) return notice(SpectatorNotice::Kind::Refused, "a spectator's empty name was refused");
        name_ = name;
        return notice(SpectatorNotice::Kind::Named, name_);
    }
    // A spectator can send nothing that changes the game or its dice.
    notice(SpectatorNotice::Kind::Refused, "a spectator's '" + remote::shown(m->word) +
                                               "' message was refused: a spectator cannot play, roll or change the game");
}

void SpectatorFeed::sendRecord(const GameSession& game) {
    const GameRecord& record = game.record();
    outgoing_.push_back("record\n" + game.recordText());
    recordSent_ = true;
    count_ = record.lines.size();
    chain_ = recordChain(record).back();
    last_ = record.lines.empty() ? std::nullopt : std::optional<RecordLine>(record.lines.back());
    names_ = record.names;
}

void SpectatorFeed::follow(const GameSession& game) {
    if (!watching_ || dismissed_) return;
    const auto& lines = game.record().lines;
    // Commands taken back (by both players' consent) since the last one sent: the record again.
    const bool rewritten = lines.size() < count_ || (count_ > 0 && last_ &&
                                             (lines[count_ - 1].command != last_->command || lines[count_ - 1].reveal != last_->reveal));
    if (!recordSent_ || rewritten) return sendRecord(game);
    for (const auto& [side, name] : game.record().names)
        if (names_[side] != name && remote::sideFromWord(side)) outgoing_.push_back("named " + side + " " + name);
    names_ = game.record().names;
    for (; count_ < lines.size(); ++count_) {
        chain_ = chainStep(chain_, lines[count_]);
        outgoing_.push_back(agreedMessage(count_, lines[count_], chain_));
        last_ = lines[count_];
    }
}

std::vector<std::string> SpectatorFeed::takeOutgoing() { return std::exchange(outgoing_, {}); }
std::vector<SpectatorNotice> SpectatorFeed::takeNotices() { return std::exchange(notices_, {}); }

}  // namespace eylau
