// How to win Eylau (23.0): points for strength eliminated, the two 75-point awards (one of them
// only once the Guard infantry attacked), control of the Eylau hexes, and the level of victory.
#include "eylau/rules/game_state.h"
#include "eylau/rules/sentences.h"
#include "eylau/ai/match.h"
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

// Every line of the tally is a sentence with its facts as arguments, for wording in other
// languages; its English is the tally's.
TEST(EylauVictory, EveryLineIsASentenceOfItsFacts) {
    GameState st = start();
    st.strengthLost = {80, 75};
    st.control = {Side::French, std::nullopt};
    const VictoryScore score = scoreVictory(eylau(), st);
    ASSERT_GE(score.lines.size(), 5u);
    const Sentence french = say(Say::SideFrench);
    const Sentence allied = say(Say::SideAllied);
    EXPECT_EQ(score.lines[0], (Sentence{Say::VictoryForStrength, {"75", "75"}, {french}}));
    EXPECT_EQ(score.lines[0].english(), "[23.1] French: 75 for 75 enemy strength points eliminated");
    EXPECT_EQ(score.lines[1], (Sentence{Say::VictoryAward, {"15", "75"}, {french}}));
    EXPECT_EQ(score.lines[2], (Sentence{Say::VictoryForNamedHex, {"5", "1213", "Eylau"}, {french}}));
    EXPECT_EQ(score.lines[2].english(), "[23.4] French: 5 for controlling 1213 (Eylau)");
    EXPECT_EQ(score.lines[4], (Sentence{Say::VictoryNoAwardUntilGuard, {"75"}, {allied}}));  // after the Allied 23.1 line
    EXPECT_EQ(score.lines[4].english(), "[23.3] Allied: no award for 75 eliminated: the Guard infantry never attacked");
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

// selfplay and tournament count by 23.5's levels: a lead inside the Draw band is half a point to
// each side however large it is, a Marginal Victory a whole one; by VP alone any lead wins.
TEST(EylauVictory, Case_23_5_ALeadWithinTheDrawBandCountsAsADraw) {
    GameState st = start();
    st.strengthLost = {14, 0};
    const VictoryScore draw = scoreVictory(eylau(), st);
    EXPECT_EQ(ai::levelScore(draw, Side::Allied), 0.5);
    EXPECT_EQ(ai::levelScore(draw, Side::French), 0.5);
    EXPECT_EQ(ai::pointsScore(draw, Side::Allied), 1.0);
    EXPECT_EQ(ai::pointsScore(draw, Side::French), 0.0);
    st.strengthLost = {15, 0};
    const VictoryScore marginal = scoreVictory(eylau(), st);
    EXPECT_EQ(ai::levelScore(marginal, Side::Allied), 1.0);
    EXPECT_EQ(ai::levelScore(marginal, Side::French), 0.0);
    st.strengthLost = {0, 0};
    const VictoryScore level = scoreVictory(eylau(), st);
    EXPECT_EQ(ai::levelScore(level, Side::French), 0.5);
    EXPECT_EQ(ai::pointsScore(level, Side::French), 0.5);
}

}  // namespace
}  // namespace eylau
