// Reads a scenario file (docs/scenario-format.md) into a Scenario, or reports every problem.
#include "eylau/scenario/scenario_check.h"
#include "eylau/scenario/scenario_io.h"

#include "io/bounded_json.h"
#include "scenario/json_reader.h"
#include "scenario/map_underlay_io.h"

#include <algorithm>
#include <set>

namespace eylau {
namespace {

using detail::childPath;
using detail::Json;
using detail::ObjectReader;
using detail::Problems;
using detail::kFeatureList;
using detail::kTerrainList;
using detail::quote;
using detail::RepairNote;

constexpr int kMaxCount = 10000;
constexpr std::string_view kSideList = "french, allied";

class ScenarioReader {
public:
    explicit ScenarioReader(Problems& problems) : problems_(problems) {}

    Scenario read(const Json& root) {
        Scenario scenario;
        ObjectReader top(root, "", problems_,
                         {"format", "version", "name", "title", "description", "rules", "map", "terrainEffects",
                          "combatResults", "turns", "entryAreas", "divisions", "freshStrength", "units",
                          "victory", "underlay"});
        if (!top.isObject()) {
            scenarioFile_ = false;
            return scenario;
        }
        if (auto f = top.string("format", true); f && *f != "eylau-scenario") {
            scenarioFile_ = false;
            top.error("format", "expected \"eylau-scenario\", found " + quote(*f) + ": this is not a scenario file");
        }
        if (auto v = top.integer("version", true, 1, 1000); v && *v != 1)
            top.error("version", "version " + std::to_string(*v) +
                                     " was written by a newer program; this one reads version 1");
        scenario.name = top.stringOr("name", true);
        scenario.title = top.stringOr("title", false);
        scenario.description = top.stringOr("description", false);
        if (const Json* j = top.member("rules", true)) scenario.rules = readRules(*j, top.pathOf("rules"));
        // A repairing reader needs a map to draw: a missing one is read as a map of one hex.
        const Json* map = [&] {
            const RepairNote note(problems_, "reads a map of one hex");
            return top.member("map", true);
        }();
        scenario.map = map ? readMap(*map, top.pathOf("map")) : GameMap(1, 1);
        if (const Json* j = top.member("terrainEffects", true))
            scenario.terrainEffects = readTerrainEffects(*j, top.pathOf("terrainEffects"));
        if (const Json* j = top.member("combatResults", true))
            scenario.combatResults = readCombatResults(*j, top.pathOf("combatResults"));
        top.forEach("turns", true, [&](const Json& j, const std::string& p) { scenario.turns.push_back(readTurn(j, p)); });
        top.forEach("entryAreas", false, [&](const Json& j, const std::string& p) { scenario.entryAreas.push_back(readEntryArea(j, p)); });
        top.forEach("divisions", true, [&](const Json& j, const std::string& p) { scenario.divisions.push_back(readDivision(j, p)); });
        top.forEach("freshStrength", false,
                    [&](const Json& j, const std::string& p) { scenario.freshStrength.push_back(readFreshStrength(j, p)); });
        top.forEach("units", true, [&](const Json& j, const std::string& p) { scenario.units.push_back(readUnit(j, p, scenario)); });
        if (const Json* j = top.member("victory", false)) scenario.victory = readVictory(*j, top.pathOf("victory"));
        if (const Json* j = top.member("underlay", false)) scenario.underlay = readUnderlay(*j, top.pathOf("underlay"), problems_);
        return scenario;
    }

private:
    // An item of the scenario's lists and charts: an object of its own `keys` and of "provenance"
    // and "note", which every item may have (docs/scenario-format.md, "Provenance"). `fields`
    // reads the item's own; then its provenance and note are read.
    template <typename Item, typename Fields>
    Item readSourced(const Json& j, const std::string& path, std::vector<std::string_view> keys, Fields fields) {
        keys.insert(keys.end(), {"provenance", "note"});
        ObjectReader o(j, path, problems_, keys);
        Item item;
        fields(o, item);
        item.provenance = o.provenance(Provenance::Printed);
        item.note = o.note();
        return item;
    }

