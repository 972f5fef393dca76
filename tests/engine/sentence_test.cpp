// The engine's sentences as codes and arguments, worded by one formatter (sentence.h).
#include "eylau/rules/game_state.h"
#include "eylau/rules/line_of_sight.h"
#include "eylau/rules/refusal.h"
#include "eylau/rules/sentences.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace eylau {
namespace {

constexpr Say kAll[] = {
#define EYLAU_SAY(code, english) Say::code,
#include "eylau/rules/sentences.def"
#undef EYLAU_SAY
};

TEST(Sentences, EveryCodeHasAnEnglishPatternOfItsOwn) {
    std::set<std::string_view> seen;
    for (Say code : kAll) {
        const std::string_view pattern = englishPattern(code);
        EXPECT_FALSE(pattern.empty()) << int(code);
        EXPECT_TRUE(seen.insert(pattern).second) << "two codes say \"" << pattern << "\"";
    }
}

TEST(Sentences, ArgumentsFillThePatternAndMayRepeat) {
    const Sentence s = say(Say::TooFar, {"Tut.1", "0715", "5", "4"});
    EXPECT_EQ(s.english(), "Tut.1 cannot reach 0715: it costs 5 MP and Tut.1 has 4 MP left");
    EXPECT_TRUE(s.complete());
}

TEST(Sentences, AMissingArgumentIsAQuestionMarkAndTheSentenceIsIncomplete) {
    const Sentence s = say(Say::TooFar, {"Tut.1"});
    EXPECT_EQ(s.english(), "Tut.1 cannot reach ?: it costs ? MP and Tut.1 has ? MP left");
    EXPECT_FALSE(s.complete());
    EXPECT_EQ(Sentence{Say(60000)}.english(), "(an unknown sentence)");
}

TEST(Sentences, AQuotedSentenceIsWordedWithin) {
    Sentence s{Say::CannotBombardBecause, {"Leg.4", "Tut.2"}, {say(Say::SightBlocked, {"0303", "0505", "woods", "0403"})}};
    EXPECT_EQ(s.english(), "Leg.4 cannot bombard Tut.2: line of sight from 0303 to 0505 is blocked by woods in 0403");
    EXPECT_TRUE(s.complete());
    s.quoted.front().args.pop_back();
    EXPECT_FALSE(s.complete());
}

// A list of names is a sentence of its own, so that a window words its "and" (5.1, 4.4).
TEST(Sentences, AListOfNamesIsWordedWithItsAnd) {
    EXPECT_EQ(sayList({}).english(), "");
    EXPECT_EQ(sayList({"Leg.1"}).english(), "Leg.1");
    EXPECT_EQ(sayList({"Leg.1", "Leg.2"}).english(), "Leg.1 and Leg.2");
    const Sentence three = sayList({"Leg.1", "Leg.2", "Leg.3"});
    EXPECT_EQ(three.english(), "Leg.1, Leg.2 and Leg.3");
    EXPECT_EQ(three.code, Say::ListHead);
    EXPECT_TRUE(three.complete());
}

// The phase a refusal names is a quoted sentence: the phasing side and the Game-Turn as arguments (3.0).
TEST(Sentences, Case_3_0_ThePhaseTitleIsASentenceOfItsOwn) {
    GameState st;
    st.phasing = Side::Allied;
    st.phase = Phase::Combat;
    st.turn = 3;
    EXPECT_EQ(phaseSentence(st), say(Say::CombatPhaseTitle, {"Allied", "3"}));
    EXPECT_EQ(phaseTitle(st), "Allied Combat Phase of Game-Turn 3");
    st.phase = Phase::Movement;
    EXPECT_EQ(phaseTitle(st), "Allied Movement Phase of Game-Turn 3");
}

// A refusal carries typed facts: its code and the units, hexes and terrain it names.
TEST(Sentences, Case_9_0_ARefusalCarriesItsCodeAndArguments) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["hexes"] = nlohmann::json::array({{{"hex", "0403"}, {"terrain", "woods"}}});
    j["units"] = nlohmann::json::array();
    j["victory"]["hexes"] = nlohmann::json::array();
    j["freshStrength"] = nlohmann::json::array();
    const Scenario scenario = test::loadScenario(j);
    const Verdict v = whyNoLineOfSight(scenario, test::hex("0303"), test::hex("0505"));
    ASSERT_TRUE(v);
    EXPECT_EQ(v->code(), Say::SightBlocked);
    EXPECT_EQ(v->why.args, (std::vector<std::string>{"0303", "0505", "woods", "0403"}));
    EXPECT_EQ(v->ruleCase, "9.0");
    EXPECT_EQ(v->describe(), "[9.0] " + v->reason());
}

}  // namespace
}  // namespace eylau
