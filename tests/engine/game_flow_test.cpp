// The sequence of play (3.0, 8.0), reinforcements (7.0-7.3), the exclusive rules of Eylau
// (19.x, 21.x, 22.x, 23.x) and combat results (6.3-6.6) through the Game's commands.
#include "eylau/game/decision_due.h"
#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/victory_points.h"
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

using nlohmann::json;

// A 6x5 board without the fixture's lake: Fr.1 (5-4 infantry) at 0202, Fr.2 (4-3 artillery)
// arriving at area A (0103) on turn 2, Ru.1 (3-5 cavalry) at 0505. Turn 3 is night.
json board() {
    json j = test::minimalScenarioJson();
    j["map"]["hexes"] = json::array({{{"hex", "0202"}, {"terrain", "town"}, {"name", "Dorf"}}});
    return j;
}

std::shared_ptr<const Scenario> scenarioOf(const json& j) {
    auto load = readScenario(j.dump());
    if (!load.ok()) {
        for (const auto& p : load.problems) ADD_FAILURE() << p.describe("test");
        return std::make_shared<Scenario>();
    }
    return std::make_shared<Scenario>(*load.scenario);
}

std::shared_ptr<const Scenario> eylauScenario() { return test::sharedEylau(); }

// Applies a command that must be legal, returning its events.
std::vector<Event> must(Game& g, const Command& c) {
    ApplyResult r = g.apply(c);
    EXPECT_TRUE(r.ok()) << r.refusal->describe();
    return r.events;
}

// The command is refused citing `ruleCase`, and the state is untouched.
::testing::AssertionResult refusedWith(Game& g, const Command& c, const std::string& ruleCase) {
    const GameState before = g.state();
    ApplyResult r = g.apply(c);
    if (r.ok()) return ::testing::AssertionFailure() << "the command was applied";
    if (!(g.state() == before)) return ::testing::AssertionFailure() << "a refused command changed the state";
    if (r.refusal->ruleCase != ruleCase)
        return ::testing::AssertionFailure() << "refused as " << r.refusal->describe() << ", expected case " << ruleCase;
    return ::testing::AssertionSuccess() << r.refusal->describe();
}

bool hasEvent(const std::vector<Event>& events, EventKind kind, const std::string& ruleCase) {
    for (const Event& e : events)
        if (e.kind == kind && e.ruleCase == ruleCase) return true;
    return false;
}

UnitIndex idx(const Game& g, const std::string& id) { return *g.unitIndex(id); }
const EndPhaseCommand kEnd{};

TEST(SequenceOfPlay, Case_3_0_FirstPlayerMovesFirst) {
    Game g(scenarioOf(board()), {});
    EXPECT_EQ(g.state().turn, 1);
    EXPECT_EQ(g.state().phasing, Side::French);
    EXPECT_EQ(g.state().phase, Phase::Movement);
    EXPECT_EQ(g.state().unit(idx(g, "Fr.1")).status, UnitStatus::OnMap);
    EXPECT_EQ(g.state().unit(idx(g, "Fr.2")).status, UnitStatus::Waiting);
}

TEST(SequenceOfPlay, Case_3_0_MovementThenCombatForEachPlayerTurn) {
    Game g(scenarioOf(board()), {});
    must(g, kEnd);
    EXPECT_EQ(g.state().phase, Phase::Combat);
    EXPECT_EQ(g.state().phasing, Side::French);
    must(g, kEnd);
    EXPECT_EQ(g.state().phase, Phase::Movement);
    EXPECT_EQ(g.state().phasing, Side::Allied);
    EXPECT_TRUE(refusedWith(g, MoveCommand{"Fr.1", {Hex{2, 3}}}, "4.0"));
    must(g, kEnd);
    must(g, kEnd);
    EXPECT_EQ(g.state().turn, 2);
    EXPECT_EQ(g.state().phasing, Side::French);
}

TEST(SequenceOfPlay, Case_8_2_NightTurnsHaveNoCombatPhase) {
    Game g(scenarioOf(board()), {});
    for (int i = 0; i < 8; ++i) must(g, kEnd);  // turns 1 and 2
    ASSERT_EQ(g.state().turn, 3);
    auto events = must(g, kEnd);  // French movement at night
    EXPECT_TRUE(hasEvent(events, EventKind::PhaseBegan, "8.2"));
    EXPECT_EQ(g.state().phasing, Side::Allied);
    EXPECT_EQ(g.state().phase, Phase::Movement);
}

