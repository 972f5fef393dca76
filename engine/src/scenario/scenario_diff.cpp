// The differences between two scenarios, in words (scenario_diff.h).
#include "eylau/scenario/scenario_diff.h"

#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace eylau {
namespace {

std::string quoted(const std::string& s) { return "'" + s + "'"; }
std::string text(const std::string& s) { return s.empty() ? "none" : quoted(s); }
std::string text(int n) { return std::to_string(n); }
std::string text(bool b) { return b ? "yes" : "no"; }
std::string text(Provenance p) { return std::string(toString(p)); }
std::string text(Terrain t) { return std::string(toString(t)); }
std::string text(Side s) { return std::string(toString(s)); }
std::string text(UnitType t) { return std::string(toString(t)); }
std::string text(double d) {
    std::ostringstream out;
    out << d;  // six significant digits at most, no trailing zeros (112.5, 3410)
    return out.str();
}
std::string text(Hex h) { return h.id(); }
std::string text(const std::optional<Hex>& h) { return h ? h->id() : "none"; }
std::string text(const std::optional<Arrival>& a) {
    return a ? "area " + a->area + " on Game-Turn " + std::to_string(a->turn) : "none";
}
std::string text(HexsideFeatures f) {
    std::string out;
    for (HexsideFeature feature : kHexsideFeatures)
        if (f.has(feature)) out += (out.empty() ? "" : ", ") + std::string(toString(feature));
    return out.empty() ? "none" : out;
}
std::string text(const std::vector<std::string>& v) {
    std::string out;
    for (const std::string& s : v) out += (out.empty() ? "" : ", ") + s;
    return out.empty() ? "none" : out;
}

// Collects the lines; `field` adds "WHAT: LABEL A -> B" when the two values differ.
class Lines {
public:
    template <typename T>
    void field(const std::string& what, const std::string& label, const T& a, const T& b) {
        if (a == b) return;
        const std::string from = text(a), to = text(b);
        lines_.push_back(what + ": " + label + (label.empty() ? "" : " ") + from + " -> " + to);
    }
    // Where a value came from and why: the two marks every item of a scenario carries.
    template <typename T>
    void marks(const std::string& what, const T& a, const T& b) {
        field(what, "provenance", a.provenance, b.provenance);
        field(what, "note", a.note, b.note);
    }
    void add(std::string line) { lines_.push_back(std::move(line)); }
    std::vector<std::string> take() { return std::move(lines_); }

private:
    std::vector<std::string> lines_;
};

// Matches two lists by key: `removed` and `added` describe an item alone, `changed` compares two.
template <typename T, typename Key, typename Describe, typename Compare>
void compareList(const std::vector<T>& a, const std::vector<T>& b, const std::string& kind, Key key, Describe describe,
                 Compare compare, Lines& out) {
    std::map<std::string, const T*> before, after;
    for (const T& x : a) before.emplace(key(x), &x);
    for (const T& y : b) after.emplace(key(y), &y);
    for (const auto& [k, x] : before)
        if (!after.count(k)) out.add(kind + " " + k + " removed (was " + describe(*x) + ")");
    for (const auto& [k, y] : after) {
        const auto it = before.find(k);
        if (it == before.end()) out.add(kind + " " + k + " added: " + describe(*y));
        else compare(kind + " " + k, *it->second, *y);
    }
}

std::string hexsideName(const Hexside& s) { return s.first.id() + "/" + s.second.id(); }

void compareRules(const RuleOptions& a, const RuleOptions& b, Lines& out) {
    out.field("rules", "first player", a.firstPlayer, b.firstPlayer);
    out.field("rules", "Exclusive Rules sections", a.exclusive, b.exclusive);
    std::set<std::string> names;
    for (const auto& [n, on] : a.options) names.insert(n);
    for (const auto& [n, on] : b.options) names.insert(n);
    const auto state = [](const RuleOptions& r, const std::string& n) {
        const auto it = r.options.find(n);
        return it == r.options.end() ? std::string("not offered") : it->second ? std::string("on") : std::string("off");
    };
    for (const std::string& n : names)
        if (state(a, n) != state(b, n)) out.add("rules: option " + n + " " + state(a, n) + " -> " + state(b, n));
    out.field("rules", "limber target", a.limberTarget, b.limberTarget);
}

void compareMap(const GameMap& a, const GameMap& b, Lines& out) {
    const auto size = [](const GameMap& m) {
        return std::to_string(m.columns()) + " x " + std::to_string(m.rows()) + " hexes (" + m.bounds() + ")";
    };
    if (size(a) != size(b)) out.add("map: size " + size(a) + " -> " + size(b));
    out.field("map", "default terrain", a.defaultTerrain(), b.defaultTerrain());
    out.field("map", "provenance", a.provenance(), b.provenance());
    std::set<Hex> hexes;
    for (const auto& [h, d] : a.explicitHexes()) hexes.insert(h);
    for (const auto& [h, d] : b.explicitHexes()) hexes.insert(h);
    for (Hex h : hexes) {
        const MapHex x = a.hex(h), y = b.hex(h);
        const std::string what = "hex " + h.id();
        out.field(what, "terrain", x.terrain, y.terrain);
        out.field(what, "name", x.name, y.name);
        out.field(what, "provenance", x.provenance, y.provenance);
    }
    std::set<Hexside> sides;
    for (const auto& [s, d] : a.hexsides()) sides.insert(s);
    for (const auto& [s, d] : b.hexsides()) sides.insert(s);
    for (const Hexside& s : sides) {
        const MapHexside x = a.hexside(s), y = b.hexside(s);
        const std::string what = "hexside " + hexsideName(s);
        if (x.features != y.features) out.add(what + ": features " + text(x.features) + " -> " + text(y.features));
        out.field(what, "provenance", x.provenance, y.provenance);
    }
}

// The map image (map_underlay.h): its file, calibration points (named by their hex, each hex once),
// how it is drawn, and its colour samples. A sample is matched whole: one whose value changed is
// removed and added, so every field the struct holds (now or later) is compared by its ==, and
// `sampleText` is the one place that names its fields.
std::string sampleText(const ColourSample& s) {
    const std::string meaning = s.terrain ? text(*s.terrain) : s.feature ? std::string(toString(*s.feature)) + " hexsides" : "nothing";
    return s.colour + " for " + meaning;
}

void compareSamples(const std::vector<ColourSample>& a, const std::vector<ColourSample>& b, Lines& out) {
    std::vector<bool> matched(b.size(), false);
    std::vector<const ColourSample*> removed;
    for (const ColourSample& x : a) {
        std::size_t i = 0;
        while (i < b.size() && (matched[i] || !(b[i] == x))) ++i;
        if (i < b.size()) matched[i] = true;
        else removed.push_back(&x);
    }
    for (const ColourSample* x : removed) out.add("map image: colour sample " + sampleText(*x) + " removed");
    for (std::size_t i = 0; i < b.size(); ++i)
        if (!matched[i]) out.add("map image: colour sample " + sampleText(b[i]) + " added");
}

void compareUnderlay(const std::optional<MapUnderlay>& a, const std::optional<MapUnderlay>& b, Lines& out) {
    if (!a && !b) return;
    if (!a || !b) {
        const MapUnderlay& u = a ? *a : *b;
        const auto count = [](std::size_t n, const std::string& one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); };
        const std::string what =
            quoted(u.image) + ", " + count(u.points.size(), "calibration point") + ", " + count(u.samples.size(), "colour sample");
        out.add(a ? "map image removed (was " + what + ")" : "map image added: " + what);
        return;
    }
    out.field("map image", "file", a->image, b->image);
    out.field("map image", "page", a->page, b->page);
    out.field("map image", "opacity", a->opacity, b->opacity);
    out.field("map image", "locked", a->locked, b->locked);
    const auto at = [](const CalibrationPoint& p) { return "at (" + text(p.x) + ", " + text(p.y) + ")"; };
    compareList(a->points, b->points, "map image: calibration point", [](const CalibrationPoint& p) { return p.hex.id(); }, at,
                [&](const std::string& what, const CalibrationPoint& x, const CalibrationPoint& y) {
                    if (x != y) out.add(what + ": " + at(x) + " -> " + at(y));
                },
                out);
    compareSamples(a->samples, b->samples, out);
}

