// Variant rule "artillery limbering" (AL.1-AL.5, eylau/rules/variants/artillery_limbering.h), on
// purpose-made boards: guns limber by a die roll to move, prolong one clear hex unlimbered, and
// bombard only unlimbered.
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/record/record_options.h"
#include "eylau/reports/state_report.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/scenario/scenario_io.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/variants/artillery_limbering.h"

#include "support/battle.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace eylau {
namespace {

using test::Field;
using test::hex;

// Leg.a (artillery, movement 4) at 0404; woods at 0504; an infantry reinforcement-free board with
// Ost.1 far off at 0808; Leg.g (artillery) entering at area A on turn 2 is not needed here.
Field gunField() {
    return std::move(Field(8, 8)
                         .eylauTable()
                         .terrain("0504", "woods")
                         .hexside("0404", "0403", "slope")
                         .unit("Leg.a", "french", "artillery", 3, "0404")
                         .unit("Ost.1", "allied", "infantry", 4, "0808"));
}

Game limberingGame(const Field& f, std::vector<int> dice = {}) {
    GameOptions o;
    o.variants.artilleryLimbering = true;
    o.scriptedDice = std::move(dice);
    return Game(std::make_shared<const Scenario>(f.load()), o);
}

std::vector<Hex> reachedHexes(const Game& g, const std::string& id) {
    std::vector<Hex> out;
    for (const ReachedHex& r : g.reachableSet(*g.unitIndex(id))) out.push_back(r.hex);
    return out;
}

TEST(ArtilleryLimbering, Variant_AL_1_GunsOnTheMapStartUnlimbered) {
    Game g = limberingGame(gunField());
    EXPECT_FALSE(g.state().unit(*g.unitIndex("Leg.a")).limbered);
    EXPECT_TRUE(tracksLimbering(g.scenario(), g.state(), *g.unitIndex("Leg.a")));
    EXPECT_FALSE(tracksLimbering(g.scenario(), g.state(), *g.unitIndex("Ost.1")));
    EXPECT_EQ(limberTarget(g.scenario()), kDefaultLimberTarget);
}

TEST(ArtilleryLimbering, Variant_AL_4_UnlimberedGunsOnlyProlongIntoClear) {
    Game g = limberingGame(gunField());
    // Six neighbours of 0404: 0403 across a slope, 0504 woods: four are left.
    const std::vector<Hex> reach = reachedHexes(g, "Leg.a");
    EXPECT_EQ(reach.size(), 4u);
    EXPECT_EQ(std::count(reach.begin(), reach.end(), hex("0504")), 0);
    EXPECT_EQ(std::count(reach.begin(), reach.end(), hex("0403")), 0);
    const Verdict far = g.whyNot(MoveCommand{"Leg.a", {hex("0406")}});
    ASSERT_TRUE(far.has_value());
    EXPECT_EQ(far->ruleCase, "AL.4");
    const Verdict woods = g.whyNot(MoveCommand{"Leg.a", {hex("0504")}});
    ASSERT_TRUE(woods.has_value());
    EXPECT_EQ(woods->describe(), "[AL.4] unlimbered Leg.a may prolong only into a clear hex across a plain hexside, not into 0504");
    // One hex, and no further that phase.
    ASSERT_TRUE(g.apply(MoveCommand{"Leg.a", {hex("0405")}}).ok());
    EXPECT_TRUE(reachedHexes(g, "Leg.a").empty());
    EXPECT_FALSE(g.state().unit(*g.unitIndex("Leg.a")).limbered);
}

TEST(ArtilleryLimbering, Variant_AL_2_AFailedRollEndsTheMove) {
    Game g = limberingGame(gunField(), {5});
    const ApplyResult r = g.apply(LimberCommand{"Leg.a", true});
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    ASSERT_EQ(r.events.size(), 1u);
    EXPECT_EQ(r.events[0].describe(), "[AL.2] Leg.a fails to limber (die 5, needs 4 or less) and stays in 0404 this phase");
    EXPECT_FALSE(g.state().unit(*g.unitIndex("Leg.a")).limbered);
    EXPECT_TRUE(reachedHexes(g, "Leg.a").empty());
    const Verdict again = g.whyNot(LimberCommand{"Leg.a", true});
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->ruleCase, "AL.2");
}