TEST(SequenceOfPlay, Case_3_0_GameEndsAfterTheLastTurn) {
    Game g(scenarioOf(board()), {});
    for (int i = 0; i < 8; ++i) must(g, kEnd);
    must(g, kEnd);
    auto events = must(g, kEnd);  // the last Allied movement phase (night): the game ends
    EXPECT_TRUE(g.gameOver());
    EXPECT_TRUE(hasEvent(events, EventKind::GameEnded, "23.5"));
    EXPECT_TRUE(refusedWith(g, kEnd, "3.0"));
}

TEST(Movement, Case_4_4_PhaseCannotEndWithTwoUnitsInAHex) {
    json j = board();
    j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "infantry"}, {"strength", 2}, {"movement", 4}, {"start", "0201"}});
    Game g(scenarioOf(j), {});
    must(g, MoveCommand{"Fr.3", {Hex{2, 2}}});  // 4.4: may pause on a friendly hex
    const auto r = g.apply(kEnd);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.refusal->ruleCase, "4.4");
    EXPECT_NE(r.refusal->reason().find("0202"), std::string::npos) << r.refusal->describe();
    must(g, MoveCommand{"Fr.3", {Hex{2, 3}}});
    must(g, kEnd);
}

// 4.4 (RULES-NOTES): a unit may stop on a friendly unit that can still move away, though it cannot
// move on itself; the phase may end once the friend has gone.
json twoFriends() {
    json j = board();
    j["units"][0]["start"] = "0203";
    j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "infantry"}, {"strength", 2}, {"movement", 1}, {"start", "0204"}});
    return j;
}

TEST(Movement, Case_4_4_MayStopOnAFriendThatCanStillMoveAway) {
    Game g(scenarioOf(twoFriends()), {});
    must(g, MoveCommand{"Fr.3", {Hex{2, 3}}});  // its whole allowance: Fr.3 cannot move on, Fr.1 can
    EXPECT_TRUE(refusedWith(g, kEnd, "4.4"));
    must(g, MoveCommand{"Fr.1", {Hex{3, 3}}});
    must(g, kEnd);
}

TEST(Movement, Case_4_4_NoStopWhereNeitherUnitCouldMoveOn) {
    const auto s = scenarioOf(twoFriends());
    GameState st = Game(s, {}).state();
    st.unit(*Game(s, {}).unitIndex("Fr.1")).spentHalfMP = 8;  // Fr.1 has spent its 4 MP
    Game g = Game::atState(s, st);
    const ApplyResult r = g.apply(MoveCommand{"Fr.3", {Hex{2, 3}}});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.refusal->ruleCase, "4.4");
    EXPECT_NE(r.refusal->reason().find("Fr.1"), std::string::npos) << r.refusal->describe();
}

// 7.2 with 4.4: a reinforcement may enter onto a friendly unit that then moves off.
TEST(Reinforcements, Case_7_2_MayEnterOntoAFriendThatThenMovesAway) {
    json j = board();
    j["units"][0]["start"] = "0103";  // Fr.1 on area A's entry hex
    j["units"].push_back({{"id", "Fr.4"}, {"division", "Fr"}, {"type", "infantry"}, {"strength", 2}, {"movement", 1},
                          {"entry", {{"area", "A"}, {"turn", 1}}}});
    Game g(scenarioOf(j), {});
    must(g, EnterCommand{"Fr.4", {Hex{1, 3}}});  // entering spends its 1 MP: it stays on Fr.1's hex
    EXPECT_TRUE(refusedWith(g, kEnd, "4.4"));
    must(g, MoveCommand{"Fr.1", {Hex{2, 3}}});
    must(g, kEnd);
}

TEST(Reinforcements, Case_7_0_ArriveOnTheirTurnAtTheirArea) {
    Game g(scenarioOf(board()), {});
    EXPECT_TRUE(refusedWith(g, EnterCommand{"Fr.2", {Hex{1, 3}}}, "7.0"));
    for (int i = 0; i < 4; ++i) must(g, kEnd);
    EXPECT_FALSE(g.reachable(idx(g, "Fr.2")).empty());
    auto events = must(g, EnterCommand{"Fr.2", {Hex{1, 3}}});
    EXPECT_TRUE(hasEvent(events, EventKind::Entered, "7.1"));
    EXPECT_EQ(g.state().unit(idx(g, "Fr.2")).hex, (Hex{1, 3}));
}