void compareCharts(const Scenario& a, const Scenario& b, Lines& out) {
    for (Terrain t : kTerrains) {
        const TerrainEffect& x = a.terrainEffects.effect(t);
        const TerrainEffect& y = b.terrainEffects.effect(t);
        const std::string what = "Terrain Effects Chart, " + text(t);
        out.field(what, "cost in half MP", x.halfMP, y.halfMP);
        out.field(what, "impassable", x.impassable, y.impassable);
        out.field(what, "blocks bombardment", x.blocksBombardment, y.blocksBombardment);
        out.field(what, "defender doubled", x.defenderDoubled, y.defenderDoubled);
        out.marks(what, x, y);
    }
    for (HexsideFeature f : kHexsideFeatures)
        if (!(a.terrainEffects.effect(f) == b.terrainEffects.effect(f)))
            out.add("Terrain Effects Chart, " + std::string(toString(f)) + " hexsides: the effects differ");
    out.field("Terrain Effects Chart", "frozen water", a.terrainEffects.frozenWater(), b.terrainEffects.frozenWater());
    const CombatResultsTable& x = a.combatResults;
    const CombatResultsTable& y = b.combatResults;
    if (x.columns() != y.columns() || x.dieFaces() != y.dieFaces()) {
        std::string cx, cy;
        for (const CombatRatio& r : x.columns()) cx += (cx.empty() ? "" : " ") + r.text();
        for (const CombatRatio& r : y.columns()) cy += (cy.empty() ? "" : " ") + r.text();
        out.add("Combat Results Table: columns " + cx + " (" + std::to_string(x.dieFaces()) + " rows) -> " + cy + " (" +
                std::to_string(y.dieFaces()) + " rows)");
        return;
    }
    for (int die = 1; die <= x.dieFaces(); ++die)
        for (std::size_t c = 0; c < x.columns().size(); ++c) {
            const CombatResultCell& p = x.cell(die, c);
            const CombatResultCell& q = y.cell(die, c);
            const std::string what = "Combat Results Table, " + x.columns()[c].text() + ", die " + std::to_string(die);
            if (p.result != q.result)
                out.add(what + ": " + std::string(toString(p.result)) + " -> " + std::string(toString(q.result)));
            out.field(what, "provenance", p.provenance, q.provenance);
        }
}

