// Analysing a recorded game (game_analysis.h; docs/analysis.md): the record replayed to find each
// Player-Turn's start and end and the luck of its dice, the computer's plan for each turn, then
// every evaluation's play-outs side by side, added up in their order (the same figures on any
// number of threads).
#include "eylau/ai/game_analysis.h"

#include "ai/in_parallel.h"
#include "ai/lookahead.h"
#include "ai/play_out_luck.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/record/shared_dice.h"
#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/victory_points.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace eylau::ai {
namespace {

// Turning points: the few largest swings of the evaluation over one Player-Turn, and only those
// of at least this many Victory Points (a quiet game has none).
constexpr std::size_t kTurningPoints = 3;
constexpr double kTurningPointSwing = 5.0;

// A Player-Turn found in the record: where it begins and ends, the positions there, and the luck
// of its dice in the play-outs' valuation (play_out_luck.h) and in the luck report's.
struct RecordedTurn {
    int gameTurn = 1;
    Side side = Side::French;
    std::size_t start = 0;
    std::size_t end = 0;
    // One position each where two turns meet: a turn's end is the next one's start.
    std::shared_ptr<const Game> atStart;
    std::shared_ptr<const Game> atEnd;
    double playOutLuck = 0;  // to the phasing side
};

// The record replayed; only whole Player-Turns are kept (a record that stops part-way through
// one leaves that one out, having no end to judge).
std::vector<RecordedTurn> recordedTurns(const std::shared_ptr<const Scenario>& scenario, const GameOptions& options,
                                       const GameRecord& record) {
    std::vector<RecordedTurn> turns;
    Game game(scenario, options);
    std::optional<RecordedTurn> current;
    std::optional<PlayOutLuck> luck;
    const auto beginTurn = [&](std::size_t at, std::shared_ptr<const Game> here) {
        current.emplace();
        current->gameTurn = game.state().turn;
        current->side = game.state().phasing;
        current->start = at;
        current->atStart = std::move(here);
        luck.emplace(current->side);
    };
    const auto endTurn = [&](std::size_t at, std::shared_ptr<const Game> here) {
        current->end = at;
        current->atEnd = std::move(here);
        current->playOutLuck = luck->total();
        turns.push_back(std::move(*current));
        current.reset();
    };
    beginTurn(0, std::make_shared<const Game>(game));
    for (std::size_t i = 0; i < record.lines.size(); ++i) {
        luck->before(game, record.lines[i].command);
        const ApplyResult applied = applyRecordLine(game, record.lines[i], i);
        if (!applied.ok()) return turns;  // a session's record always applies; a stop keeps what was whole
        luck->after(applied);
        const GameState& st = game.state();
        if (game.gameOver()) {
            endTurn(i + 1, std::make_shared<const Game>(game));
            return turns;
        }
        if (st.phase == Phase::Movement && (st.turn != current->gameTurn || st.phasing != current->side)) {
            const auto here = std::make_shared<const Game>(game);
            endTurn(i + 1, here);
            beginTurn(i + 1, here);
        }
    }
    return turns;
}

// The luck report's luck of the turn's dice, to the phasing side.
double reportedLuck(const LuckReport& report, const RecordedTurn& turn) {
    double total = 0;
    for (const AttackLuck& a : report.attacks)
        if (a.line >= turn.start && a.line < turn.end) total += a.attacker == turn.side ? a.luck() : -a.luck();
    return total;
}

// The computer's plan for the turn: its Movement Phase, then the first attack of its Combat Phase
// plan after it (none when it ends the phase at once).
std::vector<Command> computersPlan(const Game& atStart, Level level, std::uint64_t seed, int threads,
                                   const std::atomic<bool>* cancel) {
    ComputerSettings settings;
    settings.level = level;
    settings.seed = seed;
    settings.threads = threads;
    std::vector<Command> plan = decide(atStart, settings, cancel).commands;
    Game after(atStart);
    for (const Command& c : plan)
        if (!after.apply(c).ok()) return plan;
    if (after.state().phasing != atStart.state().phasing || after.gameOver()) return plan;
    settings.seed = seed + 1;
    const std::vector<Command> combat = decide(after, settings, cancel).commands;
    if (combat.size() == 1 && std::holds_alternative<AttackCommand>(combat.front())) plan.push_back(combat.front());
    return plan;
}

// The play-outs' settings: the strong level's look-ahead, luck taken out, scored by margin.
SearchLimits evaluationLimits(int horizon, const std::atomic<bool>* cancel) {
    SearchLimits limits;
    limits.cancel = cancel;
    limits.enemy = PlayOutEnemy::Quick;
    limits.horizon = horizon;
    limits.luckAdjusted = true;
    limits.winSpread = 0;
    limits.evenHanded = true;  // the French margin is the same from either side's view
    return limits;
}

double frenchMargin(Side judged, double score) { return judged == Side::French ? score : -score; }

// Marks the few largest swings of the evaluation, and says whether the turn's decisions or its
// dice moved it more.
void markTurningPoints(std::vector<TurnAnalysis>& turns, const std::vector<double>& swings) {
    std::vector<std::size_t> order(turns.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::abs(swings[a]) > std::abs(swings[b]);
    });
    for (std::size_t k = 0; k < std::min(kTurningPoints, order.size()); ++k) {
        TurnAnalysis& t = turns[order[k]];
        if (std::abs(swings[order[k]]) < kTurningPointSwing) break;
        t.turningPoint = true;
    }
    for (TurnAnalysis& t : turns) t.cause = std::abs(t.luck) > std::abs(t.cost) ? SwingCause::Dice : SwingCause::Decisions;
}

}  // namespace

