// The luck report: each attack's die against what its column could expect, in Victory Points,
// worked out by hand for scripted dice on the small test board.
#include "support/scenario_fixture.h"

#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"
#include "eylau/scenario/scenario_io.h"

#include <gtest/gtest.h>

namespace eylau {
namespace {

// Fr.1 (5) in 0303 beside Ru.1 (3) in 0304, on clear ground; the French Combat Phase of Game-Turn 1.
std::unique_ptr<GameSession> attackRolled(int die) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["hexes"] = nlohmann::json::array({{{"hex", "0202"}, {"terrain", "town"}, {"name", "Dorf"}}});
    j["units"][0]["start"] = "0303";
    j["units"][2]["start"] = "0304";
    const auto load = readScenario(j.dump());
    EXPECT_TRUE(load.ok());
    GameOptions o;
    o.scriptedDice = {die};
    auto session = std::make_unique<GameSession>(std::make_shared<Scenario>(*load.scenario), "test", o);
    EXPECT_TRUE(session->apply(EndPhaseCommand{}).ok());
    EXPECT_TRUE(session->apply(AttackCommand{{"Fr.1"}, {"Ru.1"}, {}, {}, false, {}}).ok());
    return session;
}

// 5 to 3 is the 1-1 column (6.2): Dr on 1-2, Ar on 3-5, Ae on 6. Worth to the French: Ae -5 (Fr.1's
// strength), Dr and Ar nothing. Expected: 1/6 x -5 = -0.833.
TEST(LuckReport, ARetreatRolledWhereTheColumnRisksAnEliminationIsLucky) {
    const LuckReport report = luckReport(*attackRolled(1));
    ASSERT_EQ(report.attacks.size(), 1u);
    const AttackLuck& a = report.attacks.front();
    EXPECT_EQ(a.column, "1-1");
    EXPECT_EQ(a.result, CombatResult::Dr);
    EXPECT_EQ(a.attacker, Side::French);
    EXPECT_EQ(a.attack, "Fr.1 on Ru.1");
    EXPECT_EQ(a.attackers, std::vector<std::string>{"Fr.1"});
    EXPECT_EQ(a.defenders, std::vector<std::string>{"Ru.1"});
    EXPECT_EQ(a.line, 1u);
    EXPECT_NEAR(a.chance[std::size_t(CombatResult::Dr)], 2.0 / 6, 1e-9);
    EXPECT_NEAR(a.chance[std::size_t(CombatResult::Ar)], 3.0 / 6, 1e-9);
    EXPECT_NEAR(a.chance[std::size_t(CombatResult::Ae)], 1.0 / 6, 1e-9);
    EXPECT_DOUBLE_EQ(a.value[std::size_t(CombatResult::Ae)], -5);
    EXPECT_DOUBLE_EQ(a.value[std::size_t(CombatResult::De)], 3);
    EXPECT_DOUBLE_EQ(a.value[std::size_t(CombatResult::Ee)], 0);  // +3, and 3 of Fr.1's 5 lost
    EXPECT_NEAR(a.expected(), -5.0 / 6, 1e-9);
    EXPECT_NEAR(a.luck(), 5.0 / 6, 1e-9);
    EXPECT_NEAR(report.total[std::size_t(Side::French)], 5.0 / 6, 1e-9);
    EXPECT_NEAR(report.total[std::size_t(Side::Allied)], -5.0 / 6, 1e-9);
    ASSERT_EQ(report.byTurn.count(1), 1u);
    EXPECT_NEAR(report.byTurn.at(1)[std::size_t(Side::French)], 5.0 / 6, 1e-9);
    EXPECT_EQ(formatLuck(a.luck()), "+0.8");
}

TEST(LuckReport, AnEliminationOfTheAttackersIsUnlucky) {
    const LuckReport report = luckReport(*attackRolled(6));
    ASSERT_EQ(report.attacks.size(), 1u);
    EXPECT_EQ(report.attacks.front().result, CombatResult::Ae);
    EXPECT_NEAR(report.attacks.front().luck(), -5 + 5.0 / 6, 1e-9);  // -4.167
    EXPECT_EQ(formatLuck(report.attacks.front().luck()), "-4.2");
    EXPECT_NEAR(report.total[std::size_t(Side::Allied)], 5 - 5.0 / 6, 1e-9);
}

TEST(LuckReport, AGameWithoutAttacksHasNoLuck) {
    nlohmann::json j = test::minimalScenarioJson();
    const auto load = readScenario(j.dump());
    ASSERT_TRUE(load.ok());
    GameSession session(std::make_shared<Scenario>(*load.scenario), "test", GameOptions{});
    const LuckReport report = luckReport(session);
    EXPECT_TRUE(report.attacks.empty());
    EXPECT_EQ(report.total[0], 0);
    EXPECT_EQ(formatLuck(0.04), "0.0");
    EXPECT_EQ(formatLuck(-0.04), "0.0");
}

}  // namespace
}  // namespace eylau