void compareUnits(const Scenario& a, const Scenario& b, Lines& out) {
    compareList(a.divisions, b.divisions, "division", [](const Division& d) { return d.id; },
                [](const Division& d) { return text(d.side) + " " + quoted(d.name) + (d.guard ? ", Guard" : ""); },
                [&](const std::string& what, const Division& x, const Division& y) {
                    out.field(what, "name", x.name, y.name);
                    out.field(what, "side", x.side, y.side);
                    out.field(what, "nationality", x.nationality, y.nationality);
                    out.field(what, "Guard", x.guard, y.guard);
                    out.marks(what, x, y);
                },
                out);
    compareList(a.freshStrength, b.freshStrength, "Fresh Strength marker of", [](const FreshStrengthMarker& m) { return m.division; },
                [](const FreshStrengthMarker& m) { return "+" + std::to_string(m.bonus); },
                [&](const std::string& what, const FreshStrengthMarker& x, const FreshStrengthMarker& y) {
                    out.field(what, "bonus", x.bonus, y.bonus);
                    out.marks(what, x, y);
                },
                out);
    compareList(a.units, b.units, "unit", [](const Unit& u) { return u.id; },
                [](const Unit& u) {
                    return text(u.side) + " " + text(u.type) + " " + std::to_string(u.strength) + "-" +
                           std::to_string(u.movement) + " of " + u.division +
                           (u.start ? ", starts in " + u.start->id() : ", enters at " + text(u.arrival));
                },
                [&](const std::string& what, const Unit& x, const Unit& y) {
                    out.field(what, "division", x.division, y.division);
                    out.field(what, "type", x.type, y.type);
                    out.field(what, "strength", x.strength, y.strength);
                    out.field(what, "movement", x.movement, y.movement);
                    out.field(what, "start", x.start, y.start);
                    out.field(what, "arrival", x.arrival, y.arrival);
                    out.field(what, "nationality", x.nationality, y.nationality);
                    out.marks(what, x, y);
                },
                out);
}

