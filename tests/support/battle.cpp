#include "support/battle.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"

#include "support/game_fixture.h"
#include "support/scenario_fixture.h"

#include <algorithm>
#include <memory>

namespace eylau::test {

Field::Field(int columns, int rows) : json_(emptyBoardJson(columns, rows)) {}

Field& Field::terrain(const std::string& hex, const std::string& terrain) {
    json_["map"]["hexes"].push_back({{"hex", hex}, {"terrain", terrain}});
    return *this;
}

Field& Field::lakes(std::initializer_list<const char*> hexes) {
    for (const char* h : hexes) terrain(h, "lake");
    return *this;
}

Field& Field::hexside(const std::string& a, const std::string& b, const std::string& feature) {
    json_["map"]["hexsides"].push_back({{"between", {a, b}}, {"features", {feature}}});
    return *this;
}

Field& Field::frozen() {
    json_["terrainEffects"]["frozenWater"] = true;
    return *this;
}

Field& Field::unit(const std::string& id, const std::string& side, const std::string& type, int strength,
                   const std::string& hex) {
    const std::string division = id.substr(0, id.find('.'));
    auto& divisions = json_["divisions"];
    if (std::none_of(divisions.begin(), divisions.end(), [&](const nlohmann::json& d) { return d["id"] == division; }))
        divisions.push_back({{"id", division}, {"name", division}, {"side", side},
                             {"nationality", side == "french" ? "french" : "russian"}});
    json_["units"].push_back(
        {{"id", id}, {"division", division}, {"type", type}, {"strength", strength}, {"movement", 4}, {"start", hex}});
    return *this;
}

Field& Field::leg(const std::string& n, const std::string& type, const std::string& hex) {
    return unit("Leg." + n, "french", type, 4, hex);
}

Field& Field::ost(const std::string& n, const std::string& type, const std::string& hex) {
    return unit("Ost." + n, "allied", type, 4, hex);
}

Field& Field::fresh(const std::string& division, int bonus) {
    json_["freshStrength"].push_back({{"division", division}, {"bonus", bonus}});
    return *this;
}

Field& Field::eylauTable() {
    eylauTable_ = true;
    return *this;
}

Field& Field::eylauTerrainEffects() {
    eylauTerrainEffects_ = true;
    return *this;
}

Scenario Field::load() const {
    Scenario scenario = loadScenario(json_);
    if (eylauTable_) scenario.combatResults = eylauScenario().combatResults;
    if (eylauTerrainEffects_) scenario.terrainEffects = eylauScenario().terrainEffects;
    return scenario;
}

Battle::Battle(const Field& field) : s(field.load()), g(startingState(s)) { g.phase = Phase::Combat; }

UnitIndex Battle::operator[](std::string_view id) const { return unitIndex(s, id); }

std::vector<UnitIndex> Battle::units(std::initializer_list<std::string_view> ids) const {
    std::vector<UnitIndex> v;
    for (auto id : ids) v.push_back((*this)[id]);
    return v;
}

Attack Battle::attack(std::initializer_list<std::string_view> attackers, std::initializer_list<std::string_view> bombarding,
                      std::initializer_list<std::string_view> defenders) const {
    Attack a;
    a.attackers = units(attackers);
    a.bombarding = units(bombarding);
    a.defenders = units(defenders);
    return a;
}

Game Battle::game() const { return Game::atState(std::make_shared<const Scenario>(s), g); }

OddsAccount Battle::odds(const Attack& a, const ExclusiveRules& rules) const { return computeOdds(s, g, a, rules); }

OddsAccount Battle::odds(const Attack& a) const { return odds(a, ExclusiveRules{}); }

std::size_t Battle::column(const std::string& ratio) const {
    return columnFor(s.combatResults, *CombatRatio::parse(ratio));
}

Obligations Battle::obligations() const { return openObligations(Snapshot(s, g).situation); }

std::string Battle::declare(std::initializer_list<std::string_view> attackers,
                            std::initializer_list<std::string_view> bombarding,
                            std::initializer_list<std::string_view> defenders) const {
    const Verdict v = checkAttackDeclaration(Snapshot(s, g).situation, attack(attackers, bombarding, defenders));
    return v ? v->describe() : "";
}

void Battle::made(std::initializer_list<std::string_view> attackers, std::initializer_list<std::string_view> defenders) {
    for (UnitIndex u : units(attackers)) g.unit(u).attacked = true;
    for (UnitIndex u : units(defenders)) g.unit(u).defended = true;
}

std::vector<Hex> Battle::safe(std::string_view id) const { return safeHexes(Snapshot(s, g).situation, (*this)[id]); }

bool Battle::canRetreat(std::string_view id) const { return eylau::canRetreat(Snapshot(s, g).situation, (*this)[id]); }

std::string Battle::retreat(std::string_view id, const char* to,
                            std::vector<std::pair<std::string_view, const char*>> chain) const {
    std::vector<std::pair<UnitIndex, Hex>> displacements;
    for (const auto& [u, h] : chain) displacements.emplace_back((*this)[u], hex(h));
    const Verdict v = checkRetreat(Snapshot(s, g).situation, (*this)[id], hex(to), displacements);
    return v ? v->describe() : "";
}

}  // namespace eylau::test
