// Commands made from unit indices name the units by id, as the record writes them.
#include "eylau/game/command_units.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace eylau {
namespace {

const Scenario& scenario() { return test::teachingScenario(); }
UnitIndex unit(const char* id) { return test::unitIndex(scenario(), id); }

TEST(CommandUnits, UnitIdsKeepTheOrderGiven) {
    const std::vector<UnitIndex> units{unit("Rg.1"), unit("Av.2"), unit("Av.1")};
    EXPECT_EQ(unitIds(scenario(), units), (std::vector<std::string>{"Rg.1", "Av.2", "Av.1"}));
    EXPECT_TRUE(unitIds(scenario(), {}).empty());
}

TEST(CommandUnits, EachCommandNamesItsUnitsById) {
    const Hex a = test::hex("0405"), b = test::hex("0406");
    EXPECT_EQ(moveCommand(scenario(), unit("Av.1"), {a, b}), (MoveCommand{"Av.1", {a, b}}));
    EXPECT_EQ(enterCommand(scenario(), unit("Cav.1"), {a}), (EnterCommand{"Cav.1", {a}}));
    EXPECT_EQ(limberCommand(scenario(), unit("Av.2"), false), (LimberCommand{"Av.2", false}));
    const std::vector<UnitIndex> two{unit("Av.3"), unit("Av.1")};
    EXPECT_EQ(defendCommand(scenario(), two), (DefendCommand{{"Av.3", "Av.1"}}));
    EXPECT_EQ(loseCommand(scenario(), two), (LoseCommand{{"Av.3", "Av.1"}}));
    EXPECT_EQ(retreatCommand(scenario(), unit("Rg.1"), b), (RetreatCommand{"Rg.1", b, {}}));
    EXPECT_EQ(advanceCommand(scenario(), unit("Av.4"), a), (AdvanceCommand{"Av.4", a}));
}

TEST(CommandUnits, AnIndexThatIsNoUnitIsAnError) {
    EXPECT_THROW(unitIds(scenario(), std::vector<UnitIndex>{UnitIndex{-1}}), std::out_of_range);
    EXPECT_THROW(moveCommand(scenario(), UnitIndex{int(scenario().units.size())}, {}), std::out_of_range);
}

}  // namespace
}  // namespace eylau
