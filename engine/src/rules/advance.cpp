// Advance after combat (6.6): who may advance, and where. The one place the rule is written: the
// command runner checks an advance against it, and the window and the players offer its options.
#include "rules/combat_rules_internal.h"
#include "eylau/rules/game_state.h"

namespace eylau {

std::vector<AdvanceOption> advanceOptions(const Situation& situation) {
    std::vector<AdvanceOption> options;
    const GameState& state = situation.state();
    if (!state.pending || !state.pending->advancing) return options;
    const PendingResolution& p = *state.pending;
    if (!p.mustRetreat.empty() || p.lossesOwed > 0) return options;  // 6.4 and 6.3 come first
    // 6.6: "the victorious player": the attacker after a defender's loss, the defender after the attacker's.
    const bool attackerAdvances = *p.advancing == state.phasing;
    for (UnitIndex u : attackerAdvances ? p.attack.attackers : p.attack.defenders) {
        if (state.unit(u).status != UnitStatus::OnMap) continue;
        for (Hex h : p.vacated)
            if (situation.unitsAt(h).empty() && distance(h, state.unit(u).hex) == 1) options.push_back({u, h});
    }
    return options;
}

}  // namespace eylau