TEST(Reinforcements, Case_7_3_HeldBackAndBroughtInLater) {
    Game g(scenarioOf(board()), {});
    for (int i = 0; i < 4; ++i) must(g, kEnd);
    auto events = must(g, kEnd);  // turn 2 French Movement Phase ends without Fr.2
    EXPECT_TRUE(hasEvent(events, EventKind::Held, "7.3"));
    for (int i = 0; i < 3; ++i) must(g, kEnd);
    ASSERT_EQ(g.state().turn, 3);
    must(g, EnterCommand{"Fr.2", {Hex{1, 3}}});
}

// --- Eylau's exclusive rules on the real scenario ---

TEST(EylauRules, Case_19_1_NoGuardUnitMovesInTheFirstTwoTurns) {
    Game g(eylauScenario(), {});
    EXPECT_TRUE(refusedWith(g, MoveCommand{"Gd.1", {*Hex::parse("1913")}}, "19.1"));
    EXPECT_TRUE(g.reachable(idx(g, "Gd.1")).empty());
}

TEST(EylauRules, Case_19_2_OnlyOstermannMovesOnTurnOne) {
    Game g(eylauScenario(), {});
    must(g, kEnd);
    must(g, kEnd);
    EXPECT_TRUE(refusedWith(g, MoveCommand{"Tut.1", {*Hex::parse("0614")}}, "19.2"));
    EXPECT_TRUE(g.reachable(idx(g, "Tut.1")).empty());
    EXPECT_FALSE(g.reachable(idx(g, "Ost.6")).empty());
}

TEST(EylauRules, Case_19_3_OneMoreRussianDivisionOnTurnTwo) {
    Game g(eylauScenario(), {});
    for (int i = 0; i < 4; ++i) must(g, kEnd);
    must(g, kEnd);
    must(g, kEnd);
    ASSERT_EQ(g.state().turn, 2);
    ASSERT_EQ(g.state().phasing, Side::Allied);
    EXPECT_TRUE(refusedWith(g, MoveCommand{"Tut.1", {*Hex::parse("0614")}}, "19.3"));
    EXPECT_TRUE(refusedWith(g, ReleaseCommand{"Ost"}, "19.3"));
    auto events = must(g, ReleaseCommand{"Tut"});
    EXPECT_TRUE(hasEvent(events, EventKind::Released, "19.3"));
    EXPECT_TRUE(refusedWith(g, ReleaseCommand{"Sac"}, "19.3"));
    EXPECT_NE(g.whyNot(ReleaseCommand{"Sac"})->reason().find("only one division besides Ostermann"), std::string::npos);
    EXPECT_NE(g.whyNot(ReleaseCommand{"Tut"})->reason().find("Tut is already released"), std::string::npos);
    must(g, MoveCommand{"Tut.1", {*Hex::parse("0614")}});
    EXPECT_TRUE(refusedWith(g, MoveCommand{"Sac.1", {*Hex::parse("1111")}}, "19.3"));
}

TEST(EylauRules, Case_19_3_ReleaseOnlyOnTurnTwo) {
    Game g(eylauScenario(), {});
    must(g, kEnd);
    must(g, kEnd);
    EXPECT_TRUE(refusedWith(g, ReleaseCommand{"Tut"}, "19.3"));
}

// --- combat through the Game, on a small board ---

// Fr.1 (5) at 0303 against Ru.1 (3) at 0304: 5 to 3 is 1-1; Fr.3 (2, same division) at 0203.
json combatBoard() {
    json j = board();
    j["units"][0]["start"] = "0303";
    j["units"][2]["start"] = "0304";
    j["units"].push_back({{"id", "Fr.3"}, {"division", "Fr"}, {"type", "infantry"}, {"strength", 2}, {"movement", 4}, {"start", "0101"}});
    return j;
}

Game combatGame(const json& j, std::vector<int> dice, bool weather = false) {
    GameOptions o;
    o.scriptedDice = std::move(dice);
    o.weather = weather;
    Game g(scenarioOf(j), o);
    must(g, kEnd);
    return g;
}

TEST(Combat, Case_5_1_CombatPhaseCannotEndWithAnOpenObligation) {
    Game g = combatGame(combatBoard(), {1});
    EXPECT_TRUE(refusedWith(g, kEnd, "5.1"));
}

TEST(Combat, Case_6_3_DrDefenderRetreatsAndAttackerMayAdvance) {
    Game g = combatGame(combatBoard(), {1});
    auto events = must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_TRUE(hasEvent(events, EventKind::CombatResolved, "6.3"));
    // The event says where the defenders stood and the result, as typed data (for the map's marks).
    for (const Event& e : events)
        if (e.kind == EventKind::CombatResolved) {
            EXPECT_EQ(e.hexes, (std::vector<Hex>{Hex{3, 4}}));
            EXPECT_EQ(e.result, CombatResult::Dr);
        }
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_TRUE(refusedWith(g, AdvanceCommand{"Fr.1", Hex{3, 4}}, "6.4"));  // retreats first
    EXPECT_TRUE(refusedWith(g, RetreatCommand{"Ru.1", Hex{4, 3}, {}}, "6.4"));  // 0403: in Fr.1's Zone of Control
    must(g, RetreatCommand{"Ru.1", Hex{4, 4}, {}});
    must(g, AdvanceCommand{"Fr.1", Hex{3, 4}});
    EXPECT_EQ(g.state().unit(idx(g, "Fr.1")).hex, (Hex{3, 4}));
    EXPECT_FALSE(g.state().pending.has_value());
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}}, "5.2"));
    must(g, kEnd);
}

TEST(Combat, Case_6_3_ArAttackerRetreats) {
    Game g = combatGame(combatBoard(), {3});
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_EQ(g.state().pending->mustRetreat, std::vector<UnitIndex>{idx(g, "Fr.1")});
    must(g, RetreatCommand{"Fr.1", Hex{3, 2}, {}});
    must(g, AdvanceCommand{std::nullopt, std::nullopt});
    EXPECT_FALSE(g.state().pending.has_value());
}

TEST(Combat, Case_6_3_AeAttackerEliminated) {
    Game g = combatGame(combatBoard(), {6});
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_EQ(g.state().unit(idx(g, "Fr.1")).status, UnitStatus::Eliminated);
    EXPECT_EQ(g.state().strengthLost[std::size_t(Side::French)], 5);
    must(g, AdvanceCommand{"Ru.1", Hex{3, 3}});  // the defender may advance
}

TEST(Combat, Case_6_3_DeDefenderEliminated) {
    json j = combatBoard();
    j["units"][0]["strength"] = 6;  // 6 to 3: 2-1
    Game g = combatGame(j, {1});
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_EQ(g.state().unit(idx(g, "Ru.1")).status, UnitStatus::Eliminated);
    EXPECT_EQ(g.state().strengthLost[std::size_t(Side::Allied)], 3);
    must(g, AdvanceCommand{std::nullopt, std::nullopt});
}

TEST(Combat, Case_6_3_EeAttackerChoosesLossesAtLeastTheDefendersStrength) {
    json j = combatBoard();
    j["units"][0]["strength"] = 6;  // 2-1, die 4: Ee
    j["units"][3]["start"] = "0404";
    j["units"][3]["strength"] = 2;
    Game g = combatGame(j, {4});
    must(g, AttackCommand{{"Fr.1", "Fr.3"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_EQ(g.state().unit(idx(g, "Ru.1")).status, UnitStatus::Eliminated);
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_EQ(g.state().pending->lossesOwed, 3);
    EXPECT_TRUE(refusedWith(g, LoseCommand{{"Fr.3"}}, "6.3"));  // 2 < 3
    must(g, LoseCommand{{"Fr.1"}});
    must(g, AdvanceCommand{"Fr.3", Hex{3, 4}});
}

TEST(Combat, Case_6_2_OddsMayOnlyBeLowered) {
    Game g = combatGame(combatBoard(), {1});
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, CombatRatio{2, 1}, false, {}}, "6.2"));
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, CombatRatio{3, 2}, false, {}}, "6.2"));
    auto events = must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, CombatRatio{1, 2}, false, {}});
    bool atOneToTwo = false;
    for (const Event& e : events) atOneToTwo |= e.kind == EventKind::DieRolled && e.text().find("1-2") != std::string::npos;
    EXPECT_TRUE(atOneToTwo);
}

