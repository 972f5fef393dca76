#include "eylau/remote/turn_exchange.h"

#include "eylau/game/decision_due.h"
#include "eylau/record/record_chain.h"
#include "eylau/record/shared_dice.h"

namespace eylau {

namespace {
std::string sideName(Side s) { return s == Side::French ? "French" : "Allies"; }
}  // namespace

TurnCheck checkTurnFile(const std::string& text, const std::string& fileName, const GameSession* had, Side mySide,
                        const ScenarioLookup& lookup) {
    TurnCheck out;
    const auto problem = [&](const std::string& what) { out.problems.push_back(fileName + ": " + what); };
    TurnFileRead read = readTurnFile(text);
    for (const std::string& e : read.errors) problem(e);
    if (!read.file) return out;
    const TurnFile& file = *read.file;
    out.sender = file.sender;
    if (file.sender == mySide)
        problem("the file was sent by the " + sideName(file.sender) + ", the side you play: open your opponent's file");
    if (had) {
        for (const std::string& why : whyNotExtension(had->record(), file.record)) problem(why);
        out.firstNew = had->record().lines.size();
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
    out.session = std::move(session);
    return out;
}

}  // namespace eylau