    RuleOptions readRules(const Json& j, const std::string& path) {
        RuleOptions r;
        ObjectReader o(j, path, problems_, {"firstPlayer", "exclusive", "options", "limberTarget"});
        r.firstPlayer = o.nameOr<Side>("firstPlayer", true, "side", parseSide, kSideList, Side::French);
        r.limberTarget = o.integerOr("limberTarget", false, 1, 6, kDefaultLimberTarget);  // AL.2 (variant)
        o.forEach("exclusive", false, [&](const Json& e, const std::string& p) {
            if (!e.is_string())
                problems_.error(p, "expected a section such as \"19.0\", found " + detail::describeType(e));
            else
                r.exclusive.push_back(e.get<std::string>());
        });
        if (const Json* opts = o.member("options", false)) {
            if (!opts->is_object()) {
                o.error("options", "expected an object, found " + detail::describeType(*opts));
            } else {
                for (const auto& [key, value] : opts->items()) {
                    if (!value.is_boolean())
                        problems_.error(childPath(o.pathOf("options"), key),
                                        "expected true or false, found " + detail::describeType(value));
                    else
                        r.options[key] = value.get<bool>();
                }
            }
        }
        return r;
    }

    GameMap readMap(const Json& j, const std::string& path) {
        ObjectReader o(j, path, problems_,
                       {"columns", "rows", "firstColumn", "firstRow", "defaultTerrain", "provenance", "hexes",
                        "hexsides"});
        const int columns = o.integerOr("columns", true, 1, 99, 1);
        const int rows = o.integerOr("rows", true, 1, 99, 1);
        const int firstColumn = o.integerOr("firstColumn", false, 0, 99, 1);
        const int firstRow = o.integerOr("firstRow", false, 0, 99, 1);
        // Hex ids have two digits each: a repairing reader cuts the map at column and row 99.
        if (firstColumn + columns - 1 > 99) {
            const RepairNote note(problems_, "reads it as " + std::to_string(100 - firstColumn) + " columns");
            o.error("columns", "the map would run past column 99");
        }
        if (firstRow + rows - 1 > 99) {
            const RepairNote note(problems_, "reads it as " + std::to_string(100 - firstRow) + " rows");
            o.error("rows", "the map would run past row 99");
        }
        const Terrain def =
            o.nameOr<Terrain>("defaultTerrain", false, "terrain", parseTerrain, kTerrainList, Terrain::Clear);
        const Provenance prov = o.provenance(Provenance::Printed);
        GameMap map(std::min(columns, 100 - firstColumn), std::min(rows, 100 - firstRow), firstColumn, firstRow, def,
                    prov);

        std::set<Hex> seen;
        o.forEach("hexes", false, [&](const Json& e, const std::string& p) {
            ObjectReader h(e, p, problems_, {"hex", "terrain", "name", "provenance"});
            auto hex = h.hex("hex", true, "leaves the hex out");
            const detail::ProblemsAbout about(problems_, hex);
            const Terrain terrain = h.nameOr<Terrain>("terrain", true, "terrain", parseTerrain, kTerrainList, def);
            MapHex data{terrain, h.stringOr("name", false), h.provenance(prov)};
            if (!hex) return;
            const RepairNote note(problems_, "leaves it out");
            if (!map.onMap(*hex)) {
                h.error("hex", map.offMapMessage(*hex));
                return;
            }
            if (!seen.insert(*hex).second) {
                h.error("hex", "hex " + hex->id() + " is listed twice");
                return;
            }
            map.setHex(*hex, std::move(data));
        });

        std::set<Hexside> seenSides;
        o.forEach("hexsides", false, [&](const Json& e, const std::string& p) {
            ObjectReader h(e, p, problems_, {"between", "features", "provenance"});
            std::optional<Hexside> side = [&] {
                const RepairNote note(problems_, "leaves the hexside out");
                return readHexside(h, map);
            }();
            const detail::ProblemsAbout about(
                problems_, side ? std::optional<Hex>(map.onMap(side->first) ? side->first : side->second) : std::nullopt);
            MapHexside data{{}, h.provenance(prov)};
            h.forEach("features", true, [&](const Json& f, const std::string& fp) {
                auto feature = f.is_string() ? parseHexsideFeature(f.get<std::string>()) : std::nullopt;
                const RepairNote note(problems_, "leaves it out");
                if (!feature)
                    problems_.error(fp, "unknown hexside feature " + detail::describeValue(f) + " (expected one of: " +
                                            std::string(kFeatureList) + ")");
                else
                    data.features.set(*feature);
            });
            if (h.has("features") && data.features.empty() && h.member("features", false)->empty())
                h.error("features", "a hexside needs at least one feature");
            if (!side) return;
            const RepairNote note(problems_, "leaves it out");
            if (!seenSides.insert(*side).second) {
                h.error("between", "hexside " + side->first.id() + "/" + side->second.id() + " is listed twice");
                return;
            }
            map.setHexside(*side, data);
        });
        return map;
    }