TEST(Combat, Case_22_1_WeatherFiveTurnsARetreatIntoElimination) {
    json j = combatBoard();
    j["rules"]["exclusive"] = {"22.0"};
    Game g = combatGame(j, {1, 5}, true);
    auto events = must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_TRUE(hasEvent(events, EventKind::WeatherRolled, "22.1"));
    EXPECT_EQ(g.state().unit(idx(g, "Ru.1")).status, UnitStatus::Eliminated);
}

TEST(Combat, Case_22_2_WeatherSixChangesThePlayerAffected) {
    json j = combatBoard();
    j["rules"]["exclusive"] = {"22.0"};
    Game g = combatGame(j, {1, 6}, true);
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_EQ(g.state().pending->result, CombatResult::Ar);
}

TEST(Combat, Case_22_0_WeatherIsOffUnlessChosen) {
    json j = combatBoard();
    j["rules"]["exclusive"] = {"22.0"};
    Game g = combatGame(j, {1, 5}, false);
    auto events = must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_FALSE(hasEvent(events, EventKind::WeatherRolled, "22.1"));
    EXPECT_EQ(g.state().pending->result, CombatResult::Dr);
}

TEST(Combat, Case_21_1_AttackerDeclaresThenDefenderAnswers) {
    json j = combatBoard();
    j["rules"]["exclusive"] = {"21.0"};
    j["freshStrength"] = {{{"division", "Fr"}, {"bonus", 3}}, {{"division", "Ru"}, {"bonus", 3}}};
    Game g = combatGame(j, {1});
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {"Fr.1"}});
    ASSERT_TRUE(g.state().awaitingDefence.has_value());
    EXPECT_TRUE(refusedWith(g, kEnd, "21.1"));
    EXPECT_TRUE(refusedWith(g, DefendCommand{{"Fr.1"}}, "21.1"));
    auto events = must(g, DefendCommand{{"Ru.1"}});
    EXPECT_TRUE(hasEvent(events, EventKind::FreshStrengthUsed, "21.1"));
    EXPECT_TRUE(g.state().freshUsed[0]);
    EXPECT_TRUE(g.state().freshUsed[1]);
    EXPECT_FALSE(g.state().awaitingDefence.has_value());
}

TEST(Combat, Case_21_1_FreshStrengthIsUsedOnce) {
    json j = combatBoard();
    j["rules"]["exclusive"] = {"21.0"};
    j["freshStrength"] = {{{"division", "Fr"}, {"bonus", 3}}};
    j["units"][3]["start"] = "0404";
    Game g = combatGame(j, {1});
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1", "Fr.3"}, {"Ru.1"}, {}, {}, false, {"Fr.1", "Fr.3"}}, "21.1"));
}

