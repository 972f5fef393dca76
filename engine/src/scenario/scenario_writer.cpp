// Writes a Scenario in the canonical form of docs/scenario-format.md: documented key order,
// defaults omitted, map hexes and hexsides sorted. Load + save + load + save gives equal bytes.
#include "eylau/scenario/scenario_io.h"

#include "io/canonical_json.h"
#include "scenario/map_underlay_io.h"

#include <algorithm>

namespace eylau {
namespace {

using OJson = nlohmann::ordered_json;

std::string str(std::string_view s) { return std::string(s); }

void putProvenance(OJson& o, Provenance p, Provenance inherited = Provenance::Printed) {
    if (p != inherited) o["provenance"] = str(toString(p));
}
void putNote(OJson& o, const std::string& note) {
    if (!note.empty()) o["note"] = note;
}

// An item of the scenario's lists and charts: its own fields, then where its values come from and
// why, when they say something (docs/scenario-format.md, "Provenance").
template <typename Item>
OJson sourced(OJson fields, const Item& item) {
    putProvenance(fields, item.provenance);
    putNote(fields, item.note);
    return fields;
}

// A list of items, each written by `fields` and sourced.
template <typename Item, typename Fields>
OJson listJson(const std::vector<Item>& items, Fields fields) {
    OJson list = OJson::array();
    for (const Item& item : items) list.push_back(sourced(fields(item), item));
    return list;
}

OJson rulesJson(const RuleOptions& r) {
    OJson o;
    o["firstPlayer"] = str(toString(r.firstPlayer));
    std::vector<std::string> exclusive = r.exclusive;
    std::sort(exclusive.begin(), exclusive.end());
    o["exclusive"] = exclusive;
    if (!r.options.empty()) {
        OJson opts = OJson::object();
        for (const auto& [name, on] : r.options) opts[name] = on;
        o["options"] = opts;
    }
    if (r.limberTarget != kDefaultLimberTarget) o["limberTarget"] = r.limberTarget;  // AL.2 (variant)
    return o;
}

OJson mapJson(const GameMap& m) {
    OJson o;
    o["columns"] = m.columns();
    o["rows"] = m.rows();
    if (m.firstColumn() != 1) o["firstColumn"] = m.firstColumn();
    if (m.firstRow() != 1) o["firstRow"] = m.firstRow();
    o["defaultTerrain"] = str(toString(m.defaultTerrain()));
    putProvenance(o, m.provenance());
    OJson hexes = OJson::array();
    for (const auto& [hex, data] : m.explicitHexes()) {
        OJson h;
        h["hex"] = hex.id();
        h["terrain"] = str(toString(data.terrain));
        if (!data.name.empty()) h["name"] = data.name;
        putProvenance(h, data.provenance, m.provenance());
        hexes.push_back(h);
    }
    o["hexes"] = hexes;
    OJson sides = OJson::array();
    for (const auto& [side, data] : m.hexsides()) {
        OJson s;
        s["between"] = {side.first.id(), side.second.id()};
        OJson features = OJson::array();
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) features.push_back(str(toString(f)));
        s["features"] = features;
        putProvenance(s, data.provenance, m.provenance());
        sides.push_back(s);
    }
    o["hexsides"] = sides;
    return o;
}

OJson terrainEffectsJson(const TerrainEffectsChart& c) {
    OJson o;
    if (c.frozenWater()) o["frozenWater"] = true;
    OJson terrain = OJson::array();
    for (Terrain t : kTerrains) {
        const TerrainEffect& e = c.effect(t);
        OJson r;
        r["terrain"] = str(toString(t));
        r["halfMP"] = e.halfMP;
        if (e.impassable) r["impassable"] = true;
        if (e.blocksBombardment) r["blocksBombardment"] = true;
        if (e.defenderDoubled) r["defenderDoubled"] = true;
        terrain.push_back(sourced(r, e));
    }
    o["terrain"] = terrain;
    OJson hexsides = OJson::array();
    for (HexsideFeature f : kHexsideFeatures) {
        const HexsideEffect& e = c.effect(f);
        OJson r;
        r["feature"] = str(toString(f));
        if (e.addHalfMP) r["addHalfMP"] = e.addHalfMP;
        if (e.routeHalfMP) r["routeHalfMP"] = e.routeHalfMP;
        if (e.impassable) r["impassable"] = true;
        if (e.artilleryOnlyAtBridge) r["artilleryOnlyAtBridge"] = true;
        if (e.blocksZoc) r["blocksZoc"] = true;
        if (e.defenderDoubledIfExclusive) r["defenderDoubledIfExclusive"] = true;
        hexsides.push_back(sourced(r, e));
    }
    o["hexsides"] = hexsides;
    return o;
}

OJson combatResultsJson(const CombatResultsTable& t) {
    OJson o;
    OJson columns = OJson::array();
    for (const CombatRatio& c : t.columns()) columns.push_back(c.text());
    o["columns"] = columns;
    OJson rows = OJson::array();
    for (std::size_t r = 0; r < t.rows().size(); ++r) {
        const auto& cells = t.rows()[r];
        OJson row;
        row["die"] = int(r) + 1;
        OJson results = OJson::array();
        for (const auto& c : cells) results.push_back(str(toString(c.result)));
        row["results"] = results;
        const bool allSame = std::all_of(cells.begin(), cells.end(),
                                         [&](const CombatResultCell& c) { return c.provenance == cells.front().provenance; });
        if (!cells.empty() && allSame) {
            putProvenance(row, cells.front().provenance);
        } else if (!cells.empty()) {
            OJson provs = OJson::array();
            for (const auto& c : cells) provs.push_back(str(toString(c.provenance)));
            row["provenance"] = provs;
        }
        rows.push_back(row);
    }
    o["rows"] = rows;
    return o;
}

OJson unitJson(const Unit& u) {
    OJson o;
    o["id"] = u.id;
    o["division"] = u.division;
    if (u.nationalityOverridden) o["nationality"] = u.nationality;
    o["type"] = str(toString(u.type));
    o["strength"] = u.strength;
    o["movement"] = u.movement;
    if (u.start) o["start"] = u.start->id();
    if (u.arrival) o["entry"] = OJson{{"area", u.arrival->area}, {"turn", u.arrival->turn}};
    return o;
}

OJson victoryHexJson(const VictoryHex& h) {
    OJson j;
    j["hex"] = h.hex.id();
    if (!h.name.empty()) j["name"] = h.name;
    j["points"] = h.points;
    return j;
}

OJson awardJson(const EliminationAward& a) {
    OJson j;
    j["side"] = str(toString(a.side));
    j["eliminated"] = a.eliminated;
    j["points"] = a.points;
    if (a.requiresGuardCommitted) j["requiresGuardCommitted"] = true;
    return j;
}

OJson levelJson(const VictoryLevel& l) { return OJson{{"from", l.from}, {"name", l.name}}; }

OJson victoryJson(const VictoryConditions& v) {
    OJson o;
    o["pointsPerStrengthPoint"] = v.pointsPerStrengthPoint;
    o["hexes"] = listJson(v.hexes, victoryHexJson);
    o["awards"] = listJson(v.awards, awardJson);
    o["levels"] = listJson(v.levels, levelJson);
    return o;
}

OJson turnJson(const GameTurn& t) {
    OJson j;
    j["turn"] = t.number;
    j["time"] = t.time;
    if (!t.date.empty()) j["date"] = t.date;
    if (t.night) j["night"] = true;
    return j;
}

OJson entryAreaJson(const EntryArea& a) {
    OJson j;
    j["id"] = a.id;
    if (!a.name.empty()) j["name"] = a.name;
    j["hex"] = a.hex.id();
    return j;
}

OJson divisionJson(const Division& d) {
    OJson j;
    j["id"] = d.id;
    if (!d.name.empty()) j["name"] = d.name;
    j["side"] = str(toString(d.side));
    j["nationality"] = d.nationality;
    if (d.guard) j["guard"] = true;
    return j;
}

OJson markerJson(const FreshStrengthMarker& m) { return OJson{{"division", m.division}, {"bonus", m.bonus}}; }

}  // namespace

std::string writeScenario(const Scenario& scenario) {
    OJson o;
    o["format"] = "eylau-scenario";
    o["version"] = 1;
    o["name"] = scenario.name;
    if (!scenario.title.empty()) o["title"] = scenario.title;
    if (!scenario.description.empty()) o["description"] = scenario.description;
    o["rules"] = rulesJson(scenario.rules);
    o["map"] = mapJson(scenario.map);
    o["terrainEffects"] = terrainEffectsJson(scenario.terrainEffects);
    o["combatResults"] = combatResultsJson(scenario.combatResults);
    o["turns"] = listJson(scenario.turns, turnJson);
    o["entryAreas"] = listJson(scenario.entryAreas, entryAreaJson);
    o["divisions"] = listJson(scenario.divisions, divisionJson);
    o["freshStrength"] = listJson(scenario.freshStrength, markerJson);
    o["units"] = listJson(scenario.units, unitJson);
    o["victory"] = victoryJson(scenario.victory);
    if (scenario.underlay) o["underlay"] = detail::underlayJson(*scenario.underlay);
    return detail::canonicalJson(o);
}

}  // namespace eylau