    std::optional<Hexside> readHexside(const ObjectReader& h, const GameMap& map) {
        const Json* between = h.member("between", true);
        if (!between) return std::nullopt;
        if (!between->is_array() || between->size() != 2) {
            h.error("between", "expected a list of the two hexes the hexside separates, such as [\"1213\", \"1313\"]");
            return std::nullopt;
        }
        auto a = detail::readHex((*between)[0], childPath(h.pathOf("between"), 0), problems_);
        auto b = detail::readHex((*between)[1], childPath(h.pathOf("between"), 1), problems_);
        if (!a || !b) return std::nullopt;
        const detail::ProblemsAbout about(problems_, map.onMap(*a) ? *a : *b);
        auto side = Hexside::between(*a, *b);
        if (!side) {
            h.error("between", "hexes " + a->id() + " and " + b->id() + " are not neighbours, so they share no hexside");
            return std::nullopt;
        }
        if (!map.onMap(*a) && !map.onMap(*b)) {
            h.error("between", "hexside " + a->id() + "/" + b->id() + " is off the map (neither hex is on it)");
            return std::nullopt;
        }
        return side;
    }

    TerrainEffectsChart readTerrainEffects(const Json& j, const std::string& path) {
        TerrainEffectsChart chart;
        ObjectReader o(j, path, problems_, {"frozenWater", "terrain", "hexsides"});
        chart.setFrozenWater(o.boolean("frozenWater", false));
        std::set<Terrain> terrains;
        o.forEach("terrain", true, [&](const Json& e, const std::string& p) {
            std::optional<Terrain> t;
            const auto effect = readSourced<TerrainEffect>(
                e, p, {"terrain", "halfMP", "impassable", "blocksBombardment", "defenderDoubled"},
                [&](const ObjectReader& r, TerrainEffect& read) {
                    const RepairNote note(problems_, "leaves the row out");
                    t = r.name<Terrain>("terrain", true, "terrain", parseTerrain, kTerrainList);
                    read.halfMP = r.integerOr("halfMP", true, 1, 99, 2);
                    read.impassable = r.boolean("impassable", false);
                    read.blocksBombardment = r.boolean("blocksBombardment", false);
                    read.defenderDoubled = r.boolean("defenderDoubled", false);
                });
            if (!t) return;
            const RepairNote note(problems_, "reads the last row");
            if (!terrains.insert(*t).second)
                problems_.error(childPath(p, "terrain"), "terrain " + quote(toString(*t)) + " has two rows");
            chart.setEffect(*t, effect);
        });
        std::set<HexsideFeature> features;
        o.forEach("hexsides", true, [&](const Json& e, const std::string& p) {
            std::optional<HexsideFeature> f;
            const auto effect = readSourced<HexsideEffect>(
                e, p,
                {"feature", "addHalfMP", "routeHalfMP", "impassable", "artilleryOnlyAtBridge", "blocksZoc",
                 "defenderDoubledIfExclusive"},
                [&](const ObjectReader& r, HexsideEffect& read) {
                    const RepairNote note(problems_, "leaves the row out");
                    f = r.name<HexsideFeature>("feature", true, "hexside feature", parseHexsideFeature, kFeatureList);
                    read.addHalfMP = r.integerOr("addHalfMP", false, 0, 99, 0);
                    read.routeHalfMP = r.integerOr("routeHalfMP", false, 0, 99, 0);
                    read.impassable = r.boolean("impassable", false);
                    read.artilleryOnlyAtBridge = r.boolean("artilleryOnlyAtBridge", false);
                    read.blocksZoc = r.boolean("blocksZoc", false);
                    read.defenderDoubledIfExclusive = r.boolean("defenderDoubledIfExclusive", false);
                });
            if (!f) return;
            const RepairNote note(problems_, "reads the last row");
            if (!features.insert(*f).second)
                problems_.error(childPath(p, "feature"), "feature " + quote(toString(*f)) + " has two rows");
            chart.setEffect(*f, effect);
        });
        const RepairNote note(problems_, "reads the row as the chart's default (2 half Movement Points, no other effect)");
        if (o.has("terrain"))
            for (Terrain t : kTerrains)
                if (!terrains.count(t)) o.error("terrain", "the chart has no row for terrain " + quote(toString(t)));
        const RepairNote noEffect(problems_, "reads the row as having no effect");
        if (o.has("hexsides"))
            for (HexsideFeature f : kHexsideFeatures)
                if (!features.count(f))
                    o.error("hexsides", "the chart has no row for hexside feature " + quote(toString(f)));
        return chart;
    }

