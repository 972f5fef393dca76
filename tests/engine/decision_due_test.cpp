// What decision the rules wait for, and from whom (decision_due.h), through a game of Eylau.
#include "eylau/ai/random_player.h"
#include "eylau/game/decision_due.h"
#include "eylau/rules/game_state.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

TEST(DecisionDue, TheOpeningMovementAndCombatPhasesAreThePhasingPlayers) {
    Game game(test::sharedEylau(), GameOptions{});
    EXPECT_EQ(decisionDue(game).kind, DecisionKind::Movement);
    EXPECT_EQ(decisionDue(game).side, Side::French);
    EXPECT_TRUE(releasableDivisions(game).empty());  // 19.3 is the Allies', on Game-Turn 2
    ASSERT_TRUE(game.apply(EndPhaseCommand{}).ok());
    EXPECT_EQ(decisionDue(game).kind, DecisionKind::Combat);
    EXPECT_EQ(decisionDue(game).side, Side::French);
}

// 19.3: on Game-Turn 2 the Allied player releases one Russian division other than Ostermann's.
TEST(DecisionDue, Case_19_3_ReleaseIsOpenOnceInTheAlliedMovementPhaseOfGameTurn2) {
    Game game(test::sharedEylau(), GameOptions{});
    for (int i = 0; i < 6 && !(game.state().turn == 2 && game.state().phasing == Side::Allied); ++i)
        ASSERT_TRUE(game.apply(EndPhaseCommand{}).ok()) << i;
    ASSERT_EQ(game.state().turn, 2);
    ASSERT_EQ(game.state().phase, Phase::Movement);
    const std::vector<std::string> open = releasableDivisions(game);
    ASSERT_FALSE(open.empty());
    for (const std::string& id : open) {
        const Division* d = game.scenario().division(id);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ(d->nationality, "russian");
        EXPECT_NE(id, "Ost");
    }
    ASSERT_TRUE(game.apply(ReleaseCommand{open.front()}).ok());
    EXPECT_TRUE(releasableDivisions(game).empty());  // once
}

// 21.1, 6.4, 6.3 and 6.6 each wait for a side: over random games, the side decisionDue names is
// the only one whose answers the engine accepts.
TEST(DecisionDue, DuringCombatTheSideNamedIsTheOneThatAnswers) {
    int answers = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        GameOptions options;
        options.seed = seed;
        Game game(test::sharedEylau(), options);
        RandomPlayer player(seed);
        for (int i = 0; i < 3000 && !game.gameOver(); ++i) {
            const DecisionDue due = decisionDue(game);
            const auto command = player.next(game);
            ASSERT_TRUE(command);
            const GameState& st = game.state();
            if (due.kind == DecisionKind::Retreat) {
                ASSERT_TRUE(std::holds_alternative<RetreatCommand>(*command) || std::holds_alternative<AdvanceCommand>(*command));
                if (const auto* r = std::get_if<RetreatCommand>(&*command)) {
                    EXPECT_EQ(game.scenario().units[(*game.unitIndex(r->unit)).slot()].side, *due.side);
                }
                ++answers;
            } else if (due.kind == DecisionKind::Losses) {
                EXPECT_TRUE(std::holds_alternative<LoseCommand>(*command));
                EXPECT_EQ(*due.side, st.phasing);
                ++answers;
            } else if (due.kind == DecisionKind::FreshStrength) {
                EXPECT_TRUE(std::holds_alternative<DefendCommand>(*command));
                EXPECT_NE(*due.side, st.phasing);
                ++answers;
            } else if (due.kind == DecisionKind::Advance) {
                EXPECT_TRUE(std::holds_alternative<AdvanceCommand>(*command) || std::holds_alternative<RetreatCommand>(*command));
                ++answers;
            }
            ASSERT_TRUE(game.apply(*command).ok());
        }
        if (game.gameOver()) {
            EXPECT_EQ(decisionDue(game).kind, DecisionKind::GameOver);
            EXPECT_FALSE(decisionDue(game).side);
        }
    }
    EXPECT_GT(answers, 100);
}

}  // namespace
}  // namespace eylau
