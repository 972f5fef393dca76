// Turn summaries: the record replayed command by command, with the state kept from before each
// command, so that what the events tell (moves, retreats, eliminations) can be completed with
// what they leave out (Movement Points spent, the itemised odds, the dice).
#include "eylau/reports/turn_summary.h"

#include "eylau/reports/luck_report.h"

#include "eylau/game/game.h"
#include "eylau/record/record_options.h"
#include "eylau/record/shared_dice.h"
#include "eylau/rules/eylau/fresh_strength.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"

#include <algorithm>
#include <utility>
#include <variant>

namespace eylau {
namespace {

std::string lineRef(int lineNumber) { return "line " + std::to_string(lineNumber) + ": "; }

std::vector<std::string> idsOf(const Scenario& scenario, const std::vector<UnitIndex>& units) {
    std::vector<std::string> out;
    for (UnitIndex u : units) out.push_back(scenario.units[u.slot()].id);
    return out;
}

std::string whereIs(const GameState& s) {
    if (s.phase == Phase::GameOver) return "the game is over";
    return "Game-Turn " + std::to_string(s.turn) + ", " + std::string(displayName(s.phasing)) + " " +
           (s.phase == Phase::Movement ? "Movement" : "Combat") + " Phase";
}

// Replays a record into a GameSummary.
class SummaryBuilder {
public:
    SummaryBuilder(Game& game, GameSummary& out) : game_(game), s_(game.scenario()), out_(out) {}

    // An error naming the line, or nullopt.
    std::optional<std::string> replay(const GameRecord& record) {
        for (std::size_t index = 0; index < record.lines.size(); ++index) {
            const RecordLine& line = record.lines[index];
            const GameState before = game_.state();
            PlayerTurnSummary& pt = playerTurn(before);
            std::optional<AttackEntry> declared = declaredAttack(line);
            if (std::holds_alternative<DefendCommand>(line.command)) answerDefence(pt, before, line.command);
            ApplyResult result = applyRecordLine(game_, line, index);
            if (!result.ok())
                return lineRef(line.lineNumber) + result.refusal->describe() + " (in '" + formatCommand(line.command) + "')";
            ++out_.commands;
            if (declared) pt.attacks.push_back(std::move(*declared));
            const GameState& after = game_.state();
            readDice(pt, before, after);
            for (const Event& e : result.events) take(e, line, before, after, pt);
            if (after.phase == Phase::Combat && after.phasing == before.phasing) pt.combatPhase = true;
            if (after.phasing != before.phasing || after.turn != before.turn || after.phase == Phase::GameOver)
                pt.complete = true;
            if (after.turn != before.turn || after.phase == Phase::GameOver) close(out_.turns.back(), after, true);
        }
        if (!out_.turns.empty() && !out_.turns.back().complete) close(out_.turns.back(), game_.state(), false);
        return std::nullopt;
    }

private:
    const Unit& unit(UnitIndex u) const { return s_.units[u.slot()]; }

    PlayerTurnSummary& playerTurn(const GameState& before) {
        if (out_.turns.empty() || out_.turns.back().turn != before.turn) {
            GameTurnSummary t;
            t.turn = before.turn;
            const GameTurn& track = s_.turns[std::size_t(before.turn - 1)];
            t.time = turnClock(s_.turns, before.turn);  // "15:15", as the game shows it
            t.date = turnDate(s_.turns, before.turn);   // carried from the turn that gives it
            t.night = track.night;
            out_.turns.push_back(std::move(t));
        }
        auto& pts = out_.turns.back().playerTurns;
        if (pts.empty() || pts.back().side != before.phasing) {
            PlayerTurnSummary pt;
            pt.side = before.phasing;
            pts.push_back(std::move(pt));
        }
        return pts.back();
    }

    // The attack as declared, with its odds taken before the command changes anything.
    std::optional<AttackEntry> declaredAttack(const RecordLine& line) const {
        const auto* command = std::get_if<AttackCommand>(&line.command);
        if (!command) return std::nullopt;
        const auto resolved = game_.resolveAttack(*command);
        const Attack* attack = std::get_if<Attack>(&resolved);
        if (!attack) return std::nullopt;  // the engine refuses it below
        AttackEntry a;
        a.recordLine = line.lineNumber;
        a.attackers = idsOf(s_, attack->attackers);
        a.bombarding = idsOf(s_, attack->bombarding);
        a.defenders = idsOf(s_, attack->defenders);
        for (UnitIndex d : attack->defenders)
            if (unitIndices(s_).contains(d)) a.defenderHexes.push_back(game_.state().unit(d).hex);
        setOdds(a, game_.odds(*attack));
        return a;
    }