    CombatResultsTable readCombatResults(const Json& j, const std::string& path) {
        ObjectReader o(j, path, problems_, {"columns", "rows"});
        std::vector<CombatRatio> columns;
        std::set<std::size_t> unreadColumns;  // their results are left out of every row
        o.forEach("columns", true, [&](const Json& e, const std::string& p) {
            auto ratio = e.is_string() ? CombatRatio::parse(e.get<std::string>()) : std::nullopt;
            const RepairNote note(problems_, "leaves the column out");
            if (!ratio) {
                unreadColumns.insert(unreadColumns.size() + columns.size());
                problems_.error(p, "expected a combat ratio such as \"3-1\" (each term from 1 to 9999), found " + detail::describeValue(e));
            } else {
                columns.push_back(*ratio);
            }
        });
        if (o.has("columns") && columns.empty() && o.member("columns", false)->empty())
            o.error("columns", "the table needs at least one column");
        // Rows are measured against the columns listed, readable or not: one bad heading is one
        // error, not one a row.
        const Json* listedColumns = o.member("columns", false);
        const std::size_t listed = listedColumns && listedColumns->is_array() ? listedColumns->size() : columns.size();
        std::vector<std::vector<CombatResultCell>> rows;
        o.forEach("rows", true, [&](const Json& e, const std::string& p) {
            ObjectReader r(e, p, problems_, {"die", "results", "provenance"});
            const int expectedDie = int(rows.size()) + 1;
            {
                const RepairNote asRead(problems_, "reads it as die roll " + std::to_string(expectedDie));
                if (auto die = r.integer("die", true, 1, 20); die && *die != expectedDie)
                    r.error("die", "expected die roll " + std::to_string(expectedDie) + " here, found " +
                                       std::to_string(*die) + " (rows run 1, 2, 3, ... in order)");
            }
            std::vector<CombatResultCell> cells;
            const RepairNote unread(problems_, "reads the row's results as Ar, marked reconstructed");
            r.forEach("results", true, [&](const Json& c, const std::string& cp) {
                auto result = c.is_string() ? parseCombatResult(c.get<std::string>()) : std::nullopt;
                const RepairNote note(problems_, "reads it as Ar");
                if (!result)
                    problems_.error(cp, "unknown combat result " + detail::describeValue(c) + " (expected one of: Ae, Ar, Dr, De, Ee)");
                cells.push_back({result.value_or(CombatResult::Ar), Provenance::Printed});
            });
            if (r.has("results") && cells.size() != listed) {
                // Every row of the repaired table has one result per column (CombatResultsTable).
                const RepairNote note(problems_, cells.size() < listed
                                                     ? "reads the missing results as Ar, marked reconstructed"
                                                     : "leaves the extra results out");
                r.error("results", "the row has " + std::to_string(cells.size()) + " results but the table has " +
                                       std::to_string(listed) + " columns");
            }
            readCellProvenance(r, cells);
            for (auto c = unreadColumns.rbegin(); c != unreadColumns.rend(); ++c)
                if (*c < cells.size()) cells.erase(cells.begin() + std::ptrdiff_t(*c));
            cells.resize(columns.size(), {CombatResult::Ar, Provenance::Reconstructed});
            rows.push_back(std::move(cells));
        });
        return CombatResultsTable(std::move(columns), std::move(rows));
    }

