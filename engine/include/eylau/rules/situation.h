#pragma once
// Where everybody stands, derived from a GameState for fast questions: who occupies a hex, and
// which hexes each side's Zone of Control covers (4.5; 9.0: not across unbridged rivers). Flat
// tables over the Board's slots (flags per slot, and the units in each hex as a list threaded
// through an array by unit), built in one pass over the units; rebuild after the state changes.
// A Situation also remembers what the rules worked out about its position once (the open combat
// obligations, which units can retreat): it belongs to one thread at a time, like the state it reads.
#include "eylau/rules/board.h"
#include "eylau/rules/game_state_fwd.h"

#include <cstdint>
#include <memory>
#include <cstddef>
#include <iterator>
#include <vector>

namespace eylau {

// The units in one hex, in unit order: a list threaded through the Situation's arrays.
class UnitsInHex {
public:
    class iterator {
    public:
        using value_type = UnitIndex;
        using difference_type = std::ptrdiff_t;
        using iterator_category = std::forward_iterator_tag;
        using pointer = const UnitIndex*;
        using reference = UnitIndex;
        iterator() = default;
        iterator(const std::int32_t* next, int unit) : next_(next), unit_(unit) {}
        UnitIndex operator*() const { return UnitIndex{unit_}; }
        iterator& operator++() {
            unit_ = next_[unit_];
            return *this;
        }
        iterator operator++(int) {
            iterator was = *this;
            ++*this;
            return was;
        }
        friend bool operator==(const iterator& a, const iterator& b) { return a.unit_ == b.unit_; }

    private:
        const std::int32_t* next_ = nullptr;
        int unit_ = -1;
    };

    UnitsInHex() = default;
    UnitsInHex(const std::int32_t* next, int first) : next_(next), first_(first) {}
    iterator begin() const { return {next_, first_}; }
    iterator end() const { return {next_, -1}; }
    bool empty() const { return first_ < 0; }
    UnitIndex front() const { return UnitIndex{first_}; }  // not empty
    std::size_t size() const {
        std::size_t n = 0;
        for (int u = first_; u >= 0; u = next_[u]) ++n;
        return n;
    }

private:
    const std::int32_t* next_ = nullptr;
    int first_ = -1;
};

class Situation {
public:
    Situation(const Board& board, const GameState& state);
    ~Situation();
    Situation(const Situation&) = delete;
    Situation& operator=(const Situation&) = delete;

    bool onMap(Hex h) const { return board_->onMap(h); }
    // Units on the map in hex h, in unit order (more than one only during a Movement Phase, 4.4).
    UnitsInHex unitsAt(Hex h) const { return unitsAt(board_->slot(h)); }
    UnitsInHex unitsAt(Slot s) const {
        if (s == kOffMap) return {};
        return {next_.data(), first_[std::size_t(s)]};
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
    std::vector<std::uint8_t> flags_;   // by slot: occupied by French 1, Allied 2; French ZOC 4, Allied ZOC 8
    std::vector<std::int32_t> first_;   // by slot: the lowest-numbered unit in the hex, -1 for none
    std::vector<std::int32_t> next_;    // by unit: the next unit in the same hex, -1 for none
    mutable std::unique_ptr<Memo> memo_;
};

}  // namespace eylau
