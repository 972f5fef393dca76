// How a Game-Turn's time is named everywhere (turn_track.h): the clock as the game shows it, and
// the date carried forward from the last turn of the track that gives one; and which turns are night.
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

// 8.0: Eylau's one night Game-Turn is the third (18:00 on Feb 7); a turn not on the track is none.
TEST(TurnTrack, Case_8_0_TheTrackSaysWhichTurnIsNight) {
    const auto eylau = test::sharedEylau();
    const auto& track = eylau->turns;
    for (int turn = 1; turn <= eylau->lastTurn(); ++turn) EXPECT_EQ(isNightTurn(track, turn), turn == 3) << turn;
    EXPECT_FALSE(isNightTurn(track, 0));
    EXPECT_FALSE(isNightTurn(track, eylau->lastTurn() + 1));
    EXPECT_FALSE(isNightTurn({}, 1));
}

}  // namespace
}  // namespace eylau
