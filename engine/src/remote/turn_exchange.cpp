#include "eylau/remote/turn_exchange.h"

#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/shared_dice.h"

namespace eylau {

namespace {

std::string sideName(Side s) { return s == Side::French ? "French" : "Allies"; }
std::string sideWord(Side s) { return s == Side::French ? "french" : "allied"; }

// Why the file's signer is not the one `pins` holds for its sender.
std::optional<std::string> whyNotPinned(const std::map<std::string, PublicKey>& pins, Side sender,
                                        const PublicKey& signer) {
    const auto pinned = pins.find(sideWord(sender));
    if (pinned == pins.end() || pinned->second == signer) return std::nullopt;
    return "the file is signed by the key " + fingerprint(signer) + ", but this game holds the key " +
           fingerprint(pinned->second) + " for the " + sideName(sender) +
           " (pinned from their first signed file): it was not signed by your opponent's program, or he signs "
           "with a new key; ask him, by another channel than the one the file came by, which key he signs with";
}

}  // namespace

std::optional<std::string> whyMayNotSignFor(const GameRecord& record, Side side, const PublicKey& key) {
    const auto pinned = record.signers.find(sideWord(side));
    if (pinned == record.signers.end() || pinned->second == key) return std::nullopt;
    return "your signing key " + fingerprint(key) + " is not the one this game holds for you, " +
           fingerprint(pinned->second) + ": your opponent's program would refuse the file. Sign with the key "
           "file you began the game with";
}

TurnCheck checkTurnFile(const std::string& text, const std::string& fileName, const GameSession* had, Side mySide,
                        const ScenarioLookup& lookup) {
    TurnCheck out;
    const auto problem = [&](const std::string& what) { out.problems.push_back(fileName + ": " + what); };
    TurnFileRead read = readTurnFile(text);
    for (const std::string& e : read.errors) problem(e);
    // The lines that differ from the game last had are named whether or not the chain or the
    // signature holds (an editor may recompute the chain): the signature says that the file was
    // changed, this says where.
    if (had && read.recordAsWritten) {
        for (const std::string& why : whyNotExtension(had->record(), *read.recordAsWritten)) problem(why);
        out.firstNew = had->record().lines.size();
    }
    if (!read.file) return out;
    const TurnFile& file = *read.file;
    out.sender = file.sender;
    if (file.sender == mySide)
        problem("the file was sent by the " + sideName(file.sender) + ", the side you play: open your opponent's file");
    // The pins are this program's own (its record), never the file's.
    std::map<std::string, PublicKey> pins = had ? had->record().signers : std::map<std::string, PublicKey>{};
    if (!file.signer) {
        problem("the file is not signed (a turn file of version 1): ask your opponent to send it again from a "
                "version of Eylau that signs turn files");
    } else {
        out.signer = *file.signer;
        if (const auto why = whyNotPinned(pins, file.sender, *file.signer)) problem(*why);
        out.pinnedNow = !pins.count(sideWord(file.sender));
        pins[sideWord(file.sender)] = *file.signer;
    }
    if (!out.problems.empty()) return out;

    // Replays the game it brings, command by command: each must be legal, and each new one must
    // be the sender's to give (the other side's decisions come only from the other side).
    GameRecord header = file.record;
    header.lines.clear();
    SessionLoad start = GameSession::fromText(writeRecord(header), fileName, lookup);
    if (!start.ok()) {
        out.problems.push_back(start.error);
        return out;
    }
    std::unique_ptr<GameSession> session = std::move(start.session);
    for (std::size_t i = 0; i < file.record.lines.size(); ++i) {
        const RecordLine& line = file.record.lines[i];
        const std::string at = "line " + std::to_string(line.lineNumber) + ": ";
        const std::optional<Side> due = decisionDue(session->game()).side;
        if (i >= out.firstNew && due && *due != file.sender) {
            problem(at + "'" + formatCommand(line.command) + "' is for the " + sideName(*due) +
                    " to give, not for the sender: the file stops where the other side must answer");
            return out;
        }
        const ApplyResult result = session->apply(line.command, line.comment, line.reveal);
        if (!result.ok()) {
            problem(at + result.refusal->describe() + " (in '" + formatCommand(line.command) + "')");
            return out;
        }
    }
    session->setNames(file.record.names);
    session->setPlayers(file.record.players);
    session->setSigners(std::move(pins));
    out.session = std::move(session);
    return out;
}

}  // namespace eylau
