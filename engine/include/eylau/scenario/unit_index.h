#pragma once
// A unit by its place in Scenario::units (and GameState::units): a small value of its own, so
// that a unit is never taken for a count, a row or a hex slot, and no int stands for one. "No
// unit" is std::optional<UnitIndex>. Made from an int only on purpose (UnitIndex{i}); read back
// as value(), or as slot() to index a vector; unitIndices(n) walks the units 0..n-1.
// <cstddef> before <compare>: Qt's moc, reading a window header that includes this one first,
// cannot parse <compare> before the standard library's configuration is in.
#include <cstddef>
#include <compare>
#include <iosfwd>

namespace eylau {

class UnitIndex {
public:
    constexpr explicit UnitIndex(int value) : value_(value) {}

    constexpr int value() const { return value_; }
    constexpr std::size_t slot() const { return std::size_t(value_); }  // to index a vector by unit

    constexpr UnitIndex& operator++() {
        ++value_;
        return *this;
    }

    friend constexpr bool operator==(UnitIndex, UnitIndex) = default;
    friend constexpr auto operator<=>(UnitIndex, UnitIndex) = default;

private:
    int value_;
};

// Its value, as an int prints (test messages).
std::ostream& operator<<(std::ostream& out, UnitIndex unit);

// The units 0..count-1 in order, for a range-for: for (UnitIndex u : unitIndices(n)).
class UnitIndices {
public:
    class iterator {
    public:
        using value_type = UnitIndex;
        using difference_type = std::ptrdiff_t;
        constexpr iterator() = default;
        constexpr explicit iterator(int value) : value_(value) {}
        constexpr UnitIndex operator*() const { return UnitIndex{value_}; }
        constexpr iterator& operator++() {
            ++value_;
            return *this;
        }
        constexpr iterator operator++(int) {
            iterator was = *this;
            ++value_;
            return was;
        }
        friend constexpr bool operator==(iterator, iterator) = default;

    private:
        int value_ = 0;
    };

    constexpr explicit UnitIndices(int count) : count_(count < 0 ? 0 : count) {}
    constexpr iterator begin() const { return iterator{0}; }
    constexpr iterator end() const { return iterator{count_}; }
    constexpr int size() const { return count_; }
    constexpr bool contains(UnitIndex unit) const { return unit.value() >= 0 && unit.value() < count_; }

private:
    int count_;
};

constexpr UnitIndices unitIndices(std::size_t count) { return UnitIndices{int(count)}; }

}  // namespace eylau
