// A whole game of Eylau: played by the random legal player (which asks Game::whyNot about many
// candidate commands), and replayed from its record (Game::apply alone, as loading a save does);
// and an undo late in a game (GameSession replays from its last fixed position).
#include "eylau/ai/random_player.h"
#include "eylau/game/game.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"
#include "eylau/record/record_options.h"
#include "eylau/scenario/scenario_io.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

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

// The game records kept under tests/data/ that play on a shipped scenario (data/scenarios/),
// found as the golden final-state test finds them, each with the commands it applies: up to its
// first refused line, as replaying it stops there.
struct ShippedRecord {
    std::shared_ptr<const eylau::Scenario> scenario;
    eylau::GameOptions options;
    std::vector<eylau::Command> commands;
};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::vector<ShippedRecord> shippedRecords() {
    namespace fs = std::filesystem;
    const fs::path source(EYLAU_SOURCE_DIR);
    std::vector<std::pair<std::string, std::shared_ptr<const eylau::Scenario>>> scenarios;  // by file stem
    for (const char* stem : {"eylau", "teaching"}) {
        auto load = eylau::readScenarioFile((source / "data/scenarios" / (std::string(stem) + ".json")).string());
        if (load.ok()) scenarios.emplace_back(stem, std::make_shared<const eylau::Scenario>(*load.scenario));
    }
    std::vector<fs::path> files;
    for (const char* dir : {"golden", "records", "fuzz-findings"})
        for (const auto& entry : fs::directory_iterator(source / "tests/data" / dir)) {
            const fs::path& f = entry.path();
            if (f.extension() == ".eylau" && (std::string(dir) != "fuzz-findings" || f.stem().string().starts_with("record-")))
                files.push_back(f);
        }
    std::sort(files.begin(), files.end());
    std::vector<ShippedRecord> out;
    for (const fs::path& f : files) {
        std::string error;
        const auto text = eylau::readTextFile(f.string(), 1 << 24, error);
        const auto parsed = text ? eylau::parseRecord(*text) : eylau::RecordParse{};
        if (!parsed.record) continue;
        const eylau::GameRecord& record = *parsed.record;
        ShippedRecord r;
        for (const auto& [stem, s] : scenarios)
            if (lower(record.scenario) == lower(s->name) || record.scenario == stem) r.scenario = s;
        if (!r.scenario) continue;
        const eylau::RecordOptions options = eylau::recordOptions(*r.scenario, record);
        if (!options.ok()) continue;
        r.options = options.options;
        eylau::Game game(r.scenario, r.options);
        for (const eylau::RecordLine& line : record.lines) {
            if (!game.apply(line.command).ok()) break;
            r.commands.push_back(line.command);
        }
        out.push_back(std::move(r));
    }
    return out;
}

// Every shipped-scenario record under tests/data/ replayed (Game::apply alone, as loading a save
// does); per_command is the time per command applied (shown with a unit prefix: 20u is 20 µs).
void BM_ReplayShippedRecords(benchmark::State& state) {
    const auto records = shippedRecords();
    if (records.empty()) return state.SkipWithError("no record under tests/data/ plays on a shipped scenario");
    std::size_t commands = 0;
    for (const auto& r : records) commands += r.commands.size();
    for (auto _ : state)
        for (const auto& r : records) {
            eylau::Game game(r.scenario, r.options);
            for (const auto& c : r.commands) benchmark::DoNotOptimize(game.apply(c));
        }
    state.counters["records"] = double(records.size());
    state.counters["commands"] = double(commands);
    state.counters["per_command"] = benchmark::Counter(
        double(commands), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_ReplayShippedRecords)->Unit(benchmark::kMillisecond);

}  // namespace
