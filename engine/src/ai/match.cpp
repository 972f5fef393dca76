#include "eylau/ai/match.h"
#include "ai/retreat_survey.h"
#include "eylau/rules/game_state.h"

#include "eylau/record/game_record.h"

#include <chrono>
#include <map>
#include <optional>
#include <utility>

namespace eylau::ai {
namespace {

// The variant rules' doings in one command, read from the states before and after it.
void tallyVariants(const Scenario& scenario, const GameState& before, const GameState& after, const Command& command,
                   std::array<VariantTally, 2>& tally) {
    if (const auto* l = std::get_if<LimberCommand>(&command); l && l->limber)
        if (const Unit* u = scenario.unit(l->unit)) ++tally[std::size_t(u->side)].limberRolls;
    if (const auto* a = std::get_if<AttackCommand>(&command))
        tally[std::size_t(before.phasing)].spared += int(a->spare.size());
    for (std::size_t i = 0; i < scenario.units.size(); ++i) {
        VariantTally& t = tally[std::size_t(scenario.units[i].side)];
        const UnitState& was = before.units[i];
        const UnitState& is = after.units[i];
        if (!was.limbered && is.limbered && is.status == UnitStatus::OnMap && was.status == UnitStatus::OnMap) ++t.limbered;
        if (was.limbered && !is.limbered) ++t.unlimbered;
        if (is.readiness > was.readiness) ++t.tired;
        if (is.readiness < was.readiness) ++t.recovered;
    }
}

}  // namespace

GameResult playGame(std::shared_ptr<const Scenario> scenario, const GameOptions& options,
                    const std::array<Player*, 2>& players, int maxCommands) {
    Game game(scenario, options);
    GameResult result;
    RetreatSurvey survey;
    // Thinking time by (side, Player-Turn); a Player-Turn is (turn, phasing side).
    std::map<std::pair<int, int>, double> spent[2];
    while (!game.gameOver()) {
        if (result.commands >= maxCommands) {
            result.failure = "stalled: no end after " + std::to_string(maxCommands) + " commands";
            break;
        }
        const GameState& st = game.state();
        const auto side = sideToAct(game.scenario(), st);
        if (!side) break;
        Player& player = *players[std::size_t(*side)];
        const auto start = std::chrono::steady_clock::now();
        const std::optional<Command> command = player.next(game);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        spent[std::size_t(*side)][{st.turn, int(st.phasing)}] += seconds;
        const std::string where = "Game-Turn " + std::to_string(st.turn) + ", " + std::string(displayName(st.phasing)) +
                                  " " + std::string(toString(st.phase)) + " Phase, " + std::string(displayName(*side)) +
                                  " (" + player.name() + ") to act";
        if (!command) {
            result.failure = "stalled: no command at " + where;
            break;
        }
        // The state before, only when there are variants' doings to read from it.
        const bool tallied = game.state().variants.cavalryReadiness || game.state().variants.artilleryLimbering;
        const std::optional<GameState> before = tallied ? std::optional<GameState>(game.state()) : std::nullopt;
        survey.before(game);
        const Side phasing = st.phasing;
        const ApplyResult applied = game.apply(*command);
        if (!applied.ok()) {
            result.failure = "refused '" + formatCommand(*command) + "' at " + where + ": " + applied.refusal->describe();
            break;
        }
        ++result.commands;
        result.played.push_back(*command);
        if (before) tallyVariants(game.scenario(), *before, game.state(), *command, result.variants);
        survey.after(game, phasing, applied.events, result.retreats);
    }
    result.finished = game.gameOver();
    result.score = scoreVictory(game.scenario(), game.state());
    result.guardCommitted = game.state().guardCommitted;
    result.strengthLost = game.state().strengthLost;
    for (const auto& c : game.state().control)
        if (c) ++result.victoryHexes[std::size_t(*c)];
    for (Side side : kSides)
        for (const auto& [turn, seconds] : spent[std::size_t(side)])
            if (turn.second == int(side)) result.turnSeconds[std::size_t(side)].push_back(seconds);
    return result;
}

double levelScore(const VictoryScore& score, Side side) {
    if (!score.winner) return 0.5;  // 23.5: the lowest level is a Draw
    return *score.winner == side ? 1.0 : 0.0;
}

double pointsScore(const VictoryScore& score, Side side) {
    if (!score.leader) return 0.5;
    return *score.leader == side ? 1.0 : 0.0;
}

}  // namespace eylau::ai
