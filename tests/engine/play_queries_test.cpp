// The engine's play queries agree with its own verdicts: what retreatStepOptions and
// advanceOptions offer is exactly what Game::legal accepts, in every position where a retreat or
// an advance is due during whole random games of Eylau.
#include "eylau/combat_rules.h"
#include "eylau/game.h"
#include "eylau/random_player.h"

#include "game_fixture.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>

namespace eylau {
namespace {

const std::string& idOf(const Game& g, UnitIndex u) { return g.scenario().units[std::size_t(u)].id; }

// Every complete retreat built step by step from retreatStepOptions (chains of up to `depth`
// displacements), as commands.
void walk(const Game& g, const Situation& s, UnitIndex unit, std::vector<Hex>& steps, int depth,
          std::vector<RetreatCommand>& out) {
    if (!steps.empty() && s.unitsAt(steps.back()).empty()) {
        RetreatCommand r{idOf(g, unit), steps.front(), {}};
        for (std::size_t i = 1; i < steps.size(); ++i)
            r.displacements.emplace_back(idOf(g, s.unitsAt(steps[i - 1]).front()), steps[i]);
        out.push_back(std::move(r));
        return;
    }
    if (int(steps.size()) > depth) return;
    for (Hex next : retreatStepOptions(s, unit, steps)) {
        steps.push_back(next);
        walk(g, s, unit, steps, depth, out);
        steps.pop_back();
    }
}

struct Seen {
    int retreats = 0, displacements = 0, advances = 0;
};

void checkPosition(const Game& g, Seen& seen) {
    const GameState& st = g.state();
    if (!st.pending) return;
    const Situation s(g.scenario(), st);
    // Retreats: every step-built retreat is legal, and the first step of every legal retreat into
    // a neighbour is offered.
    std::vector<UnitIndex> retreating = st.pending->mustRetreat;
    retreating.insert(retreating.end(), st.pending->mayRetreat.begin(), st.pending->mayRetreat.end());
    for (UnitIndex u : retreating) {
        std::vector<RetreatCommand> built;
        std::vector<Hex> steps;
        walk(g, s, u, steps, 3, built);
        for (const RetreatCommand& r : built) {
            EXPECT_EQ(g.legal(r), std::nullopt) << "offered but refused: retreat " << r.unit << " " << r.to.id();
            seen.displacements += !r.displacements.empty();
        }
        const std::vector<Hex> first = retreatStepOptions(s, u, {});
        for (Hex h : neighbours(st.unit(u).hex)) {
            if (s.unitsAt(h).empty() && !g.legal(RetreatCommand{idOf(g, u), h, {}})) {
                EXPECT_NE(std::find(first.begin(), first.end(), h), first.end()) << "legal but not offered: " << h.id();
            }
        }
        ++seen.retreats;
    }
    // Advances: the options are exactly the (unit, vacated hex) pairs the engine accepts.
    std::set<std::pair<UnitIndex, Hex>> legal, offered;
    for (std::size_t u = 0; u < st.units.size(); ++u)
        for (Hex h : st.pending->vacated)
            if (!g.legal(AdvanceCommand{idOf(g, UnitIndex(u)), h})) legal.insert({UnitIndex(u), h});
    for (const AdvanceOption& o : advanceOptions(s)) offered.insert({o.unit, o.to});
    EXPECT_EQ(offered, legal);
    seen.advances += !offered.empty();
}

TEST(PlayQueries, Case_6_5_RetreatStepsAndCase_6_6_AdvancesAgreeWithTheVerdicts) {
    Seen seen;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameOptions options;
        options.seed = seed;
        Game game(test::sharedEylau(), options);
        RandomPlayer player(seed * 31 + 7);
        for (int i = 0; i < 4000 && !game.gameOver(); ++i) {
            checkPosition(game, seen);
            const auto command = player.next(game);
            ASSERT_TRUE(command);
            ASSERT_TRUE(game.apply(*command).ok());
        }
    }
    // The games reached every kind of position the queries answer for.
    EXPECT_GT(seen.retreats, 20);
    EXPECT_GT(seen.advances, 20);
    std::printf("positions: %d retreating units, %d step-built displacement chains, %d advances\n", seen.retreats,
                seen.displacements, seen.advances);
}

}  // namespace
}  // namespace eylau