    // 21.1: the defender's answer changes the odds before the die is rolled.
    void answerDefence(PlayerTurnSummary& pt, const GameState& before, const Command& command) const {
        if (!before.awaitingDefence || pt.attacks.empty()) return;
        Attack attack = *before.awaitingDefence;
        attack.defenderFresh.clear();
        for (const std::string& id : std::get<DefendCommand>(command).fresh)
            if (auto u = game_.unitIndex(id)) attack.defenderFresh.push_back(*u);
        setOdds(pt.attacks.back(), game_.odds(attack));
    }

    void setOdds(AttackEntry& a, OddsAccount odds) const {
        const auto& columns = s_.combatResults.columns();
        a.ratio = odds.rawRatio.text();
        if (odds.rawColumn < columns.size()) a.rawColumn = columns[odds.rawColumn].text();
        if (odds.finalColumn < columns.size()) a.column = columns[odds.finalColumn].text();
        if (odds.loweredTo) a.loweredTo = odds.loweredTo->text();
        a.odds = std::move(odds);
    }

    // The die and the weather die (6.0, 22.0): the rolls a command made are the next rolls of
    // the dice as they stood before it (the dice are part of the state, docs/rules-engine.md).
    void readDice(PlayerTurnSummary& pt, const GameState& before, const GameState& after) const {
        const auto rolls = after.dice.total() - before.dice.total();
        if (rolls == 0 || pt.attacks.empty()) return;
        AttackEntry& a = pt.attacks.back();
        Dice dice = rollAgain(before.dice, after.dice);
        a.die = dice.roll();
        a.tableResult = s_.combatResults.cell(a.die, a.odds.finalColumn).result;
        a.result = a.tableResult;
        if (rolls > 1) {
            a.weatherDie = dice.roll();
            a.result = applyWeather(a.tableResult, *a.weatherDie);
        }
    }

    void take(const Event& e, const RecordLine& line, const GameState& before, const GameState& after,
              PlayerTurnSummary& pt) {
        if (e.kind != EventKind::PhaseBegan && e.kind != EventKind::TurnBegan)
            pt.log.push_back(lineRef(line.lineNumber) + e.describe());
        AttackEntry* attack = pt.attacks.empty() ? nullptr : &pt.attacks.back();
        const std::optional<UnitIndex> u = e.unit;
        switch (e.kind) {
            case EventKind::Moved:
            case EventKind::Entered: {
                if (!u || e.hexes.empty()) break;
                MoveEntry m;
                m.unit = unit(*u).id;
                m.entered = e.kind == EventKind::Entered;
                m.path.assign(e.hexes.begin() + (m.entered ? 0 : 1), e.hexes.end());
                m.from = e.hexes.front();
                m.to = e.hexes.back();
                m.halfMP = after.unit(*u).spentHalfMP - (m.entered ? 0 : before.unit(*u).spentHalfMP);
                if (m.entered && unit(*u).arrival) m.area = unit(*u).arrival->area;
                m.stoppedInEnemyZoc = e.cause == EventCause::StoppedByZoc;
                m.recordLine = line.lineNumber;
                pt.moves.push_back(std::move(m));
                break;
            }
            case EventKind::Held:
                if (u) pt.held.push_back(unit(*u).id);
                break;
            case EventKind::Released:
                if (const auto* r = std::get_if<ReleaseCommand>(&line.command)) pt.released = r->division;
                break;
            case EventKind::FreshStrengthUsed:
                if (u) {
                    FreshUse f{unit(*u).id, unit(*u).division, freshStrengthBonus(s_, *u),
                               std::holds_alternative<DefendCommand>(line.command)};
                    pt.fresh.push_back(f);
                    if (attack) attack->fresh.push_back(std::move(f));
                }
                break;
            case EventKind::Retreated:
            case EventKind::Displaced:
            case EventKind::Advanced:
                if (!attack) break;
                if (!u || e.hexes.size() < 2) {
                    if (e.kind == EventKind::Advanced) attack->advanceDeclined = true;
                    break;
                }
                {
                    const Shift shift{unit(*u).id, e.hexes[0], e.hexes[1], e.cause == EventCause::OptionalRetreat};
                    if (e.kind == EventKind::Retreated) attack->retreats.push_back(shift);
                    else if (e.kind == EventKind::Displaced) attack->displacements.push_back(shift);
                    else attack->advance = shift;
                }
                break;
            case EventKind::Eliminated:
                if (u) {
                    LossEntry loss{unit(*u).id, unit(*u).division, unit(*u).side, unit(*u).strength,
                                   e.hexes.empty() ? Hex{} : e.hexes.front(), e.ruleCase,
                                   eliminationReason(e.cause, e.result), before.turn,
                                   eliminationCause(e.cause, e.result)};
                    pt.losses.push_back(loss);
                    out_.losses.push_back(loss);
                    if (attack) attack->losses.push_back(std::move(loss));
                }
                break;
            case EventKind::GuardCommitted:
                if (attack) attack->guardCommitted = true;
                break;
            case EventKind::GameEnded:
                out_.ending = e.text();
                out_.endingSaid = e.what;
                break;
            default:
                break;
        }
    }