TEST(ArtilleryLimbering, Variant_AL_2_ASuccessfulRollFreesTheGunsToMove) {
    Game g = limberingGame(gunField(), {4});
    const ApplyResult r = g.apply(LimberCommand{"Leg.a", true});
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    EXPECT_EQ(r.events.at(0).describe(), "[AL.2] Leg.a limbers (die 4, needs 4 or less)");
    EXPECT_TRUE(g.state().unit(*g.unitIndex("Leg.a")).limbered);
    EXPECT_GT(reachedHexes(g, "Leg.a").size(), 10u);  // its whole allowance
    ASSERT_TRUE(g.apply(MoveCommand{"Leg.a", {hex("0407")}}).ok());
    // A gun that has moved may not limber again; a limbered one may not limber twice.
    EXPECT_EQ(g.whyNot(LimberCommand{"Leg.a", true})->ruleCase, "AL.2");
}

TEST(ArtilleryLimbering, Variant_AL_2_TheTargetIsScenarioData) {
    Field f = gunField();
    nlohmann::json j = f.json();
    j["rules"]["limberTarget"] = 2;
    Game g(std::make_shared<const Scenario>(test::loadScenario(j)), [] {
        GameOptions o;
        o.variants.artilleryLimbering = true;
        o.scriptedDice = {3};
        return o;
    }());
    EXPECT_EQ(limberTarget(g.scenario()), 2);
    const ApplyResult r = g.apply(LimberCommand{"Leg.a", true});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.events.at(0).describe(), "[AL.2] Leg.a fails to limber (die 3, needs 2 or less) and stays in 0404 this phase");
}

TEST(ArtilleryLimbering, Variant_AL_3_UnlimberingIsFreeAndEndsTheMove) {
    Game g = limberingGame(gunField(), {1});
    ASSERT_TRUE(g.apply(LimberCommand{"Leg.a", true}).ok());
    ASSERT_TRUE(g.apply(MoveCommand{"Leg.a", {hex("0406")}}).ok());
    const ApplyResult r = g.apply(LimberCommand{"Leg.a", false});
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    EXPECT_EQ(r.events.at(0).describe(), "[AL.3] Leg.a unlimbers in 0406");
    EXPECT_FALSE(g.state().unit(*g.unitIndex("Leg.a")).limbered);
    EXPECT_TRUE(reachedHexes(g, "Leg.a").empty());
    EXPECT_EQ(g.whyNot(LimberCommand{"Leg.a", false})->ruleCase, "AL.3");  // already unlimbered
    EXPECT_EQ(g.state().dice.scriptedUsed, 1u);  // unlimbering rolled nothing
}

TEST(ArtilleryLimbering, Variant_AL_2_OnlyGunsOnlyInTheirMovementPhaseOnlyWhenPlayed) {
    Game off(std::make_shared<const Scenario>(gunField().load()), GameOptions{});
    EXPECT_EQ(off.whyNot(LimberCommand{"Leg.a", true})->describe(),
              "[AL.2] this game does not play the artillery limbering variant");
    EXPECT_GT(off.reachableSet(*off.unitIndex("Leg.a")).size(), 10u);  // without the variant guns move freely
    Game g = limberingGame(gunField());
    EXPECT_EQ(g.whyNot(LimberCommand{"Ost.1", true})->ruleCase, "4.0");  // not the phasing player's
    ASSERT_TRUE(g.apply(EndPhaseCommand{}).ok());
    EXPECT_EQ(g.whyNot(LimberCommand{"Leg.a", true})->ruleCase, "3.0");  // the Combat Phase
}

TEST(ArtilleryLimbering, Variant_AL_5_LimberedGunsDoNotBombard) {
    // Leg.a at 0404, Ost.1 two hexes away at 0406, in the French Combat Phase.
    test::Battle b(std::move(Field(8, 8).eylauTable()
                                 .unit("Leg.a", "french", "artillery", 3, "0404")
                                 .unit("Ost.1", "allied", "infantry", 4, "0406")));
    b.g.variants.artilleryLimbering = true;
    EXPECT_EQ(b.declare({}, {"Leg.a"}, {"Ost.1"}), "");
    b.g.unit(b["Leg.a"]).limbered = true;
    EXPECT_EQ(b.declare({}, {"Leg.a"}, {"Ost.1"}),
              "[AL.5] Leg.a is limbered and cannot bombard: unlimber it in its Movement Phase");
}

