#include "eylau/rules/situation.h"

#include "eylau/rules/game_state.h"
#include "rules/position_memo.h"

#include <algorithm>

namespace eylau {

Situation::Situation(const Board& board, const GameState& state)
    : board_(&board), state_(&state), flags_(std::size_t(board.hexCount()), 0),
      first_(std::size_t(board.hexCount()), -1), next_(state.units.size(), -1) {
    const std::vector<Unit>& units = board.scenario().units;
    const std::size_t count = std::min(state.units.size(), units.size());
    // Last unit first, each put at the head of its hex's list, so every list is in unit order.
    for (std::size_t u = count; u-- > 0;) {
        const UnitState& us = state.units[u];
        if (us.status != UnitStatus::OnMap) continue;
        const Slot s = board.slot(us.hex);
        if (s == kOffMap) continue;
        next_[u] = first_[std::size_t(s)];
        first_[std::size_t(s)] = std::int32_t(u);
        const Side side = units[u].side;
        flags_[std::size_t(s)] |= occupiedBit(side);
        // 4.5: a unit's Zone of Control is the ring of six hexes around it.
        for (int d = 0; d < 6; ++d)
            if (const Slot n = board.neighbour(s, d); n != kOffMap && board.zocCrosses(s, d))
                flags_[std::size_t(n)] |= zocBit(side);
    }
}

Situation::~Situation() = default;

Situation::Memo& Situation::memo() const {
    if (!memo_) memo_ = std::make_unique<Memo>();
    return *memo_;
}

std::vector<UnitIndex> Situation::zocSources(Hex h, Side side) const {
    std::vector<UnitIndex> sources;
    for (Hex n : neighbours(h))
        if (zocCrosses(n, h))
            for (UnitIndex u : unitsAt(n))
                if (scenario().units[u.slot()].side == side) sources.push_back(u);
    return sources;
}

}  // namespace eylau
