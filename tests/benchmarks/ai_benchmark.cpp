// The computer opponent (engine/include/eylau/ai/): one whole Player-Turn of Eylau decided and
// played, at each level, from the opening and from the middle of a game; and
// one Combat Phase plan. Speed is measured, never asserted (docs/computer-opponent.md).
#include "ai/combat_plan.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/player.h"
#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"
#include "support/seeded_turns.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

std::shared_ptr<const eylau::Scenario> eylauScenario() {
    auto load = eylau::readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
    return load.ok() ? std::make_shared<const eylau::Scenario>(*load.scenario) : nullptr;
}

// A position at the start of the French Movement Phase of `turn`, reached by two greedy players.
eylau::GameState positionAt(const std::shared_ptr<const eylau::Scenario>& s, int turn) {
    eylau::GameOptions o;
    o.seed = 3;
    eylau::Game game(s, o);
    auto french = eylau::ai::makePlayer(eylau::ai::Level::Greedy, 1);
    auto allied = eylau::ai::makePlayer(eylau::ai::Level::Greedy, 2);
    while (!game.gameOver() && game.state().turn < turn) {
        const auto side = eylau::ai::sideToAct(game.scenario(), game.state());
        auto c = (*side == eylau::Side::French ? french : allied)->next(game);
        if (!c || !game.apply(*c).ok()) break;
    }
    return game.state();
}

// One Player-Turn: the phasing side's computer opponent plays its Movement and Combat Phases
// (the defender's answers by the greedy player) until the other side's turn begins.
void playerTurn(benchmark::State& state, eylau::ai::Level level, int turn) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    const eylau::GameState start = positionAt(s, turn);
    std::uint64_t seed = 1;
    for (auto _ : state) {
        eylau::Game game = eylau::Game::atState(s, start);
        auto mover = eylau::ai::makePlayer(level, seed);
        auto other = eylau::ai::makePlayer(eylau::ai::Level::Greedy, seed++);
        const eylau::Side phasing = game.state().phasing;
        while (!game.gameOver() && game.state().phasing == phasing) {
            const auto side = eylau::ai::sideToAct(game.scenario(), game.state());
            auto c = (*side == phasing ? mover : other)->next(game);
            if (!c || !game.apply(*c).ok()) return state.SkipWithError("a stall or a refused command");
        }
    }
}

void BM_QuickPlayerTurnOpening(benchmark::State& state) { playerTurn(state, eylau::ai::Level::Quick, 1); }
void BM_QuickPlayerTurnMidGame(benchmark::State& state) { playerTurn(state, eylau::ai::Level::Quick, 5); }
void BM_NormalPlayerTurnMidGame(benchmark::State& state) { playerTurn(state, eylau::ai::Level::Normal, 5); }
BENCHMARK(BM_QuickPlayerTurnOpening)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_QuickPlayerTurnMidGame)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NormalPlayerTurnMidGame)->Unit(benchmark::kMillisecond)->Iterations(3);

