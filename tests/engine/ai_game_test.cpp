// The computer opponent (engine/include/eylau/ai/): whole games of Eylau from the start for
// either side, every command checked by the engine; the Combat Phase always ends with every 5.1
// obligation met; the greedy player beats the random-legal one more often than not. The computer
// opponent is on a work budget (support/computer_fixture.h), so no game depends on the machine's speed.
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/greedy_player.h"
#include "eylau/ai/hint.h"
#include "eylau/ai/match.h"
#include "eylau/ai/player.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include "support/computer_fixture.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <thread>

namespace eylau::ai {
namespace {

std::shared_ptr<const Scenario> eylau() { return test::sharedEylau(); }

// A player that passes every command of another through Game::whyNot first and records the
// obligations left whenever a Combat Phase ends.
class Checked : public Player {
public:
    explicit Checked(std::unique_ptr<Player> inner) : inner_(std::move(inner)) {}
    std::optional<Command> next(const Game& game) override {
        auto c = inner_->next(game);
        if (!c) return c;
        if (auto refusal = game.whyNot(*c)) ADD_FAILURE() << name() << " gave an illegal command: " << refusal->describe();
        if (std::holds_alternative<EndPhaseCommand>(*c) && game.state().phase == Phase::Combat) {
            EXPECT_TRUE(meetableObligations(game.situation()).empty());  // 5.1
        }
        return c;
    }
    std::string name() const override { return inner_->name(); }

private:
    std::unique_ptr<Player> inner_;
};

GameResult play(Level french, Level allied, std::uint64_t seed, bool weather = false) {
    Checked f(test::player(french, seed * 2 + 1)), a(test::player(allied, seed * 2 + 2));
    GameOptions o;
    o.seed = seed;
    o.weather = weather;
    return playGame(eylau(), o, {&f, &a});
}

TEST(ComputerOpponent, PlaysWholeGamesForEitherSide) {
    const GameResult french = play(Level::Quick, Level::Random, 1, true);  // with the weather (22.0)
    EXPECT_TRUE(french.finished && french.failure.empty()) << french.failure;
    const GameResult allied = play(Level::Greedy, Level::Quick, 11);
    EXPECT_TRUE(allied.finished && allied.failure.empty()) << allied.failure;
}

// Whole games from the Eylau start with several seeds, on either side against the greedy player:
// every command legal and every Combat Phase ending with its obligations met (Checked).
TEST(ComputerOpponent, CompletesGamesFromSeveralSeeds) {
    for (std::uint64_t seed : {41, 42, 43}) {
        const GameResult asFrench = play(Level::Quick, Level::Greedy, seed);
        EXPECT_TRUE(asFrench.finished && asFrench.failure.empty()) << "seed " << seed << ": " << asFrench.failure;
        const GameResult asAllied = play(Level::Greedy, Level::Quick, seed);
        EXPECT_TRUE(asAllied.finished && asAllied.failure.empty()) << "seed " << seed << ": " << asAllied.failure;
    }
}

// The normal level (the game window's default) through a whole game as the Allies, with the
// 19.3 release on Game-Turn 2 and the reinforcements (7.0).
TEST(ComputerOpponent, NormalLevelCompletesAGame) {
    const GameResult r = play(Level::Greedy, Level::Normal, 3);
    EXPECT_TRUE(r.finished && r.failure.empty()) << r.failure;
    EXPECT_EQ(r.turnSeconds[std::size_t(Side::Allied)].size(), std::size_t(eylau()->lastTurn()));
}

TEST(ComputerOpponent, PlaysItselfToTheEnd) {
    const GameResult r = play(Level::Quick, Level::Quick, 7, true);
    EXPECT_TRUE(r.finished) << r.failure;
    EXPECT_EQ(r.turnSeconds[0].size(), std::size_t(eylau()->lastTurn()));
}

TEST(ComputerOpponent, BeatsTheRandomPlayer) {
    EXPECT_EQ(play(Level::Quick, Level::Random, 21).score.leader, Side::French);
    EXPECT_EQ(play(Level::Random, Level::Quick, 22).score.leader, Side::Allied);
}

TEST(GreedyPlayer, BeatsTheRandomPlayerMoreOftenThanNot) {
    int wins = 0, games = 0;
    for (std::uint64_t seed = 31; seed <= 33; ++seed) {
        const GameResult asFrench = play(Level::Greedy, Level::Random, seed);
        const GameResult asAllied = play(Level::Random, Level::Greedy, seed);
        EXPECT_TRUE(asFrench.failure.empty() && asAllied.failure.empty()) << asFrench.failure << asAllied.failure;
        wins += asFrench.score.leader == Side::French;
        wins += asAllied.score.leader == Side::Allied;
        games += 2;
    }
    EXPECT_GT(wins, games / 2);
}

// The decision API for a worker thread: a pure function of the position; commands legal in order.
TEST(ComputerOpponent, DecidesAMovementPhaseFromAStateAlone) {
    GameOptions o;
    o.seed = 5;
    const Game game(eylau(), o);
    const ComputerSettings settings = test::computerSettings(Level::Quick);
    double progress = -1;
    const Decision d = decide(eylau(), game.state(), settings, nullptr, [&](double p) { progress = p; });
    ASSERT_FALSE(d.commands.empty());
    EXPECT_TRUE(std::holds_alternative<EndPhaseCommand>(d.commands.back()));
    EXPECT_EQ(progress, 1.0);
    Game copy(game, game.state());
    for (const Command& c : d.commands) {
        const ApplyResult r = copy.apply(c);
        EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.refusal->describe());
    }
    EXPECT_EQ(copy.state().phase, Phase::Combat);
    EXPECT_EQ(game.state(), Game(eylau(), o).state());  // the game decided on is untouched
}

TEST(ComputerOpponent, StopsWhenCancelledAndStillGivesLegalCommands) {
    GameOptions o;
    o.seed = 9;
    const Game game(eylau(), o);
    const std::atomic<bool> cancel{true};
    const ComputerSettings settings = test::computerSettings(Level::Strong);
    const Decision d = decide(game, settings, &cancel);
    EXPECT_TRUE(d.cancelled);
    Game copy(game, game.state());
    for (const Command& c : d.commands) EXPECT_TRUE(copy.apply(c).ok());
}

// On a budget of work `decide` reads no clock: the same position, settings and seed give the same
// commands however busy the machine is (here two searches at once); a budget of a single plan
// still gives legal ones.
TEST(ComputerOpponent, OnAWorkBudgetDecidesTheSameHoweverBusyTheMachine) {
    GameOptions o;
    o.seed = 5;
    const Game game(eylau(), o);
    const ComputerSettings settings = test::computerSettings(Level::Normal, 17, WorkBudget{40});
    const std::vector<Command> alone = decide(game, settings).commands;
    ASSERT_FALSE(alone.empty());
    std::vector<Command> busy[2];
    std::thread other([&] { busy[1] = decide(game, settings).commands; });
    busy[0] = decide(game, settings).commands;
    other.join();
    EXPECT_EQ(busy[0], alone);
    EXPECT_EQ(busy[1], alone);

    const Decision hasty = decide(game, test::computerSettings(Level::Normal, 17, WorkBudget{1}));
    ASSERT_FALSE(hasty.commands.empty());
    EXPECT_TRUE(std::holds_alternative<EndPhaseCommand>(hasty.commands.back()));
    Game copy(game, game.state());
    for (const Command& c : hasty.commands) EXPECT_TRUE(copy.apply(c).ok()) << formatCommand(c);
}

TEST(ComputerOpponent, LevelsReadAndWrite) {
    for (Level l : {Level::Random, Level::Greedy, Level::Quick, Level::Normal, Level::Strong})
        EXPECT_EQ(parseLevel(toString(l)), l);
    EXPECT_FALSE(parseLevel("grandmaster"));
    // Each level searches more than the one below it.
    EXPECT_LT(levelWork(Level::Quick).sweeps, levelWork(Level::Normal).sweeps);
    EXPECT_LE(levelWork(Level::Normal).sweeps, levelWork(Level::Strong).sweeps);
    EXPECT_LT(levelWork(Level::Quick).samples, levelWork(Level::Normal).samples);  // the look-ahead
    EXPECT_TRUE(levelWork(Level::Strong).enemy == PlayOutEnemy::Quick && levelWork(Level::Normal).enemy == PlayOutEnemy::Greedy);
    // The strong level plays out our next Player-Turn too, after the enemy's answer.
    EXPECT_EQ(levelWork(Level::Normal).horizon, 1);
    EXPECT_EQ(levelWork(Level::Strong).horizon, 2);
    // Issue 44: the strong level scores its play-outs by the level of victory to expect (23.5);
    // the normal level by who is ahead.
    EXPECT_TRUE(levelWork(Level::Strong).byLevels);
    EXPECT_FALSE(levelWork(Level::Normal).byLevels);
    // Issue 44: both take the dice's luck out of their play-outs' scores (play_out_luck.h).
    EXPECT_TRUE(levelWork(Level::Normal).luckAdjusted && levelWork(Level::Strong).luckAdjusted);
    EXPECT_FALSE(levelWork(Level::Quick).luckAdjusted);
    // Issue 44: the strong level plans again against the enemy's reach from its plan's places,
    // a Dr there weighed by the ways back (6.4); the normal level plans once.
    EXPECT_EQ(levelWork(Level::Strong).refits, 1);
    EXPECT_EQ(levelWork(Level::Strong).traps, kTrapsInRefits);
    EXPECT_EQ(levelWork(Level::Normal).refits, 0);
    EXPECT_EQ(levelWork(Level::Normal).traps, 0);
}

}  // namespace
}  // namespace eylau::ai