GameAnalysis analyseGame(const GameSession& session, const AnalysisSettings& settings,
                         const std::atomic<bool>* cancel, const std::function<void(double)>& progress) {
    return analyseGame(session.sharedScenario(), session.options(), session.record(), settings, cancel, progress);
}

GameAnalysis analyseGame(const std::shared_ptr<const Scenario>& scenario, const GameOptions& options,
                         const GameRecord& record, const AnalysisSettings& settings,
                         const std::atomic<bool>* cancel, const std::function<void(double)>& progress) {
    GameAnalysis analysis;
    analysis.settings = settings;
    analysis.recordDigest = recordDigestFor(record);
    const AnalysisWork work = analysisWork(settings.depth);
    const int threads = settings.threads > 0 ? settings.threads : machineThreads();
    const auto stopped = [&] { return cancel && cancel->load(); };

    std::vector<RecordedTurn> recorded = recordedTurns(scenario, options, record);
    const LuckReport luck = luckReport(scenario, options, record);
    const std::size_t n = recorded.size();

    // The plans are the first quarter of the progress bar, the play-outs the rest.
    const double planShare = 0.25;
    std::vector<std::vector<Command>> plans(n);
    for (std::size_t t = 0; t < n && !stopped(); ++t) {
        plans[t] = computersPlan(*recorded[t].atStart, work.planLevel, settings.seed * 1000003u + t, threads, cancel);
        if (progress) progress(planShare * double(t + 1) / double(n));
    }

    // Three evaluations a turn, each `samples` play-outs on the same numbered dice: the position at
    // the start (the quick level plays the turn), the computer's plan, and the position at the end
    // (judged at the same moment: one Player-Turn less to play out).
    enum Kind : std::size_t { Before, Best, After, kKinds };
    const std::size_t samples = std::size_t(work.samples);
    const std::size_t jobs = n * kKinds * samples;
    std::vector<PlayOuts> scores(jobs);
    std::atomic<std::size_t> done{0};
    const std::vector<Command> none;
    inParallel(stopped() ? 0 : jobs, threads, [&](std::size_t j, bool mine) {
        if (stopped()) return;
        const std::size_t t = j / (kKinds * samples);
        const auto kind = Kind((j / samples) % kKinds);
        const int sample = int(j % samples);
        const RecordedTurn& turn = recorded[t];
        const std::uint64_t dice = settings.seed * 7919u + std::uint64_t(t) * 104729u;
        if (kind == After)
            scores[j] = playOuts(*turn.atEnd, turn.side, none, sample, 1, dice, evaluationLimits(1, cancel));
        else
            scores[j] = playOuts(*turn.atStart, turn.side, kind == Best ? plans[t] : none, sample, 1, dice,
                                 evaluationLimits(2, cancel));
        const std::size_t finished = ++done;
        if (mine && progress) progress(planShare + (1 - planShare) * double(finished) / double(jobs));
    });

    std::vector<double> swings;
    for (std::size_t t = 0; t < n && !stopped(); ++t) {
        const RecordedTurn& turn = recorded[t];
        PlayOuts sums[kKinds];
        for (std::size_t k = 0; k < kKinds; ++k)
            for (std::size_t s = 0; s < samples; ++s) sums[k] += scores[(t * kKinds + k) * samples + s];
        TurnAnalysis a;
        a.gameTurn = turn.gameTurn;
        a.side = turn.side;
        a.start = turn.start;
        a.end = turn.end;
        const double before = sums[Before].mean();
        const double played = sums[After].mean() - turn.playOutLuck;  // the turn's own dice taken out too
        const double best = sums[Best].mean();
        a.before = frenchMargin(turn.side, before);
        a.after = frenchMargin(turn.side, played);
        a.best = frenchMargin(turn.side, best);
        a.cost = best - played;
        a.mark = markForCost(a.cost);
        a.luck = reportedLuck(luck, turn);
        a.victoryPoints = scoreVictory(turn.atEnd->scenario(), turn.atEnd->state()).points;
        a.plan = plans[t];
        swings.push_back(frenchMargin(turn.side, sums[After].mean()) - a.before);
        analysis.turns.push_back(std::move(a));
    }
    markTurningPoints(analysis.turns, swings);
    if (!analysis.turns.empty()) analysis.opening = analysis.turns.front().before;
    analysis.complete = !stopped();
    if (!analysis.complete) analysis.turns.clear();  // play-outs cut short judge nothing
    if (progress) progress(1.0);
    return analysis;
}

}  // namespace eylau::ai
