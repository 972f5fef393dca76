// The scenario reader's limits (docs/scenario-format.md, "Limits"): nesting depth, duplicate keys,
// numbers checked before any arithmetic, text length, and a capped list of errors.
#include "eylau/scenario/scenario_io.h"

#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <string>

namespace eylau {
namespace {

using nlohmann::json;
using test::minimalScenarioJson;

std::string firstError(const ScenarioLoad& l) {
    EXPECT_FALSE(l.ok());
    return l.problems.empty() ? "" : l.problems.front().path + ": " + l.problems.front().message;
}

TEST(ScenarioLimits, NestingAtTheLimitIsReadAndOneDeeperIsNot) {
    // The root object is level 1: "description" holds lists nested to depth 64 in all, then 65.
    const auto nested = [](int lists) {
        std::string text = minimalScenarioJson().dump();
        text.insert(text.size() - 1, ",\"x\":" + std::string(std::size_t(lists), '[') + std::string(std::size_t(lists), ']'));
        return text;
    };
    // 63 lists under the root reach depth 64: only the unknown key is wrong.
    EXPECT_EQ(firstError(readScenario(nested(63))).substr(0, 17), "/x: unknown key \"");
    EXPECT_NE(firstError(readScenario(nested(64))).find("nested more than 64 levels deep"), std::string::npos);
}

TEST(ScenarioLimits, DuplicateKeyAtTheTopIsNamed) {
    std::string text = minimalScenarioJson().dump();
    text.insert(text.size() - 1, ",\"name\":\"Again\"");
    EXPECT_EQ(firstError(readScenario(text)), "/name: the key \"name\" is given twice in one object (which value is meant?)");
}

TEST(ScenarioLimits, HugeWholeNumbersAreOutOfRangeNotNegative) {
    for (const char* big : {"9223372036854775808", "18446744073709551615", "-9223372036854775808"}) {
        std::string text = minimalScenarioJson().dump();
        const std::string from = "\"strength\":5";
        text.replace(text.find(from), from.size(), std::string("\"strength\":") + big);
        EXPECT_EQ(firstError(readScenario(text)), std::string("/units/0/strength: ") + big + " is out of range (0 to 999)");
    }
}

TEST(ScenarioLimits, NumberBeyondDoubleIsASyntaxError) {
    std::string text = minimalScenarioJson().dump(2);
    const std::string from = "\"strength\": 5";
    text.replace(text.find(from), from.size(), "\"strength\": 1e999");
    const std::string error = firstError(readScenario(text));
    EXPECT_EQ(error.rfind(": not valid JSON: line ", 0), 0u) << error;
    EXPECT_NE(error.find("the number 1e999 is out of range"), std::string::npos) << error;
}

TEST(ScenarioLimits, OverlongTextIsRefused) {
    json j = minimalScenarioJson();
    j["description"] = std::string(10001, 'a');
    EXPECT_EQ(firstError(readScenario(j.dump())),
              "/description: the text is 10,001 bytes long; at most 10,000 are allowed");
}

TEST(ScenarioLimits, ValuesInMessagesAreShownShort) {
    json j = minimalScenarioJson();
    j["map"]["hexes"][0]["terrain"] = std::string(5000, 'w');
    const std::string error = firstError(readScenario(j.dump()));
    EXPECT_LT(error.size(), 200u) << error;
    EXPECT_NE(error.find("www...\""), std::string::npos) << error;
    j = minimalScenarioJson();
    j["combatResults"]["columns"][0] = json::array({json::array({json::array({1})})});
    EXPECT_EQ(firstError(readScenario(j.dump())),
              "/combatResults/columns/0: expected a combat ratio such as \"3-1\" (each term from 1 to 9999), found a list");
}

TEST(ScenarioLimits, OnlyTheFirstHundredErrorsAreListedAndAllAreCounted) {
    json j = minimalScenarioJson();
    for (int i = 0; i < 5000; ++i) j["map"]["hexes"].push_back({{"hex", "0202"}, {"terrain", "town"}});
    const ScenarioLoad l = readScenario(j.dump());
    ASSERT_FALSE(l.ok());
    EXPECT_EQ(l.errorCount(), 5000u);
    ASSERT_EQ(l.problems.size(), 101u);
    EXPECT_EQ(l.problems.back().message, "... and 4,900 more errors (the first 100 are listed)");
    EXPECT_EQ(l.unlistedErrors, 4900u);
}

TEST(ScenarioLimits, SyntaxErrorMessageShowsALongTokenShort) {
    const std::string error = firstError(readScenario("{\"name\": tru" + std::string(100000, 'e') + "}"));
    EXPECT_LT(error.size(), 300u) << error;
    EXPECT_EQ(error.rfind(": not valid JSON: parse error at line 1", 0), 0u) << error;
}

}  // namespace
}  // namespace eylau

#include "eylau/rules/exclusive_rules.h"

namespace eylau {
namespace {

// 22.0's optional weather rule comes and goes with its section (the editor's section boxes).
TEST(ExclusiveSections, Case_22_0_TheWeatherOptionComesAndGoesWithItsSection) {
    EXPECT_EQ(sectionOfOption("weather"), "22.0");
    EXPECT_EQ(sectionOfOption("fog"), "");
    RuleOptions rules;
    rules.exclusive = {"23.0", "19.0"};
    const RuleOptions with = withExclusiveSection(rules, "22.0", true);
    EXPECT_EQ(with.exclusive, (std::vector<std::string>{"19.0", "22.0", "23.0"}));
    EXPECT_EQ(with.options, (std::map<std::string, bool>{{"weather", false}}));
    RuleOptions chosen = with;
    chosen.options["weather"] = true;
    EXPECT_EQ(withExclusiveSection(chosen, "22.0", true).options.at("weather"), true);  // kept as chosen
    const RuleOptions without = withExclusiveSection(chosen, "22.0", false);
    EXPECT_EQ(without.exclusive, (std::vector<std::string>{"19.0", "23.0"}));
    EXPECT_TRUE(without.options.empty());
    EXPECT_TRUE(withExclusiveSection(rules, "21.0", true).options.empty());  // 21.0 brings no option
}

}  // namespace
}  // namespace eylau
