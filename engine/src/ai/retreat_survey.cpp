#include "ai/retreat_survey.h"

#include "ai/move_candidates.h"
#include "ai/threat_map.h"
#include "eylau/rules/game_state.h"

#include <algorithm>

namespace eylau::ai {

void RetreatSurvey::before(const Game& game) {
    const GameState& st = game.state();
    if (st.phase == Phase::Combat && !placed_[std::size_t(st.phasing)])  // its Movement Phase just ended
        placed_[std::size_t(st.phasing)].emplace(game, enemyOf(st.phasing));
    if (st.phase != Phase::Movement || (st.turn == turn_ && st.phasing == phasing_)) return;
    turn_ = st.turn;
    phasing_ = st.phasing;
    openWays_.clear();
    const Scenario& scenario = game.scenario();
    const ThreatMap threat(game, st.phasing);
    // The first Player-Turn of the game has no Movement Phase of the other side's before it. A
    // Player-Turn with no Combat Phase (a night, 8.2) ended as its Movement Phase did: its units
    // stand now where they stood then.
    const std::size_t other = std::size_t(enemyOf(st.phasing));
    if (const std::optional<ThreatMap>& planned = planned_[other]) {
        const ThreatMap& placed = placed_[other] ? *placed_[other] : threat;
        for (std::size_t i = 0; i < scenario.units.size(); ++i)
            if (scenario.units[i].side != st.phasing && st.units[i].status == UnitStatus::OnMap)
                openWays_[i] = {openWaysBack(scenario, threat, st.units[i].hex),
                                openWaysBack(scenario, *planned, st.units[i].hex),
                                openWaysBack(scenario, placed, st.units[i].hex)};
    }
    planned_[std::size_t(st.phasing)].emplace(game, enemyOf(st.phasing));  // as our planner reads it now
    placed_[std::size_t(st.phasing)].reset();
}

void RetreatSurvey::after(const Game& game, Side phasing, const std::vector<Event>& events,
                          std::array<RetreatTally, 2>& tally) const {
    for (const Event& e : events) {
        if (!e.unit) continue;
        const std::size_t slot = e.unit->slot();
        const Side side = game.scenario().units[slot].side;
        const auto open = openWays_.find(slot);
        if (side == phasing || open == openWays_.end()) continue;
        const bool escaped = e.kind == EventKind::Retreated && e.cause == EventCause::None;
        if (!escaped && !(e.kind == EventKind::Eliminated && e.cause == EventCause::NoSafeHex)) continue;
        RetreatTally& t = tally[std::size_t(side)];
        for (auto [reading, ways] : {std::pair{0, &t.now}, std::pair{1, &t.planned}, std::pair{2, &t.placed}})
            ++(escaped ? ways->escaped : ways->trapped)[std::size_t(std::min(open->second[std::size_t(reading)], 3))];
    }
}

}  // namespace eylau::ai
