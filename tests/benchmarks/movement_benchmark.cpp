// How long movement queries take (Google Benchmark; not a test): in the Eylau start position,
// and over positions of random legal games beside a plain reference search, so that the ratio
// between the engine and the reference can be followed from release to release.
// Run: eylau-benchmarks --benchmark_filter=Reachable --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/scenario/scenario_io.h"
#include "support/reference_reachability.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <optional>

namespace {

using namespace eylau;

const std::optional<Scenario>& eylauScenario() {
    static const std::optional<Scenario> s =
        readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json").scenario;
    return s;
}

// Game-Turn 1: every unit with a start hex there, the reinforcements waiting.
GameState startingState(const Scenario& scenario) {
    GameState g;
    g.units.resize(scenario.units.size());
    for (std::size_t u = 0; u < scenario.units.size(); ++u)
        if (scenario.units[u].start) g.units[u] = UnitState{UnitStatus::OnMap, *scenario.units[u].start};
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
        const Situation situation(movement.board(), start);
        units = hexes = 0;
        for (UnitIndex u : unitIndices(scenario)) {
            if (scenario.units[u.slot()].side != side || start.units[u.slot()].status != UnitStatus::OnMap) continue;
            auto reach = movement.reachable(situation, u);
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

// Building the Eylau map's Board, the dense tables movement reads (once per scenario; the name is
// kept from when this built a Boost.Graph adjacency list, so the figure can be followed).
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

// The positions the engine and the reference are timed on: Movement Phase positions of seeded
// random legal games of Eylau (every 8th of each game), with the phasing side's units on the map.
struct MovementPositions {
    std::vector<GameState> states;
    std::vector<std::vector<UnitIndex>> units;  // by position: the phasing side's on-map units
};

MovementPositions collectPositions(const Scenario& scenario) {
    MovementPositions p;
    const auto shared = std::make_shared<const Scenario>(scenario);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GameOptions o;
        o.seed = seed;
        Game game(shared, o);
        RandomPlayer player(seed);
        for (int movementPositions = 0; !game.gameOver();) {
            if (game.state().phase == Phase::Movement && movementPositions++ % 8 == 0) {
                const GameState& g = game.state();
                std::vector<UnitIndex> units;
                for (UnitIndex u : unitIndices(scenario))
                    if (scenario.units[u.slot()].side == g.phasing && g.units[u.slot()].status == UnitStatus::OnMap)
                        units.push_back(u);
                p.states.push_back(g);
                p.units.push_back(std::move(units));
            }
            auto c = player.next(game);
            if (!c || !game.apply(*c).ok()) break;
        }
    }
    return p;
}

// The positions, built once; before any timing, the reference must give exactly the engine's
// hexes and costs for every unit of every position, or the run stops here.
const MovementPositions& movementPositions() {
    static const MovementPositions positions = [] {
        const Scenario& scenario = *eylauScenario();
        MovementPositions p = collectPositions(scenario);
        const Movement movement(scenario);
        test::ReferenceReachability reference(scenario);
        for (const GameState& g : p.states)
            if (auto why = test::referenceDisagreement(scenario, movement, reference, g, g.phasing)) {
                std::fprintf(stderr, "the reference search disagrees with the engine: %s\n", why->c_str());
                std::abort();
            }
        return p;
    }();
    return positions;
}

// The engine's reachable sets of every phasing unit in one position (one Situation, as a caller
// asking for a whole side builds it once).
// With `paths`, every path is built too, as Movement::reachable gives them to the window.
std::size_t engineReachableSets(const Scenario&, const Movement& movement, const GameState& g,
                                const std::vector<UnitIndex>& units, bool paths = false) {
    const Situation situation(movement.board(), g);
    std::size_t hexes = 0;
    for (UnitIndex u : units) {
        if (paths) {
            auto reach = movement.reachable(situation, u);
            hexes += reach.size();
            benchmark::DoNotOptimize(reach);
        } else {
            auto reach = movement.reachableSet(situation, u);
            hexes += reach.size();
            benchmark::DoNotOptimize(reach);
        }
    }
    return hexes;
}

// The same from the reference, its flags for the position built first.
std::size_t referenceReachableSets(test::ReferenceReachability& reference, const GameState& g,
                                   const std::vector<UnitIndex>& units) {
    reference.setState(g);
    std::size_t hexes = 0;
    for (UnitIndex u : units) {
        const auto& reach = reference.reachable(u);
        hexes += reach.size();
        benchmark::DoNotOptimize(reach.data());
    }
    return hexes;
}

void reachableSetsCounters(benchmark::State& state, const MovementPositions& p, std::size_t hexes) {
    std::size_t units = 0;
    for (const auto& u : p.units) units += u.size();
    state.counters["positions"] = double(p.states.size());
    state.counters["units"] = double(units);
    state.counters["hexes"] = double(hexes);
    // Seconds per position (shown with a unit prefix: 250u is 250 µs).
    state.counters["per_position"] =
        benchmark::Counter(double(p.states.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                        benchmark::Counter::kInvert);
}

// Every phasing unit's reachable set over the same positions: the engine (Movement::reachable)...
void BM_ReachableSetsEngine(benchmark::State& state) {
    if (!eylauScenario()) return state.SkipWithError("eylau.json does not load");
    const Scenario& scenario = *eylauScenario();
    const MovementPositions& p = movementPositions();
    const Movement movement(scenario);
    std::size_t hexes = 0;
    for (auto _ : state) {
        hexes = 0;
        for (std::size_t i = 0; i < p.states.size(); ++i)
            hexes += engineReachableSets(scenario, movement, p.states[i], p.units[i]);
    }
    reachableSetsCounters(state, p, hexes);
}
BENCHMARK(BM_ReachableSetsEngine)->Unit(benchmark::kMillisecond);

// ... and the reference search (tests/support/reference_reachability.h).
void BM_ReachableSetsReference(benchmark::State& state) {
    if (!eylauScenario()) return state.SkipWithError("eylau.json does not load");
    const MovementPositions& p = movementPositions();
    test::ReferenceReachability reference(*eylauScenario());
    std::size_t hexes = 0;
    for (auto _ : state) {
        hexes = 0;
        for (std::size_t i = 0; i < p.states.size(); ++i) hexes += referenceReachableSets(reference, p.states[i], p.units[i]);
    }
    reachableSetsCounters(state, p, hexes);
}
BENCHMARK(BM_ReachableSetsReference)->Unit(benchmark::kMillisecond);

// The same hexes and costs with every path built, as Movement::reachable gives them to the window
// (the computer and the benchmark above ask for paths only where they need one).
void BM_ReachableSetsEngineWithPaths(benchmark::State& state) {
    if (!eylauScenario()) return state.SkipWithError("eylau.json does not load");
    const MovementPositions& p = movementPositions();
    const Movement movement(*eylauScenario());
    std::size_t hexes = 0;
    for (auto _ : state) {
        hexes = 0;
        for (std::size_t i = 0; i < p.states.size(); ++i)
            hexes += engineReachableSets(*eylauScenario(), movement, p.states[i], p.units[i], true);
    }
    reachableSetsCounters(state, p, hexes);
}
BENCHMARK(BM_ReachableSetsEngineWithPaths)->Unit(benchmark::kMillisecond);

// A Situation (who stands where, each side's Zone of Control) built for each of the positions.
void BM_BuildSituation(benchmark::State& state) {
    if (!eylauScenario()) return state.SkipWithError("eylau.json does not load");
    const MovementPositions& p = movementPositions();
    const Movement movement(*eylauScenario());
    for (auto _ : state)
        for (const GameState& g : p.states) {
            const Situation situation(movement.board(), g);
            benchmark::DoNotOptimize(&situation);
        }
    state.counters["per_situation"] = benchmark::Counter(double(p.states.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                                                     benchmark::Counter::kInvert);
}
BENCHMARK(BM_BuildSituation)->Unit(benchmark::kMicrosecond);

// This thread's CPU time in seconds, as Google Benchmark's rates count it (the machine may be
// shared, so wall time would count other work too).
double threadSeconds() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
#else
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
#endif
}

// The two interleaved position by position, each timed on its own: engine_us and reference_us
// are the mean CPU time per position, engine/reference the ratio of their totals (what the pair
// above gives on a steady machine).
void BM_ReachableSetsEngineOverReference(benchmark::State& state) {
    if (!eylauScenario()) return state.SkipWithError("eylau.json does not load");
    const Scenario& scenario = *eylauScenario();
    const MovementPositions& p = movementPositions();
    const Movement movement(scenario);
    test::ReferenceReachability reference(scenario);
    double engine = 0, ref = 0;
    for (auto _ : state) {
        for (std::size_t i = 0; i < p.states.size(); ++i) {
            const double t0 = threadSeconds();
            benchmark::DoNotOptimize(engineReachableSets(scenario, movement, p.states[i], p.units[i]));
            const double t1 = threadSeconds();
            benchmark::DoNotOptimize(referenceReachableSets(reference, p.states[i], p.units[i]));
            const double t2 = threadSeconds();
            engine += t1 - t0;
            ref += t2 - t1;
        }
    }
    const double positions = double(p.states.size()) * double(state.iterations());
    state.counters["engine_us"] = engine * 1e6 / positions;
    state.counters["reference_us"] = ref * 1e6 / positions;
    state.counters["engine/reference"] = ref > 0 ? engine / ref : 0.0;
}
BENCHMARK(BM_ReachableSetsEngineOverReference)->Unit(benchmark::kMillisecond);

}  // namespace
