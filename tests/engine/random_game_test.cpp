// Thousands of random legal commands from the Eylau start, with the rules' invariants checked
// after every one, and every game replayed to the same state bit for bit.
#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <map>

namespace eylau {
namespace {

std::shared_ptr<const Scenario> eylau() { return test::sharedEylau(); }

// The invariants every state must keep; returns what is wrong, or "".
std::string brokenInvariant(const Scenario& scenario, const GameState& st) {
    std::map<Hex, std::vector<std::size_t>> byHex;
    std::array<int, 2> lost{0, 0};
    for (std::size_t u = 0; u < scenario.units.size(); ++u) {
        const UnitState& us = st.units[u];
        if (us.status == UnitStatus::OnMap) {
            if (!scenario.map.onMap(us.hex)) return scenario.units[u].id + " is off the map at " + us.hex.id();
            byHex[us.hex].push_back(u);
        }
        if (us.status == UnitStatus::Eliminated) lost[std::size_t(scenario.units[u].side)] += scenario.units[u].strength;
    }
    for (const auto& [hex, here] : byHex) {
        for (std::size_t u : here)
            if (scenario.units[u].side != scenario.units[here.front()].side)
                return "enemies share " + hex.id();  // 4.3
        if (here.size() > 1 && st.phase != Phase::Movement)
            return "two units in " + hex.id() + " outside a Movement Phase";  // 4.4
    }
    if (lost != st.strengthLost) return "eliminated strength tallies do not add up";
    return "";
}

struct Played {
    std::vector<Command> commands;
    GameState final;
    bool finished = false;
};

Played playRandomGame(std::uint64_t seed, bool weather, int maxCommands) {
    GameOptions o;
    o.seed = seed;
    o.weather = weather;
    Game game(eylau(), o);
    RandomPlayer player(seed * 7919 + 1);
    Played played;
    for (int i = 0; i < maxCommands && !game.gameOver(); ++i) {
        auto command = player.next(game);
        if (!command) {
            const Situation sit = game.situation();
            const Obligations open = openObligations(sit), meetable = meetableObligations(sit);
            std::string why = game.whyNot(EndPhaseCommand{}) ? game.whyNot(EndPhaseCommand{})->describe() : "";
            ADD_FAILURE() << "seed " << seed << ": no legal command found at command " << i << " (turn "
                          << game.state().turn << ", " << toString(game.state().phase) << "): end refused: " << why
                          << "; open " << open.mustAttack.size() << "+" << open.mustBeAttacked.size() << ", meetable "
                          << meetable.mustAttack.size() << "+" << meetable.mustBeAttacked.size();
            break;
        }
        // A refused command leaves the state unchanged.
        const GameState before = game.state();
        const auto illegal = game.apply(MoveCommand{"Nobody", {Hex{1, 1}}});
        EXPECT_FALSE(illegal.ok());
        EXPECT_EQ(game.state(), before);
        // Every command the engine called legal applies.
        const auto result = game.apply(*command);
        if (!result.ok()) {
            ADD_FAILURE() << "seed " << seed << ": a legal command was refused: " << result.refusal->describe();
            break;
        }
        played.commands.push_back(*command);
        const std::string broken = brokenInvariant(game.scenario(), game.state());
        if (!broken.empty()) {
            ADD_FAILURE() << "seed " << seed << " after command " << i << ": " << broken;
            break;
        }
    }
    played.finished = game.gameOver();
    played.final = game.state();
    return played;
}

TEST(RandomGames, InvariantsHoldAndGamesReachTheEnd) {
    int commands = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Played p = playRandomGame(seed, seed % 2 == 0, 20000);
        EXPECT_TRUE(p.finished) << "seed " << seed << " did not finish in 20000 commands";
        commands += int(p.commands.size());
    }
    EXPECT_GT(commands, 2000);
}

TEST(RandomGames, ReplayGivesTheSameStateBitForBit) {
    const Played p = playRandomGame(99, true, 20000);
    GameOptions o;
    o.seed = 99;
    o.weather = true;
    Game replay(eylau(), o);
    for (const Command& c : p.commands) ASSERT_TRUE(replay.apply(c).ok());
    EXPECT_EQ(replay.state(), p.final);
}

}  // namespace
}  // namespace eylau

namespace eylau {
namespace {

// 8: a saved game is its record; writing it and reading it back replays to the same state, so
// reloading cannot change the next die roll.
TEST(RandomGames, SavedRecordReloadsToTheSameNextDieRoll) {
    GameOptions o;
    o.seed = 3;
    Game game(eylau(), o);
    RandomPlayer player(11);
    GameRecord record;
    record.seed = 3;
    for (int i = 0; i < 400 && !game.gameOver(); ++i) {
        auto c = player.next(game);
        ASSERT_TRUE(c.has_value());
        ASSERT_TRUE(game.apply(*c).ok());
        record.lines.push_back(RecordLine{i + 4, *c, "", {}});
    }
    ASSERT_GT(game.state().dice.rolled, 0u);
    const RecordParse parsed = parseRecord(writeRecord(record));
    ASSERT_TRUE(parsed.record.has_value()) << (parsed.errors.empty() ? "" : parsed.errors.front());
    Game reloaded(eylau(), o);
    for (const RecordLine& line : parsed.record->lines) ASSERT_TRUE(reloaded.apply(line.command).ok());
    EXPECT_EQ(reloaded.state(), game.state());
    EXPECT_EQ(reloaded.state().dice.peek(), game.state().dice.peek());
}

}  // namespace
}  // namespace eylau
