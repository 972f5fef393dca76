// Elo-style ratings of a round robin (elo_ratings.h).
#include "eylau/ai/elo_ratings.h"

#include <gtest/gtest.h>

#include <cmath>

namespace eylau::ai {
namespace {

std::vector<GameScore> games(int a, int b, int aWins, int draws, int bWins) {
    std::vector<GameScore> g;
    for (int i = 0; i < aWins; ++i) g.push_back({a, b, 1.0});
    for (int i = 0; i < draws; ++i) g.push_back({a, b, 0.5});
    for (int i = 0; i < bWins; ++i) g.push_back({a, b, 0.0});
    return g;
}

TEST(EloRatings, EvenPlayersRateTheSame) {
    const auto r = eloRatings(2, games(0, 1, 10, 0, 10), 0, 1000, 0);
    EXPECT_NEAR(r[0].elo, 1000, 1e-6);
    EXPECT_NEAR(r[1].elo, 1000, 1e-6);
}

TEST(EloRatings, AThreeToOneScoreIsAbout190Points) {
    // 75 wins in 100 (with the prior's one drawn game: 75.5 of 101): 400 log10(75.5 / 25.5).
    const auto r = eloRatings(2, games(0, 1, 75, 0, 25), 1, 0, 0);
    EXPECT_NEAR(r[0].elo, 400 * std::log10(75.5 / 25.5), 0.01);
}

TEST(EloRatings, APlayerWhoLostEveryGameStillHasAFiniteRatingAndTheIntervalHoldsTheRating) {
    std::vector<GameScore> all = games(0, 1, 20, 0, 0);
    const auto more = games(1, 2, 15, 2, 3);
    all.insert(all.end(), more.begin(), more.end());
    const auto r = eloRatings(3, all, 1, 1000, 200, 7);
    EXPECT_TRUE(std::isfinite(r[2].elo));
    EXPECT_GT(r[0].elo, r[1].elo);
    EXPECT_GT(r[1].elo, r[2].elo);
    for (const Rating& x : r) {
        EXPECT_LE(x.low, x.elo + 1e-6);
        EXPECT_GE(x.high, x.elo - 1e-6);
    }
    EXPECT_NEAR(r[1].low, 1000, 1e-6);  // the anchor does not move
    EXPECT_EQ(eloRatings(3, all, 1, 1000, 200, 7)[0].low, r[0].low);  // a seed repeats
}

}  // namespace
}  // namespace eylau::ai
