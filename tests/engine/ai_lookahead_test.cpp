// The look-ahead's play-outs (lookahead.h): the luck of their dice (play_out_luck.h), taken out of
// the strong level's scores, averages nothing over the die, so that taking it out changes what a
// play-out is expected to score by nothing and its spread by much.
#include "ai/attack_value.h"
#include "ai/lookahead.h"
#include "ai/play_out_luck.h"
#include "ai/value_model.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/game_state.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

namespace eylau::ai {
namespace {

using test::unitIndex;

// Leg.1 moved into Eylau (1213), next to Ost.2 (1212) and Ost.4 (1113), in the opening; the
// French Combat Phase (or Movement Phase).
Game legionAgainstOstermann(Phase phase = Phase::Combat) {
    GameOptions o;
    const Game opening(test::sharedEylau(), o);
    GameState st = opening.state();
    st.phase = phase;
    st.unit(unitIndex(*test::sharedEylau(), "Leg.1")).hex = Hex{12, 13};
    return Game(opening, st);
}

// The luck of the attack of Leg.1 on Ost.2 and Ost.4 with the die scripted to `die`, to `judged`; the
// defender declines Fresh Strength if asked (21.1).
double luckOfRoll(int die, Side judged, CombatResult* result = nullptr) {
    Game game = legionAgainstOstermann();
    GameState st = game.state();
    st.dice.scripted = {die};
    game = Game(game, st);
    PlayOutLuck luck(judged);
    AttackCommand attack;
    attack.attackers = {"Leg.1"};
    attack.defenders = {"Ost.2", "Ost.4"};  // 5.1: both are next to Leg.1
    for (const Command& c : {Command{attack}, Command{DefendCommand{}}}) {
        if (std::holds_alternative<DefendCommand>(c) && !game.state().awaitingDefence) break;
        luck.before(game, c);
        if (auto no = game.whyNot(c)) ADD_FAILURE() << no->describe();
        const ApplyResult applied = game.apply(c);
        EXPECT_TRUE(applied.ok());
        luck.after(applied);
        for (const Event& e : applied.events)
            if (e.kind == EventKind::CombatResolved && e.result && result) *result = *e.result;
    }
    return luck.total();
}

// 6.1: each face of the die is as likely, so the luck of the six faces adds up to nothing: what
// the attack could expect at its column is the average of what the faces give.
TEST(PlayOutLuck, TheLuckOfAnAttackAddsUpToNothingOverTheDie) {
    double total = 0;
    std::set<double> distinct;
    std::set<CombatResult> results;
    for (int die = 1; die <= 6; ++die) {
        CombatResult r{};
        const double luck = luckOfRoll(die, Side::French, &r);
        results.insert(r);
        distinct.insert(luck);
        total += luck;
    }
    EXPECT_NEAR(total, 0.0, 1e-9);
    EXPECT_GT(results.size(), 1u);   // the faces give different results at this column
    EXPECT_GT(distinct.size(), 1u);  // and luck that is not nothing
}

// The luck of a roll is the worth of the result rolled less the expectation, to the attacker;
// to the defender it is the same with the sign turned.
TEST(PlayOutLuck, TheLuckIsTheResultRolledLessTheExpectation) {
    const Game game = legionAgainstOstermann();
    const Scenario& scenario = game.scenario();
    const Attack attack{{unitIndex(scenario, "Leg.1")}, {}, {unitIndex(scenario, "Ost.2"), unitIndex(scenario, "Ost.4")}, {}, false, {}, {}};
    const auto values = resultValues(game.situation(), game.exclusiveRules(), ValueModel(scenario, game.state(), Side::French), attack);
    const OddsAccount odds = game.odds(attack);
    double expected = 0;
    for (std::size_t r = 0; r < values.size(); ++r) expected += odds.chance[r] * values[r];
    for (int die = 1; die <= 6; ++die) {
        CombatResult r{};
        const double french = luckOfRoll(die, Side::French, &r);
        EXPECT_NEAR(french, values[std::size_t(r)] - expected, 1e-9) << "die " << die;
        EXPECT_NEAR(luckOfRoll(die, Side::Allied), -french, 1e-9) << "die " << die;
    }
}

// Commands that roll no die carry no luck.
TEST(PlayOutLuck, NoDieNoLuck) {
    Game game = legionAgainstOstermann(Phase::Movement);
    PlayOutLuck luck(Side::French);
    const Command end = EndPhaseCommand{};
    luck.before(game, end);
    const ApplyResult applied = game.apply(end);
    ASSERT_TRUE(applied.ok());
    luck.after(applied);
    EXPECT_EQ(luck.total(), 0.0);
}

// The play-outs of the French ending their Movement Phase with Leg.1 in Eylau: their Combat
// Phase, then the Allied Player-Turn (the greedy player's).
SearchLimits greedyEnemy(bool luckAdjusted) {
    SearchLimits limits;
    limits.horizon = 1;
    limits.luckAdjusted = luckAdjusted;
    return limits;
}

// The dice sequences are numbered: sixteen play-outs are the first eight and the next eight,
// which is what lets the strong level play its finalists out further and add up the two.
TEST(PlayOuts, AreNumberedSequencesThatAddUp) {
    const Game game = legionAgainstOstermann(Phase::Movement);
    const std::vector<Command> end{EndPhaseCommand{}};
    const SearchLimits limits = greedyEnemy(true);
    PlayOuts halves = playOuts(game, Side::French, end, 0, 8, 99, limits);
    halves += playOuts(game, Side::French, end, 8, 8, 99, limits);
    const PlayOuts whole = playOuts(game, Side::French, end, 0, 16, 99, limits);
    EXPECT_EQ(whole.count, 16);
    EXPECT_EQ(halves.count, 16);
    EXPECT_NEAR(halves.total, whole.total, 1e-9);
}

// Taking the dice's luck out leaves the play-outs' average about where it was and narrows their
// spread: each is nearer what the plan is worth.
TEST(PlayOuts, TheLuckTakenOutNarrowsTheSpread) {
    const Game game = legionAgainstOstermann(Phase::Movement);
    const std::vector<Command> end{EndPhaseCommand{}};
    const auto spread = [&](bool luckAdjusted, double& mean) {
        std::vector<double> scores;
        for (int i = 0; i < 24; ++i) scores.push_back(playOuts(game, Side::French, end, i, 1, 7, greedyEnemy(luckAdjusted)).total);
        mean = 0;
        for (double x : scores) mean += x / double(scores.size());
        double var = 0;
        for (double x : scores) var += (x - mean) * (x - mean) / double(scores.size() - 1);
        return std::sqrt(var);
    };
    double rawMean = 0, adjustedMean = 0;
    const double raw = spread(false, rawMean);
    const double adjusted = spread(true, adjustedMean);
    EXPECT_GT(raw, 0.0);
    EXPECT_LT(adjusted, 0.8 * raw) << "raw " << raw << ", adjusted " << adjusted;
    EXPECT_NEAR(adjustedMean, rawMean, 2.0 * raw / std::sqrt(24.0));
}

// 23.5 counts the margin at the end of the battle. With an endgame of three, a play-out begun in
// Game-Turn 7 or later goes on to the end, whatever its horizon; one begun in Game-Turn 6 stops at
// its horizon.
TEST(PlayOuts, Case_23_5_InTheLastGameTurnsAPlayOutGoesOnToTheEnd) {
    const Game game = legionAgainstOstermann(Phase::Movement);
    SearchLimits limits = greedyEnemy(false);
    limits.horizon = 2;
    limits.endgame = 3;
    GameState st = game.state();
    ASSERT_EQ(game.scenario().lastTurn(), 9);
    st.turn = 6;
    EXPECT_EQ(playOutTurns(game.scenario(), st, limits), 2);
    for (int turn : {7, 8, 9}) {
        st.turn = turn;
        EXPECT_GT(playOutTurns(game.scenario(), st, limits), 2 * (9 - turn) + 1) << "Game-Turn " << turn;
    }
    limits.endgame = 0;
    EXPECT_EQ(playOutTurns(game.scenario(), st, limits), 2);
}

// In the French Player-Turn of Game-Turn 8, three Player-Turns are left after it (the Allied one,
// then both of Game-Turn 9): the play-outs of an endgame are those of a horizon of three, and not
// those of a horizon of one.
TEST(PlayOuts, Case_23_5_AnEndgamePlayOutIsPlayedToTheLastPlayerTurn) {
    const Game opening = legionAgainstOstermann(Phase::Movement);
    GameState st = opening.state();
    st.turn = 8;
    const Game game(opening, st);
    const std::vector<Command> end{EndPhaseCommand{}};
    SearchLimits toTheEnd = greedyEnemy(false);
    toTheEnd.endgame = 2;
    SearchLimits three = greedyEnemy(false);
    three.horizon = 3;
    const PlayOuts ended = playOuts(game, Side::French, end, 0, 2, 5, toTheEnd);
    EXPECT_NEAR(ended.total, playOuts(game, Side::French, end, 0, 2, 5, three).total, 1e-9);
    EXPECT_GT(std::abs(ended.total - playOuts(game, Side::French, end, 0, 2, 5, greedyEnemy(false)).total), 1e-6);
}

// OWN (issue 44): who plays our own side in the play-outs, the quick level by default. Through our
// next Player-Turn (a horizon of two) the greedy player's or the normal level's planner's play
// ends elsewhere than the quick level's; each is the same again on the same dice.
TEST(PlayOuts, OurOwnSideIsPlayedInThePlayOutsByThePlayerOwnNames) {
    const Game game = legionAgainstOstermann(Phase::Movement);
    const std::vector<Command> end{EndPhaseCommand{}};
    SearchLimits limits = greedyEnemy(false);
    limits.horizon = 2;
    const auto total = [&](PlayOutEnemy own) {
        SearchLimits l = limits;
        l.own = own;
        return playOuts(game, Side::French, end, 0, 8, 5, l).total;
    };
    ASSERT_EQ(limits.own, PlayOutEnemy::Quick);
    const double quick = total(PlayOutEnemy::Quick);
    EXPECT_NEAR(playOuts(game, Side::French, end, 0, 8, 5, limits).total, quick, 1e-9);
    const double greedy = total(PlayOutEnemy::Greedy);
    const double thorough = total(PlayOutEnemy::Thorough);
    EXPECT_GT(std::abs(greedy - quick), 1e-6);
    EXPECT_GT(std::abs(thorough - quick), 1e-6) << quick << " " << greedy;
    EXPECT_NEAR(total(PlayOutEnemy::Thorough), thorough, 1e-9);
}

}  // namespace
}  // namespace eylau::ai
