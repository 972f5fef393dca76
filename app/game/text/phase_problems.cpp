#include "text/phase_problems.h"
#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau::game {

std::vector<Hex> problemHexes(const Game& game, const Refusal& refusal) {
    const GameState& st = game.state();
    std::vector<Hex> hexes;
    auto add = [&](UnitIndex u) {
        if (st.unit(u).status == UnitStatus::OnMap && std::find(hexes.begin(), hexes.end(), st.unit(u).hex) == hexes.end())
            hexes.push_back(st.unit(u).hex);
    };
    // The units the engine names in its refusal (4.4: two in one hex; 5.1: attacks still owed).
    for (UnitIndex u : refusal.units) add(u);
    if (!hexes.empty()) return hexes;
    // Otherwise an unfinished combat: its retreats and its units, or the attack awaiting an answer.
    if (st.pending) {
        for (UnitIndex u : st.pending->mustRetreat) add(u);
        for (UnitIndex u : st.pending->attack.attackers) add(u);
        for (UnitIndex u : st.pending->attack.defenders) add(u);
    } else if (st.awaitingDefence) {
        for (UnitIndex u : st.awaitingDefence->defenders) add(u);
    }
    return hexes;
}

}  // namespace eylau::game
