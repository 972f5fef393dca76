// How long movement queries take in the Eylau start position (Google Benchmark; not a test).
// The target: every reachable set of one side in under 1 ms.
// Run: eylau-benchmarks --benchmark_filter=Reachable --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
#include "eylau/rules/movement.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

#include <optional>

namespace {

using namespace eylau;

const std::optional<Scenario>& eylauScenario() {
    static const std::optional<Scenario> s =
        readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json").scenario;
    return s;
}

// Game-Turn 1: every unit with a start hex there, the reinforcements waiting.
GameState startingState(const Scenario& s) {
    GameState g;
    g.units.resize(s.units.size());
    for (std::size_t u = 0; u < s.units.size(); ++u)
        if (s.units[u].start) g.units[u] = UnitState{UnitStatus::OnMap, *s.units[u].start};
    return g;
}

// Reachable sets for every unit of a side in the Eylau start position: the Situation is built
// once per iteration, then every on-map unit of the side is asked.
void BM_ReachableSetsOfOneSide(benchmark::State& state, Side side) {
    if (!eylauScenario()) {
        state.SkipWithError("eylau.json does not load");
        return;
    }
    const Scenario& scenario = *eylauScenario();
    const GameState start = startingState(scenario);
    const Movement movement(scenario);
    std::size_t units = 0, hexes = 0;
    for (auto _ : state) {
        const Situation situation(scenario, start);
        units = hexes = 0;
        for (std::size_t u = 0; u < scenario.units.size(); ++u) {
            if (scenario.units[u].side != side || start.units[u].status != UnitStatus::OnMap) continue;
            auto reach = movement.reachable(situation, UnitIndex(u));
            hexes += reach.size();
            ++units;
            benchmark::DoNotOptimize(reach);
        }
    }
    state.counters["units"] = double(units);
    state.counters["hexes"] = double(hexes);
}
BENCHMARK_CAPTURE(BM_ReachableSetsOfOneSide, french, Side::French)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_ReachableSetsOfOneSide, allied, Side::Allied)->Unit(benchmark::kMicrosecond);

// Building the movement graph of the Eylau map (once per game).
void BM_BuildMovementGraph(benchmark::State& state) {
    if (!eylauScenario()) {
        state.SkipWithError("eylau.json does not load");
        return;
    }
    for (auto _ : state) {
        Movement movement(*eylauScenario());
        benchmark::DoNotOptimize(&movement);
    }
}
BENCHMARK(BM_BuildMovementGraph)->Unit(benchmark::kMicrosecond);

}  // namespace
