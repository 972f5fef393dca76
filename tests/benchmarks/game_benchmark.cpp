// A whole game of Eylau: played by the random legal player (which asks Game::legal about many
// candidate commands), and replayed from its record (Game::apply alone, as loading a save does).
#include "eylau/game.h"
#include "eylau/random_player.h"
#include "eylau/scenario_io.h"

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

}  // namespace
