// The editor's map after one edit (issue 41, "redraw only what changed"): one unit moved, one place
// renamed, against the whole map drawn afresh as every such edit did before; Eylau at
// fit-to-window, 1280x800, offscreen, from the edit to the map painted. Compare the medians of one
// run, as the ratio:
//   eylau-editor-benchmarks --benchmark_repetitions=9 --benchmark_report_aggregates_only=true
#include "commands/map_commands.h"
#include "document/scenario_document.h"
#include "document/scenario_edits.h"
#include "view/editor_view.h"

#include "eylau/scenario/scenario_io.h"

#include <QApplication>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace eylau::editor {
namespace {

const Scenario& eylauScenario() {
    static const Scenario scenario = [] {
        ScenarioLoad load = readScenarioFile(EYLAU_SOURCE_DIR "/data/scenarios/eylau.json");
        if (!load.ok()) {
            std::fprintf(stderr, "eylau.json: %s\n", load.problems.front().describe("").c_str());
            std::exit(1);
        }
        return *load.scenario;
    }();
    return scenario;
}

// The editor's document and map of Eylau, shown and fitted.
struct EditedMap {
    ScenarioDocument doc{eylauScenario()};
    EditorView view{doc};
    EditedMap() {
        view.resize(1280, 800);
        view.show();
        view.fitToWindow();
        QApplication::processEvents();
    }
};

void BM_EditorOneUnitMoved(benchmark::State& state) {
    EditedMap m;
    const Unit& unit = m.doc.scenario().units.front();
    const std::string id = unit.id;
    const Hex home = *unit.start;
    const Hex away = *nearestFreeHex(m.doc.scenario(), Hex{home.col + 2, home.row});
    bool there = false;
    for (auto _ : state) {
        placeUnit(m.doc, id, there ? home : away);
        there = !there;
        QApplication::processEvents();
    }
}
BENCHMARK(BM_EditorOneUnitMoved)->Unit(benchmark::kMillisecond);

void BM_EditorOnePlaceRenamed(benchmark::State& state) {
    EditedMap m;
    const Hex anklappen{12, 8};
    int stroke = 0;
    for (auto _ : state) {
        MapHex named = m.doc.scenario().map.hex(anklappen);
        named.name = stroke % 2 == 0 ? "Anklappen (village)" : "Anklappen";
        m.doc.push(new SetHexesCommand(m.doc, {{anklappen, named}}, QStringLiteral("Name"), ++stroke));
        QApplication::processEvents();
    }
}
BENCHMARK(BM_EditorOnePlaceRenamed)->Unit(benchmark::kMillisecond);

void BM_EditorWholeMapRedrawn(benchmark::State& state) {
    EditedMap m;
    for (auto _ : state) {
        m.view.rebuildNow();
        QApplication::processEvents();
    }
}
BENCHMARK(BM_EditorWholeMapRedrawn)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace eylau::editor

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
