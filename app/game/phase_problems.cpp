#include "phase_problems.h"

#include "eylau/combat_rules.h"

#include <algorithm>
#include <map>

namespace eylau::game {

std::vector<Hex> problemHexes(const Game& game, const Refusal& refusal) {
    const GameState& st = game.state();
    std::vector<Hex> hexes;
    auto add = [&](UnitIndex u) {
        if (st.unit(u).status == UnitStatus::OnMap && std::find(hexes.begin(), hexes.end(), st.unit(u).hex) == hexes.end())
            hexes.push_back(st.unit(u).hex);
    };
    if (refusal.ruleCase == "4.4") {
        std::map<Hex, int> count;
        for (const UnitState& us : st.units)
            if (us.status == UnitStatus::OnMap) ++count[us.hex];
        for (const auto& [hex, n] : count)
            if (n > 1) hexes.push_back(hex);
    } else if (refusal.ruleCase == "5.1") {
        const Obligations open = meetableObligations(Situation(game.scenario(), st));
        for (UnitIndex u : open.mustAttack) add(u);
        for (UnitIndex u : open.mustBeAttacked) add(u);
    } else if (st.pending) {
        for (UnitIndex u : st.pending->mustRetreat) add(u);
        for (UnitIndex u : st.pending->attack.attackers) add(u);
        for (UnitIndex u : st.pending->attack.defenders) add(u);
    } else if (st.awaitingDefence) {
        for (UnitIndex u : st.awaitingDefence->defenders) add(u);
    }
    return hexes;
}

}  // namespace eylau::game
