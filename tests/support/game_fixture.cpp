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
    static const Scenario s = loadShipped("eylau.json");
    return s;
}

const Scenario& teachingScenario() {
    static const Scenario s = loadShipped("teaching.json");
    return s;
}

std::shared_ptr<const Scenario> sharedEylau() {
    static const auto s = std::make_shared<const Scenario>(eylauScenario());
    return s;
}

GameState startingState(const Scenario& s) {
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

UnitIndex unitIndex(const Scenario& s, std::string_view id) {
    for (UnitIndex u : unitIndices(s))
        if (s.units[u.slot()].id == id) return u;
    ADD_FAILURE() << "no unit " << id;
    return UnitIndex{-1};  // no unit: the engine refuses it
}

Hex hex(std::string_view ccrr) {
    auto h = Hex::parse(ccrr);
    if (!h) ADD_FAILURE() << "bad hex id " << ccrr;
    return h.value_or(Hex{});
}

}  // namespace eylau::test
