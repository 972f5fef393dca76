// What the computer opponent's movement planner expects of the enemy's next Player-Turn: the
// threat against a hex counts only the few strongest enemy units that could attack it together
// (5.4), and the victory hexes' control (23.4) is counted by how likely it is to last, better
// when the hex is held or guarded by units next to it (5.1: an enemy entering it must attack them).
#include "ai/control_outlook.h"
#include "ai/threat_map.h"
#include "support/game_fixture.h"

#include "eylau/rules/game_state.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

namespace eylau::ai {
namespace {

std::shared_ptr<const Scenario> eylau() { return test::sharedEylau(); }

using test::unitIndex;

// In the opening (the French to move), the pressure next to Ostermann's 1212 is the strength of
// the three strongest French units that could end their move next to it, or stand there.
TEST(ThreatMap, PressureCountsTheStrongestFewThatCanAttack) {
    GameOptions o;
    const Game game(eylau(), o);
    const Scenario& scenario = *eylau();
    const ThreatMap threat(game, Side::French);
    const Hex target{12, 12};
    std::vector<int> able;
    for (UnitIndex u : unitIndices(scenario)) {
        if (scenario.units[u.slot()].side != Side::French || game.state().units[u.slot()].status != UnitStatus::OnMap) continue;
        bool reaches = distance(game.state().units[u.slot()].hex, target) == 1;
        for (const Reach& r : game.reachable(u)) reaches = reaches || distance(r.hex, target) == 1;
        if (reaches) able.push_back(scenario.units[u.slot()].strength);
    }
    ASSERT_GT(able.size(), ThreatMap::kAttackers);  // more could come than can attack together
    std::sort(able.begin(), able.end(), std::greater<>());
    int strongest = 0;
    for (std::size_t k = 0; k < ThreatMap::kAttackers; ++k) strongest += able[k];
    EXPECT_EQ(threat.pressure(target), strongest);
    EXPECT_TRUE(threat.reachable(Hex{12, 13}));   // Eylau, within the French reach
    EXPECT_FALSE(threat.reachable(Hex{1, 1}));    // far behind the Russian lines
}

TEST(ControlOutlook, AGuardNextToAHexMakesItHarderToTake) {
    EXPECT_DOUBLE_EQ(enemyTakesChance(0), 0.75);
    EXPECT_LT(enemyTakesChance(6), enemyTakesChance(0));
    EXPECT_LT(enemyTakesChance(12), enemyTakesChance(6));
    EXPECT_GT(enemyTakesChance(40), 0.0);
}

// Game-Turn 1, the Allied Movement Phase: Eylau (1213, 1313) belongs to nobody and the French can
// reach it. Leaving it open costs; Ostermann next to it (1212) costs less; in it, least.
TEST(ControlOutlook, NobodysEylauIsBetterGuardedThanLeftOpen) {
    GameOptions o;
    const Game game(eylau(), o);
    const Scenario& scenario = *eylau();
    GameState st = game.state();
    st.phasing = Side::Allied;
    const Game allied(game, st);
    const ValueModel values(scenario, st, Side::Allied);
    const ThreatMap threat(allied, Side::French);
    ASSERT_TRUE(threat.reachable(Hex{12, 13}));
    const UnitIndex ost2 = unitIndex(scenario, "Ost.2");
    GameState open = st, guarded = st, held = st;
    // Ost.2 (1212) and Ost.4 (1113) are the only units next to Eylau at the start.
    open.unit(ost2).hex = Hex{9, 5};
    open.unit(unitIndex(scenario, "Ost.4")).hex = Hex{9, 6};
    guarded.unit(ost2).hex = Hex{12, 12};
    held.unit(ost2).hex = Hex{12, 13};
    const std::set<Hex> none;
    const double worthOpen = controlOutlook(scenario, open, none, values, threat);
    const double worthGuarded = controlOutlook(scenario, guarded, none, values, threat);
    const double worthHeld = controlOutlook(scenario, held, {Hex{12, 13}}, values, threat);
    EXPECT_LT(worthOpen, 0.0);
    EXPECT_LT(worthOpen, worthGuarded);
    EXPECT_LT(worthGuarded, worthHeld);
}

}  // namespace
}  // namespace eylau::ai
