// UnitIndex: a unit by its place in Scenario::units, a value of its own (no int stands for one).
#include "eylau/scenario/unit_index.h"

#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <type_traits>
#include <vector>

namespace eylau {
namespace {

static_assert(!std::is_convertible_v<int, UnitIndex>, "made from an int only on purpose");
static_assert(!std::is_convertible_v<UnitIndex, int>, "read back only as value() or slot()");
static_assert(!std::is_default_constructible_v<UnitIndex>, "no unit is std::optional<UnitIndex>");
static_assert(sizeof(UnitIndex) == sizeof(int));

TEST(UnitIndex, KeepsItsValueAndIndexesAVector) {
    const UnitIndex u{3};
    EXPECT_EQ(u.value(), 3);
    EXPECT_EQ(u.slot(), 3u);
    const std::vector<char> byUnit{'a', 'b', 'c', 'd'};
    EXPECT_EQ(byUnit[u.slot()], 'd');
}

TEST(UnitIndex, ComparesAndCountsAsItsValue) {
    EXPECT_EQ(UnitIndex{2}, UnitIndex{2});
    EXPECT_NE(UnitIndex{2}, UnitIndex{5});
    EXPECT_LT(UnitIndex{2}, UnitIndex{5});
    EXPECT_GT(UnitIndex{5}, UnitIndex{2});
    UnitIndex u{4};
    EXPECT_EQ(++u, UnitIndex{5});
    EXPECT_EQ(u.value(), 5);
}

TEST(UnitIndex, PrintsAsItsValue) {
    std::ostringstream out;
    out << UnitIndex{12};
    EXPECT_EQ(out.str(), "12");
}

TEST(UnitIndex, NoUnitIsNullopt) {
    std::optional<UnitIndex> none;
    EXPECT_FALSE(none.has_value());
    none = UnitIndex{0};
    EXPECT_EQ(none, UnitIndex{0});
}

TEST(UnitIndices, WalksTheUnitsInOrder) {
    std::vector<int> seen;
    for (UnitIndex u : unitIndices(std::size_t{4})) seen.push_back(u.value());
    EXPECT_EQ(seen, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(unitIndices(std::size_t{4}).size(), 4);
    for (UnitIndex u : unitIndices(std::size_t{0})) ADD_FAILURE() << "no unit expected, got " << u;
}

TEST(UnitIndices, KnowsWhichIndicesAreUnits) {
    const UnitIndices units = unitIndices(std::size_t{3});
    EXPECT_TRUE(units.contains(UnitIndex{0}));
    EXPECT_TRUE(units.contains(UnitIndex{2}));
    EXPECT_FALSE(units.contains(UnitIndex{3}));
    EXPECT_FALSE(units.contains(UnitIndex{-1}));
}

}  // namespace
}  // namespace eylau
