#include "ai/retreat_survey.h"

#include "ai/move_candidates.h"
#include "ai/threat_map.h"
#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau::ai {

void RetreatSurvey::before(const Game& game) {
    const GameState& st = game.state();
    if (st.phase != Phase::Movement || (st.turn == turn_ && st.phasing == phasing_)) return;
    turn_ = st.turn;
    phasing_ = st.phasing;
    openWays_.clear();
    const Scenario& scenario = game.scenario();
    const ThreatMap threat(game, st.phasing);
    // The first Player-Turn of the game has no Movement Phase of the other side's before it.
    if (const std::optional<ThreatMap>& planned = planned_[std::size_t(enemyOf(st.phasing))])
        for (std::size_t i = 0; i < scenario.units.size(); ++i)
            if (scenario.units[i].side != st.phasing && st.units[i].status == UnitStatus::OnMap)
                openWays_[i] = {openWaysBack(scenario, threat, st.units[i].hex),
                                openWaysBack(scenario, *planned, st.units[i].hex)};
    planned_[std::size_t(st.phasing)].emplace(game, enemyOf(st.phasing));  // as our planner reads it now
}

void RetreatSurvey::after(const Game& game, Side phasing, const std::vector<Event>& events,
                          std::array<RetreatTally, 2>& tally) const {
    for (const Event& e : events) {
        if (!e.unit) continue;
        const std::size_t slot = e.unit->slot();
        const Side side = game.scenario().units[slot].side;
        const auto ways = openWays_.find(slot);
        if (side == phasing || ways == openWays_.end()) continue;
        const bool escaped = e.kind == EventKind::Retreated && e.cause == EventCause::None;
        if (!escaped && !(e.kind == EventKind::Eliminated && e.cause == EventCause::NoSafeHex)) continue;
        RetreatTally& t = tally[std::size_t(side)];
        const std::size_t now = std::size_t(std::min(ways->second[0], 3)), then = std::size_t(std::min(ways->second[1], 3));
        ++(escaped ? t.now.escaped : t.now.trapped)[now];
        ++(escaped ? t.planned.escaped : t.planned.trapped)[then];
    }
}

}  // namespace eylau::ai
