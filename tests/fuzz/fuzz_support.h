#pragma once
// Shared by the fuzz targets: how a broken property is reported, and the shipped
// scenarios loaded once per process (fuzz_play.h adds their opening positions and the checks made
// around every command a target plays).
//
// A broken property prints what broke to stderr and aborts. libFuzzer reports the abort as a
// crash and saves the input; replay_main.cpp (the ordinary build) dies with it, failing its test.
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
    constexpr std::size_t kShown = 4000;  // of the detail (a whole record, say)
    std::fprintf(stderr, "fuzz property broken: %.*s\n", int(what.size()), what.data());
    if (!detail.empty())
        std::fprintf(stderr, "  %.*s%s\n", int(std::min(detail.size(), kShown)), detail.data(),
                     detail.size() > kShown ? " [...]" : "");
    std::fflush(stderr);
    std::abort();
}

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

// A scenario file of the source tree (EYLAU_SOURCE_DIR is a compile definition), which must load.
inline std::shared_ptr<const Scenario> loadShipped(const std::string& relativePath) {
    const std::string path = std::string(EYLAU_SOURCE_DIR) + "/" + relativePath;
    ScenarioLoad load = readScenarioFile(path);
    if (!load.ok()) {
        std::string problems;
        for (const ScenarioProblem& p : load.problems) problems += p.describe(path) + "\n  ";
        fail("a shipped scenario does not load", problems);
    }
    return std::make_shared<const Scenario>(std::move(*load.scenario));
}

inline const std::shared_ptr<const Scenario>& eylauScenario() {
    static const auto scenario = loadShipped("data/scenarios/eylau.json");
    return scenario;
}

inline const std::shared_ptr<const Scenario>& teachingScenario() {
    static const auto scenario = loadShipped("data/scenarios/teaching.json");
    return scenario;
}

// The scenarios a remote record may name (a remote game's ScenarioLookup): the shipped Eylau only.
inline std::function<std::shared_ptr<const Scenario>(const std::string&, std::string&)> eylauOnly() {
    return [](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (name == "eylau") return eylauScenario();
        error = "no such scenario";
        return nullptr;
    };
}

}  // namespace eylau::fuzz
