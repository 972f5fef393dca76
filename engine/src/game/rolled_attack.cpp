#include "eylau/game/rolled_attack.h"

#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau {

std::optional<Attack> attackRolledBy(const Game& game, const Command& command) {
    if (const auto* c = std::get_if<AttackCommand>(&command)) {
        auto resolved = game.resolveAttack(*c);
        if (auto* a = std::get_if<Attack>(&resolved)) return std::move(*a);
        return std::nullopt;
    }
    const auto* d = std::get_if<DefendCommand>(&command);
    if (!d || !game.state().awaitingDefence) return std::nullopt;
    Attack attack = *game.state().awaitingDefence;
    for (const std::string& id : d->fresh)
        if (const auto u = game.unitIndex(id)) attack.defenderFresh.push_back(*u);
    return attack;
}

std::optional<CombatResult> resultRolled(const ApplyResult& applied) {
    const auto resolved = std::find_if(applied.events.begin(), applied.events.end(),
                                       [](const Event& e) { return e.kind == EventKind::CombatResolved && e.result; });
    if (resolved == applied.events.end()) return std::nullopt;
    return resolved->result;
}

}  // namespace eylau
