#include "ai/lookahead.h"

#include "ai/in_parallel.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/greedy_player.h"
#include "eylau/ai/player.h"
#include "ai/leaf_threat.h"
#include "ai/play_out_luck.h"
#include "ai/position_score.h"
#include "ai/win_chance.h"
#include "eylau/rules/game_state.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>

namespace eylau::ai {
namespace {

using Clock = std::chrono::steady_clock;

// A side's play in a play-out (PlayOutEnemy): the greedy player's, the quick level's plan, or one
// searched as the normal level's planner searches, without its play-outs.
std::unique_ptr<Player> playOutPlayer(PlayOutEnemy enemy, std::uint64_t seed) {
    if (enemy == PlayOutEnemy::Greedy) return std::make_unique<GreedyPlayer>(seed);
    std::optional<LevelWork> thorough;
    if (enemy == PlayOutEnemy::Thorough) {
        thorough = levelWork(Level::Normal);
        thorough->samples = 0;
    }
    return std::make_unique<ComputerOpponent>(Level::Quick, seed, WorkBudget{}, thorough);
}

// Plays on through playOutTurns' Player-Turns after the one under way (the enemy's, then ours,
// ...) and stops as the next begins, or when the game ends. Notes the luck of its dice in `luck`,
// when given (only the levels that take it out pay for weighing each attack's results), and in
// `lost`, when given, the units of `side` the first of the enemy's Player-Turns eliminated.
void playOut(Game& game, Side side, std::uint64_t seed, const SearchLimits& limits, PlayOutLuck* luck,
             std::vector<int>* lost) {
    // In a play-out the quick player makes only Combat Phases and answers, which read no clock; on
    // a work budget it gets one all the same, so that nothing of the search may.
    const std::unique_ptr<Player> ours = limits.timed() && limits.own == PlayOutEnemy::Quick
                                             ? makePlayer(Level::Quick, seed)
                                             : playOutPlayer(limits.own, seed);
    const std::unique_ptr<Player> theirs = playOutPlayer(limits.enemy, seed + 1);
    Side turnOf = game.state().phasing;
    int begun = 0;
    const int turns = playOutTurns(game.scenario(), game.state(), limits);
    std::vector<bool> standing;  // ours on the map as the enemy's first Player-Turn began
    const auto noteLosses = [&] {
        for (std::size_t i = 0; i < standing.size(); ++i)
            if (standing[i] && game.state().units[i].status == UnitStatus::Eliminated) ++(*lost)[i];
        standing.clear();
    };
    for (int n = 0; n < 6000 && !game.gameOver(); ++n) {
        const GameState& st = game.state();
        if (st.phase == Phase::Movement && st.phasing != turnOf) {
            turnOf = st.phasing;
            if (lost && begun == 0) {
                lost->assign(st.units.size(), 0);
                standing.resize(st.units.size());
                for (std::size_t i = 0; i < st.units.size(); ++i)
                    standing[i] = game.scenario().units[i].side == side && st.units[i].status == UnitStatus::OnMap;
            }
            else if (lost && begun == 1) noteLosses();
            if (++begun > turns) break;
        }
        if (limits.cancel && limits.cancel->load()) break;
        const auto actor = sideToAct(game.scenario(), st);
        if (!actor) break;
        std::optional<Command> c = *actor == side ? ours->next(game) : theirs->next(game);
        if (!c) break;
        if (luck) luck->before(game, *c);
        const ApplyResult applied = game.apply(*c);
        if (!applied.ok()) break;
        if (luck) luck->after(applied);
    }
    if (!standing.empty()) noteLosses();  // the play-out ended in the enemy's Player-Turn
}

// The limits of one plan of the look-ahead: in `style`, its search in the order `seed` gives, on a
// style's share of a plan bound, with no progress of its own.
SearchLimits oneStyle(const SearchLimits& limits, const Style& style, std::uint64_t seed) {
    SearchLimits one = limits;
    one.style = style;
    one.seed = seed;
    one.progress = nullptr;
    if (!limits.timed() && limits.plans > 0) one.plans = std::max<std::int64_t>(1, limits.plans / limits.styles);
    return one;
}

}  // namespace

int playOutTurns(const Scenario& scenario, const GameState& state, const SearchLimits& limits) {
    if (state.turn > scenario.lastTurn() - limits.endgame) return std::numeric_limits<int>::max();
    return limits.horizon;
}

PlayOuts playOuts(const Game& game, Side side, const std::vector<Command>& commands, int first, int samples,
                  std::uint64_t seed, const SearchLimits& limits) {
    PlayOuts out;
    for (int i = first; i < first + samples; ++i) {
        if (out.count > 0 && limits.stop()) break;
        GameState state = game.state();
        state.dice = Dice{};                        // dice of its own: the game's are not known (6.1)
        state.dice.seed = seed + std::uint64_t(i) * 7919;
        Game copy(game, state);
        PlayOutLuck luck(side);
        PlayOutLuck* weighing = limits.luckAdjusted ? &luck : nullptr;
        for (const Command& c : commands) {  // an attack among them: its die's luck too
            if (weighing) weighing->before(copy, c);
            const ApplyResult applied = copy.apply(c);
            if (!applied.ok()) break;
            if (weighing) weighing->after(applied);
        }
        std::vector<int> lost;
        playOut(copy, side, seed + std::uint64_t(i), limits, weighing, limits.repairs > 0 ? &lost : nullptr);
        const double score = limits.evenHanded ? (positionScore(copy.scenario(), copy.state(), side) -
                                                  positionScore(copy.scenario(), copy.state(), enemyOf(side))) / 2
                                               : positionScore(copy.scenario(), copy.state(), side);
        const double threats = limits.leaf > 0 ? limits.leaf * leafThreat(copy, side, limits.leafWaysBack) : 0.0;
        const double margin = score + threats - luck.total();
        out.total += winWorth(copy.scenario(), copy.state(), margin, limits.winSpread, limits.byLevels);
        ++out.count;
        out += PlayOuts{0, 0, std::move(lost)};
    }
    return out;
}

std::vector<Avoided> placesLost(const Game& game, Side side, const std::vector<Command>& plan, const PlayOuts& scores) {
    std::vector<Avoided> out;
    if (scores.count == 0) return out;
    Game after(game, game.state());
    for (const Command& c : plan)
        if (!std::holds_alternative<EndPhaseCommand>(c) && !after.apply(c).ok()) break;
    const Scenario& scenario = game.scenario();
    for (std::size_t i = 0; i < scores.lost.size() && i < scenario.units.size(); ++i) {
        const UnitState& u = after.state().units[i];
        if (scores.lost[i] == 0 || scenario.units[i].side != side || u.status != UnitStatus::OnMap) continue;
        out.push_back({UnitIndex(int(i)), u.hex, double(scores.lost[i]) / scores.count * scenario.units[i].strength});
    }
    return out;
}

std::vector<PlayOuts> playOutEach(const Game& game, Side side, const std::vector<const std::vector<Command>*>& candidates,
                                  int first, int samples, std::uint64_t seed, const SearchLimits& limits, int threads,
                                  const std::function<void(bool mine)>& done) {
    const std::size_t n = std::size_t(std::max(0, samples));
    std::vector<PlayOuts> one(candidates.size() * n);
    inParallel(one.size(), threads, [&](std::size_t j, bool mine) {
        const std::vector<Command>& commands = *candidates[j / n];
        if (commands.empty() || (j % n > 0 && limits.stop())) return;
        one[j] = playOuts(game, side, commands, first + int(j % n), 1, seed, limits);
        if (done) done(mine);
    });
    std::vector<PlayOuts> out(candidates.size());
    for (std::size_t k = 0; k < candidates.size(); ++k)
        for (std::size_t i = 0; i < n; ++i) out[k] += one[k * n + i];
    return out;
}

int searchThreads(const SearchLimits& limits) {
    return limits.timed() ? 1 : limits.threads > 0 ? limits.threads : machineThreads();
}

double rankingWorth(const PlayOuts& scores, std::size_t k) { return scores.mean() - (k > 0 ? 1.0 : 0.0); }

std::vector<Command> lookAhead(const Game& game, const SearchLimits& limits) {
    if (limits.samples == 0) return planMovement(game, limits).commands;
    const Side side = game.state().phasing;
    const std::size_t count = std::min(kLookAheadStyleList.size(), std::size_t(std::max(1, limits.styles)));
    const std::size_t samples = std::size_t(limits.samples);
    const auto start = limits.timed() ? Clock::now() : Clock::time_point{};
    const auto share = (limits.deadline - start) / limits.styles;  // a caller's cap: each style's time
    const std::uint64_t diceSeed = limits.seed * 31 + 17;  // the same dice for every plan
    struct Tried {
        std::vector<Command> plan;  // with `end`; empty until planned
        PlayOuts scores;
        Style style;
        std::vector<Avoided> avoid;  // a repaired plan's (placesLost)
    };
    std::vector<Tried> tried(count);
    const std::size_t finalistsWanted = std::size_t(std::max(0, limits.finalists));
    const std::size_t repairs = limits.timed() ? 0 : std::size_t(std::max(0, limits.repairs));
    const double steps = double(count + repairs + (count + repairs + finalistsWanted) * samples);
    std::atomic<std::size_t> finished{0};
    const auto stepDone = [&](bool mine) {
        const std::size_t n = ++finished;
        if (mine && limits.progress) limits.progress(double(n) / steps);
    };
    const auto plan = [&](std::size_t k, bool mine) {
        if (k > 0 && limits.stop()) return;
        Style style = kLookAheadStyleList[k];
        style.cornered = std::max(style.cornered, limits.style.cornered);  // CORNERED: at least
        style.traps = std::max(style.traps, limits.style.traps);           // TRAPS: at least
        SearchLimits one = oneStyle(limits, style, limits.seed + k);
        if (limits.timed())  // a third of the style's share to plan, the rest to play out
            one.deadline = std::min(limits.deadline, start + share * std::int64_t(k) + share / 3);
        tried[k].style = style;
        tried[k].plan = planMovement(game, one).commands;
        tried[k].plan.push_back(EndPhaseCommand{});
        stepDone(mine);
    };
    SearchLimits playing = limits;
    playing.progress = nullptr;
    // Play-outs `first`.. of the styles `which`, added to theirs.
    const auto playOutAll = [&](const std::vector<std::size_t>& which, int first, int threads) {
        std::vector<const std::vector<Command>*> plans;
        for (std::size_t k : which) plans.push_back(&tried[k].plan);
        const std::vector<PlayOuts> added =
            playOutEach(game, side, plans, first, limits.samples, diceSeed, playing, threads, stepDone);
        for (std::size_t w = 0; w < which.size(); ++w) tried[which[w]].scores += added[w];
    };
    std::vector<std::size_t> all(count);
    for (std::size_t k = 0; k < count; ++k) all[k] = k;
    const int threads = searchThreads(limits);
    if (limits.timed()) {
        for (std::size_t k = 0; k < count; ++k) {  // in turn, each style within its share
            plan(k, true);
            if (tried[k].plan.empty()) break;
            playing.deadline = std::min(limits.deadline, start + share * std::int64_t(k + 1));
            tried[k].scores = playOuts(game, side, tried[k].plan, 0, limits.samples, diceSeed, playing);
        }
    } else {
        inParallel(count, threads, plan);
        playOutAll(all, 0, threads);
    }
    const auto worthOf = [&](std::size_t k) { return rankingWorth(tried[k].scores, k); };
    std::vector<std::size_t> ranked;
    for (std::size_t k = 0; k < count; ++k)
        if (tried[k].scores.count > 0) ranked.push_back(k);
    std::stable_sort(ranked.begin(), ranked.end(), [&](std::size_t a, std::size_t b) { return worthOf(a) > worthOf(b); });
    if (ranked.empty()) return {};
    // Repairs: the best so far planned again away from where its play-outs lost units.
    for (std::size_t r = 0; r < repairs && !limits.stop(); ++r) {
        const Tried& from = tried[ranked.front()];
        std::vector<Avoided> avoid = from.avoid;
        const std::vector<Avoided> lost = placesLost(game, side, from.plan, from.scores);
        if (lost.empty()) break;
        avoid.insert(avoid.end(), lost.begin(), lost.end());
        SearchLimits one = oneStyle(limits, from.style, limits.seed + 100 + r);
        one.avoid = avoid;
        Tried repaired{planMovement(game, one).commands, {}, from.style, std::move(avoid)};
        repaired.plan.push_back(EndPhaseCommand{});
        stepDone(true);
        if (repaired.plan == from.plan) break;
        tried.push_back(std::move(repaired));
        playOutAll({tried.size() - 1}, 0, threads);
        // Always a finalist beside the best so far: planned against what its play-outs showed, it
        // is not to be judged on eight play-outs against a best whose eight were the luckiest.
        const std::size_t at = worthOf(tried.size() - 1) > worthOf(ranked.front()) ? 0 : 1;
        ranked.insert(ranked.begin() + std::ptrdiff_t(at), tried.size() - 1);
    }
    // The finalists, played out as many times again on further dice sequences (the same for each).
    const std::size_t finalists = std::min(ranked.size(), finalistsWanted);
    if (finalists > 1 && !limits.timed() && !limits.stop()) {
        playOutAll(std::vector<std::size_t>(ranked.begin(), ranked.begin() + std::ptrdiff_t(finalists)), limits.samples, threads);
        std::stable_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(finalists),
                         [&](std::size_t a, std::size_t b) { return worthOf(a) > worthOf(b); });
    }
    std::vector<Command> best = std::move(tried[ranked.front()].plan);
    best.pop_back();  // `end`: the caller adds it after its own commands
    return best;
}

}  // namespace eylau::ai