TEST(Combat, Case_5_3_SeveralUnitsInOneAttack) {
    json j = combatBoard();
    j["units"][3]["start"] = "0404";
    Game g = combatGame(j, {1});
    const auto attack = std::get<Attack>(g.resolveAttack(AttackCommand{{"Fr.1", "Fr.3"}, {"Ru.1"}, {}, {}, false, {}}));
    EXPECT_EQ(g.odds(attack).attackTotal, 7);  // 5 + 2
    must(g, AttackCommand{{"Fr.1", "Fr.3"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_TRUE(g.state().unit(idx(g, "Fr.3")).attacked);
}

TEST(Combat, Case_5_5_StrengthIsIndivisible) {
    json j = combatBoard();
    j["units"].push_back({{"id", "Ru.2"}, {"division", "Ru"}, {"type", "infantry"}, {"strength", 2}, {"movement", 4}, {"start", "0402"}});
    Game g = combatGame(j, {1});
    // Fr.1 is next to Ru.1 and Ru.2: its whole strength goes into one attack, on both or on one.
    const auto attack = std::get<Attack>(g.resolveAttack(AttackCommand{{"Fr.1"}, {"Ru.1", "Ru.2"}, {}, {}, false, {}}));
    EXPECT_EQ(g.odds(attack).attackTotal, 5);
    EXPECT_EQ(g.odds(attack).defenceTotal, 5);
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1", "Ru.2"}, {}, {}, false, {}});
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1"}, {"Ru.2"}, {}, {}, false, {}}, "6.6"));  // finish first
}

// Ending the Combat Phase with a combat unfinished names what is still owed, and by whom.
TEST(Combat, Case_6_4_EndingThePhaseNamesTheRetreatStillOwed) {
    Game g = combatGame(combatBoard(), {1});  // 5 to 3, 1-1; die 1: Dr
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    ASSERT_TRUE(g.state().pending.has_value());
    const ApplyResult r = g.apply(kEnd);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.refusal->ruleCase, "6.4");
    EXPECT_NE(r.refusal->reason().find("Ru.1 must still retreat"), std::string::npos) << r.refusal->describe();
}

// 8.2: a night Game-Turn has no Combat Phase, so an attack is refused citing 8.2.
TEST(Night, Case_8_2_AnAttackAtNightCites8_2) {
    Game g(scenarioOf(board()), {});
    for (int i = 0; i < 8; ++i) must(g, kEnd);  // to the French Movement Phase of Game-Turn 3, a night turn
    ASSERT_EQ(g.state().turn, 3);
    EXPECT_TRUE(refusedWith(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}}, "8.2"));
}

TEST(Combat, Case_6_6_OneVictoriousUnitAdvancesIntoTheVacatedHex) {
    json j = combatBoard();
    j["units"][0]["strength"] = 6;  // 2-1, die 1: De
    Game g = combatGame(j, {1});
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    EXPECT_TRUE(refusedWith(g, AdvanceCommand{"Fr.3", Hex{3, 4}}, "6.6"));   // did not take part
    EXPECT_TRUE(refusedWith(g, AdvanceCommand{"Fr.1", Hex{4, 3}}, "6.6"));   // not the vacated hex
    must(g, AdvanceCommand{"Fr.1", Hex{3, 4}});
    EXPECT_FALSE(g.state().pending.has_value());
    EXPECT_TRUE(refusedWith(g, AdvanceCommand{"Fr.1", Hex{3, 5}}, "6.6"));   // one advance, at once
    EXPECT_NE(g.whyNot(AdvanceCommand{"Fr.3", Hex{3, 5}})->reason().find("a single unit may advance"), std::string::npos);
}

TEST(Combat, Case_6_7_RetreatsAndAdvancesSpendNoMovementPoints) {
    json j = combatBoard();
    j["units"][0]["strength"] = 6;
    Game g = combatGame(j, {1});
    const int spent = g.state().unit(idx(g, "Fr.1")).spentHalfMP;
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
    must(g, AdvanceCommand{"Fr.1", Hex{3, 4}});
    EXPECT_EQ(g.state().unit(idx(g, "Fr.1")).spentHalfMP, spent);
}

// Fr.2 (artillery, 4) at 0302 bombards Ru.1 at 0304, two hexes away.
json bombardBoard() {
    json j = combatBoard();
    j["units"][1].erase("entry");
    j["units"][1]["start"] = "0302";
    return j;
}

TEST(Combat, Case_6_8_BombardingArtilleryIsNotRetreated) {
    Game g = combatGame(bombardBoard(), {6});  // 9 to 3: 2-1 (the last column); die 6: Ar
    must(g, AttackCommand{{"Fr.1"}, {"Ru.1"}, {"Fr.2"}, {}, false, {}});
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_EQ(g.state().pending->mustRetreat, std::vector<UnitIndex>{idx(g, "Fr.1")});
}

TEST(Combat, Case_6_8_BombardingArtillerySurvivesAe) {
    json j = bombardBoard();
    j["units"][0]["start"] = "0501";
    Game g = combatGame(j, {6});  // 4 to 3: 1-1; die 6: Ae
    must(g, AttackCommand{{}, {"Ru.1"}, {"Fr.2"}, {}, false, {}});
    EXPECT_EQ(g.state().unit(idx(g, "Fr.2")).status, UnitStatus::OnMap);
    EXPECT_EQ(g.state().strengthLost[std::size_t(Side::French)], 0);
}

