#pragma once
// Purpose-made boards for the movement tests: test::minimalScenarioJson() cut down to an empty
// map of a chosen size (entry area A at 0103, turn 3 is night), with hexes, hexsides and units
// added one call at a time (a BoardSketch); and a Table holding the loaded scenario, a state and a Movement.
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

namespace eylau::test {

class BoardSketch {
public:
    BoardSketch(int columns, int rows) : json_(minimalScenarioJson()) {
        json_["map"]["columns"] = columns;
        json_["map"]["rows"] = rows;
        json_["map"]["hexes"] = nlohmann::json::array();
        json_["map"]["hexsides"] = nlohmann::json::array();
        json_["units"] = nlohmann::json::array();
        json_["victory"]["hexes"] = nlohmann::json::array();
    }
    BoardSketch& terrain(const std::string& hex, const std::string& terrain) {
        json_["map"]["hexes"].push_back({{"hex", hex}, {"terrain", terrain}});
        return *this;
    }
    BoardSketch& hexside(const std::string& a, const std::string& b, const std::vector<std::string>& features) {
        json_["map"]["hexsides"].push_back({{"between", {a, b}}, {"features", features}});
        return *this;
    }
    // "Fr.x" units are French, "Ru.x" Allied.
    BoardSketch& unit(const std::string& id, const std::string& type, int movement, const std::string& start) {
        json_["units"].push_back(unitJson(id, type, movement));
        json_["units"].back()["start"] = start;
        return *this;
    }
    BoardSketch& arriving(const std::string& id, const std::string& type, int movement) {
        json_["units"].push_back(unitJson(id, type, movement));
        json_["units"].back()["entry"] = {{"area", "A"}, {"turn", 1}};
        return *this;
    }
    BoardSketch& entryArea(const std::string& hex) {
        json_["entryAreas"][0]["hex"] = hex;
        return *this;
    }
    BoardSketch& frozenWater() {
        json_["terrainEffects"]["frozenWater"] = true;
        return *this;
    }
    const nlohmann::json& json() const { return json_; }

private:
    static nlohmann::json unitJson(const std::string& id, const std::string& type, int movement) {
        return {{"id", id}, {"division", id.substr(0, 2)}, {"type", type}, {"strength", 3}, {"movement", movement}};
    }
    nlohmann::json json_;
};

using Outcome = std::variant<Reach, Refusal>;

// A scenario, a state at its start and the Movement over it (with the scenario's Board); the state
// may be changed freely.
struct Table {
    Scenario scenario;
    GameState state;
    Movement movement;

    explicit Table(const BoardSketch& board) : scenario(loadScenario(board.json())), state(startingState(scenario)), movement(scenario) {}
    explicit Table(const Scenario& sourceScenario) : scenario(sourceScenario), state(startingState(scenario)), movement(scenario) {}

    UnitIndex index(const std::string& id) const { return unitIndex(scenario, id); }
    UnitState& unit(const std::string& id) { return state.unit(index(id)); }
    void place(const std::string& id, const std::string& h) { unit(id) = UnitState{UnitStatus::OnMap, hex(h)}; }
    void night() { state.turn = 3; }

    std::vector<Reach> reachable(const std::string& id) const {
        return movement.reachable(Situation(movement.board(), state), index(id));
    }
    std::vector<Reach> reachableOnEntry(const std::string& id) const {
        return movement.reachableOnEntry(Situation(movement.board(), state), index(id));
    }
    std::vector<Hex> entryHexes(const std::string& id) const {
        return movement.entryHexes(Situation(movement.board(), state), index(id));
    }
    Outcome move(const std::string& id, const std::vector<std::string>& hexes) const {
        return movement.checkMove(Situation(movement.board(), state), index(id), hexIds(hexes));
    }
    Outcome enter(const std::string& id, const std::vector<std::string>& hexes) const {
        return movement.checkEntry(Situation(movement.board(), state), index(id), hexIds(hexes));
    }
    static std::vector<Hex> hexIds(const std::vector<std::string>& ids) {
        std::vector<Hex> hs;
        for (const auto& id : ids) hs.push_back(hex(id));
        return hs;
    }
};

// The reach of hex `h` in `reaches`, or nullptr.
inline const Reach* find(const std::vector<Reach>& reaches, const std::string& h) {
    for (const Reach& r : reaches)
        if (r.hex == hex(h)) return &r;
    return nullptr;
}

// The refusal's text ("[4.5] ..."), or "accepted".
inline std::string verdict(const Outcome& o) {
    return std::holds_alternative<Refusal>(o) ? std::get<Refusal>(o).describe() : "accepted";
}

// The move's cost in half MP; -1 (and a failure naming the refusal) when refused.
inline int costOf(const Outcome& o) {
    if (const auto* r = std::get_if<Reach>(&o)) return r->halfMP;
    ADD_FAILURE() << verdict(o);
    return -1;
}

inline std::vector<std::string> pathIds(const Reach& r) {
    std::vector<std::string> ids;
    for (Hex h : r.path) ids.push_back(h.id());
    return ids;
}

}  // namespace eylau::test
