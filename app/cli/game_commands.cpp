#include "game_commands.h"

#include "scenario_loading.h"

#include "eylau/game/game.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_record.h"
#include "eylau/record/record_options.h"
#include "eylau/record/shared_dice.h"
#include "eylau/reports/state_report.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/victory_points.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>

namespace eylau::cli {
namespace {

// A scenario and a record applied to it.
struct Session {
    std::unique_ptr<Game> game;
    int linesApplied = 0;
    bool stoppedAtIllegalLine = false;
};

// Loads both files and replays the record, printing events unless quiet. nullopt: the files
// could not be used (already reported).
std::optional<Session> replay(const std::string& scenarioFile, const std::string& recordFile,
                              const std::vector<int>& dice, bool printEvents) {
    auto scenario = load(scenarioFile);
    if (!scenario) return std::nullopt;
    std::string readError;
    const auto text = readTextFile(recordFile, kMaxRecordFileBytes, readError);
    if (!text) {
        std::cerr << "eylau-cli: " << recordFile << ": " << readError << '\n';
        return std::nullopt;
    }
    const RecordParse parsed = parseRecord(*text);
    for (const std::string& e : parsed.errors) std::cerr << recordFile << ": " << e << '\n';
    if (!parsed.record) return std::nullopt;
    const GameRecord& record = *parsed.record;
    if (!namesScenario(record.scenario, scenarioFile, *scenario)) {
        std::cerr << recordFile << ": the record is for scenario '" << record.scenario << "', but " << scenarioFile
                  << " is '" << scenario->name << "'\n";
        return std::nullopt;
    }
    const RecordOptions options = recordOptions(*scenario, record, dice);
    if (!options.ok()) {
        const int line = headerLine(*text, "option", options.option);
        std::cerr << recordFile << ": " << (line > 0 ? "line " + std::to_string(line) + ": " : "") << options.error << '\n';
        return std::nullopt;
    }
    Session session;
    session.game = std::make_unique<Game>(std::make_shared<const Scenario>(std::move(*scenario)), options.options);
    for (std::size_t index = 0; index < record.lines.size(); ++index) {
        const RecordLine& line = record.lines[index];
        const ApplyResult result = applyRecordLine(*session.game, line, index);
        if (!result.ok()) {
            std::cerr << recordFile << ": line " << line.lineNumber << ": " << result.refusal->describe() << '\n';
            session.stoppedAtIllegalLine = true;
            return session;
        }
        ++session.linesApplied;
        if (printEvents)
            for (const Event& e : result.events) std::cout << "line " << line.lineNumber << ": " << e.describe() << '\n';
    }
    return session;
}

std::string where(const Game& g) {
    const GameState& s = g.state();
    if (s.phase == Phase::GameOver) return "the game is over";
    return "Game-Turn " + std::to_string(s.turn) + ", " + std::string(displayName(s.phasing)) + " " +
           (s.phase == Phase::Movement ? "Movement" : "Combat") + " Phase";
}


std::string percent(double p) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%5.1f%%", p * 100.0);
    return buf;
}

}  // namespace

int runPlay(const PlayOptions& options) {
    auto session = replay(options.scenario, options.record, options.dice, !options.quiet);
    if (!session) return kExitFailure;
    const Game& g = *session->game;
    const VictoryScore score = scoreVictory(g.scenario(), g.state());
    std::cout << "after " << session->linesApplied << " commands: " << where(g) << "; French "
              << score.points[0] << ", Allied " << score.points[1] << " Victory Points: "
              << (score.winner   ? std::string(displayName(*score.winner)) + " " + score.level
                  : score.leader ? score.level + ", " + std::string(displayName(*score.leader)) + " ahead by " +
                                       std::to_string(score.superiority)
                                 : score.level)
              << '\n';
    if (options.stateJson) {
        // Through the atomic writer: a full disk leaves the old state file whole.
        if (const auto error = saveTextFile(*options.stateJson, stateJson(g.scenario(), g.state()))) {
            std::cerr << "eylau-cli: " << *error << '\n';
            return kExitFailure;
        }
    }
    return session->stoppedAtIllegalLine ? kExitFailure : kExitOk;
}

