// The map picture's counters (state_map.h): where a GameState puts them, reinforcements
// included, the waiting and the eliminated hidden, and the marks of a Game-Turn.
#include "print_test_support.h"

#include "counter_item.h"
#include "map_scene.h"
#include "state_map.h"

namespace eylau::print {
namespace {

TEST(StateMap, CountersStandWhereTheStateHasThem) {
    const GameSummary s = test::smallSummary();
    ASSERT_EQ(s.turns.size(), 2u);
    StateMap map(*s.scenario);
    const mapview::HexLayout& layout = map.scene().layout();
    EXPECT_EQ(map.counter("Fr.2"), nullptr);  // MapScene makes counters for start hexes only

    map.show(*s.turns[0].state);
    ASSERT_NE(map.counter("Fr.1"), nullptr);
    EXPECT_TRUE(map.counter("Fr.1")->isVisible());
    EXPECT_EQ(map.counter("Fr.1")->pos(), layout.centre(*Hex::parse("0505")));
    ASSERT_NE(map.counter("Ru.1"), nullptr);
    EXPECT_FALSE(map.counter("Ru.1")->isVisible());  // eliminated
    EXPECT_EQ(map.counter("Fr.2"), nullptr);         // still waiting

    map.show(*s.turns[1].state);
    ASSERT_NE(map.counter("Fr.2"), nullptr);          // entered on Game-Turn 2
    EXPECT_TRUE(map.counter("Fr.2")->isVisible());
    EXPECT_EQ(map.counter("Fr.2")->pos(), layout.centre(*Hex::parse("0203")));
    EXPECT_EQ(map.counter("Fr.3"), nullptr);          // held back
    EXPECT_EQ(map.scene().counterCount(), 3);
}

TEST(StateMap, TheMarksOfAGameTurnComeAndGo) {
    const GameSummary s = test::smallSummary();
    ASSERT_EQ(s.turns.size(), 2u);
    StateMap map(*s.scenario);
    map.show(*s.turns[0].state);
    const auto before = map.scene().items().size();
    map.mark(s.turns[0]);
    // The move (casing, shaft and head), two attacked hexes (ring, badge, text), the retreat and
    // the advance (casing, shaft and head each), one cross.
    EXPECT_EQ(map.scene().items().size() - before, 3u + 2u * 3u + 6u + 1u);
    map.mark(s.turns[0]);
    EXPECT_EQ(map.scene().items().size() - before, 16u);
    map.clearMarks();
    EXPECT_EQ(map.scene().items().size(), before);
}

}  // namespace
}  // namespace eylau::print