// 6.8: artillery that bombarded alone and drew Ae loses nothing, and may retreat by choice: the
// combat stays open for that (the French player's decision is still the Combat Phase's).
Game gunsAloneDrewAe() {
    json j = bombardBoard();
    j["units"][0]["start"] = "0501";
    Game g = combatGame(j, {6});  // 4 to 3: 1-1; die 6: Ae
    const auto events = must(g, AttackCommand{{}, {"Ru.1"}, {"Fr.2"}, {}, false, {}});
    EXPECT_TRUE(hasEvent(events, EventKind::CombatResolved, "6.8"));
    for (const Event& e : events) {
        if (e.kind != EventKind::CombatResolved) continue;
        EXPECT_NE(e.text().find("not affected"), std::string::npos) << e.text();
    }
    return g;
}

TEST(Combat, Case_6_8_ArtilleryThatBombardedAloneMayRetreatAfterAe) {
    Game g = gunsAloneDrewAe();
    ASSERT_TRUE(g.state().pending.has_value());
    EXPECT_EQ(g.state().pending->mayRetreat, std::vector<UnitIndex>{idx(g, "Fr.2")});
    EXPECT_EQ(decisionDue(g).kind, DecisionKind::Combat);
    const auto events = must(g, RetreatCommand{"Fr.2", Hex{3, 1}, {}});
    EXPECT_TRUE(hasEvent(events, EventKind::Retreated, "6.8"));
    EXPECT_FALSE(g.state().pending.has_value());
    EXPECT_TRUE(refusedWith(g, RetreatCommand{"Fr.2", Hex{3, 2}, {}}, "6.3"));  // once, right after its combat
}

TEST(Combat, Case_6_8_AVoluntaryRetreatNotTakenLapsesWhenTheCombatPhaseGoesOn) {
    Game g = gunsAloneDrewAe();
    must(g, kEnd);  // the French Combat Phase ends; the guns stayed
    EXPECT_FALSE(g.state().pending.has_value());
    EXPECT_EQ(g.state().unit(idx(g, "Fr.2")).hex, (Hex{3, 2}));
}

TEST(Victory, Case_23_4_ControlByOccupyingOrPassingThrough) {
    json j = board();
    j["units"][0]["start"] = "0201";
    Game g(scenarioOf(j), {});
    EXPECT_FALSE(g.state().control[0].has_value());
    auto events = must(g, MoveCommand{"Fr.1", {Hex{2, 2}, Hex{2, 3}}});
    EXPECT_TRUE(hasEvent(events, EventKind::ControlChanged, "23.4"));
    EXPECT_EQ(g.state().control[0], Side::French);
    // The cause before its effect: the move, then the control it gives (the log reads in order).
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].kind, EventKind::Moved);
    EXPECT_EQ(events[1].kind, EventKind::ControlChanged);
    const VictoryScore score = scoreVictory(g.scenario(), g.state());
    EXPECT_EQ(score.points[0], 5);
    EXPECT_EQ(score.level, "Draw");
    // 23.5: ahead, but a draw is won by nobody ("Draw, French ahead by 5", not "French Draw").
    EXPECT_EQ(score.leader, Side::French);
    EXPECT_FALSE(score.winner.has_value());
}

TEST(Determinism, SameCommandsSameStateBitForBit) {
    GameOptions o;
    o.seed = 42;
    auto play = [&] {
        Game g(scenarioOf(combatBoard()), o);
        must(g, kEnd);
        g.apply(AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}});
        return g.state();
    };
    const GameState a = play();
    const GameState b = play();
    EXPECT_EQ(a, b);
    EXPECT_EQ(a.dice.rolled, 1u);
}

TEST(Determinism, RefusedCommandsChangeNothing) {
    Game g(eylauScenario(), {});
    const GameState before = g.state();
    EXPECT_FALSE(g.apply(MoveCommand{"Nobody", {Hex{1, 1}}}).ok());
    EXPECT_FALSE(g.apply(AttackCommand{{"Leg.1"}, {"Ost.2"}, {}, {}, false, {}}).ok());
    EXPECT_FALSE(g.apply(RetreatCommand{"Leg.1", Hex{1, 1}, {}}).ok());
    EXPECT_EQ(g.state(), before);
}

}  // namespace
}  // namespace eylau
