// The computer's analysis of a game (eylau/ai/game_analysis.h, docs/analysis.md): the golden
// greedy-against-greedy Eylau game, all 18 Player-Turns, analysed at the quick and the deep depth
// on the machine's threads. Wall time, measured, never asserted; the bound is 60 s for the
// quick depth on 2 cores.
#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_session.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

namespace {

std::unique_ptr<eylau::GameSession> goldenGame() {
    auto load = eylau::readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
    if (!load.ok()) return nullptr;
    auto scenario = std::make_shared<const eylau::Scenario>(*load.scenario);
    const eylau::ScenarioLookup lookup = [scenario](const std::string&, std::string&) { return scenario; };
    return eylau::GameSession::load(std::string(EYLAU_SOURCE_DIR) + "/tests/data/golden/eylau-greedy-greedy-14.eylau",
                                    lookup)
        .session;
}

void analyse(benchmark::State& state, eylau::ai::AnalysisDepth depth) {
    const auto session = goldenGame();
    if (!session) {
        state.SkipWithError("the golden game does not load");
        return;
    }
    eylau::ai::AnalysisSettings settings;
    settings.depth = depth;
    std::size_t turns = 0;
    for (auto _ : state) turns = eylau::ai::analyseGame(*session, settings).turns.size();
    state.counters["commands"] = double(session->record().lines.size());
    state.counters["playerTurns"] = double(turns);
}

void BM_AnalyseGoldenGameQuick(benchmark::State& state) { analyse(state, eylau::ai::AnalysisDepth::Quick); }
void BM_AnalyseGoldenGameDeep(benchmark::State& state) { analyse(state, eylau::ai::AnalysisDepth::Deep); }
BENCHMARK(BM_AnalyseGoldenGameQuick)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_AnalyseGoldenGameDeep)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