    void close(GameTurnSummary& t, const GameState& state, bool complete) const {
        t.complete = complete;
        t.state = std::make_shared<const GameState>(state);
        t.score = scoreVictory(s_, state);
        t.control.clear();
        for (std::size_t v = 0; v < s_.victory.hexes.size(); ++v) {
            const VictoryHex& vh = s_.victory.hexes[v];
            t.control.push_back(HexControl{vh.hex, vh.name, vh.points,
                                           v < state.control.size() ? state.control[v] : std::nullopt});
        }
        t.strengthLost = state.strengthLost;
        t.freshSpent.clear();
        for (std::size_t m = 0; m < s_.freshStrength.size() && m < state.freshUsed.size(); ++m)
            if (state.freshUsed[m]) t.freshSpent.push_back(s_.freshStrength[m].division);
        t.guardCommitted = state.guardCommitted;
    }

    Game& game_;
    const Scenario& s_;
    GameSummary& out_;
};

// 23.1: each division's losses at the end, French divisions first, in the scenario's order.
std::vector<DivisionLosses> lossesByDivision(const Scenario& scenario, const GameState& state) {
    std::vector<DivisionLosses> out;
    for (Side side : kSides)
        for (const Division& d : scenario.divisions) {
            if (d.side != side) continue;
            DivisionLosses l{d.id, d.name, d.side, 0, 0, {}, 0};
            for (std::size_t u = 0; u < scenario.units.size(); ++u) {
                if (scenario.units[u].division != d.id) continue;
                ++l.units;
                l.strength += scenario.units[u].strength;
                if (state.units[u].status != UnitStatus::Eliminated) continue;
                l.lostUnits.push_back(scenario.units[u].id);
                l.lostStrength += scenario.units[u].strength;
            }
            out.push_back(std::move(l));
        }
    return out;
}

}  // namespace

const GameTurnSummary* GameSummary::turn(int number) const {
    for (const GameTurnSummary& t : turns)
        if (t.turn == number) return &t;
    return nullptr;
}

SummaryResult summarizeRecord(std::shared_ptr<const Scenario> scenario, const GameRecord& record,
                              std::vector<int> scriptedDice) {
    if (!scenario) return {std::nullopt, "there is no scenario to replay the record on"};
    const RecordOptions options = recordOptions(*scenario, record, scriptedDice);
    if (!options.ok()) return {std::nullopt, options.error};
    Game game(scenario, options.options);
    GameSummary summary;
    summary.scenario = scenario;
    summary.recordScenario = record.scenario;
    summary.options = scenario->rules.options;
    if (game.exclusiveRules().weatherRule() || summary.options.count("weather"))
        summary.options["weather"] = game.state().weather;
    for (const std::string& v : variantRuleNames())  // CR, AL: as the game plays them
        if (variantOn(game.state().variants, v) || summary.options.count(v))
            summary.options[v] = variantOn(game.state().variants, v);
    summary.seed = record.seed;
    for (const auto& [side, name] : record.names) summary.players[side == "french" ? 0 : 1] = name;
    summary.scriptedDice = std::move(scriptedDice);

    SummaryBuilder builder(game, summary);
    if (auto error = builder.replay(record)) return {std::nullopt, *error};

    const GameState& end = game.state();
    summary.gameOver = game.gameOver();
    summary.where = whereIs(end);
    summary.finalScore = scoreVictory(*scenario, end);
    summary.strengthLost = end.strengthLost;
    summary.lossesByDivision = lossesByDivision(*scenario, end);
    summary.luck = luckReport(scenario, options.options, record);
    return {std::move(summary), ""};
}

}  // namespace eylau