    // A row's provenance: one value for the row, or one per cell.
    void readCellProvenance(const ObjectReader& r, std::vector<CombatResultCell>& cells) {
        const Json* p = r.member("provenance", false);
        if (!p) return;
        const RepairNote note(problems_, "reads it as printed");
        auto parse = [&](const Json& v, const std::string& vp) -> Provenance {
            auto prov = v.is_string() ? parseProvenance(v.get<std::string>()) : std::nullopt;
            if (!prov) problems_.error(vp, "unknown provenance " + detail::describeValue(v) + " (expected one of: printed, reconstructed)");
            return prov.value_or(Provenance::Printed);
        };
        if (p->is_array()) {
            if (p->size() != cells.size()) {
                const RepairNote asRead(problems_, "reads the row's provenance as printed");
                r.error("provenance", "expected one provenance per result (" + std::to_string(cells.size()) +
                                          "), found " + std::to_string(p->size()));
                return;
            }
            for (std::size_t i = 0; i < cells.size(); ++i)
                cells[i].provenance = parse((*p)[i], childPath(r.pathOf("provenance"), i));
        } else {
            const Provenance all = parse(*p, r.pathOf("provenance"));
            for (auto& c : cells) c.provenance = all;
        }
    }

    GameTurn readTurn(const Json& j, const std::string& path) {
        return readSourced<GameTurn>(j, path, {"turn", "time", "date", "night"}, [&](const ObjectReader& o, GameTurn& t) {
            t.number = o.integerOr("turn", true, 1, kMaxCount, 0);
            t.time = o.stringOr("time", true);
            t.date = o.stringOr("date", false);
            t.night = o.boolean("night", false);
        });
    }

    EntryArea readEntryArea(const Json& j, const std::string& path) {
        return readSourced<EntryArea>(j, path, {"id", "name", "hex"}, [&](const ObjectReader& o, EntryArea& a) {
            a.id = o.stringOr("id", true);
            a.name = o.stringOr("name", false);
            a.hex = o.hex("hex", true, "reads it as 0000").value_or(Hex{});
        });
    }

    Division readDivision(const Json& j, const std::string& path) {
        return readSourced<Division>(j, path, {"id", "name", "side", "nationality", "guard"},
                                     [&](const ObjectReader& o, Division& d) {
            d.id = o.stringOr("id", true);
            d.name = o.stringOr("name", false);
            d.side = o.nameOr<Side>("side", true, "side", parseSide, kSideList, Side::French);
            d.nationality = o.stringOr("nationality", true);
            d.guard = o.boolean("guard", false);
        });
    }

    FreshStrengthMarker readFreshStrength(const Json& j, const std::string& path) {
        return readSourced<FreshStrengthMarker>(j, path, {"division", "bonus"},
                                                [&](const ObjectReader& o, FreshStrengthMarker& m) {
            m.division = o.stringOr("division", true);
            m.bonus = o.integerOr("bonus", true, 1, 99, 1);
        });
    }

    Unit readUnit(const Json& j, const std::string& path, const Scenario& scenario) {
        return readSourced<Unit>(j, path, {"id", "division", "nationality", "type", "strength", "movement", "start", "entry"},
                                 [&](const ObjectReader& o, Unit& u) {
            u.id = o.stringOr("id", true);
            u.division = o.stringOr("division", true);
            if (const Division* d = scenario.division(u.division)) {
                u.side = d->side;
                u.nationality = d->nationality;
            }
            if (auto n = o.string("nationality", false)) {
                u.nationality = *n;
                u.nationalityOverridden = true;
            }
            u.type = o.nameOr<UnitType>("type", true, "unit type", parseUnitType, "infantry, cavalry, artillery",
                                        UnitType::Infantry);
            u.strength = o.integerOr("strength", true, 0, 999, 0);
            u.movement = o.integerOr("movement", true, 1, 99, 1);
            u.start = o.hex("start", false, "reads the unit without a start hex");
            if (const Json* e = o.member("entry", false)) {
                ObjectReader entry(*e, o.pathOf("entry"), problems_, {"area", "turn"});
                Arrival a;
                a.area = entry.stringOr("area", true);
                a.turn = entry.integerOr("turn", true, 1, kMaxCount, 1);
                u.arrival = a;
            }
            // The checks (scenario_check.cpp) say it of a repaired scenario.
            if (!problems_.repairing() && o.has("start") == o.has("entry"))
                problems_.error(path, "unit " + quote(u.id) + " needs exactly one of \"start\" (a hex) and \"entry\" (area and turn)");
        });
    }

