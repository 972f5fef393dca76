// How long reading and writing the Eylau scenario takes (Google Benchmark; not a test).
// Run: build/tests/benchmarks/eylau-benchmarks --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
#include "eylau/map/hex.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

namespace {

std::string eylauText() {
    std::ifstream in(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json", std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void BM_ReadEylauScenario(benchmark::State& state) {
    const std::string text = eylauText();
    for (auto _ : state) {
        auto load = eylau::readScenario(text);
        benchmark::DoNotOptimize(load);
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
}
BENCHMARK(BM_ReadEylauScenario)->Unit(benchmark::kMicrosecond);

void BM_WriteEylauScenario(benchmark::State& state) {
    const auto load = eylau::readScenario(eylauText());
    if (!load.ok()) {
        state.SkipWithError("eylau.json does not load");
        return;
    }
    for (auto _ : state) {
        auto text = eylau::writeScenario(*load.scenario);
        benchmark::DoNotOptimize(text);
    }
}
BENCHMARK(BM_WriteEylauScenario)->Unit(benchmark::kMicrosecond);

// Lines of fire across the whole map: the bombardment line-of-sight rule's geometry.
void BM_HexLineAcrossTheMap(benchmark::State& state) {
    for (auto _ : state) {
        auto line = eylau::hexLine(eylau::Hex{1, 1}, eylau::Hex{24, 24});
        benchmark::DoNotOptimize(line);
    }
}
BENCHMARK(BM_HexLineAcrossTheMap);

}  // namespace

BENCHMARK_MAIN();
