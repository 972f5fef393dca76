#pragma once
// Twenty seeded positions of Eylau and the normal computer level's Player-Turn from each, on a
// budget of work (so no clock is read and the turn depends on nothing but the position and the
// seed). The turn-choice test compares the commands with those the engine chose before it was made
// fast (tests/data/golden/normal_turns.txt); the benchmark times the same turns. Header only, so
// the benchmarks use it without the test library.
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/player.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/rules/game_state.h"

#include <memory>
#include <string>
#include <vector>

namespace eylau::test {

inline constexpr int kSeededTurns = 20;
inline constexpr std::int64_t kSeededTurnPlans = 300;  // the tests' normal work (computer_fixture)

// Position k (1..20): two greedy players from seed k until the start of a Movement Phase of
// Game-Turn 1 + k % 8, French when k is odd, Allied when even (or as near as the game allows).
inline GameState seededPosition(const std::shared_ptr<const Scenario>& scenario, int k) {
    GameOptions o;
    o.seed = std::uint64_t(k);
    Game game(scenario, o);
    auto french = ai::makePlayer(ai::Level::Greedy, std::uint64_t(k) * 2 + 1);
    auto allied = ai::makePlayer(ai::Level::Greedy, std::uint64_t(k) * 2 + 2);
    const int turn = 1 + k % 8;
    const Side side = k % 2 ? Side::French : Side::Allied;
    while (!game.gameOver()) {
        const GameState& st = game.state();
        if (st.phase == Phase::Movement && st.phasing == side && st.turn >= turn) {
            bool fresh = true;  // nothing done yet this phase
            for (const UnitState& u : st.units) fresh = fresh && !u.moved;
            if (fresh) break;
        }
        const auto acting = ai::sideToAct(game.scenario(), st);
        auto c = (*acting == Side::French ? french : allied)->next(game);
        if (!c || !game.apply(*c).ok()) break;
    }
    return game.state();
}

// The normal level plays the phasing side's Player-Turn from `start` (the greedy player answers
// for the other side); the commands as record lines.
inline std::vector<std::string> normalTurn(const std::shared_ptr<const Scenario>& scenario, const GameState& start,
                                           int k, std::int64_t plans = kSeededTurnPlans) {
    Game game = Game::atState(scenario, start);
    // The normal level as it was when these turns were recorded (before the levels were set by
    // work, issue 15): no look-ahead.
    ai::ComputerOpponent mover(ai::Level::Normal, std::uint64_t(k), ai::WorkBudget{plans}, ai::LevelWork{3, 5, 1, 0, 4, ai::PlayOutEnemy::Greedy});
    auto other = ai::makePlayer(ai::Level::Greedy, std::uint64_t(k));
    const Side phasing = start.phasing;
    std::vector<std::string> lines;
    while (!game.gameOver() && game.state().phasing == phasing) {
        const auto acting = ai::sideToAct(game.scenario(), game.state());
        auto c = acting && *acting == phasing ? mover.next(game) : other->next(game);
        if (!c) {
            lines.push_back("# stalled");
            break;
        }
        lines.push_back(formatCommand(*c));
        if (!game.apply(*c).ok()) {
            lines.push_back("# refused");
            break;
        }
    }
    return lines;
}

}  // namespace eylau::test
