#include "eylau/ai/retreat_options.h"

#include "eylau/combat_rules.h"

#include <algorithm>
#include <set>

namespace eylau::ai {
namespace {

struct ChainSearch {
    const Game& game;
    const Situation& sit;
    const std::string& retreating;
    Hex first;
    std::size_t cap;
    std::vector<RetreatCommand> found;

    // 6.5: each displaced unit goes one hex into a safe hex of its own, not one the chain came
    // from, and into an empty one when it has one ("when the only 'safe' hex is occupied").
    void extend(Hex to, std::vector<std::pair<std::string, Hex>>& chain, std::set<Hex>& used, int depth) {
        if (found.size() >= cap) return;
        const auto& here = sit.unitsAt(to);
        if (here.empty()) {
            RetreatCommand r{retreating, first, chain};
            if (!game.legal(r)) found.push_back(std::move(r));
            return;
        }
        if (depth == 0) return;
        const UnitIndex occupant = here.front();
        std::vector<Hex> safe = safeHexes(sit, occupant);
        std::erase_if(safe, [&](Hex h) { return used.count(h) > 0; });
        const bool anyEmpty = std::any_of(safe.begin(), safe.end(), [&](Hex h) { return sit.unitsAt(h).empty(); });
        for (Hex next : safe) {
            if (anyEmpty && !sit.unitsAt(next).empty()) continue;
            chain.emplace_back(game.scenario().units[std::size_t(occupant)].id, next);
            used.insert(next);
            extend(next, chain, used, depth - 1);
            used.erase(next);
            chain.pop_back();
        }
    }
};

}  // namespace

std::vector<RetreatCommand> legalRetreats(const Game& game, UnitIndex unit, int maxChain) {
    const Situation sit(game.scenario(), game.state());
    const std::string& id = game.scenario().units[std::size_t(unit)].id;
    std::vector<RetreatCommand> out;
    const std::vector<Hex> safe = safeHexes(sit, unit);
    const bool anyEmpty = std::any_of(safe.begin(), safe.end(), [&](Hex h) { return sit.unitsAt(h).empty(); });
    for (Hex h : safe) {
        if (anyEmpty && !sit.unitsAt(h).empty()) continue;  // 6.5: displace only when no safe hex is empty
        // Iterative deepening: the shortest chains that work, a few dozen at most per hex.
        for (int depth = 0; depth <= maxChain; ++depth) {
            ChainSearch search{game, sit, id, h, 24, {}};
            std::vector<std::pair<std::string, Hex>> chain;
            std::set<Hex> used{h, game.state().unit(unit).hex};
            search.extend(h, chain, used, depth);
            if (search.found.empty()) continue;
            out.insert(out.end(), search.found.begin(), search.found.end());
            break;
        }
    }
    return out;
}

}  // namespace eylau::ai