// The normal level's Player-Turn from each of the 20 seeded positions of seeded_turns.h, on 300
// plans (no clock read): the turns whose commands ComputerOpponent.NormalTurnsChooseTheCommands...
// checks. Only the turns are timed, not reaching the positions.
void BM_NormalPlayerTurnsSeeded(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    std::vector<eylau::GameState> starts;
    for (int k = 1; k <= eylau::test::kSeededTurns; ++k) starts.push_back(eylau::test::seededPosition(s, k));
    std::size_t commands = 0;
    for (auto _ : state) {
        commands = 0;
        for (int k = 1; k <= eylau::test::kSeededTurns; ++k)
            commands += eylau::test::normalTurn(s, starts[std::size_t(k - 1)], k).size();
    }
    state.counters["commands"] = double(commands);
    state.counters["per_turn"] = benchmark::Counter(double(eylau::test::kSeededTurns),
                                                    benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_NormalPlayerTurnsSeeded)->Unit(benchmark::kMillisecond)->Iterations(3);

// The assignment search of one Combat Phase (5.1-5.8) after the quick level's moves.
void BM_CombatPlanMidGame(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    eylau::Game game = eylau::Game::atState(s, positionAt(s, 5));
    auto mover = eylau::ai::makePlayer(eylau::ai::Level::Quick, 1);
    while (game.state().phase == eylau::Phase::Movement) {
        auto c = mover->next(game);
        if (!c || !game.apply(*c).ok()) return state.SkipWithError("a stall or a refused command");
    }
    const eylau::ai::ValueModel values(game.scenario(), game.state(), game.state().phasing);
    for (auto _ : state)
        benchmark::DoNotOptimize(eylau::ai::planCombat(game.board(), game.exclusiveRules(), game.state(), values));
}
BENCHMARK(BM_CombatPlanMidGame)->Unit(benchmark::kMicrosecond);

void BM_StrongPlayerTurnMidGame(benchmark::State& state) { playerTurn(state, eylau::ai::Level::Strong, 5); }
BENCHMARK(BM_StrongPlayerTurnMidGame)->Unit(benchmark::kMillisecond)->Iterations(3);

// The strong level's Movement Phase in mid-game (where its Player-Turn spends its time), its
// look-ahead's styles worked out on 1 and on 2 threads (ComputerSettings::threads): the same
// commands (ComputerOpponent.Threads_* tests it), in wall time.
void BM_StrongMovementPhaseThreads(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    const eylau::Game game = eylau::Game::atState(s, positionAt(s, 5));
    eylau::ai::ComputerSettings settings;
    settings.level = eylau::ai::Level::Strong;
    settings.threads = int(state.range(0));
    for (auto _ : state) {
        benchmark::DoNotOptimize(eylau::ai::decide(game, settings));
        ++settings.seed;
    }
}
BENCHMARK(BM_StrongMovementPhaseThreads)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(5)->UseRealTime();

// How soon a search stops once Pause (or closing the window) raises `cancel`: the strong level's
// Movement Phase, and the Combat Phase planner's with many passes, cancelled from another thread
// 30 ms into the search; the time from raising the flag to `decide` returning is reported as
// "stop_ms" (the bound: 100 ms). Measured, never asserted.
void cancelLatency(benchmark::State& state, eylau::Phase phase) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    eylau::Game game = eylau::Game::atState(s, positionAt(s, 5));
    if (phase == eylau::Phase::Combat) {
        auto mover = eylau::ai::makePlayer(eylau::ai::Level::Quick, 1);
        while (game.state().phase == eylau::Phase::Movement) {
            auto c = mover->next(game);
            if (!c || !game.apply(*c).ok()) return state.SkipWithError("a stall or a refused command");
        }
    }
    double worst = 0, total = 0;
    int runs = 0;
    for (auto _ : state) {
        std::atomic<bool> cancel{false};
        std::chrono::steady_clock::time_point raised;
        std::thread pauser([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            raised = std::chrono::steady_clock::now();
            cancel = true;
        });
        eylau::ai::ComputerSettings settings;
        settings.level = eylau::ai::Level::Strong;
        benchmark::DoNotOptimize(eylau::ai::decide(game, settings, &cancel));
        const auto returned = std::chrono::steady_clock::now();
        pauser.join();
        const double ms = std::max(0.0, std::chrono::duration<double, std::milli>(returned - raised).count());
        worst = std::max(worst, ms);
        total += ms;
        ++runs;
    }
    state.counters["stop_ms"] = runs > 0 ? total / runs : 0;
    state.counters["worst_stop_ms"] = worst;
}
void BM_CancelStrongMovement(benchmark::State& state) { cancelLatency(state, eylau::Phase::Movement); }
void BM_CancelStrongCombat(benchmark::State& state) { cancelLatency(state, eylau::Phase::Combat); }
BENCHMARK(BM_CancelStrongMovement)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_CancelStrongCombat)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace
