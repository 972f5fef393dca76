#include "ai/combat_lookahead.h"

#include "ai/attack_value.h"


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
    SearchLimits playing = limits;
    playing.horizon = 1;  // through the enemy's Player-Turn: what the attack leaves him to answer
    playing.endgame = 0;  // nor ever to the end of the battle
    playing.progress = nullptr;
    const std::uint64_t diceSeed = limits.seed * 37 + 11;  // the same dice for every candidate
    std::vector<std::vector<Command>> each;
    for (const Command& c : candidates) each.push_back({c});
    std::vector<const std::vector<Command>*> lists;
    for (const auto& e : each) lists.push_back(&e);
    return candidates[preferredOf(playOutEach(game, game.phasing(), lists, 0, std::max(1, samples), diceSeed,
                                              playing, searchThreads(limits)))];
}

std::size_t preferredOf(const std::vector<PlayOuts>& scores) {
    std::size_t best = 0;
    double bestWorth = -1e18;
    for (std::size_t k = 0; k < scores.size(); ++k) {
        if (scores[k].count == 0) continue;
        const double worth = rankingWorth(scores[k], k);
        if (worth > bestWorth) {
            bestWorth = worth;
            best = k;
        }
    }
    return best;
}

}  // namespace eylau::ai
