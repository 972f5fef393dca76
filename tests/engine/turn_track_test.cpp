// How a Game-Turn's time is named everywhere (turn_track.h): the clock as the game shows it, and
// the date carried forward from the last turn of the track that gives one.
#include "support/game_fixture.h"

#include "eylau/scenario/turn_track.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

TEST(TurnTrack, Case_3_0_EveryTurnIsNamedByItsClockAndItsDate) {
    const auto eylau = test::sharedEylau();
    const auto& track = eylau->turns;
    EXPECT_EQ(turnClock(track, 1), "14:00");
    EXPECT_EQ(turnLabel(track, 1), "14:00, Feb 7");
    EXPECT_EQ(turnLabel(track, 2), "15:15, Feb 7");   // the track gives no date on Game-Turn 2
    EXPECT_EQ(turnLabel(track, 3), "18:00, Feb 7");
    EXPECT_EQ(turnLabel(track, 4), "07:00, Feb 8");
    EXPECT_EQ(turnLabel(track, 9), "13:15, Feb 8");
    EXPECT_EQ(turnLabel(track, 0), "");
    EXPECT_EQ(turnLabel(track, 10), "");
    std::vector<GameTurn> odd(1);
    odd[0].time = "dusk";
    EXPECT_EQ(turnLabel(odd, 1), "dusk");  // another form, as written; no date
}

}  // namespace
}  // namespace eylau
