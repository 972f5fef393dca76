#include "eylau/reports/state_report.h"
#include "eylau/rules/game_state.h"

#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/rules/victory_points.h"

#include "io/canonical_json.h"

namespace eylau {

std::string stateJson(const Scenario& scenario, const GameState& state) {
    using OJson = nlohmann::ordered_json;
    OJson o;
    o["scenario"] = scenario.name;
    o["turn"] = state.turn;
    o["phasing"] = std::string(toString(state.phasing));
    o["phase"] = std::string(toString(state.phase));
    if (state.turn >= 1 && state.turn <= scenario.lastTurn()) {
        const GameTurn& t = scenario.turns[std::size_t(state.turn - 1)];
        o["time"] = t.time;
        o["night"] = t.night;
    }
    OJson units = OJson::array();
    for (UnitIndex u : unitIndices(scenario)) {
        const UnitState& us = state.units[u.slot()];
        OJson j;
        j["id"] = scenario.units[u.slot()].id;
        j["status"] = us.status == UnitStatus::OnMap ? "on map" : us.status == UnitStatus::Waiting ? "waiting" : "eliminated";
        if (us.status == UnitStatus::OnMap) j["hex"] = us.hex.id();
        // The variant rules' state, only in a game that plays them (CR.1, AL.1).
        if (us.status != UnitStatus::Eliminated && tracksReadiness(scenario, state, u))
            j["readiness"] = std::string(toString(us.readiness));
        if (us.status != UnitStatus::Eliminated && tracksLimbering(scenario, state, u))
            j["limbered"] = us.limbered;
        units.push_back(j);
    }
    o["units"] = units;
    o["eliminatedStrength"] = {{"french", state.strengthLost[0]}, {"allied", state.strengthLost[1]}};
    OJson control = OJson::array();
    for (std::size_t v = 0; v < scenario.victory.hexes.size(); ++v)
        control.push_back({{"hex", scenario.victory.hexes[v].hex.id()},
                           {"controller", state.control[v] ? std::string(toString(*state.control[v])) : "nobody"}});
    o["control"] = control;
    o["guardCommitted"] = state.guardCommitted;
    OJson variants = OJson::array();
    for (const std::string& v : variantRuleNames())
        if (variantOn(state.variants, v)) variants.push_back(v);
    if (!variants.empty()) o["variants"] = variants;
    const VictoryScore score = scoreVictory(scenario, state);
    o["victoryPoints"] = {{"french", score.points[0]}, {"allied", score.points[1]}};
    o["leader"] = score.leader ? std::string(toString(*score.leader)) : "nobody";
    o["level"] = score.level;
    o["diceRolled"] = state.dice.total();
    return detail::canonicalJson(o);
}

}  // namespace eylau
