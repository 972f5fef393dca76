#include "eylau/ai/computer_opponent.h"

#include "ai/combat_plan.h"
#include "ai/in_parallel.h"
#include "ai/variant_choices.h"
#include "eylau/ai/greedy_player.h"
#include "ai/lookahead.h"
#include "ai/movement_plan.h"
#include "ai/responses.h"
#include "eylau/rules/combat_rules.h"

#include <algorithm>

namespace eylau::ai {
namespace {

using Clock = std::chrono::steady_clock;

SearchLimits limitsFor(const ComputerSettings& settings, const std::atomic<bool>* cancel,
                       const std::function<void(double)>& progress) {
    SearchLimits limits;
    if (settings.work) limits.plans = settings.work->plans;
    if (settings.budget.count() > 0) limits.deadline = Clock::now() + settings.budget;  // a caller's cap
    limits.cancel = cancel;
    limits.seed = settings.seed;
    limits.progress = progress;
    const LevelWork work = settings.search.value_or(levelWork(settings.level));
    limits.maxSweeps = work.sweeps;
    limits.breadth = work.breadth;
    limits.styles = work.styles;
    limits.samples = work.samples;
    limits.searchingEnemy = work.searchingEnemy;
    limits.horizon = work.horizon;
    limits.luckAdjusted = work.luckAdjusted;
    limits.finalists = work.finalists;
    limits.threads = settings.threads;
    return limits;
}

// The Movement Phase. Quick: one plan. Normal and strong: plans in several styles (more or less
// cautious, more or less driven), each played out over a few dice sequences of the look-ahead's
// own (lookahead.h) against the enemy's answer, the greedy player's (normal) or the quick level's
// (strong); the best on average is kept. The strong level then plays its best few (finalists) out
// as many times again and chooses among them on all their play-outs. With a plan bound
// (WorkBudget) each style may score an equal share of the plans and plays all its play-outs. On a
// work budget the styles are worked out side by side on the settings' threads, each on copies of
// the game of its own, and compared in their order afterwards: the same plan as one thread finds.
// A caller's time cap shares the time among the styles in turn instead.
std::vector<Command> lookAhead(const Game& game, const SearchLimits& limits) {
    if (limits.samples == 0) return planMovement(game, limits).commands;
    const Side side = game.state().phasing;
    const std::vector<Style> styles{{1.0, 1.0}, {0.5, 1.2}, {1.6, 0.9}, {0.7, 1.0}, {1.3, 1.2}, {0.3, 1.5}};
    const std::size_t count = std::min(styles.size(), std::size_t(std::max(1, limits.styles)));
    const auto start = limits.timed() ? Clock::now() : Clock::time_point{};
    const auto total = limits.deadline - start;
    const std::uint64_t diceSeed = limits.seed * 31 + 17;  // the same dice for every plan
    struct Tried {
        std::vector<Command> plan;  // with `end`
        PlayOuts scores;
        bool done = false;
    };
    std::vector<Tried> tried(count);
    std::atomic<std::size_t> finished{0};
    const auto tryStyle = [&](std::size_t k, bool mine) {
        if (k > 0 && limits.stop()) return;
        SearchLimits one = limits;
        one.style = styles[k];
        one.seed = limits.seed + k;
        // Each style gets its share of the time: a third to plan, the rest to play out.
        const auto share = total / limits.styles;
        SearchLimits playing = limits;
        if (limits.timed()) {
            one.deadline = std::min(limits.deadline, start + share * std::int64_t(k) + share / 3);
            playing.deadline = std::min(limits.deadline, start + share * std::int64_t(k + 1));
        } else if (limits.plans > 0) {
            one.plans = std::max<std::int64_t>(1, limits.plans / limits.styles);
        }
        one.progress = nullptr;
        playing.progress = nullptr;
        Tried& t = tried[k];
        t.plan = planMovement(game, one).commands;
        t.plan.push_back(EndPhaseCommand{});
        t.scores = playOuts(game, side, t.plan, 0, limits.samples, diceSeed, playing);
        t.done = true;
        const std::size_t n = ++finished;
        if (mine && limits.progress) limits.progress(double(n) / double(count + std::size_t(limits.finalists)));
    };
    // The machine's threads are asked here, once a search (not once a play-out's every decision).
    const int threads = limits.timed() ? 1 : limits.threads > 0 ? limits.threads : machineThreads();
    inParallel(count, threads, tryStyle);
    // The play-outs are few and the dice many: another style must be clearly better than the
    // balanced one to be preferred.
    const auto worthOf = [&](std::size_t k) { return tried[k].scores.mean() - (k > 0 ? 1.0 : 0.0); };
    std::vector<std::size_t> ranked;
    for (std::size_t k = 0; k < count; ++k)
        if (tried[k].done) ranked.push_back(k);
    std::stable_sort(ranked.begin(), ranked.end(), [&](std::size_t a, std::size_t b) { return worthOf(a) > worthOf(b); });
    if (ranked.empty()) return {};
    // The finalists, played out as many times again on further dice sequences (the same for each).
    const std::size_t finalists = std::min(ranked.size(), std::size_t(std::max(0, limits.finalists)));
    if (finalists > 1 && !limits.timed()) {
        inParallel(finalists, threads, [&](std::size_t f, bool mine) {
            if (limits.stop()) return;
            SearchLimits playing = limits;
            playing.progress = nullptr;
            Tried& t = tried[ranked[f]];
            t.scores += playOuts(game, side, t.plan, limits.samples, limits.samples, diceSeed, playing);
            const std::size_t n = ++finished;
            if (mine && limits.progress) limits.progress(double(n) / double(count + finalists));
        });
        std::stable_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(finalists),
                         [&](std::size_t a, std::size_t b) { return worthOf(a) > worthOf(b); });
    }
    std::vector<Command> best = std::move(tried[ranked.front()].plan);
    best.pop_back();  // `end`: the caller adds it after its own commands
    return best;
}

// AL.3 (variant): after the plan's moves, the guns to unlimber (free, no die).
void appendUnlimbering(const Game& from, const std::vector<Command>& plan, std::vector<Command>& out) {
    if (!from.state().variants.artilleryLimbering) return;
    Game after(from, from.state());
    for (const Command& c : plan)
        if (!after.apply(c).ok()) return;
    for (const Command& c : gunsToUnlimber(after)) out.push_back(c);
}

// 19.3: the division whose release gives the best plan, then that plan. Each trial may take a
// twelfth of the time (or of the plans) left.
std::vector<Command> movementPhase(const Game& game, const SearchLimits& limits) {
    // AL.2 (variant): guns limber one at a time, each roll seen before anything is planned.
    if (auto limber = gunToLimber(game)) return {*limber};
    std::vector<Command> out;
    const GameState& st = game.state();
    std::optional<Game> released;
    std::int64_t plansLeft = limits.plans;
    if (game.scenario().rules.hasExclusive("19.0") && st.turn == 2 && !st.released && st.phasing == Side::Allied) {
        double best = -1e18;
        for (const Division& d : game.scenario().divisions) {
            const ReleaseCommand r{d.id};
            if (game.whyNot(r)) continue;
            Game trial(game, st);
            trial.apply(r);
            SearchLimits quick = limits;
            quick.maxSweeps = 1;
            quick.breadth = 3;
            quick.progress = nullptr;
            if (limits.timed()) quick.deadline = Clock::now() + (limits.deadline - Clock::now()) / 12;
            if (limits.plans > 0) quick.plans = std::max<std::int64_t>(1, plansLeft / 12);
            const MovementPlan trialPlan = planMovement(trial, quick);
            if (limits.plans > 0) plansLeft = std::max<std::int64_t>(1, plansLeft - trialPlan.plans);
            const double worth = trialPlan.worth;
            if (worth > best) {
                best = worth;
                out = {r};
                released.emplace(std::move(trial));
            }
        }
    }
    const Game& from = released ? *released : game;
    SearchLimits rest = limits;
    rest.plans = plansLeft;
    std::vector<Command> chosen = lookAhead(from, rest);
    out.insert(out.end(), chosen.begin(), chosen.end());
    appendUnlimbering(from, chosen, out);
    out.push_back(EndPhaseCommand{});
    return out;
}

std::vector<Command> combatPhase(const Game& game, const ComputerSettings& settings, const std::atomic<bool>* cancel) {
    const GameState& st = game.state();
    const ValueModel values(game.scenario(), st, st.phasing);
    const int passes = settings.search.value_or(levelWork(settings.level)).combatPasses;
    const CombatPlan plan = planCombat(game.board(), game.exclusiveRules(), st, values, passes, cancel);
    for (const ScoredAttack& a : plan.attacks) {
        const Command c = toCommand(game.scenario(), spareWhereFree(game, a.attack));  // CR.4 (variant)
        if (game.isLegal(c)) return {c};
    }
    if (game.isLegal(EndPhaseCommand{})) return {EndPhaseCommand{}};
    // The plan missed a way to meet 5.1: the best single attack the engine accepts.
    for (const ScoredAttack& a : candidateAttacks(game)) {
        const Command c = toCommand(game.scenario(), a.attack);
        if (game.isLegal(c)) return {c};
    }
    return {};
}

}  // namespace

