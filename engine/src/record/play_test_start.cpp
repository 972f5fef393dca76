// Play-testing an edited scenario from a later Game-Turn, or on a saved game (play_test_start.h).
#include "eylau/record/play_test_start.h"

#include "eylau/rules/sentences.h"

#include <utility>

namespace eylau {

Verdict carryToGameTurn(GameSession& session, int turn) {
    const int last = session.scenario().lastTurn();
    if (turn < 1 || turn > last)
        return refuse("3.0", Say::TurnNotOnTrack, {std::to_string(turn), std::to_string(last)});
    const auto firstPlayerTurnOf = [&] {
        const Game& g = session.game();
        return g.turn() == turn && g.phasing() == session.scenario().rules.firstPlayer && g.phase() == Phase::Movement;
    };
    while (!firstPlayerTurnOf()) {
        if (session.game().gameOver()) return refuse("3.0", Say::GameIsOver);
        const ApplyResult ended =
            session.apply(EndPhaseCommand{}, "play-test: the set-up carried to Game-Turn " + std::to_string(turn));
        if (!ended.ok()) return ended.refusal;
    }
    return std::nullopt;
}

std::string ReplayStop::describe() const {
    return "line " + std::to_string(line) + ": " + why.describe() + " (in '" + formatCommand(command) + "')";
}

PartialReplay replayWhereItHolds(const std::string& text, const std::string& sourceName,
                                 std::shared_ptr<const Scenario> scenario, const std::string& scenarioName) {
    PartialReplay out;
    const RecordParse parsed = parseRecord(text);
    if (!parsed.record) {
        out.error = sourceName + ": " + (parsed.errors.empty() ? std::string("not a game record") : parsed.errors.front());
        return out;
    }
    const GameRecord& record = *parsed.record;
    SessionLoad load = GameSession::fromHeader(record, text, sourceName, std::move(scenario), scenarioName);
    if (!load.ok()) {
        out.error = std::move(load.error);
        return out;
    }
    std::unique_ptr<GameSession> session = std::move(load.session);
    out.commands = record.lines.size();
    for (const RecordLine& line : record.lines) {
        const ApplyResult result = session->apply(line.command, line.comment, line.reveal);
        if (!result.ok()) {
            out.stopped = ReplayStop{line.lineNumber, line.command, *result.refusal};
            break;
        }
        ++out.replayed;
    }
    out.session = std::move(session);
    return out;
}

}  // namespace eylau
