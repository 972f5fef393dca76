// The strong level's Combat Phase (combat_lookahead.h): the planner's next attack weighed against
// the best others and against ending the phase, by play-outs scored less every die's luck.
#include "ai/attack_value.h"
#include "ai/combat_lookahead.h"
#include "ai/lookahead.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/game_state.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace eylau::ai {
namespace {

using test::unitIndex;

// The French Combat Phase of the first Game-Turn, after the quick level's Movement Phase.
Game frenchFirstCombat() {
    Game game(test::sharedEylau(), GameOptions{});
    ComputerSettings quick;
    quick.level = Level::Quick;
    quick.work = WorkBudget{};
    for (const Command& c : decide(game, quick).commands) EXPECT_TRUE(game.apply(c).ok());
    EXPECT_EQ(game.state().phase, Phase::Combat);
    return game;
}

SearchLimits playing(int threads) {
    SearchLimits limits;
    limits.luckAdjusted = true;
    limits.threads = threads;
    limits.seed = 5;
    return limits;
}

// The legal attacks, best-scored first, as commands.
std::vector<Command> legalAttacks(const Game& game) {
    std::vector<Command> out;
    for (const ScoredAttack& a : candidateAttacks(game)) {
        const Command c = toCommand(game.scenario(), a.attack);
        if (game.isLegal(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
    return out;
}

// The planner's attack first, then the best-scored others the engine accepts, each once; ending
// the phase only where 5.1 allows it (here Mur.2 and others stand next to the enemy: it does not).
TEST(CombatLookAhead, WeighsThePlannersAttackThenTheBestOthers) {
    const Game game = frenchFirstCombat();
    const std::vector<Command> legal = legalAttacks(game);
    ASSERT_GE(legal.size(), 4u);
    ASSERT_FALSE(game.isLegal(EndPhaseCommand{}));
    const std::vector<Command> weighed = attacksToWeigh(game, legal[1], 2);
    ASSERT_EQ(weighed.size(), 3u);
    EXPECT_EQ(weighed[0], legal[1]);
    EXPECT_EQ(weighed[1], legal[0]);
    EXPECT_EQ(weighed[2], legal[2]);
    EXPECT_EQ(attacksToWeigh(game, legal[1], 0), std::vector<Command>{legal[1]});
}

// The attack chosen depends on the position, the seed and the play-outs asked for, never on the
// threads the play-outs run on.
TEST(CombatLookAhead, SameChoiceOnAnyThreads) {
    const Game game = frenchFirstCombat();
    const std::vector<Command> weighed = attacksToWeigh(game, legalAttacks(game)[0], 3);
    const Command one = weighAttacks(game, weighed, 4, playing(1));
    EXPECT_EQ(weighAttacks(game, weighed, 4, playing(2)), one);
    EXPECT_EQ(weighAttacks(game, weighed, 4, playing(3)), one);
}

PlayOuts scored(double mean, int count = 8) { return PlayOuts{mean * count, count, {}}; }

// The planner's attack is kept unless another plays out over 1 VP better on average; one that
// does is taken, the best of several; a candidate not played out (a search stopped) never is.
TEST(CombatLookAhead, ThePlannersAttackIsKeptUnlessAnotherIsClearlyBetter) {
    EXPECT_EQ(preferredOf({scored(5.0), scored(5.9), scored(4.0)}), 0u);
    EXPECT_EQ(preferredOf({scored(5.0), scored(6.1), scored(4.0)}), 1u);
    EXPECT_EQ(preferredOf({scored(5.0), scored(6.1), scored(7.5)}), 2u);
    EXPECT_EQ(preferredOf({scored(-3.0), scored(-2.5), scored(-1.5)}), 2u);
    EXPECT_EQ(preferredOf({scored(5.0), scored(50.0, 0)}), 0u);
    EXPECT_EQ(preferredOf({scored(5.0, 0), scored(-2.0, 2)}), 1u);
}

// The dice of the commands played out are among those whose luck is taken out, not only the
// play-out's own. With the play-out stopped at once (as a cancelled search's are) nothing but the
// commands is applied, here an attack and the defender's 21.1 answer (the die rolled): the score
// less its luck differs from the raw score by what the die gave over what the column promised.
TEST(CombatLookAhead, TheAttacksOwnDieIsPlayedOutLessItsLuck) {
    const Game game = frenchFirstCombat();
    std::vector<Command> attack{legalAttacks(game).front()};
    Game trial = game;
    ASSERT_TRUE(trial.apply(attack.front()).ok());
    if (trial.state().awaitingDefence) attack.push_back(DefendCommand{});
    const std::atomic<bool> stopped{true};
    int differ = 0;
    for (int i = 0; i < 6; ++i) {
        SearchLimits limits = playing(1);
        limits.cancel = &stopped;
        const double adjusted = playOuts(game, Side::French, attack, i, 1, 7, limits).total;
        limits.luckAdjusted = false;
        const double raw = playOuts(game, Side::French, attack, i, 1, 7, limits).total;
        differ += std::abs(adjusted - raw) > 1e-9;
    }
    EXPECT_GT(differ, 0);
}

}  // namespace
}  // namespace eylau::ai