// Measured in selfplay (docs/computer-opponent.md, "Levels"): the look-ahead is what lifts the
// normal level past the greedy player nineteen times in twenty; more sweeps without it did not.
LevelWork levelWork(Level level) {
    switch (level) {
        case Level::Quick: return {1, 3, 1, 0, 2, false};
        // Strong: play-outs through our next Player-Turn too, scored less their dice's luck, and the
        // best two plans played out as many times again.
        case Level::Strong: return {6, 6, 6, 8, 8, true, 2, true, 2};
        default: return {6, 6, 6, 8, 4, false};
    }
}

Decision decide(const Game& game, const ComputerSettings& settings, const std::atomic<bool>* cancel,
                const std::function<void(double)>& progress) {
    Decision d;
    const GameState& st = game.state();
    if (game.gameOver()) return d;
    const auto started = settings.budget.count() > 0 ? Clock::now() : Clock::time_point{};
    if (combatUnresolved(st)) {  // 6.8: the computer never retreats its guns by choice
        if (auto c = respond(game)) d.commands.push_back(*c);
    } else if (st.phase == Phase::Movement) {
        d.commands = movementPhase(game, limitsFor(settings, cancel, progress));
    } else {
        d.commands = combatPhase(game, settings, cancel);
    }
    d.cancelled = cancel && cancel->load();
    d.capped = settings.budget.count() > 0 && !d.cancelled && Clock::now() >= started + settings.budget;
    if (progress) progress(1.0);
    return d;
}

Decision decide(std::shared_ptr<const Scenario> scenario, const GameState& state, const ComputerSettings& settings,
                const std::atomic<bool>* cancel, const std::function<void(double)>& progress) {
    const Game game = Game::atState(std::move(scenario), state);
    return decide(game, settings, cancel, progress);
}

std::vector<Command> ComputerOpponent::decide(const Game& game) {
    ComputerSettings settings;
    settings.level = level_;
    settings.seed = seed_ * 1000003u + decisions_++;
    settings.work = work_;
    settings.search = search_;
    return ai::decide(game, settings).commands;
}

}  // namespace eylau::ai
