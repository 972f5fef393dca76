#include "ai/combat_lookahead.h"

#include "ai/attack_value.h"
#include "ai/in_parallel.h"
#include "ai/lookahead.h"

#include <algorithm>

namespace eylau::ai {

std::vector<Command> attacksToWeigh(const Game& game, const Command& planned, int others) {
    std::vector<Command> out{planned};
    for (const ScoredAttack& a : candidateAttacks(game)) {  // best first
        if (int(out.size()) > others) break;
        const Command c = toCommand(game.scenario(), a.attack);
        if (std::find(out.begin(), out.end(), c) == out.end() && game.isLegal(c)) out.push_back(c);
    }
    const Command end = EndPhaseCommand{};
    if (std::find(out.begin(), out.end(), end) == out.end() && game.isLegal(end)) out.push_back(end);
    return out;
}

Command weighAttacks(const Game& game, const std::vector<Command>& candidates, int samples, const SearchLimits& limits) {
    const Side side = game.state().phasing;
    const std::size_t n = std::size_t(std::max(1, samples));
    SearchLimits playing = limits;
    playing.horizon = 1;  // through the enemy's Player-Turn: what the attack leaves him to answer
    playing.progress = nullptr;
    const std::uint64_t diceSeed = limits.seed * 37 + 11;  // the same dice for every candidate
    std::vector<PlayOuts> one(candidates.size() * n);
    const int threads = limits.timed() ? 1 : limits.threads > 0 ? limits.threads : machineThreads();
    inParallel(one.size(), threads, [&](std::size_t j, bool) {
        if (j % n > 0 && limits.stop()) return;
        one[j] = playOuts(game, side, {candidates[j / n]}, int(j % n), 1, diceSeed, playing);
    });
    std::vector<PlayOuts> scores(candidates.size());
    for (std::size_t k = 0; k < candidates.size(); ++k)
        for (std::size_t i = 0; i < n; ++i) scores[k] += one[k * n + i];
    return candidates[preferredOf(scores)];
}

std::size_t preferredOf(const std::vector<PlayOuts>& scores) {
    std::size_t best = 0;
    double bestWorth = -1e18;
    for (std::size_t k = 0; k < scores.size(); ++k) {
        if (scores[k].count == 0) continue;
        const double worth = scores[k].mean() - (k > 0 ? 1.0 : 0.0);
        if (worth > bestWorth) {
            bestWorth = worth;
            best = k;
        }
    }
    return best;
}

}  // namespace eylau::ai
