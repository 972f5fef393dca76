#pragma once
// Shared helpers for rules tests: load a scenario from JSON, and a GameState at the start of a
// game (Game-Turn 1, the first player's Movement Phase) built by hand, without a Game.
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>

namespace eylau::test {

// The scenario, or an empty one after reporting every load problem as a test failure.
inline Scenario loadScenario(const nlohmann::json& json) {
    auto load = readScenario(json.dump());
    for (const auto& p : load.problems)
        if (p.severity == ScenarioProblem::Severity::Error) ADD_FAILURE() << p.describe("test scenario");
    return load.ok() ? *load.scenario : Scenario{};
}

// The shipped Eylau scenario, loaded once.
inline const Scenario& eylauScenario() {
    static const Scenario s = [] {
        auto load = readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/eylau.json");
        for (const auto& p : load.problems)
            if (p.severity == ScenarioProblem::Severity::Error) ADD_FAILURE() << p.describe("eylau.json");
        return load.ok() ? *load.scenario : Scenario{};
    }();
    return s;
}

// The same, shared, as a Game and a GameSession take it.
inline std::shared_ptr<const Scenario> sharedEylau() {
    static const auto s = std::make_shared<const Scenario>(eylauScenario());
    return s;
}

// Every unit with a start hex on the map there (OnMap), every reinforcement Waiting; Game-Turn 1,
// the first player's Movement Phase, nothing spent, no marker used, no hex controlled.
inline GameState startingState(const Scenario& s) {
    GameState g;
    g.turn = 1;
    g.phasing = s.rules.firstPlayer;
    g.phase = Phase::Movement;
    g.units.resize(s.units.size());
    for (std::size_t u = 0; u < s.units.size(); ++u)
        if (s.units[u].start) g.units[u] = UnitState{UnitStatus::OnMap, *s.units[u].start};
    g.freshUsed.assign(s.freshStrength.size(), false);
    g.control.assign(s.victory.hexes.size(), std::nullopt);
    return g;
}

// The unit's index, or -1 (and a test failure) when there is no such unit.
inline UnitIndex unitIndex(const Scenario& s, std::string_view id) {
    for (std::size_t u = 0; u < s.units.size(); ++u)
        if (s.units[u].id == id) return UnitIndex(u);
    ADD_FAILURE() << "no unit " << id;
    return -1;
}

// "0714" -> Hex; a malformed id is a test failure.
inline Hex hex(std::string_view ccrr) {
    auto h = Hex::parse(ccrr);
    if (!h) ADD_FAILURE() << "bad hex id " << ccrr;
    return h.value_or(Hex{});
}

}  // namespace eylau::test