TEST(ArtilleryLimbering, Variant_AL_1_ReinforcementsEnterLimbered) {
    Field f = gunField();
    nlohmann::json j = f.json();
    j["units"].push_back({{"id", "Leg.b"}, {"division", "Leg"}, {"type", "artillery"}, {"strength", 3}, {"movement", 4},
                          {"entry", {{"area", "A"}, {"turn", 1}}}});
    GameOptions o;
    o.variants.artilleryLimbering = true;
    Game g(std::make_shared<const Scenario>(test::loadScenario(j)), o);
    const ApplyResult r = g.apply(EnterCommand{"Leg.b", {hex("0103")}});
    ASSERT_TRUE(r.ok()) << r.refusal->describe();
    EXPECT_TRUE(g.state().unit(*g.unitIndex("Leg.b")).limbered);
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// The record: a game that plays a variant writes its option line, reads back with the variant
// on, and replays to the same state; the state report shows each battery's limbering.
TEST(ArtilleryLimbering, Variant_AL_1_TheRecordSaysTheVariantIsPlayedAndReplaysExactly) {
    auto scenario = std::make_shared<const Scenario>(gunField().load());
    GameOptions o;
    o.variants.artilleryLimbering = true;
    o.seed = 11;
    GameSession session(scenario, "guns", o);
    ASSERT_TRUE(session.apply(LimberCommand{"Leg.a", true}).ok());
    ASSERT_TRUE(session.apply(EndPhaseCommand{}).ok());
    const std::string text = writeRecord(session.record());
    EXPECT_NE(text.find("option artilleryLimbering on"), std::string::npos) << text;
    EXPECT_EQ(text.find("option cavalryReadiness"), std::string::npos) << text;  // neither played nor named
    EXPECT_NE(text.find("limber Leg.a"), std::string::npos) << text;

    const RecordParse parsed = parseRecord(text);
    ASSERT_TRUE(parsed.record.has_value()) << text;
    const RecordOptions options = recordOptions(*scenario, *parsed.record);
    ASSERT_TRUE(options.ok()) << options.error;
    EXPECT_TRUE(options.options.variants.artilleryLimbering);
    EXPECT_FALSE(options.options.variants.cavalryReadiness);
    Game replay(scenario, options.options);
    for (const RecordLine& line : parsed.record->lines) ASSERT_TRUE(replay.apply(line.command).ok());
    EXPECT_EQ(replay.state(), session.game().state());

    const std::string json = stateJson(*scenario, replay.state());
    EXPECT_NE(json.find("\"limbered\""), std::string::npos) << json;
    EXPECT_NE(json.find("artilleryLimbering"), std::string::npos) << json;
    EXPECT_EQ(json.find("\"readiness\""), std::string::npos) << json;
}

TEST(ArtilleryLimbering, Variant_AL_1_VariantsAreOpenToEveryBattleAndNamedWhenUnknown) {
    const Scenario& eylau = test::eylauScenario();
    EXPECT_EQ(whyNotOption(eylau, "cavalryReadiness", true), "");
    EXPECT_EQ(whyNotOption(eylau, "artilleryLimbering", true), "");
    EXPECT_FALSE(eylau.rules.option("cavalryReadiness"));  // off in the shipped scenario
    EXPECT_FALSE(eylau.rules.option("artilleryLimbering"));
    EXPECT_EQ(eylau.rules.options.count("artilleryLimbering"), 1u);
    const std::vector<std::string> known = knownOptionalRules();
    EXPECT_EQ(known, (std::vector<std::string>{"weather", "cavalryReadiness", "artilleryLimbering"}));
    // The limbering target is checked and round-trips; a default target is not written.
    nlohmann::json j = gunField().json();
    j["rules"]["limberTarget"] = 7;
    const auto bad = readScenario(j.dump());
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.problems.at(0).describe("s.json").find("limberTarget"), std::string::npos)
        << bad.problems.at(0).describe("s.json");
    j["rules"]["limberTarget"] = 3;
    const Scenario three = test::loadScenario(j);
    EXPECT_EQ(three.rules.limberTarget, 3);
    EXPECT_NE(writeScenario(three).find("\"limberTarget\": 3"), std::string::npos);
    EXPECT_EQ(writeScenario(gunField().load()).find("limberTarget"), std::string::npos);
}

}  // namespace
}  // namespace eylau