void compareVictory(const VictoryConditions& a, const VictoryConditions& b, Lines& out) {
    out.field("victory", "points per strength point", a.pointsPerStrengthPoint, b.pointsPerStrengthPoint);
    compareList(a.hexes, b.hexes, "victory hex", [](const VictoryHex& v) { return v.hex.id(); },
                [](const VictoryHex& v) { return std::to_string(v.points) + " points" + (v.name.empty() ? "" : ", " + quoted(v.name)); },
                [&](const std::string& what, const VictoryHex& x, const VictoryHex& y) {
                    out.field(what, "points", x.points, y.points);
                    out.field(what, "name", x.name, y.name);
                    out.marks(what, x, y);
                },
                out);
    if (!(a.awards == b.awards)) out.add("victory: the elimination awards differ");
    compareList(a.levels, b.levels, "victory level", [](const VictoryLevel& l) { return quoted(l.name); },
                [](const VictoryLevel& l) { return "from " + std::to_string(l.from); },
                [&](const std::string& what, const VictoryLevel& x, const VictoryLevel& y) {
                    out.field(what, "from", x.from, y.from);
                    out.marks(what, x, y);
                },
                out);
}

}  // namespace

std::vector<std::string> scenarioDifferences(const Scenario& a, const Scenario& b) {
    Lines out;
    out.field("scenario", "name", a.name, b.name);
    out.field("scenario", "title", a.title, b.title);
    if (a.description != b.description) out.add("scenario: the description differs");
    compareRules(a.rules, b.rules, out);
    compareMap(a.map, b.map, out);
    compareUnderlay(a.underlay, b.underlay, out);
    compareCharts(a, b, out);
    compareList(a.turns, b.turns, "Game-Turn", [](const GameTurn& t) { return std::to_string(t.number); },
                [](const GameTurn& t) { return t.time + (t.date.empty() ? "" : " " + t.date) + (t.night ? ", night" : ""); },
                [&](const std::string& what, const GameTurn& x, const GameTurn& y) {
                    out.field(what, "time", x.time, y.time);
                    out.field(what, "date", x.date, y.date);
                    out.field(what, "night", x.night, y.night);
                    out.marks(what, x, y);
                },
                out);
    compareList(a.entryAreas, b.entryAreas, "entry area", [](const EntryArea& e) { return e.id; },
                [](const EntryArea& e) { return e.hex.id() + (e.name.empty() ? "" : " " + quoted(e.name)); },
                [&](const std::string& what, const EntryArea& x, const EntryArea& y) {
                    out.field(what, "hex", x.hex, y.hex);
                    out.field(what, "name", x.name, y.name);
                    out.marks(what, x, y);
                },
                out);
    compareUnits(a, b, out);
    compareVictory(a.victory, b.victory, out);
    std::vector<std::string> lines = out.take();
    // Anything a file holds that the lines above do not name (such as a list's order only).
    if (lines.empty() && !(a == b)) lines.push_back("scenario: the same items, in another order");
    return lines;
}

}  // namespace eylau
