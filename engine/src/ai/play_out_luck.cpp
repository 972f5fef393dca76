#include "ai/play_out_luck.h"

#include "ai/attack_value.h"
#include "ai/value_model.h"

#include <algorithm>

namespace eylau::ai {

void PlayOutLuck::before(const Game& game, const Command& command) {
    pending_.reset();
    const GameState& st = game.state();
    // The attack as it stands when the die is rolled (luck_report.cpp reads a record the same way).
    std::optional<Attack> attack;
    if (const auto* c = std::get_if<AttackCommand>(&command)) {
        auto resolved = game.resolveAttack(*c);
        if (auto* a = std::get_if<Attack>(&resolved)) attack = std::move(*a);
    } else if (const auto* d = std::get_if<DefendCommand>(&command); d && st.awaitingDefence) {
        attack = *st.awaitingDefence;
        for (const std::string& id : d->fresh)
            if (const auto u = game.unitIndex(id)) attack->defenderFresh.push_back(*u);
    }
    if (!attack) return;
    const OddsAccount odds = game.odds(*attack);
    const auto& chance = st.weather ? odds.chanceWithWeather : odds.chance;
    Pending p;
    p.attacker = st.phasing;
    p.values = resultValues(game.situation(), game.exclusiveRules(), ValueModel(game.scenario(), st, st.phasing), *attack);
    for (std::size_t r = 0; r < p.values.size(); ++r) p.expected += chance[r] * p.values[r];
    pending_ = p;
}

void PlayOutLuck::after(const ApplyResult& applied) {
    if (!pending_) return;
    const auto resolved = std::find_if(applied.events.begin(), applied.events.end(),
                                       [](const Event& e) { return e.kind == EventKind::CombatResolved && e.result; });
    if (resolved != applied.events.end()) {
        const double luck = pending_->values[std::size_t(*resolved->result)] - pending_->expected;
        total_ += pending_->attacker == judged_ ? luck : -luck;
    }
    pending_.reset();
}

}  // namespace eylau::ai
