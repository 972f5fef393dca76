#pragma once
// Where everybody stands, derived from a GameState for fast questions: who occupies a hex, and
// which hexes each side's Zone of Control covers (4.5; 9.0: not across unbridged rivers). Flat
// tables over the Board's slots, built in one pass over the units; rebuild after the state changes.
// A Situation also remembers what the rules worked out about its position once (the open combat
// obligations, which units can retreat): it belongs to one thread at a time, like the state it reads.
#include "eylau/rules/board.h"
#include "eylau/rules/game_state_fwd.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace eylau {

class Situation {
public:
    Situation(const Board& board, const GameState& state);
    ~Situation();
    Situation(const Situation&) = delete;
    Situation& operator=(const Situation&) = delete;

    bool onMap(Hex h) const { return board_->onMap(h); }
    // Units on the map in hex h, in unit order (more than one only during a Movement Phase, 4.4).
    std::span<const UnitIndex> unitsAt(Hex h) const { return unitsAt(board_->slot(h)); }
    std::span<const UnitIndex> unitsAt(Slot s) const {
        if (s == kOffMap) return {};
        return {units_.data() + first_[std::size_t(s)], units_.data() + first_[std::size_t(s) + 1]};
    }
    bool occupiedBy(Hex h, Side side) const { return has(board_->slot(h), occupiedBit(side)); }
    bool occupiedBy(Slot s, Side side) const { return has(s, occupiedBit(side)); }
    // 4.5: h is adjacent to a unit of `side` (and not across a hexside that blocks ZOC).
    bool inZocOf(Hex h, Side side) const { return has(board_->slot(h), zocBit(side)); }
    bool inZocOf(Slot s, Side side) const { return has(s, zocBit(side)); }
    // The units of `side` whose Zone of Control covers h (for messages).
    std::vector<UnitIndex> zocSources(Hex h, Side side) const;
    // 9.0 note: a Zone of Control stops at a river hexside without a bridge (unless frozen).
    bool zocCrosses(Hex from, Hex to) const { return board_->zocCrosses(from, to); }

    const Board& board() const { return *board_; }
    const Scenario& scenario() const { return board_->scenario(); }
    const GameState& state() const { return *state_; }

    // What the rules remember about this position (engine-private: rules/position_memo.h).
    struct Memo;
    Memo& memo() const;

private:
    static std::uint8_t occupiedBit(Side s) { return s == Side::French ? 1 : 2; }
    static std::uint8_t zocBit(Side s) { return s == Side::French ? 4 : 8; }
    bool has(Slot s, std::uint8_t bit) const { return s != kOffMap && (flags_[std::size_t(s)] & bit) != 0; }

    const Board* board_;
    const GameState* state_;
    std::vector<std::uint8_t> flags_;    // by slot: occupied by French 1, Allied 2; French ZOC 4, Allied ZOC 8
    std::vector<std::uint16_t> first_;   // by slot: where its units start in units_ (one more at the end)
    std::vector<UnitIndex> units_;       // the on-map units, by slot
    mutable std::unique_ptr<Memo> memo_;
};

}  // namespace eylau
