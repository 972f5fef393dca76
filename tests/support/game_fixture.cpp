#include "support/game_fixture.h"
#include "eylau/rules/game_state.h"

namespace eylau::test {

Scenario loadScenario(const nlohmann::json& json) {
    auto load = readScenario(json.dump());
    for (const auto& p : load.problems)
        if (p.severity == ScenarioProblem::Severity::Error) ADD_FAILURE() << p.describe("test scenario");
    return load.ok() ? *load.scenario : Scenario{};
}

namespace {
Scenario loadShipped(const std::string& file) {
    auto load = readScenarioFile(std::string(EYLAU_SOURCE_DIR) + "/data/scenarios/" + file);
    for (const auto& p : load.problems)
        if (p.severity == ScenarioProblem::Severity::Error) ADD_FAILURE() << p.describe(file);
    return load.ok() ? *load.scenario : Scenario{};
}
}  // namespace

const Scenario& eylauScenario() {
    static const Scenario scenario = loadShipped("eylau.json");
    return scenario;
}

const Scenario& teachingScenario() {
    static const Scenario scenario = loadShipped("teaching.json");
    return scenario;
}

std::shared_ptr<const Scenario> sharedEylau() {
    static const auto s = std::make_shared<const Scenario>(eylauScenario());
    return s;
}

GameState startingState(const Scenario& scenario) {
    GameState g;
    g.turn = 1;
    g.phasing = scenario.rules.firstPlayer;
    g.phase = Phase::Movement;
    g.units.resize(scenario.units.size());
    for (std::size_t u = 0; u < scenario.units.size(); ++u)
        if (scenario.units[u].start) g.units[u] = UnitState{UnitStatus::OnMap, *scenario.units[u].start};
    g.freshUsed.assign(scenario.freshStrength.size(), false);
    g.control.assign(scenario.victory.hexes.size(), std::nullopt);
    return g;
}

UnitIndex unitIndex(const Scenario& scenario, std::string_view id) {
    for (UnitIndex u : unitIndices(scenario))
        if (scenario.units[u.slot()].id == id) return u;
    ADD_FAILURE() << "no unit " << id;
    return UnitIndex{-1};  // no unit: the engine refuses it
}

Hex hex(std::string_view ccrr) {
    auto h = Hex::parse(ccrr);
    if (!h) ADD_FAILURE() << "bad hex id " << ccrr;
    return h.value_or(Hex{});
}

GameState legSurrounded(const Scenario& eylau, GameState st, Side phasing, int turn) {
    st.turn = turn;
    st.phasing = phasing;
    st.phase = Phase::Movement;
    for (auto& u : st.units) u.status = UnitStatus::Eliminated;
    const UnitIndex leg = unitIndex(eylau, "Leg.1");
    const Hex at = hex("2020");
    st.units[leg.slot()] = UnitState{UnitStatus::OnMap, at};
    const auto around = neighbours(at);
    int placed = 0;
    for (std::size_t i = 0; i < eylau.units.size() && placed < 3; ++i) {
        if (eylau.units[i].side != Side::Allied || eylau.units[i].type != UnitType::Infantry) continue;
        st.units[i] = UnitState{UnitStatus::OnMap, around[std::size_t(placed) * 2]};
        ++placed;
    }
    if (placed < 3) ADD_FAILURE() << "fewer than three Allied infantry units";
    for (Hex n : around)
        if (!eylau.map.onMap(n)) ADD_FAILURE() << "a neighbour of 2020 off the map";
    return st;
}

}  // namespace eylau::test
