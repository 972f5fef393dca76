// How to win Eylau (23.0): points for strength eliminated, the two 75-point awards (one of them
// only once the Guard infantry attacked), control of the Eylau hexes, and the level of victory.
#include "eylau/rules/game_state.h"
#include "eylau/rules/victory_points.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

const Scenario& eylau() { return test::eylauScenario(); }

GameState start() { return test::startingState(eylau()); }

TEST(EylauVictory, Case_23_1_OnePointPerEnemyStrengthPointEliminated) {
    GameState st = start();
    st.strengthLost = {12, 30};  // French lost 12, Allied lost 30
    const VictoryScore score = scoreVictory(eylau(), st);
    EXPECT_EQ(score.points[std::size_t(Side::French)], 30);
    EXPECT_EQ(score.points[std::size_t(Side::Allied)], 12);
    EXPECT_EQ(score.leader, Side::French);
    EXPECT_EQ(score.superiority, 18);
    EXPECT_EQ(score.level, "Marginal Victory");
}

TEST(EylauVictory, Case_23_2_FrenchAwardForSeventyFiveEliminated) {
    GameState st = start();
    st.strengthLost = {0, 74};
    EXPECT_EQ(scoreVictory(eylau(), st).points[std::size_t(Side::French)], 74);
    st.strengthLost = {0, 75};
    EXPECT_EQ(scoreVictory(eylau(), st).points[std::size_t(Side::French)], 90);
}

TEST(EylauVictory, Case_23_3_AlliedAwardOnlyOnceTheGuardAttacked) {
    GameState st = start();
    st.strengthLost = {80, 0};
    EXPECT_EQ(scoreVictory(eylau(), st).points[std::size_t(Side::Allied)], 80);
    st.guardCommitted = true;
    EXPECT_EQ(scoreVictory(eylau(), st).points[std::size_t(Side::Allied)], 95);
}

TEST(EylauVictory, Case_23_4_FivePointsPerEylauHexControlled) {
    GameState st = start();
    st.control = {Side::Allied, Side::French};
    const VictoryScore score = scoreVictory(eylau(), st);
    EXPECT_EQ(score.points[0], 5);
    EXPECT_EQ(score.points[1], 5);
    EXPECT_FALSE(score.leader.has_value());
    EXPECT_EQ(score.level, "Draw");
}

TEST(EylauVictory, Case_23_5_LevelsOfVictory) {
    GameState st = start();
    const std::pair<int, const char*> cases[] = {
        {14, "Draw"}, {15, "Marginal Victory"}, {29, "Marginal Victory"}, {30, "Substantive Victory"},
        {44, "Substantive Victory"}, {45, "Decisive Victory"}, {60, "Decisive Victory"}};
    for (const auto& [lost, level] : cases) {
        st.strengthLost = {lost, 0};
        const VictoryScore score = scoreVictory(eylau(), st);
        EXPECT_EQ(score.superiority, lost);
        EXPECT_EQ(score.level, level) << lost;
        EXPECT_EQ(score.leader, Side::Allied);
        // A Draw is nobody's, whoever is ahead; every higher level is the leader's.
        EXPECT_EQ(score.winner, std::string(level) == "Draw" ? std::nullopt : std::optional<Side>(Side::Allied)) << lost;
    }
}

}  // namespace
}  // namespace eylau