int runReach(const std::string& scenario, const std::string& record, const std::string& unitId) {
    auto session = replay(scenario, record, {}, false);
    if (!session || session->stoppedAtIllegalLine) return kExitFailure;
    const Game& g = *session->game;
    const auto unit = g.unitIndex(unitId);
    if (!unit) {
        std::cerr << "eylau-cli: there is no unit " << unitId << " in " << g.scenario().name << '\n';
        return kExitFailure;
    }
    auto reach = g.reachable(*unit);
    std::cout << unitId << ", " << where(g) << ":\n";
    if (reach.empty()) {
        const Verdict why = g.whyCannotMove(*unit);
        std::cout << "  cannot move" << (why ? ": " + why->describe() : "") << '\n';
        return kExitOk;
    }
    std::sort(reach.begin(), reach.end(), [](const Reach& a, const Reach& b) {
        return a.halfMP != b.halfMP ? a.halfMP < b.halfMP : a.hex < b.hex;
    });
    for (const Reach& r : reach) {
        std::cout << "  " << r.hex.id() << "  " << formatMP(r.halfMP) << "  via";
        for (Hex h : r.path) std::cout << ' ' << h.id();
        if (r.endsInEnemyZoc) std::cout << "  (enemy ZOC: stops, 4.5)";
        if (r.friendlyOccupied) std::cout << "  (friendly unit: may not end the phase here, 4.4)";
        std::cout << '\n';
    }
    return kExitOk;
}

int runOdds(const std::string& scenario, const std::string& record, const std::vector<std::string>& words) {
    auto session = replay(scenario, record, {}, false);
    if (!session || session->stoppedAtIllegalLine) return kExitFailure;
    const Game& g = *session->game;
    std::string line;
    for (const std::string& word : words) line += (line.empty() ? "" : " ") + word;
    if (!line.starts_with("attack")) line = "attack " + line;
    std::string error;
    const auto command = parseCommand(line, &error);
    if (!command || !std::holds_alternative<AttackCommand>(*command)) {
        std::cerr << "eylau-cli: not an attack: " << (error.empty() ? line : error) << '\n';
        return kExitUsage;
    }
    const auto resolved = g.resolveAttack(std::get<AttackCommand>(*command));
    if (const auto* r = std::get_if<Refusal>(&resolved)) {
        std::cerr << "eylau-cli: " << r->describe() << '\n';
        return kExitFailure;
    }
    const Attack& attack = std::get<Attack>(resolved);
    if (const Verdict v = g.whyNot(*command)) std::cout << "This attack cannot be declared now: " << v->describe() << "\n\n";
    const OddsAccount odds = g.odds(attack);
    auto item = [&](const StrengthItem& it) {
        std::cout << "  " << g.scenario().units[it.unit.slot()].id << (it.bombarding ? " (bombarding)" : "") << ": "
                  << it.base;
        if (it.divisor > 1) std::cout << " / " << it.divisor << " (readiness) = " << it.reduced;  // CR.3, CR.4
        if (it.fresh) std::cout << " + " << it.fresh << " fresh";
        if (it.doubled) std::cout << ", doubled (" << it.doubledBy << ")";
        std::cout << " = " << it.total << '\n';
    };
    std::cout << "Attackers:\n";
    for (const StrengthItem& it : odds.attackers) item(it);
    std::cout << "Defenders:\n";
    for (const StrengthItem& it : odds.defenders) item(it);
    for (const Sentence& l : odds.lines) std::cout << "  " << l.english() << '\n';
    const auto& columns = g.scenario().combatResults.columns();
    std::cout << "Attack " << odds.attackTotal << " to defence " << odds.defenceTotal << ": " << odds.rawRatio.text()
              << ", column " << columns[odds.rawColumn].text() << "; resolved at " << columns[odds.finalColumn].text()
              << '\n';
    // 22.0: the weather row only in a game that plays the weather rule.
    const bool weather = g.state().weather;
    std::cout << "Chance of each result:      Ae      Ar      Dr      De      Ee\n"
              << (weather ? "  without weather      " : "                       ");
    for (double p : odds.chance) std::cout << ' ' << percent(p) << ' ';
    if (weather) {
        std::cout << "\n  with weather (22.0)  ";
        for (double p : odds.chanceWithWeather) std::cout << ' ' << percent(p) << ' ';
    }
    std::cout << '\n';
    return kExitOk;
}

}  // namespace eylau::cli
