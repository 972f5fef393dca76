// Variant rule "cavalry readiness" (CR.1-CR.6, eylau/rules/variants/cavalry_readiness.h), on
// purpose-made boards: strength after readiness, sparing, tiring, the bar on attacking and rest.
#include "eylau/game/game.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/cavalry_readiness.h"

#include "support/battle.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

using test::allLines;
using test::Battle;
using test::Field;
using test::hasLine;

// Mur.1 (French cavalry, 5) at 0403 next to Ost.1 (Allied cavalry, 5) at 0404; Leg.1 (infantry 4)
// at 0505, also next to Ost.1.
Field cavalryField() {
    return std::move(Field(8, 8)
                         .eylauTable()
                         .unit("Mur.1", "french", "cavalry", 5, "0403")
                         .unit("Ost.1", "allied", "cavalry", 5, "0404")
                         .unit("Leg.1", "french", "infantry", 4, "0505"));
}

Battle withReadiness(const Field& f) {
    Battle b(f);
    b.g.variants.cavalryReadiness = true;
    return b;
}

TEST(CavalryReadiness, Variant_CR_3_TiredCavalryAttacksAtHalfRoundedDown) {
    Battle b = withReadiness(cavalryField());
    b.g.unit(b["Mur.1"]).readiness = Readiness::Tired;
    const OddsAccount o = b.odds(b.attack({"Mur.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.attackers.at(0).divisor, 2);
    EXPECT_EQ(o.attackTotal, 2);  // 5 / 2 = 2.5, rounded down for the attacker
    EXPECT_EQ(o.defenceTotal, 5);
    EXPECT_TRUE(hasLine(o, "[CR.3] Mur.1 tired (cavalry readiness variant): 5 / 2 = 2, rounded down")) << allLines(o);
}

TEST(CavalryReadiness, Variant_CR_3_ExhaustedDefenderRoundsUp) {
    Battle b = withReadiness(cavalryField());
    b.g.unit(b["Ost.1"]).readiness = Readiness::Exhausted;
    const OddsAccount o = b.odds(b.attack({"Mur.1"}, {}, {"Ost.1"}));
    EXPECT_EQ(o.defenceTotal, 2);  // 5 / 3 = 1.67, rounded up for the defender
    EXPECT_TRUE(hasLine(o, "[CR.3] Ost.1 exhausted (cavalry readiness variant): 5 / 3 = 2, rounded up")) << allLines(o);
}

TEST(CavalryReadiness, Variant_CR_3_AnAttackerNeverFallsBelowOne) {
    EXPECT_EQ(dividedStrength(2, 3, true), 1);
    EXPECT_EQ(dividedStrength(2, 9, true), 1);
    EXPECT_EQ(dividedStrength(18, 9, true), 2);  // La Bataille's own example: a third of a third of 18
    EXPECT_EQ(dividedStrength(0, 3, true), 0);
    EXPECT_EQ(dividedStrength(4, 3, false), 2);
}

TEST(CavalryReadiness, Variant_CR_1_OnlyCavalryAndOnlyWhenPlayed) {
    Battle b(cavalryField());
    b.g.unit(b["Mur.1"]).readiness = Readiness::Tired;
    EXPECT_EQ(b.odds(b.attack({"Mur.1"}, {}, {"Ost.1"})).attackTotal, 5);  // the variant is off
    b.g.variants.cavalryReadiness = true;
    b.g.unit(b["Leg.1"]).readiness = Readiness::Tired;  // meaningless for infantry
    EXPECT_EQ(readinessDivisor(b.s, b.g, b["Leg.1"], false), 1);
    EXPECT_EQ(readinessDivisor(b.s, b.g, b["Mur.1"], false), 2);
}

TEST(CavalryReadiness, Variant_CR_4_SparingFightsAtAThirdOfWhatIsLeft) {
    Battle b = withReadiness(cavalryField());
    Attack a = b.attack({"Mur.1", "Leg.1"}, {}, {"Ost.1"});
    a.sparing = {b["Mur.1"]};
    OddsAccount o = b.odds(a);
    EXPECT_EQ(o.attackTotal, 1 + 4);  // 5 / 3 rounded down, and Leg.1's 4
    EXPECT_TRUE(hasLine(o, "[CR.3, CR.4] Mur.1 sparing itself (cavalry readiness variant): 5 / 3 = 1, rounded down"))
        << allLines(o);
    b.g.unit(b["Mur.1"]).readiness = Readiness::Tired;
    o = b.odds(a);
    EXPECT_EQ(o.attackers.at(0).divisor, 6);  // a third of a half
    // Only attacking cavalry may spare itself.
    a.sparing = {b["Leg.1"]};
    const test::Snapshot snap(b.s, b.g);
    const Verdict v = checkAttackDeclaration(snap.situation, a);
    ASSERT_TRUE(v.has_value());
    EXPECT_EQ(v->ruleCase, "CR.4");
}

TEST(CavalryReadiness, Variant_CR_5_ExhaustedCavalryMayNotAttackAndObligesNobody) {
    Battle b = withReadiness(cavalryField());
    b.g.unit(b["Mur.1"]).readiness = Readiness::Exhausted;
    EXPECT_EQ(b.declare({"Mur.1"}, {}, {"Ost.1"}),
              "[CR.5] Mur.1 is exhausted cavalry and may not attack until it has rested");
    const Obligations ob = b.obligations();
    EXPECT_EQ(std::count(ob.mustAttack.begin(), ob.mustAttack.end(), b["Mur.1"]), 0);
    EXPECT_EQ(std::count(ob.mustAttack.begin(), ob.mustAttack.end(), b["Leg.1"]), 1);
    // Ost.1 must still be attacked, because of Leg.1, not of Mur.1.
    EXPECT_EQ(std::count(ob.mustBeAttacked.begin(), ob.mustBeAttacked.end(), b["Ost.1"]), 1);
    b.g.unit(b["Leg.1"]).status = UnitStatus::Eliminated;
    EXPECT_TRUE(b.obligations().empty());
}

// A game of the cavalry field with the variant on, in the French Combat Phase, the dice scripted.
Game readinessGame(std::vector<int> dice) {
    GameOptions o;
    o.variants.cavalryReadiness = true;
    o.scriptedDice = std::move(dice);
    Game g(std::make_shared<const Scenario>(cavalryField().load()), o);
    EXPECT_TRUE(g.apply(EndPhaseCommand{}).ok());
    return g;
}

const Event* findEvent(const std::vector<Event>& events, EventKind kind, const std::string& ruleCase, const std::string& text) {
    for (const Event& e : events)
        if (e.kind == kind && e.ruleCase == ruleCase && e.text() == text) return &e;
    return nullptr;
}

TEST(CavalryReadiness, Variant_CR_2_FightingTiresBothSidesCavalry) {
    Game g = readinessGame({3, 3});
    AttackCommand c{{"Mur.1", "Leg.1"}, {"Ost.1"}, {}, std::nullopt, false, {}, {}};
    const ApplyResult r = g.apply(c);
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    EXPECT_TRUE(findEvent(r.events, EventKind::ReadinessChanged, "CR.2", "Mur.1 is now tired"));
    EXPECT_TRUE(findEvent(r.events, EventKind::ReadinessChanged, "CR.2", "Ost.1 is now tired"));
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.1")).readiness, Readiness::Tired);
    EXPECT_EQ(g.state().unit(*g.unitIndex("Leg.1")).readiness, Readiness::Fresh);  // infantry does not tire
}

TEST(CavalryReadiness, Variant_CR_4_SparingKeepsTheLevel) {
    Game g = readinessGame({3, 3});
    AttackCommand c{{"Mur.1", "Leg.1"}, {"Ost.1"}, {}, std::nullopt, false, {}, {"Mur.1"}};
    const ApplyResult r = g.apply(c);
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    EXPECT_TRUE(findEvent(r.events, EventKind::ReadinessChanged, "CR.4", "Mur.1 spared itself and stays fresh"));
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.1")).readiness, Readiness::Fresh);
    EXPECT_EQ(g.state().unit(*g.unitIndex("Ost.1")).readiness, Readiness::Tired);
}

TEST(CavalryReadiness, Variant_CR_4_NoSparingWithoutTheVariant) {
    Game g(std::make_shared<const Scenario>(cavalryField().load()), GameOptions{});
    ASSERT_TRUE(g.apply(EndPhaseCommand{}).ok());
    const Verdict v = g.whyNot(AttackCommand{{"Mur.1", "Leg.1"}, {"Ost.1"}, {}, std::nullopt, false, {}, {"Mur.1"}});
    ASSERT_TRUE(v.has_value());
    EXPECT_EQ(v->describe(), "[CR.4] this game does not play the cavalry readiness variant");
}

// Ends phases until the next Game-Turn begins, declaring nothing (the units are kept apart).
std::vector<Event> endGameTurn(Game& g) {
    std::vector<Event> all;
    const int turn = g.turn();
    while (g.turn() == turn && !g.gameOver()) {
        const ApplyResult r = g.apply(EndPhaseCommand{});
        EXPECT_TRUE(r.ok()) << r.refusal->describe();
        if (!r.ok()) break;
        all.insert(all.end(), r.events.begin(), r.events.end());
    }
    return all;
}

TEST(CavalryReadiness, Variant_CR_6_RestForAWholeGameTurnRecoversOneLevel) {
    // Apart: Mur.1 (movement 4) at 0101 and Mur.2 at 0108, the enemy far away at 0808.
    Field f = std::move(Field(8, 8)
                            .unit("Mur.1", "french", "cavalry", 5, "0101")
                            .unit("Mur.2", "french", "cavalry", 5, "0108")
                            .unit("Ost.1", "allied", "infantry", 5, "0808"));
    GameOptions o;
    o.variants.cavalryReadiness = true;
    Game g(std::make_shared<const Scenario>(f.load()), o);
    GameState st = g.state();
    st.unit(*g.unitIndex("Mur.1")).readiness = Readiness::Exhausted;
    st.unit(*g.unitIndex("Mur.2")).readiness = Readiness::Tired;
    g = Game(g, st);
    // Mur.2 moves 3 hexes (6 half MP of 8: more than half its allowance), Mur.1 2 (exactly half).
    ASSERT_TRUE(g.apply(MoveCommand{"Mur.2", {test::hex("0105")}}).ok());
    ASSERT_TRUE(g.apply(MoveCommand{"Mur.1", {test::hex("0103")}}).ok());
    const std::vector<Event> events = endGameTurn(g);
    EXPECT_TRUE(findEvent(events, EventKind::ReadinessChanged, "CR.6", "Mur.1 has rested and is now tired"));
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.1")).readiness, Readiness::Tired);
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.2")).readiness, Readiness::Tired);  // it marched
    // A second quiet Game-Turn: both rest.
    endGameTurn(g);
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.1")).readiness, Readiness::Fresh);
    EXPECT_EQ(g.state().unit(*g.unitIndex("Mur.2")).readiness, Readiness::Fresh);
}

}  // namespace
}  // namespace eylau
