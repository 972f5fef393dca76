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
        putProvenance(r, e.provenance);
        putNote(r, e.note);
        terrain.push_back(r);
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
        putProvenance(r, e.provenance);
        putNote(r, e.note);
        hexsides.push_back(r);
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
    putProvenance(o, u.provenance);
    putNote(o, u.note);
    return o;
}

OJson victoryJson(const VictoryConditions& v) {
    OJson o;
    o["pointsPerStrengthPoint"] = v.pointsPerStrengthPoint;
    OJson hexes = OJson::array();
    for (const VictoryHex& h : v.hexes) {
        OJson j;
        j["hex"] = h.hex.id();
        if (!h.name.empty()) j["name"] = h.name;
        j["points"] = h.points;
        putProvenance(j, h.provenance);
        putNote(j, h.note);
        hexes.push_back(j);
    }
    o["hexes"] = hexes;
    OJson awards = OJson::array();
    for (const EliminationAward& a : v.awards) {
        OJson j;
        j["side"] = str(toString(a.side));
        j["eliminated"] = a.eliminated;
        j["points"] = a.points;
        if (a.requiresGuardCommitted) j["requiresGuardCommitted"] = true;
        putProvenance(j, a.provenance);
        putNote(j, a.note);
        awards.push_back(j);
    }
    o["awards"] = awards;
    OJson levels = OJson::array();
    for (const VictoryLevel& l : v.levels) {
        OJson j;
        j["from"] = l.from;
        j["name"] = l.name;
        putProvenance(j, l.provenance);
        putNote(j, l.note);
        levels.push_back(j);
    }
    o["levels"] = levels;
    return o;
}

}  // namespace

std::string writeScenario(const Scenario& s) {
    OJson o;
    o["format"] = "eylau-scenario";
    o["version"] = 1;
    o["name"] = s.name;
    if (!s.title.empty()) o["title"] = s.title;
    if (!s.description.empty()) o["description"] = s.description;
    o["rules"] = rulesJson(s.rules);
    o["map"] = mapJson(s.map);
    o["terrainEffects"] = terrainEffectsJson(s.terrainEffects);
    o["combatResults"] = combatResultsJson(s.combatResults);
    OJson turns = OJson::array();
    for (const GameTurn& t : s.turns) {
        OJson j;
        j["turn"] = t.number;
        j["time"] = t.time;
        if (!t.date.empty()) j["date"] = t.date;
        if (t.night) j["night"] = true;
        putProvenance(j, t.provenance);
        putNote(j, t.note);
        turns.push_back(j);
    }
    o["turns"] = turns;
    OJson areas = OJson::array();
    for (const EntryArea& a : s.entryAreas) {
        OJson j;
        j["id"] = a.id;
        if (!a.name.empty()) j["name"] = a.name;
        j["hex"] = a.hex.id();
        putProvenance(j, a.provenance);
        putNote(j, a.note);
        areas.push_back(j);
    }
    o["entryAreas"] = areas;
    OJson divisions = OJson::array();
    for (const Division& d : s.divisions) {
        OJson j;
        j["id"] = d.id;
        if (!d.name.empty()) j["name"] = d.name;
        j["side"] = str(toString(d.side));
        j["nationality"] = d.nationality;
        if (d.guard) j["guard"] = true;
        putProvenance(j, d.provenance);
        putNote(j, d.note);
        divisions.push_back(j);
    }
    o["divisions"] = divisions;
    OJson markers = OJson::array();
    for (const FreshStrengthMarker& m : s.freshStrength) {
        OJson j;
        j["division"] = m.division;
        j["bonus"] = m.bonus;
        putProvenance(j, m.provenance);
        putNote(j, m.note);
        markers.push_back(j);
    }
    o["freshStrength"] = markers;
    OJson units = OJson::array();
    for (const Unit& u : s.units) units.push_back(unitJson(u));
    o["units"] = units;
    o["victory"] = victoryJson(s.victory);
    if (s.underlay) o["underlay"] = detail::underlayJson(*s.underlay);
    return detail::canonicalJson(o);
}

}  // namespace eylau
