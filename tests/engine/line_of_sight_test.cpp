// Bombardment line of sight: the chart's note on blocking terrain (9.0).
#include "eylau/rules/line_of_sight.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

namespace eylau {
namespace {

// An empty 12 x 12 board with the given terrain (woods, grove and town block; the minimal
// scenario's chart says so).
Scenario board(const std::vector<std::pair<std::string, std::string>>& terrain) {
    nlohmann::json j = test::minimalScenarioJson();
    j["map"]["columns"] = 12;
    j["map"]["rows"] = 12;
    j["map"]["hexes"] = nlohmann::json::array();
    for (const auto& [hex, t] : terrain) j["map"]["hexes"].push_back({{"hex", hex}, {"terrain", t}});
    j["units"] = nlohmann::json::array();
    j["victory"]["hexes"] = nlohmann::json::array();
    j["freshStrength"] = nlohmann::json::array();
    return test::loadScenario(j);
}

Verdict los(const Scenario& scenario, const char* from, const char* to) { return whyNoLineOfSight(scenario, test::hex(from), test::hex(to)); }

// 0303 to 0505 runs through 0403 and 0404 (hexLine).
TEST(LineOfSight, Case_9_0_BlockingTerrainBlocksThroughNotInto) {
    EXPECT_FALSE(los(board({}), "0303", "0505"));
    // Through woods: blocked, naming the hex.
    const Verdict v = los(board({{"0403", "woods"}}), "0303", "0505");
    ASSERT_TRUE(v);
    EXPECT_EQ(v->describe(), "[9.0] line of sight from 0303 to 0505 is blocked by woods in 0403");
    EXPECT_TRUE(los(board({{"0404", "grove"}}), "0303", "0505"));
    EXPECT_TRUE(los(board({{"0404", "town"}}), "0505", "0303"));
    // Into blocking terrain, or out of it: clear.
    EXPECT_FALSE(los(board({{"0505", "woods"}}), "0303", "0505"));
    EXPECT_FALSE(los(board({{"0303", "town"}}), "0303", "0505"));
    // Terrain that does not block: clear. (The minimal chart's lake does not block fire.)
    EXPECT_FALSE(los(board({{"0403", "lake"}, {"0404", "fort"}}), "0303", "0505"));
    // Range two straight down a column: 0304 is between 0303 and 0305.
    EXPECT_TRUE(los(board({{"0304", "woods"}}), "0303", "0305"));
    // Adjacent hexes have nothing between them.
    EXPECT_FALSE(los(board({{"0303", "woods"}, {"0304", "woods"}}), "0303", "0304"));
}

// 0303 to 0503 runs exactly along the hexside between 0402 and 0403.
TEST(LineOfSight, Case_9_0_AlongHexsideBlockedOnlyIfBothBlock) {
    EXPECT_FALSE(los(board({{"0402", "woods"}}), "0303", "0503"));
    EXPECT_FALSE(los(board({{"0403", "town"}}), "0303", "0503"));
    EXPECT_FALSE(los(board({{"0402", "woods"}, {"0403", "clear"}}), "0503", "0303"));
    const Verdict v = los(board({{"0402", "woods"}, {"0403", "grove"}}), "0303", "0503");
    ASSERT_TRUE(v);
    EXPECT_EQ(v->ruleCase, "9.0");
    EXPECT_EQ(v->reason(), "line of sight from 0303 to 0503 is blocked by woods in 0402 and grove in 0403 on both sides "
                         "of the hexside it runs along");
    EXPECT_TRUE(los(board({{"0402", "woods"}, {"0403", "grove"}}), "0503", "0303"));
}

// hex.h: 1213 to 1612 crosses a hexside at its midpoint and so passes through both 1413 and
// 1412: each is a hex of its own on the line, and either blocks.
TEST(LineOfSight, Case_9_0_CrossingAHexsideMidpointPassesThroughBothHexes) {
    EXPECT_FALSE(los(board({}), "0203", "0602"));  // the same line, moved: 0403 and 0402
    EXPECT_TRUE(los(board({{"0403", "woods"}}), "0203", "0602"));
    EXPECT_TRUE(los(board({{"0402", "woods"}}), "0203", "0602"));
}

}  // namespace
}  // namespace eylau
