#include "ai/retreat_options.h"

#include "eylau/rules/combat_rules.h"


namespace eylau::ai {
namespace {

struct ChainSearch {
    const Game& game;
    const Situation& sit;
    UnitIndex unit;
    std::size_t cap;
    std::vector<RetreatCommand> found;

    // 6.5: each displaced unit steps where retreatStepOptions allows, `depth` more at most.
    void extend(std::vector<Hex>& steps, std::vector<std::pair<std::string, Hex>>& chain, int depth) {
        if (found.size() >= cap) return;
        const auto& here = sit.unitsAt(steps.back());
        if (here.empty()) {
            RetreatCommand r{game.scenario().units[unit.slot()].id, steps.front(), chain};
            if (game.isLegal(r)) found.push_back(std::move(r));
            return;
        }
        if (depth == 0) return;
        const std::string& occupant = game.scenario().units[here.front().slot()].id;
        for (Hex next : retreatStepOptions(sit, unit, steps)) {
            chain.emplace_back(occupant, next);
            steps.push_back(next);
            extend(steps, chain, depth - 1);
            steps.pop_back();
            chain.pop_back();
        }
    }
};

}  // namespace

std::vector<RetreatCommand> legalRetreats(const Game& game, UnitIndex unit, int maxChain) {
    const Situation sit(game.board(), game.state());
    std::vector<RetreatCommand> out;
    for (Hex h : retreatStepOptions(sit, unit, {})) {
        // Iterative deepening: the shortest chains that work, a few dozen at most per hex.
        for (int depth = 0; depth <= maxChain; ++depth) {
            ChainSearch search{game, sit, unit, 24, {}};
            std::vector<Hex> steps{h};
            std::vector<std::pair<std::string, Hex>> chain;
            search.extend(steps, chain, depth);
            if (search.found.empty()) continue;
            out.insert(out.end(), search.found.begin(), search.found.end());
            break;
        }
    }
    return out;
}

}  // namespace eylau::ai
