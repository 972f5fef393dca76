// The engine's play queries agree with its own verdicts: what retreatStepOptions and
// advanceOptions offer is exactly what Game::whyNot accepts, in every position where a retreat or
// an advance is due during whole random games of Eylau.
#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"

#include "support/game_fixture.h"
#include "support/random_positions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>

namespace eylau {
namespace {

const std::string& idOf(const Game& g, UnitIndex u) { return g.scenario().units[u.slot()].id; }

// Every complete retreat built step by step from retreatStepOptions (chains of up to `depth`
// displacements), as commands.
void walk(const Game& g, const Situation& situation, UnitIndex unit, std::vector<Hex>& steps, int depth,
          std::vector<RetreatCommand>& out) {
    if (!steps.empty() && situation.unitsAt(steps.back()).empty()) {
        RetreatCommand r{idOf(g, unit), steps.front(), {}};
        for (std::size_t i = 1; i < steps.size(); ++i)
            r.displacements.emplace_back(idOf(g, situation.unitsAt(steps[i - 1]).front()), steps[i]);
        out.push_back(std::move(r));
        return;
    }
    if (int(steps.size()) > depth) return;
    for (Hex next : retreatStepOptions(situation, unit, steps)) {
        steps.push_back(next);
        walk(g, situation, unit, steps, depth, out);
        steps.pop_back();
    }
}

struct Seen {
    int retreats = 0, displacements = 0, advances = 0;
};

void checkPosition(const Game& g, Seen& seen) {
    const GameState& st = g.state();
    if (!st.pending) return;
    const Situation situation = g.situationAt(st);
    // Retreats: every step-built retreat is legal, and the first step of every legal retreat into
    // a neighbour is offered.
    std::vector<UnitIndex> retreating = st.pending->mustRetreat;
    retreating.insert(retreating.end(), st.pending->mayRetreat.begin(), st.pending->mayRetreat.end());
    for (UnitIndex u : retreating) {
        std::vector<RetreatCommand> built;
        std::vector<Hex> steps;
        walk(g, situation, u, steps, 3, built);
        for (const RetreatCommand& r : built) {
            EXPECT_EQ(g.whyNot(r), std::nullopt) << "offered but refused: retreat " << r.unit << " " << r.to.id();
            seen.displacements += !r.displacements.empty();
        }
        const std::vector<Hex> first = retreatStepOptions(situation, u, {});
        for (Hex h : neighbours(st.unit(u).hex)) {
            if (situation.unitsAt(h).empty() && g.isLegal(RetreatCommand{idOf(g, u), h, {}})) {
                EXPECT_NE(std::find(first.begin(), first.end(), h), first.end()) << "legal but not offered: " << h.id();
            }
        }
        ++seen.retreats;
    }
    // Advances: the options are exactly the (unit, vacated hex) pairs the engine accepts.
    std::set<std::pair<UnitIndex, Hex>> legal, offered;
    for (UnitIndex u : unitIndices(st))
        for (Hex h : st.pending->vacated)
            if (g.isLegal(AdvanceCommand{idOf(g, u), h})) legal.insert({u, h});
    for (const AdvanceOption& o : advanceOptions(situation)) offered.insert({o.unit, o.to});
    EXPECT_EQ(offered, legal);
    seen.advances += !offered.empty();
}

TEST(PlayQueries, Case_6_5_RetreatStepsAndCase_6_6_AdvancesAgreeWithTheVerdicts) {
    Seen seen;
    test::visitRandomPositions({12, 31, 7}, [&](const Game& game) { checkPosition(game, seen); });
    // The games reached every kind of position the queries answer for.
    EXPECT_GT(seen.retreats, 20);
    EXPECT_GT(seen.advances, 20);
    std::printf("positions: %d retreating units, %d step-built displacement chains, %d advances\n", seen.retreats,
                seen.displacements, seen.advances);
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

std::string why(const Game& g, std::string_view id) {
    const Verdict v = g.whyCannotMove(*g.unitIndex(id));
    return v ? v->describe() : "";
}

// Why a unit cannot move, asked of the engine (the window fades such units and says this).
TEST(PlayQueries, WhyAUnitCannotMoveCitesTheCaseForTheUnit) {
    Game game(test::sharedEylau(), GameOptions{});
    EXPECT_EQ(why(game, "Leg.1"), "");  // a French unit free to move on Game-Turn 1
    EXPECT_EQ(why(game, "Gd.1").substr(0, 6), "[19.1]");  // the Guard stays put
    EXPECT_EQ(why(game, "Tut.1").substr(0, 5), "[4.0]");  // not the phasing player's
    EXPECT_EQ(why(game, "Mor.1"), "[7.0] Mor.1 arrives on Game-Turn 4, not before");
    ASSERT_TRUE(game.apply(EndPhaseCommand{}).ok());
    EXPECT_EQ(why(game, "Leg.1").substr(0, 5), "[3.0]");  // the Combat Phase
}

TEST(PlayQueries, Case_4_5_UnitInAnEnemyZoneOfControlCannotMove) {
    // Leg.1 placed next to an Allied unit, in an empty hex of that unit's Zone of Control.
    const Game start(test::sharedEylau(), GameOptions{});
    const UnitIndex leg = *start.unitIndex("Leg.1");
    GameState st = start.state();
    const Situation before = start.situationAt(st);
    std::optional<Hex> spot;
    for (std::size_t u = 0; u < st.units.size() && !spot; ++u) {
        if (start.scenario().units[u].side != Side::Allied || st.units[u].status != UnitStatus::OnMap) continue;
        for (Hex h : neighbours(st.units[u].hex))
            if (start.scenario().map.onMap(h) && before.unitsAt(h).empty() && before.inZocOf(h, Side::Allied)) {
                spot = h;
                break;
            }
    }
    ASSERT_TRUE(spot);
    st.unit(leg).hex = *spot;
    const Game game(start, st);
    EXPECT_EQ(why(game, "Leg.1"), "[4.5] Leg.1 is in an enemy Zone of Control and cannot move");
    EXPECT_TRUE(game.reachable(leg).empty());
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

bool listed(const std::vector<UnitIndex>& units, UnitIndex u) {
    return std::find(units.begin(), units.end(), u) != units.end();
}

// The units Tab cycles through in the Movement Phase: exactly the phasing player's units the engine
// would let move (or enter) now, and none once they have nowhere left to go.
TEST(PlayQueries, Case_4_1_UnitsThatMayStillMoveAreThoseWithAHexToGoTo) {
    Game game(test::sharedEylau(), GameOptions{});
    const std::vector<UnitIndex> movers = unitsThatMayMove(game);
    ASSERT_FALSE(movers.empty());
    EXPECT_TRUE(std::is_sorted(movers.begin(), movers.end()));
    EXPECT_TRUE(listed(movers, *game.unitIndex("Leg.1")));   // free to move on Game-Turn 1
    EXPECT_FALSE(listed(movers, *game.unitIndex("Gd.1")));   // 19.1: the Guard stays put
    EXPECT_FALSE(listed(movers, *game.unitIndex("Tut.1")));  // 4.0: not the phasing player's
    EXPECT_FALSE(listed(movers, *game.unitIndex("Mor.1")));  // 7.0: arrives on Game-Turn 4
    // Each unit is listed exactly when the engine says it may move.
    for (UnitIndex u : unitIndices(game.scenario())) {
        const bool may = !game.whyCannotMove(u);
        EXPECT_EQ(listed(movers, u), may) << game.scenario().units[u.slot()].id;
        // whyCannotMove says nothing exactly when reachable() is not empty (the window asks the
        // latter first and the former only to say why not).
        EXPECT_EQ(game.reachable(u).empty(), !may) << game.scenario().units[u.slot()].id;
    }

    // 4.1: a unit that has spent its Movement Points leaves the list; the others stay.
    const UnitIndex leg = *game.unitIndex("Leg.1");
    while (!game.reachable(leg).empty()) {
        // The farthest hex with no friendly unit in it (4.4: the phase may not end on a stack).
        std::vector<Reach> reach = game.reachable(leg);
        std::erase_if(reach, [](const Reach& r) { return r.friendlyOccupied; });
        ASSERT_FALSE(reach.empty());
        const auto far = std::max_element(reach.begin(), reach.end(),
                                          [](const Reach& a, const Reach& b) { return a.halfMP < b.halfMP; });
        ASSERT_TRUE(game.apply(MoveCommand{"Leg.1", {far->hex}}).ok());
    }
    const std::vector<UnitIndex> after = unitsThatMayMove(game);
    EXPECT_FALSE(listed(after, leg));
    EXPECT_EQ(after.size() + 1, movers.size());

    // 3.0: no unit moves in a Combat Phase.
    ASSERT_TRUE(game.apply(EndPhaseCommand{}).ok());
    EXPECT_TRUE(unitsThatMayMove(game).empty());
}

TEST(PlayQueries, WhereAUnitStandsIsItsHexWhileItIsOnTheMap) {
    Game game(test::sharedEylau(), GameOptions{});
    const UnitIndex leg = *game.unitIndex("Leg.1");
    ASSERT_TRUE(hexOnMap(game, leg).has_value());
    EXPECT_EQ(*hexOnMap(game, leg), game.state().unit(leg).hex);
    EXPECT_FALSE(hexOnMap(game, *game.unitIndex("Mor.1")).has_value());  // 7.0: arrives on Game-Turn 4
    EXPECT_FALSE(hexOnMap(game, UnitIndex{int(game.scenario().units.size())}).has_value());  // no such unit
}

}  // namespace
}  // namespace eylau
