// The questions the window asks the engine instead of working a rule out itself
// (player_queries.h, retreatSteps in combat_rules.h, decisionDue, whyNot): each answer agrees with
// what the engine accepts.
#include "eylau/ai/random_player.h"
#include "eylau/game/decision_due.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/game/retreat_plan.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include "support/battle.h"
#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

namespace eylau {
namespace {

using test::Battle;
using test::Field;

const std::string& idOf(const Game& g, UnitIndex u) { return g.scenario().units[u.slot()].id; }

std::string text(const Verdict& v) { return v ? v->describe() : ""; }

std::string caseOf(const Verdict& v) { return v ? v->ruleCase : "none"; }

// An attack command by ids (adjacent attackers, defenders, bombarding artillery).
AttackCommand attackBy(std::vector<std::string> attackers, std::vector<std::string> defenders,
                       std::vector<std::string> bombarding = {}) {
    AttackCommand c;
    c.attackers = std::move(attackers);
    c.defenders = std::move(defenders);
    c.bombarding = std::move(bombarding);
    return c;
}

// Ends phases until the game stands at the given Game-Turn, phasing player and phase.
void endPhasesUntil(Game& g, int turn, Side side, Phase phase) {
    for (int i = 0; i < 40; ++i) {
        const GameState& st = g.state();
        if (st.turn == turn && st.phasing == side && st.phase == phase) return;
        ASSERT_TRUE(g.apply(EndPhaseCommand{}).ok()) << i;
    }
    FAIL() << "never reached Game-Turn " << turn;
}

// Leg.1 (0404) and Leg.2 (0604), 4 each, next to Ost.1 (0504): 8 to 4, the 2-1 column of the
// minimal table, where die 1 is De, 2 Dr and 4 Ee.
Field flanked() { return std::move(Field(8, 8).leg("1", "0404").leg("2", "0604").ost("1", "0504")); }

// The game after Leg.1 and Leg.2 (and any bombarding units) attack Ost.1 with the die given.
Game attacked(Battle& b, int die, std::vector<std::string> bombarding = {}) {
    b.g.dice.scripted = {die};
    Game g = b.game();
    const ApplyResult r = g.apply(attackBy({"Leg.1", "Leg.2"}, {"Ost.1"}, std::move(bombarding)));
    EXPECT_TRUE(r.ok()) << (r.refusal ? r.refusal->describe() : "");
    return g;
}

// --- 4.1, 4.0 (movement_controller) -----------------------------------------------------------

TEST(WindowQueries, Case_4_1_MovementPointsLeft) {
    Game game(test::sharedEylau(), GameOptions{});
    const UnitIndex leg = *game.unitIndex("Leg.1");
    const int allowance = game.scenario().units[leg.slot()].movement * 2;
    EXPECT_EQ(halfMPLeft(game, leg), allowance);
    // Every hex offered is within what is left.
    const std::vector<Reach> reach = game.reachable(leg);
    ASSERT_FALSE(reach.empty());
    for (const Reach& r : reach) EXPECT_LE(r.halfMP, halfMPLeft(game, leg)) << r.hex.id();
    // After a move, what is left is the allowance less what the move cost, and what is still
    // reachable costs no more than that.
    // A hex out of enemy Zones of Control, so that the phases can end (5.1).
    const auto calm = std::find_if(reach.begin(), reach.end(),
                                   [](const Reach& r) { return !r.endsInEnemyZoc && !r.friendlyOccupied; });
    ASSERT_NE(calm, reach.end());
    const Reach first = *calm;
    ASSERT_TRUE(game.apply(MoveCommand{"Leg.1", {first.hex}}).ok());
    EXPECT_EQ(halfMPLeft(game, leg), allowance - first.halfMP);
    for (const Reach& r : game.reachable(leg)) EXPECT_LE(r.halfMP, halfMPLeft(game, leg)) << r.hex.id();
    // 4.1: no accumulating: the next Player-Turn of the French starts afresh.
    endPhasesUntil(game, 2, Side::French, Phase::Movement);
    EXPECT_EQ(halfMPLeft(game, leg), allowance);
    EXPECT_EQ(halfMPLeft(game, UnitIndex{-1}), 0);
}

TEST(WindowQueries, Case_4_0_OnlyThePhasingPlayerMoves) {
    const Game game(test::sharedEylau(), GameOptions{});
    const Verdict why = game.whyCannotMove(*game.unitIndex("Tut.1"));
    ASSERT_TRUE(why);
    EXPECT_EQ(why->ruleCase, "4.0");
    EXPECT_NE(why->reason().find("only the French player moves now"), std::string::npos) << why->reason();
}

// --- 5.2, 3.0 (combat_controller's click and openAttack) --------------------------------------

TEST(WindowQueries, Case_5_2_AUnitAlreadyInAnAttackMayNotJoinAnother) {
    Battle b(flanked().leg("3", "0403").ost("2", "0503"));
    b.made({"Leg.1"}, {"Ost.1"});
    const Game g = b.game();
    EXPECT_EQ(text(whyCannotJoinAttack(g, b["Leg.1"])), "[5.2] Leg.1 has already attacked this Combat Phase");
    EXPECT_EQ(text(whyCannotJoinAttack(g, b["Ost.1"])), "[5.2] Ost.1 has already been attacked this Combat Phase");
    EXPECT_EQ(whyCannotJoinAttack(g, b["Leg.2"]), std::nullopt);
    EXPECT_EQ(whyCannotJoinAttack(g, b["Ost.2"]), std::nullopt);
    // The same refusal as the whole attack gets.
    EXPECT_EQ(caseOf(g.whyNot(attackBy({"Leg.1"}, {"Ost.2"}))), "5.2");
    EXPECT_EQ(caseOf(g.whyNot(attackBy({"Leg.2"}, {"Ost.1"}))), "5.2");
}

TEST(WindowQueries, Case_3_0_AttacksOnlyInACombatPhase) {
    Battle b(flanked());
    b.g.phase = Phase::Movement;
    const Game g = b.game();
    EXPECT_EQ(caseOf(whyCannotJoinAttack(g, b["Leg.1"])), "3.0");
    // The words the window shows for an attack asked outside a Combat Phase.
    EXPECT_EQ(caseOf(g.whyNot(AttackCommand{})), "3.0");
    b.g.phase = Phase::GameOver;
    EXPECT_EQ(text(b.game().whyNot(EndPhaseCommand{})), "[3.0] the game is over");
}

// --- 6.3, 6.4, 6.6: the order of what follows the die (combat_controller, attack_dialog) -----

TEST(WindowQueries, Case_6_6_TheAdvanceComesAfterTheRetreats) {
    Battle b(flanked());
    Game g = attacked(b, 2);  // Dr
    ASSERT_TRUE(g.state().pending);
    ASSERT_EQ(g.state().pending->result, CombatResult::Dr);
    EXPECT_EQ(decisionDue(g).kind, DecisionKind::Retreat);
    EXPECT_EQ(decisionDue(g).side, Side::Allied);
    EXPECT_TRUE(advanceOptions(g.situation()).empty());
    const std::vector<RetreatStep> steps = retreatSteps(g.situation(), b["Ost.1"], {});
    ASSERT_FALSE(steps.empty());
    ASSERT_TRUE(steps.front().completes());
    ASSERT_TRUE(g.apply(RetreatCommand{"Ost.1", steps.front().to, {}}).ok());
    EXPECT_EQ(decisionDue(g).kind, DecisionKind::Advance);
    EXPECT_EQ(decisionDue(g).side, Side::French);
    EXPECT_FALSE(advanceOptions(g.situation()).empty());
}

TEST(WindowQueries, Case_6_3_EeLossesComeBeforeTheAdvance) {
    Battle b(flanked());
    Game g = attacked(b, 4);  // Ee
    ASSERT_TRUE(g.state().pending);
    ASSERT_EQ(g.state().pending->lossesOwed, 4);
    EXPECT_EQ(decisionDue(g).kind, DecisionKind::Losses);
    EXPECT_EQ(decisionDue(g).side, Side::French);
    EXPECT_TRUE(advanceOptions(g.situation()).empty());
    ASSERT_TRUE(g.apply(LoseCommand{{"Leg.1"}}).ok());
    EXPECT_EQ(decisionDue(g).kind, DecisionKind::Advance);
    EXPECT_TRUE(lossOptions(g).empty());
}

// --- 6.3 Ee (losses_widget) ------------------------------------------------------------------

TEST(WindowQueries, Case_6_3_EeLossOptionsAreTheAdjacentAttackersOnly) {
    // Leg.3, artillery in 0704, bombards Ost.1 from two hexes: never lost to Ee.
    Battle b(flanked().leg("3", "artillery", "0704"));
    EXPECT_TRUE(lossOptions(b.game()).empty());  // nothing owed
    Game g = attacked(b, 4, {"Leg.3"});
    ASSERT_TRUE(g.state().pending);
    ASSERT_EQ(g.state().pending->result, CombatResult::Ee);
    ASSERT_EQ(g.state().pending->lossesOwed, 4);
    EXPECT_EQ(lossOptions(g), b.units({"Leg.1", "Leg.2"}));
    // Enough strength is the engine's to judge: none, or a unit not among the options, will not do.
    EXPECT_FALSE(g.isLegal(LoseCommand{}));
    EXPECT_EQ(caseOf(g.whyNot(LoseCommand{})), "6.3");
    EXPECT_EQ(caseOf(g.whyNot(LoseCommand{{"Leg.3"}})), "6.3");
    EXPECT_TRUE(g.isLegal(LoseCommand{{"Leg.1"}}));
    EXPECT_TRUE(g.isLegal(LoseCommand{{"Leg.1", "Leg.2"}}));
}

TEST(WindowQueries, Case_6_3_EeLossesTooFewStrengthPointsAreRefused) {
    // Leg.1 (4) and Leg.2 (2) against a 3-strength Ost.1 owe 3: Leg.2 alone will not do.
    Battle b(Field(8, 8).leg("1", "0404").unit("Leg.2", "french", "infantry", 2, "0604").unit("Ost.1", "allied", "infantry", 3, "0504"));
    b.g.dice.scripted = {4};
    Game g = b.game();
    ASSERT_TRUE(g.apply(attackBy({"Leg.1", "Leg.2"}, {"Ost.1"})).ok());
    ASSERT_TRUE(g.state().pending);
    ASSERT_EQ(g.state().pending->result, CombatResult::Ee) << "6 to 3 is 2-1";
    ASSERT_EQ(g.state().pending->lossesOwed, 3);
    EXPECT_EQ(lossOptions(g), b.units({"Leg.1", "Leg.2"}));
    EXPECT_EQ(caseOf(g.whyNot(LoseCommand{{"Leg.2"}})), "6.3");
    EXPECT_TRUE(g.isLegal(LoseCommand{{"Leg.1"}}));
}

// --- 6.5 (combat_controller's retreat chains) --------------------------------------------------

// Ost.2 in 0404 retreats from Leg.2 (0402); the lakes leave it 0305 and 0304, where Ost.3 and
// Ost.4 stand (as retreat_test.cpp's pocket).
TEST(WindowQueries, Case_6_5_ARetreatStepSaysWhomItDisplaces) {
    Battle b(Field(8, 8).lakes({"0504", "0505", "0405"}).leg("2", "0402").ost("2", "0404").ost("3", "0304")
                 .ost("4", "0305"));
    const test::Snapshot snapshot(b.s, b.g);
    const Situation& situation = snapshot.situation;
    const std::vector<RetreatStep> first = retreatSteps(situation, b["Ost.2"], {});
    ASSERT_EQ(first.size(), 2u);
    for (const RetreatStep& step : first) {
        ASSERT_TRUE(step.displaces);
        EXPECT_FALSE(step.completes());
        EXPECT_EQ(*step.displaces, situation.unitsAt(step.to).front());
    }
    // Ost.3, displaced from 0304, goes on into an empty hex: the chain is complete.
    const std::vector<RetreatStep> next = retreatSteps(situation, b["Ost.2"], {test::hex("0304")});
    ASSERT_FALSE(next.empty());
    for (const RetreatStep& step : next) {
        EXPECT_TRUE(step.completes()) << step.to.id();
        EXPECT_EQ(b.retreat("Ost.2", "0304", {{"Ost.3", step.to.id().c_str()}}), "") << step.to.id();
    }
    // The hexes are retreatStepOptions'.
    std::vector<Hex> hexes;
    for (const RetreatStep& step : next) hexes.push_back(step.to);
    EXPECT_EQ(hexes, retreatStepOptions(situation, b["Ost.2"], {test::hex("0304")}));
    // With an empty safe hex, no displacement is offered.
    Battle roomy(Field(8, 8).lakes({"0504", "0505", "0405"}).leg("2", "0402").ost("2", "0404").ost("3", "0304"));
    const std::vector<RetreatStep> direct = retreatSteps(test::Snapshot(roomy.s, roomy.g).situation, roomy["Ost.2"], {});
    ASSERT_EQ(direct.size(), 1u);
    EXPECT_EQ(direct.front().to, test::hex("0305"));
    EXPECT_TRUE(direct.front().completes());
}

// The chain as a player builds it on the map (combat_controller holds a RetreatPlan): Ost.2 into
// Ost.3's hex, Ost.3 on into an empty hex; the command names the displacement in order and the
// engine accepts it. A hex that is not a choice changes nothing.
TEST(WindowQueries, Case_6_5_ARetreatPlanBuildsTheDisplacementChain) {
    Battle b(Field(8, 8).lakes({"0504", "0505", "0405"}).leg("2", "0402").ost("2", "0404").ost("3", "0304")
                 .ost("4", "0305"));
    const test::Snapshot snapshot(b.s, b.g);
    const Situation& situation = snapshot.situation;
    RetreatPlan plan(b["Ost.2"]);
    EXPECT_EQ(plan.moving(), b["Ost.2"]);
    EXPECT_EQ(plan.choices(situation), retreatSteps(situation, b["Ost.2"], {}));
    EXPECT_FALSE(plan.take(situation, test::hex("0808"))) << "not a retreat hex";
    EXPECT_TRUE(plan.steps().empty());
    ASSERT_TRUE(plan.take(situation, test::hex("0304")));
    EXPECT_FALSE(plan.isComplete());
    EXPECT_EQ(plan.moving(), b["Ost.3"]) << "6.5: the displaced unit's hex is chosen next";
    const std::vector<RetreatStep> next = plan.choices(situation);
    ASSERT_FALSE(next.empty());
    ASSERT_TRUE(next.front().completes());
    ASSERT_TRUE(plan.take(situation, next.front().to));
    EXPECT_TRUE(plan.isComplete());
    EXPECT_TRUE(plan.choices(situation).empty());
    const RetreatCommand command = plan.command(b.s);
    EXPECT_EQ(command.unit, "Ost.2");
    EXPECT_EQ(command.to, test::hex("0304"));
    ASSERT_EQ(command.displacements.size(), 1u);
    EXPECT_EQ(command.displacements[0].first, "Ost.3");
    EXPECT_EQ(command.displacements[0].second, next.front().to);
    EXPECT_EQ(b.retreat("Ost.2", "0304", {{"Ost.3", next.front().to.id().c_str()}}), "");
}

// --- 21.1 (defence_dialog) ---------------------------------------------------------------------

TEST(WindowQueries, Case_21_1_WhichDefendersMayUseFreshStrength) {
    Battle b(flanked().fresh("Ost", 2));
    b.s.rules.exclusive = {"21.0"};
    Game g = b.game();
    EXPECT_TRUE(defenceFreshStrength(g).empty());  // no attack awaits an answer
    ASSERT_TRUE(g.apply(attackBy({"Leg.1", "Leg.2"}, {"Ost.1"})).ok());
    ASSERT_TRUE(g.state().awaitingDefence);
    std::vector<FreshStrengthAnswer> answers = defenceFreshStrength(g);
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_EQ(answers[0].unit, b["Ost.1"]);
    EXPECT_EQ(answers[0].bonus, 2);
    EXPECT_TRUE(answers[0].mayUse());
    EXPECT_TRUE(g.isLegal(DefendCommand{{"Ost.1"}}));
    // Once used, the marker is gone: the engine says why.
    GameState used = g.state();
    ASSERT_EQ(used.freshUsed.size(), 1u);
    used.freshUsed[0] = true;
    const Game later(g, used);
    answers = defenceFreshStrength(later);
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_FALSE(answers[0].mayUse());
    EXPECT_EQ(text(answers[0].refusal), "[21.1] Ost's Fresh Strength has already been used");
    EXPECT_EQ(text(later.whyNot(DefendCommand{{"Ost.1"}})), text(answers[0].refusal));
}

TEST(WindowQueries, Case_21_1_ADefenderWithoutAMarkerIsToldWhy) {
    Battle b(Field(8, 8).leg("1", "0404").leg("2", "0604").unit("Tut.1", "allied", "infantry", 4, "0504").ost("9", "0808")
                 .fresh("Ost", 2));
    b.s.rules.exclusive = {"21.0"};
    b.g.awaitingDefence = b.attack({"Leg.1", "Leg.2"}, {}, {"Tut.1"});
    const std::vector<FreshStrengthAnswer> answers = defenceFreshStrength(b.game());
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_EQ(text(answers[0].refusal), "[21.1] Tut has no Fresh Strength marker");
    EXPECT_EQ(answers[0].bonus, 0);
    // Without section 21 there are no markers at all.
    b.s.rules.exclusive.clear();
    EXPECT_EQ(caseOf(defenceFreshStrength(b.game()).at(0).refusal), "21.0");
}

// --- 7.0, 7.3 (reinforcement_panel) ----------------------------------------------------------

// The minimal scenario (the French move first): Fr.2 is due on Game-Turn 2, and so is an Allied
// Ru.2 added here. Turn 3 is a night turn (no Combat Phase, 8.2).
TEST(WindowQueries, Case_7_3_ReinforcementsMayEnterNowAreHeldBackOrDueLater) {
    nlohmann::json j = test::minimalScenarioJson();
    j["units"].push_back({{"id", "Ru.2"}, {"division", "Ru"}, {"type", "infantry"}, {"strength", 3}, {"movement", 4},
                          {"entry", {{"area", "A"}, {"turn", 2}}}});
    Game g(std::make_shared<const Scenario>(test::loadScenario(j)), GameOptions{});
    const UnitIndex fr2 = *g.unitIndex("Fr.2"), ru2 = *g.unitIndex("Ru.2"), fr1 = *g.unitIndex("Fr.1");
    using RS = ReinforcementStatus;
    auto status = [&](UnitIndex u) { return reinforcementStatus(g, u); };
    EXPECT_EQ(status(fr1), RS::None);  // on the map
    EXPECT_EQ(status(fr2), RS::DueLater);
    EXPECT_EQ(status(ru2), RS::DueLater);
    endPhasesUntil(g, 2, Side::French, Phase::Movement);
    EXPECT_EQ(status(fr2), RS::MayEnterNow);
    EXPECT_EQ(status(ru2), RS::DueLater);  // the Allied Movement Phase of Game-Turn 2 is still to come
    endPhasesUntil(g, 2, Side::French, Phase::Combat);
    EXPECT_EQ(status(fr2), RS::HeldBack);  // 7.3: its Movement Phase is over
    endPhasesUntil(g, 2, Side::Allied, Phase::Movement);
    EXPECT_EQ(status(fr2), RS::HeldBack);
    EXPECT_EQ(status(ru2), RS::MayEnterNow);
    endPhasesUntil(g, 3, Side::French, Phase::Movement);
    EXPECT_EQ(status(fr2), RS::MayEnterNow);  // 7.3: held back, it may still enter later
    EXPECT_EQ(status(ru2), RS::HeldBack);
}

// The engine takes an entry (as far as the phase, the side and the Game-Turn go: 3.0, 7.0)
// exactly when the status says the unit may enter now.
TEST(WindowQueries, Case_7_0_MayEnterNowAgreesWithTheEntryVerdict) {
    nlohmann::json j = test::minimalScenarioJson();
    j["units"].push_back({{"id", "Ru.2"}, {"division", "Ru"}, {"type", "infantry"}, {"strength", 3}, {"movement", 4},
                          {"entry", {{"area", "A"}, {"turn", 2}}}});
    Game g(std::make_shared<const Scenario>(test::loadScenario(j)), GameOptions{});
    const Hex entry = g.scenario().entryArea("A")->hex;
    int entered = 0;
    for (int i = 0; i < 12 && !g.gameOver(); ++i) {
        for (const char* id : {"Fr.2", "Ru.2"}) {
            const UnitIndex u = *g.unitIndex(id);
            const Verdict v = g.whyNot(EnterCommand{id, {entry}});
            EXPECT_EQ(!v || (v->ruleCase != "7.0" && v->ruleCase != "3.0"),
                      reinforcementStatus(g, u) == ReinforcementStatus::MayEnterNow)
                << id << " at step " << i << ": " << text(v);
            if (!v) {
                Game copy(g, g.state());
                ASSERT_TRUE(copy.apply(EnterCommand{id, {entry}}).ok());
                EXPECT_EQ(reinforcementStatus(copy, u), ReinforcementStatus::None);
                ++entered;
            }
        }
        ASSERT_TRUE(g.apply(EndPhaseCommand{}).ok()) << i;
    }
    EXPECT_GT(entered, 0);
}

// --- 19.3 (main_window's release action) -----------------------------------------------------

TEST(WindowQueries, Case_19_3_WhyNoDivisionMayBeReleased) {
    Game game(test::sharedEylau(), GameOptions{});
    const Verdict before = whyNoRelease(game);
    ASSERT_TRUE(before);
    EXPECT_EQ(before->ruleCase, "19.3");
    EXPECT_NE(before->reason().find("Allied Movement Phase of Game-Turn 2"), std::string::npos) << before->reason();
    endPhasesUntil(game, 2, Side::Allied, Phase::Movement);
    EXPECT_EQ(whyNoRelease(game), std::nullopt);
    const std::vector<std::string> open = releasableDivisions(game);
    ASSERT_FALSE(open.empty());
    ASSERT_TRUE(game.apply(ReleaseCommand{open.front()}).ok());
    const Verdict after = whyNoRelease(game);
    ASSERT_TRUE(after);
    EXPECT_EQ(after->ruleCase, "19.3");
    EXPECT_NE(after->reason().find("already released"), std::string::npos) << after->reason();
    // A battle without section 19 has nothing to release.
    const Game plain(std::make_shared<const Scenario>(test::loadScenario(test::minimalScenarioJson())), GameOptions{});
    EXPECT_TRUE(whyNoRelease(plain));
}

// --- Over whole random games: the queries agree with the verdicts ------------------------------

TEST(WindowQueries, Case_6_3_And_6_5_And_5_2_AgreeWithTheVerdictsOverRandomGames) {
    int losses = 0, displacing = 0, refusedPicks = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GameOptions options;
        options.seed = seed;
        Game game(test::sharedEylau(), options);
        RandomPlayer player(seed * 17 + 3);
        for (int i = 0; i < 3000 && !game.gameOver(); ++i) {
            const GameState& st = game.state();
            const Situation situation = game.situationAt(st);
            // 6.3: all the options together always do (the attackers had more than was owed); an
            // attacker not among them is refused.
            if (st.pending && st.pending->lossesOwed > 0) {
                const std::vector<UnitIndex> lossable = lossOptions(game);
                LoseCommand all;
                for (UnitIndex u : lossable) all.units.push_back(idOf(game, u));
                EXPECT_TRUE(game.isLegal(all));
                for (UnitIndex u : st.pending->attack.bombarding) {
                    LoseCommand more = all;
                    more.units.push_back(idOf(game, u));
                    EXPECT_FALSE(game.isLegal(more)) << idOf(game, u);
                }
                ++losses;
            }
            // 6.5: a step displaces exactly the unit in its hex.
            if (st.pending)
                for (UnitIndex u : st.pending->mustRetreat)
                    for (const RetreatStep& step : retreatSteps(situation, u, {})) {
                        const auto there = situation.unitsAt(step.to);
                        EXPECT_EQ(step.completes(), there.empty());
                        if (step.displaces) {
                            EXPECT_EQ(*step.displaces, there.front());
                            ++displacing;
                        }
                    }
            // 5.2: a unit refused for an attack is refused with the same case by the whole attack.
            if (st.phase == Phase::Combat && !st.pending && !st.awaitingDefence) {
                for (UnitIndex u : unitIndices(st)) {
                    const Verdict why = whyCannotJoinAttack(game, u);
                    if (!why || why->ruleCase != "5.2") continue;
                    // Paired with any unit of the other side on the map (6.1 wants both sides).
                    const Side side = game.scenario().units[u.slot()].side;
                    std::optional<UnitIndex> other;
                    for (UnitIndex o : unitIndices(st))
                        if (!other && st.unit(o).status == UnitStatus::OnMap && game.scenario().units[o.slot()].side != side)
                            other = o;
                    if (!other) continue;
                    AttackCommand c;
                    const bool friendly = side == st.phasing;
                    c.attackers.push_back(idOf(game, friendly ? u : *other));
                    c.defenders.push_back(idOf(game, friendly ? *other : u));
                    EXPECT_EQ(caseOf(game.whyNot(c)), "5.2") << idOf(game, u);
                    ++refusedPicks;
                }
            }
            const auto command = player.next(game);
            ASSERT_TRUE(command);
            ASSERT_TRUE(game.apply(*command).ok());
        }
    }
    EXPECT_GT(losses, 0);
    EXPECT_GT(refusedPicks, 0);
    std::printf("positions: %d with Ee losses, %d displacing steps, %d refused picks\n", losses, displacing, refusedPicks);
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

using test::Battle;
using test::Field;

// --- 6.2, 20.2: the choices of the attack window (attack_dialog) ------------------------------

// Ost.1 (4) at 0404; Leg.1-3 (3 each) around it. Eylau's table and its Exclusive Rules (20.2).
Battle threeOfADivision() {
    Battle b(Field(8, 8).eylauTable().unit("Ost.1", "allied", "infantry", 4, "0404")
                 .unit("Leg.1", "french", "infantry", 3, "0403").unit("Leg.2", "french", "infantry", 3, "0405")
                 .unit("Leg.3", "french", "infantry", 3, "0304").unit("Mur.1", "french", "cavalry", 3, "0504"));
    b.s.rules.exclusive = {"20.0"};
    return b;
}

TEST(WindowQueries, Case_6_2_TheOddsMayBeLoweredToEveryColumnBelow) {
    Battle b = threeOfADivision();
    const Game g = b.game();
    // Mur.1 alone: 3 to 4, 1-2; it may be lowered to 1-3, 1-4 and 1-5, highest first.
    OddsChoices c = oddsChoices(g, b.attack({"Mur.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(c.column, b.column("1-2"));
    EXPECT_EQ(c.lowerTo, (std::vector<std::size_t>{b.column("1-3"), b.column("1-4"), b.column("1-5")}));
    EXPECT_FALSE(c.shiftOpen);
    EXPECT_EQ(c.odds.finalColumn, b.column("1-2"));  // the odds as drawn up come with the choices
    // A lowering already chosen does not change the columns offered; the odds are lowered.
    Attack lowered = b.attack({"Mur.1"}, {}, {"Ost.1"});
    lowered.lowerTo = CombatRatio{1, 4};
    EXPECT_EQ(oddsChoices(g, lowered).lowerTo, c.lowerTo);
    EXPECT_EQ(oddsChoices(g, lowered).odds.finalColumn, b.column("1-4"));
    EXPECT_EQ(oddsChoices(g, lowered).odds.finalColumn, g.odds(lowered).finalColumn);
    // At the lowest column nothing is lower; an attack with no defender has no choices.
    Battle weak = threeOfADivision();
    weak.s.units[weak["Ost.1"].slot()].strength = 30;
    c = oddsChoices(weak.game(), weak.attack({"Mur.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(c.column, 0u);
    EXPECT_TRUE(c.lowerTo.empty());
    EXPECT_TRUE(oddsChoices(g, b.attack({"Mur.1"}, {}, {})).lowerTo.empty());
}

TEST(WindowQueries, Case_20_2_TheShiftIsOpenToThreeUnitsOfOneDivision) {
    Battle b = threeOfADivision();
    const Game g = b.game();
    // Three of Legrand's: +2 (9 + 2 = 11 to 4, 2-1), or the shift instead.
    OddsChoices c = oddsChoices(g, b.attack({"Leg.1", "Leg.2", "Leg.3"}, {}, {"Ost.1"}));
    EXPECT_TRUE(c.shiftOpen);
    EXPECT_EQ(c.column, b.column("2-1"));
    // With the shift chosen the column before lowering is without the +2 (9 to 4, 2-1 still).
    Attack shifted = b.attack({"Leg.1", "Leg.2", "Leg.3"}, {}, {"Ost.1"});
    shifted.integrityShift = true;
    EXPECT_EQ(oddsChoices(g, shifted).column, b.odds(shifted).rawColumn);
    EXPECT_TRUE(oddsChoices(g, shifted).shiftOpen);
    EXPECT_EQ(oddsChoices(g, shifted).odds.finalColumn, g.odds(shifted).finalColumn);
    // Two of them: no shift (20.1's +2 only).
    EXPECT_FALSE(oddsChoices(g, b.attack({"Leg.1", "Leg.2"}, {}, {"Ost.1"})).shiftOpen);
}

// --- 4.0, 5.2: the units the map fades (board_sync) --------------------------------------------

TEST(WindowQueries, Case_5_2_AUnitThatAttackedOrWasAttackedIsDoneForThePhase) {
    Battle b(Field(8, 8).leg("1", "0404").leg("2", "0604").ost("1", "0504").ost("2", "0704"));
    b.made({"Leg.1"}, {"Ost.1"});
    const Game g = b.game();
    EXPECT_TRUE(isDoneForThePhase(g, b["Leg.1"]));
    EXPECT_TRUE(isDoneForThePhase(g, b["Ost.1"]));
    EXPECT_FALSE(isDoneForThePhase(g, b["Leg.2"]));
    EXPECT_FALSE(isDoneForThePhase(g, b["Ost.2"]));
    EXPECT_FALSE(isDoneForThePhase(g, UnitIndex{-1}));
}

TEST(WindowQueries, Case_4_0_AUnitThatMayNotMoveIsDoneForTheMovementPhase) {
    Battle b(Field(8, 8).leg("1", "0404").ost("1", "0504").leg("2", "0202"));
    b.g.phase = Phase::Movement;
    const Game g = b.game();
    // Leg.1 stands in Ost.1's Zone of Control (4.5); Leg.2 may move; the enemy's units are not faded.
    EXPECT_TRUE(isDoneForThePhase(g, b["Leg.1"]));
    EXPECT_TRUE(g.whyCannotMove(b["Leg.1"]).has_value());
    EXPECT_FALSE(isDoneForThePhase(g, b["Leg.2"]));
    EXPECT_FALSE(isDoneForThePhase(g, b["Ost.1"]));
    b.g.phase = Phase::GameOver;
    EXPECT_FALSE(isDoneForThePhase(b.game(), b["Leg.1"]));
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// --- 7.1, 4.4: the hexes and units of the Movement Phase's clicks (movement_controller) ------

TEST(WindowQueries, Case_7_1_AWaitingReinforcementsEntryHexesAndNoneForAUnitOnTheMap) {
    const auto eylau = test::sharedEylau();
    Game g(eylau, GameOptions{});
    // Game-Turn 1's French reinforcements are not yet due; their entry hexes are the game's answer
    // as things stand, and a unit on the map has none.
    for (UnitIndex unit : unitIndices(*eylau)) {
        const std::vector<Hex> hexes = entryHexesNow(g, unit);
        if (g.state().unit(unit).status == UnitStatus::Waiting)
            EXPECT_EQ(hexes, g.movement().entryHexes(g.situation(), unit)) << eylau->units[unit.slot()].id;
        else
            EXPECT_TRUE(hexes.empty()) << eylau->units[unit.slot()].id;
    }
    EXPECT_TRUE(entryHexesNow(g, UnitIndex{-1}).empty());
}

TEST(WindowQueries, Case_4_4_ThePhasingUnitsAtAHex) {
    Battle b(Field(8, 8).leg("1", "0404").leg("2", "0403").ost("1", "0606"));
    b.g.phase = Phase::Movement;
    b.g.units[b["Leg.2"].slot()].hex = *Hex::parse("0404");  // paused on Leg.1 (4.4)
    const Game g = b.game();
    EXPECT_EQ(phasingUnitsAt(g, *Hex::parse("0404")), (std::vector<UnitIndex>{b["Leg.1"], b["Leg.2"]}));
    EXPECT_TRUE(phasingUnitsAt(g, *Hex::parse("0606")).empty());  // the enemy's
    EXPECT_TRUE(phasingUnitsAt(g, *Hex::parse("0101")).empty());
}

}  // namespace
}  // namespace eylau
