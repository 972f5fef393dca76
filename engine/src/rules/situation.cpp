#include "eylau/rules/situation.h"

#include "eylau/rules/game_state.h"
#include "rules/position_memo.h"

#include <algorithm>

namespace eylau {

Situation::Situation(const Board& board, const GameState& state)
    : board_(&board), state_(&state), flags_(std::size_t(board.hexCount()), 0),
      first_(std::size_t(board.hexCount()) + 1, 0) {
    const std::vector<Unit>& units = board.scenario().units;
    const std::size_t count = std::min(state.units.size(), units.size());
    // A counting sort of the on-map units by slot: count into first_, sum, then place each unit
    // (last first, so each hex keeps unit order) at the end of its hex's run.
    for (std::size_t u = 0; u < count; ++u) {
        const UnitState& us = state.units[u];
        if (us.status != UnitStatus::OnMap) continue;
        const Slot s = board.slot(us.hex);
        if (s == kOffMap) continue;
        ++first_[std::size_t(s)];
        const Side side = units[u].side;
        flags_[std::size_t(s)] |= occupiedBit(side);
        // 4.5: a unit's Zone of Control is the ring of six hexes around it.
        for (int d = 0; d < 6; ++d)
            if (const Slot n = board.neighbour(s, d); n != kOffMap && board.zocCrosses(s, d))
                flags_[std::size_t(n)] |= zocBit(side);
    }
    const std::size_t n = flags_.size();
    for (std::size_t s = 1; s < n; ++s) first_[s] = std::uint16_t(first_[s] + first_[s - 1]);
    first_[n] = n > 0 ? first_[n - 1] : 0;
    units_.resize(first_[n]);
    for (std::size_t u = count; u-- > 0;) {
        const UnitState& us = state.units[u];
        if (us.status != UnitStatus::OnMap) continue;
        if (const Slot s = board.slot(us.hex); s != kOffMap) units_[--first_[std::size_t(s)]] = UnitIndex(u);
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
                if (scenario().units[std::size_t(u)].side == side) sources.push_back(u);
    return sources;
}

}  // namespace eylau
