#include "ai/play_out_luck.h"

#include "ai/attack_value.h"
#include "ai/value_model.h"
#include "eylau/game/rolled_attack.h"
#include "eylau/rules/game_state.h"

namespace eylau::ai {

void PlayOutLuck::before(const Game& game, const Command& command) {
    pending_.reset();
    const std::optional<Attack> attack = attackRolledBy(game, command);
    if (!attack) return;
    const GameState& st = game.state();
    Pending p;
    p.attacker = st.phasing;
    p.values = resultValues(game.situation(), game.exclusiveRules(), ValueModel(game.scenario(), st, st.phasing), *attack);
    p.expected = expectedAt(game.scenario().combatResults, game.odds(*attack).finalColumn, st.weather, p.values);
    pending_ = p;
}

void PlayOutLuck::after(const ApplyResult& applied) {
    if (!pending_) return;
    if (const auto result = resultRolled(applied)) {
        const double luck = pending_->values[std::size_t(*result)] - pending_->expected;
        total_ += pending_->attacker == judged_ ? luck : -luck;
    }
    pending_.reset();
}

}  // namespace eylau::ai
