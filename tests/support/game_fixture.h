#pragma once
// Shared helpers for rules tests: load a scenario from JSON, and a GameState at the start of a
// game (Game-Turn 1, the first player's Movement Phase) built by hand, without a Game.
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/situation.h"
#include "eylau/scenario/scenario.h"
#include "eylau/scenario/scenario_io.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>

namespace eylau::test {

// A scenario's Board and a Situation over a state, for tests that hold a scenario and a state
// rather than a Game: Snapshot(scenario, state).situation (the scenario must outlive it).
struct Snapshot {
    Board board;
    Situation situation;
    Snapshot(const Scenario& scenario, const GameState& state) : board(scenario), situation(board, state) {}
};

// The scenario, or an empty one after reporting every load problem as a test failure.
Scenario loadScenario(const nlohmann::json& json);

// The shipped Eylau scenario (data/scenarios/eylau.json in the source tree), loaded once.
const Scenario& eylauScenario();

// The shipped teaching scenario, Grünau Mill (data/scenarios/teaching.json), loaded once.
const Scenario& teachingScenario();

// The same, shared, as a Game and a GameSession take it.
std::shared_ptr<const Scenario> sharedEylau();

// Every unit with a start hex on the map there (OnMap), every reinforcement Waiting; Game-Turn 1,
// the first player's Movement Phase, nothing spent, no marker used, no hex controlled.
GameState startingState(const Scenario& scenario);

// The unit's index, or UnitIndex{-1} (and a test failure) when there is no such unit.
UnitIndex unitIndex(const Scenario& scenario, std::string_view id);

// "0714" -> Hex; a malformed id is a test failure.
Hex hex(std::string_view ccrr);

// Eylau's Leg.1 alone at 2020 with three Allied infantry divisions on every other neighbour, so
// that all six neighbours are shut to a retreat (held or in their Zone of Control, 6.4); every
// other unit eliminated; `from` otherwise, but at the start of `phasing`'s Player-Turn of `turn`.
GameState legSurrounded(const Scenario& eylau, GameState from, Side phasing, int turn);

}  // namespace eylau::test
