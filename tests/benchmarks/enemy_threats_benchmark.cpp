// View > Enemy Threats asks the engine on every change of position (enemy_threats.h): its cost on
// the Eylau opening, the Allied threats against the French and the French against the Allies.
#include "eylau/game/enemy_threats.h"
#include "eylau/game/game.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

namespace {

std::shared_ptr<const eylau::Scenario> eylauScenario() {
    auto load = eylau::readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
    return load.ok() ? std::make_shared<const eylau::Scenario>(*load.scenario) : nullptr;
}

void BM_EnemyThreatsOnTheEylauOpening(benchmark::State& state) {
    const auto s = eylauScenario();
    if (!s) return state.SkipWithError("eylau.json does not load");
    const eylau::Game game(s, eylau::GameOptions{});
    const auto side = state.range(0) == 0 ? eylau::Side::French : eylau::Side::Allied;
    std::size_t threatened = 0, reach = 0;
    for (auto _ : state) {
        const eylau::EnemyThreats t = eylau::enemyThreats(game, side);
        threatened = t.threats.size();
        reach = t.reach.size();
        benchmark::DoNotOptimize(t);
    }
    state.counters["threatened"] = double(threatened);
    state.counters["reach"] = double(reach);
}
BENCHMARK(BM_EnemyThreatsOnTheEylauOpening)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace
