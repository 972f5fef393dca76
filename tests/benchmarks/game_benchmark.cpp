// A whole game of Eylau: played by the random legal player (which asks Game::whyNot about many
// candidate commands), and replayed from its record (Game::apply alone, as loading a save does);
// and an undo late in a game (GameSession replays from its last fixed position).
#include "eylau/game/game.h"
#include "eylau/record/game_session.h"
#include "eylau/ai/random_player.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

namespace {

std::shared_ptr<const eylau::Scenario> eylauScenario() {
    auto load = eylau::readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
    return load.ok() ? std::make_shared<const eylau::Scenario>(*load.scenario) : nullptr;
}

std::vector<eylau::Command> randomGame(const std::shared_ptr<const eylau::Scenario>& s, std::uint64_t seed) {
    eylau::GameOptions o;
    o.seed = seed;
    eylau::Game game(s, o);
    eylau::RandomPlayer player(seed);
    std::vector<eylau::Command> commands;
    while (!game.gameOver()) {
        auto c = player.next(game);
        if (!c || !game.apply(*c).ok()) break;
        commands.push_back(*c);
    }
    return commands;
}

void BM_RandomLegalGameOfEylau(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    std::uint64_t seed = 1;
    std::size_t commands = 0;
    for (auto _ : state) commands += randomGame(s, seed++ % 8 + 1).size();
    state.counters["commands/game"] = double(commands) / double(state.iterations());
}
BENCHMARK(BM_RandomLegalGameOfEylau)->Unit(benchmark::kMillisecond);

void BM_ReplayWholeGameOfEylau(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    const auto commands = randomGame(s, 5);
    eylau::GameOptions o;
    o.seed = 5;
    for (auto _ : state) {
        eylau::Game game(s, o);
        for (const auto& c : commands) benchmark::DoNotOptimize(game.apply(c));
        if (!game.gameOver()) state.SkipWithError("the replay did not reach the end");
    }
    state.counters["commands/game"] = double(commands.size());
}
BENCHMARK(BM_ReplayWholeGameOfEylau)->Unit(benchmark::kMillisecond);

// Undo and redo of the last move of a Movement Phase on Game-Turn 8.
void BM_UndoAndRedoLateInAGame(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    eylau::GameOptions o;
    o.seed = 13;
    eylau::GameSession session(s, "eylau", o);
    eylau::RandomPlayer player(2);
    while (!session.game().gameOver() &&
           !(session.game().turn() >= 8 && session.game().phase() == eylau::Phase::Movement && session.canUndo())) {
        auto c = player.next(session.game());
        if (!c || !session.apply(*c).ok()) break;
    }
    if (!session.canUndo()) return state.SkipWithError("no move to undo late in the game");
    for (auto _ : state) {
        benchmark::DoNotOptimize(session.undo());
        benchmark::DoNotOptimize(session.redo());
    }
    state.counters["commands"] = double(session.record().lines.size());
}
BENCHMARK(BM_UndoAndRedoLateInAGame)->Unit(benchmark::kMicrosecond);

}  // namespace
