#include "eylau/ai/hint.h"

#include "ai/attack_value.h"
#include "ai/combat_plan.h"
#include "ai/value_model.h"
#include "eylau/game/decision_due.h"
#include "eylau/rules/game_state.h"

#include <variant>

namespace eylau::ai {

Hint suggest(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>* cancel) {
    Hint hint;
    hint.side = decisionDue(game).side;
    if (!hint.side) return hint;
    ComputerSettings settings;
    settings.level = level;
    settings.seed = seed;
    const Decision d = decide(game, settings, cancel);
    hint.cancelled = d.cancelled;
    Game after(game, game.state());
    for (const Command& c : d.commands) {
        HintStep step;
        step.command = c;
        if (const auto* attack = std::get_if<AttackCommand>(&c)) {
            const auto resolved = after.resolveAttack(*attack);
            if (const auto* a = std::get_if<Attack>(&resolved)) {
                step.odds = after.odds(*a);
                const ValueModel values(after.scenario(), after.state(), *hint.side);
                step.expectedVP = scoreAttack(after.situation(), after.exclusiveRules(), values, *a).ev;
                const auto& chance = after.state().weather ? step.odds->chanceWithWeather : step.odds->chance;
                step.risk = chance[std::size_t(CombatResult::Ar)] + chance[std::size_t(CombatResult::Ae)];
            }
        }
        if (std::holds_alternative<MoveCommand>(c) || std::holds_alternative<EnterCommand>(c)) ++hint.moves;
        // The moves, entries and a 19.3 release, on the copy: legal in order (decide checked
        // them); nothing that rolls (a limber roll, AL.2) is applied.
        if (std::holds_alternative<MoveCommand>(c) || std::holds_alternative<EnterCommand>(c) ||
            std::holds_alternative<ReleaseCommand>(c))
            after.apply(c);
        hint.steps.push_back(std::move(step));
    }
    if (hint.moves > 0 && after.state().phase == Phase::Movement) {
        // What the moves set up: the Combat Phase plan on the position they leave.
        GameState combat = after.state();
        combat.phase = Phase::Combat;
        const ValueModel values(after.scenario(), combat, *hint.side);
        hint.setsUpVP = planCombat(after.board(), after.exclusiveRules(), combat, values, 3, cancel).ev;
    }
    return hint;
}

}  // namespace eylau::ai