namespace eylau::ai {
namespace {

// Game > Suggest (hint.h): the computer's next commands for the side to act, legal in order, with
// an attack's odds, expected worth and risk; nothing is played.
TEST(ComputerHint, SuggestsAWholeMovementPhaseAndWhatItSetsUp) {
    GameOptions o;
    o.seed = 4;
    const Game game(eylau(), o);
    const Hint hint = suggest(game, Level::Quick, 1);
    ASSERT_EQ(hint.side, Side::French);
    ASSERT_FALSE(hint.steps.empty());
    EXPECT_GT(hint.moves, 0);
    EXPECT_TRUE(std::holds_alternative<EndPhaseCommand>(hint.steps.back().command));
    Game copy(game, game.state());
    for (const HintStep& s : hint.steps) EXPECT_TRUE(copy.apply(s.command).ok()) << formatCommand(s.command);
    EXPECT_EQ(game.state(), Game(eylau(), o).state());  // nothing was played
}

TEST(ComputerHint, AnAttackComesWithItsOddsWorthAndRisk) {
    GameOptions o;
    o.seed = 4;
    Game game(eylau(), o);
    auto quick = test::player(Level::Quick, 2);
    while (game.state().phase == Phase::Movement) ASSERT_TRUE(game.apply(*quick->next(game)).ok());
    const Hint hint = suggest(game, Level::Normal, 3);
    ASSERT_EQ(hint.steps.size(), 1u);
    const HintStep& step = hint.steps[0];
    if (!std::holds_alternative<AttackCommand>(step.command)) GTEST_SKIP() << "no attack in this position";
    ASSERT_TRUE(step.odds);
    EXPECT_GE(step.risk, 0.0);
    EXPECT_LE(step.risk, 1.0);
    EXPECT_TRUE(game.isLegal(step.command));
}

// The levels are work, not time: with no budget given at all, the same position and seed give the
// same commands at every level, with another search running beside it.
TEST(ComputerOpponent, Levels_AreWork_TheSameCommandsHoweverBusyTheMachine) {
    GameOptions o;
    o.seed = 6;
    const Game game(eylau(), o);
    for (Level level : {Level::Quick, Level::Normal}) {
        ComputerSettings settings;
        settings.level = level;
        settings.seed = 5;
        const std::vector<Command> alone = decide(game, settings).commands;
        std::vector<Command> busy;
        std::thread other([&] { (void)decide(game, settings); });
        busy = decide(game, settings).commands;
        other.join();
        EXPECT_EQ(busy, alone) << toString(level);
        EXPECT_FALSE(decide(game, settings).capped);
    }
}

// The look-ahead's styles worked out side by side on several threads give the commands one
// thread gives: each style plans and plays out on copies of its own, compared in their order.
TEST(ComputerOpponent, Threads_TheLookAheadSideBySideChoosesWhatOneThreadChooses) {
    GameOptions o;
    o.seed = 9;
    Game game(eylau(), o);
    auto quick = test::player(Level::Quick, 3);
    for (int n = 0; n < 400 && !(game.state().turn == 2 && game.state().phasing == Side::French); ++n)
        ASSERT_TRUE(game.apply(*quick->next(game)).ok());
    ASSERT_EQ(game.state().phase, Phase::Movement);
    ComputerSettings settings;
    settings.level = Level::Strong;
    settings.search = LevelWork{1, 2, 6, 1, 2, PlayOutEnemy::Quick, 2, true, 2};  // the strong level's search, made small
    settings.seed = 11;
    settings.threads = 1;
    const std::vector<Command> one = decide(game, settings).commands;
    ASSERT_GT(one.size(), 1u);
    for (int threads : {2, 6}) {
        settings.threads = threads;
        EXPECT_EQ(decide(game, settings).commands, one) << threads << " threads";
    }
}

// Pause stops the Combat Phase planner too: raised before the search, it returns at once with a
// whole, legal plan.
TEST(ComputerOpponent, CancelStopsTheCombatPlanner) {
    GameOptions o;
    o.seed = 4;
    Game game(eylau(), o);
    auto quick = test::player(Level::Quick, 2);
    while (game.state().phase == Phase::Movement) ASSERT_TRUE(game.apply(*quick->next(game)).ok());
    const std::atomic<bool> cancel{true};
    ComputerSettings settings;
    settings.level = Level::Strong;
    const Decision d = decide(game, settings, &cancel);
    EXPECT_TRUE(d.cancelled);
    ASSERT_EQ(d.commands.size(), 1u);
    EXPECT_TRUE(game.isLegal(d.commands[0]));
}

}  // namespace
}  // namespace eylau::ai