    VictoryConditions readVictory(const Json& j, const std::string& path) {
        VictoryConditions v;
        ObjectReader o(j, path, problems_, {"pointsPerStrengthPoint", "hexes", "awards", "levels"});
        v.pointsPerStrengthPoint = o.integerOr("pointsPerStrengthPoint", false, 0, 99, 1);
        o.forEach("hexes", false, [&](const Json& e, const std::string& p) {
            v.hexes.push_back(readSourced<VictoryHex>(e, p, {"hex", "name", "points"}, [&](const ObjectReader& h, VictoryHex& vh) {
                vh.hex = h.hex("hex", true, "reads it as 0000").value_or(Hex{});
                vh.name = h.stringOr("name", false);
                vh.points = h.integerOr("points", true, 0, 999, 0);
            }));
        });
        o.forEach("awards", false, [&](const Json& e, const std::string& p) {
            v.awards.push_back(readSourced<EliminationAward>(
                e, p, {"side", "eliminated", "points", "requiresGuardCommitted"},
                [&](const ObjectReader& a, EliminationAward& award) {
                    award.side = a.nameOr<Side>("side", true, "side", parseSide, kSideList, Side::French);
                    award.eliminated = a.integerOr("eliminated", true, 0, 9999, 0);
                    award.points = a.integerOr("points", true, 0, 999, 0);
                    award.requiresGuardCommitted = a.boolean("requiresGuardCommitted", false);
                }));
        });
        o.forEach("levels", false, [&](const Json& e, const std::string& p) {
            v.levels.push_back(readSourced<VictoryLevel>(e, p, {"from", "name"}, [&](const ObjectReader& l, VictoryLevel& level) {
                level.from = l.integerOr("from", true, 0, 9999, 0);
                level.name = l.stringOr("name", true);
            }));
        });
        return v;
    }

public:
    // False for JSON that is not a scenario at all (not an object, another format): not repaired.
    bool isScenarioFile() const { return scenarioFile_; }

private:
    Problems& problems_;
    bool scenarioFile_ = true;
};

}  // namespace

std::size_t ScenarioLoad::errorCount() const {
    std::size_t n = 0;
    for (const auto& p : problems) n += p.severity == ScenarioProblem::Severity::Error;
    // The "... and N more" line stands for N errors, not one.
    return unlistedErrors > 0 ? n - 1 + unlistedErrors : n;
}

std::size_t ScenarioLoad::warningCount() const {
    std::size_t n = 0;
    for (const auto& p : problems) n += p.severity == ScenarioProblem::Severity::Warning;
    return n;
}

std::string ScenarioProblem::describe(const std::string& source) const {
    std::string where = source;
    if (!path.empty()) where += (where.empty() ? "" : ": ") + path;
    const char* tag = severity == Severity::Warning ? "warning: " : "";
    return (where.empty() ? "" : where + ": ") + tag + message;
}

ScenarioLoad readScenario(const std::string& jsonText, ReadMode mode) {
    ScenarioLoad load;
    const bool repairing = mode == ReadMode::Repair;
    Problems problems(repairing);
    detail::JsonParse parsed = detail::parseJson(jsonText);
    if (!parsed.ok()) {
        problems.error(std::move(parsed.path), std::move(parsed.message));
        load.problems = problems.take(&load.unlistedErrors);
        return load;
    }
    ScenarioReader reader(problems);
    Scenario scenario = reader.read(parsed.value);
    const bool repaired = repairing && reader.isScenarioFile();
    // Cross references and stacking are checked only on a structurally sound file, so that one
    // mistake is not reported again as a cascade of others; a repaired scenario is checked
    // whatever its errors, so that every one is listed.
    if (repaired || !problems.hasErrors())
        for (auto& p : checkScenario(scenario)) {
            if (p.severity == ScenarioProblem::Severity::Error)
                problems.error(std::move(p.path), std::move(p.message));
            else
                problems.warning(std::move(p.path), std::move(p.message));
        }
    const bool failed = problems.hasErrors();
    load.problems = problems.take(&load.unlistedErrors);
    if (!failed || repaired) load.scenario = std::move(scenario);
    return load;
}

}  // namespace eylau
