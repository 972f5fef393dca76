// Consistency checks that JSON structure cannot express. Paths are JSON Pointers into the
// canonical file, so the loader, the CLI and the editor can all point at the item.
#include "eylau/scenario/scenario_check.h"

#include "eylau/rules/exclusive_rules.h"

#include <algorithm>
#include <map>
#include <set>

namespace eylau {
namespace {

std::string at(std::string_view list, std::size_t i) { return "/" + std::string(list) + "/" + std::to_string(i); }
std::string q(std::string_view s) { return "\"" + std::string(s) + "\""; }

class Checker {
public:
    explicit Checker(const Scenario& s) : s_(s) {}

    std::vector<ScenarioProblem> run() {
        checkRules();
        checkMap();
        checkCombatResults();
        checkTurns();
        checkEntryAreas();
        checkDivisions();
        checkFreshStrength();
        checkUnits();
        checkVictory();
        checkUnderlay();
        return std::move(out_);
    }

private:
    void error(std::string path, std::string message) {
        out_.push_back({ScenarioProblem::Severity::Error, std::move(path), std::move(message)});
    }
    void warning(std::string path, std::string message) {
        out_.push_back({ScenarioProblem::Severity::Warning, std::move(path), std::move(message)});
    }

    std::string offMap(Hex h) const { return s_.map.offMapMessage(h); }

    void checkRules() {
        for (std::size_t i = 0; i < s_.rules.exclusive.size(); ++i) {
            const std::string& section = s_.rules.exclusive[i];
            const std::vector<std::string> known = knownExclusiveSections();
            if (std::find(known.begin(), known.end(), section) == known.end()) {
                std::string list;
                for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
                error("/rules/exclusive/" + std::to_string(i),
                      "unknown Exclusive Rules section " + q(section) + " (known: " + list + ")");
            }
        }
        for (const auto& [name, on] : s_.rules.options) {
            if (isVariantRule(name)) continue;  // open to every battle
            const std::string section = sectionOfOption(name);
            if (section.empty()) {
                std::string known;
                for (const std::string& k : knownOptionalRules()) known += (known.empty() ? "" : ", ") + k;
                error("/rules/options/" + name, "unknown optional rule " + q(name) + " (known: " + known + ")");
            }
            else if (!s_.rules.hasExclusive(section))
                error("/rules/options/" + name,
                      "optional rule " + q(name) + " belongs to section " + section + ", which is not in \"exclusive\"");
        }
    }

    void checkMap() {
        const GameMap& m = s_.map;
        std::size_t i = 0;
        for (const auto& [hex, data] : m.explicitHexes()) {
            if (!m.onMap(hex)) error(at("map/hexes", i) + "/hex", offMap(hex));
            ++i;
        }
        i = 0;
        for (const auto& [side, data] : m.hexsides()) {
            const std::string path = at("map/hexsides", i++);
            if (!m.onMap(side.first) && !m.onMap(side.second))
                error(path + "/between", "hexside " + side.first.id() + "/" + side.second.id() + " is off the map");
            const HexsideFeatures f = data.features;
            if (f.has(HexsideFeature::Bridge) &&
                !(f.has(HexsideFeature::Stream) || f.has(HexsideFeature::Gully) || f.has(HexsideFeature::River)))
                warning(path + "/features", "bridge on hexside " + side.first.id() + "/" + side.second.id() +
                                                " crosses no stream, gully or river");
        }
    }

    void checkCombatResults() {
        const CombatResultsTable& t = s_.combatResults;
        if (t.columns().empty()) error("/combatResults/columns", "the table has no columns");
        for (std::size_t c = 1; c < t.columns().size(); ++c)
            if (!(t.columns()[c - 1] < t.columns()[c]))
                error("/combatResults/columns/" + std::to_string(c),
                      "column " + t.columns()[c].text() + " must be a higher ratio than " + t.columns()[c - 1].text());
        if (t.dieFaces() != 6) error("/combatResults/rows", "expected 6 rows (die rolls 1-6), found " + std::to_string(t.dieFaces()));
        for (std::size_t r = 0; r < t.rows().size(); ++r)
            if (t.rows()[r].size() != t.columns().size())
                error(at("combatResults/rows", r) + "/results",
                      "the row has " + std::to_string(t.rows()[r].size()) + " results but the table has " +
                          std::to_string(t.columns().size()) + " columns");
    }

    // 3.0: the game lasts as many Game-Turns as the track has, numbered without gaps.
    void checkTurns() {
        if (s_.turns.empty()) error("/turns", "the Game-Turn track has no turns");
        for (std::size_t i = 0; i < s_.turns.size(); ++i) {
            const GameTurn& t = s_.turns[i];
            const int expected = int(i) + 1;
            if (t.number != expected)
                error(at("turns", i) + "/turn", "expected Game-Turn " + std::to_string(expected) + " here, found " +
                                                    std::to_string(t.number) +
                                                    " (the track must run 1, 2, 3, ... without gaps or repeats)");
            if (t.time.size() != 4 || t.time.find_first_not_of("0123456789") != std::string::npos)
                error(at("turns", i) + "/time", "time " + q(t.time) + " is not a time of day such as \"1400\"");
        }
    }

    void checkEntryAreas() {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < s_.entryAreas.size(); ++i) {
            const EntryArea& a = s_.entryAreas[i];
            const std::string path = at("entryAreas", i);
            if (a.id.empty()) error(path + "/id", "an entry area needs an id");
            if (!ids.insert(a.id).second) error(path + "/id", "entry area " + q(a.id) + " is defined twice");
            if (!s_.map.onMap(a.hex))
                error(path + "/hex", offMap(a.hex));
            else if (!s_.map.isEdge(a.hex))
                error(path + "/hex", "entry area " + q(a.id) + " hex " + a.hex.id() + " is not on a map edge (7.0)");
        }
    }

    void checkDivisions() {
        std::set<std::string> ids;
        std::map<std::string, int> unitCount;
        for (const Unit& u : s_.units) ++unitCount[u.division];
        for (std::size_t i = 0; i < s_.divisions.size(); ++i) {
            const Division& d = s_.divisions[i];
            const std::string path = at("divisions", i);
            if (d.id.empty()) error(path + "/id", "a division needs an id");
            if (!ids.insert(d.id).second) error(path + "/id", "division " + q(d.id) + " is defined twice");
            if (d.nationality.empty()) error(path + "/nationality", "division " + q(d.id) + " needs a nationality");
            if (!unitCount.count(d.id)) warning(path, "division " + q(d.id) + " has no units");
        }
    }

    void checkFreshStrength() {
        std::set<std::string> seen;
        for (std::size_t i = 0; i < s_.freshStrength.size(); ++i) {
            const FreshStrengthMarker& m = s_.freshStrength[i];
            const std::string path = at("freshStrength", i);
            if (!s_.division(m.division))
                error(path + "/division", "Fresh Strength marker for unknown division " + q(m.division));
            // 21.1: each marker serves a single unit of its division; one marker per division.
            if (!seen.insert(m.division).second)
                error(path + "/division", "division " + q(m.division) + " has two Fresh Strength markers");
            if (m.bonus < 1) error(path + "/bonus", "a Fresh Strength bonus must be at least 1");
        }
    }

    void checkUnits() {
        std::set<std::string> ids;
        std::map<Hex, std::string> occupant;
        for (std::size_t i = 0; i < s_.units.size(); ++i) {
            const Unit& u = s_.units[i];
            const std::string path = at("units", i);
            if (u.id.empty()) error(path + "/id", "a unit needs an id");
            if (!ids.insert(u.id).second) error(path + "/id", "unit id " + q(u.id) + " is used twice");
            if (!s_.division(u.division))
                error(path + "/division", "unit " + q(u.id) + " belongs to unknown division " + q(u.division));
            if (u.strength < 0) error(path + "/strength", "a Combat Strength cannot be negative");
            if (u.movement < 1) error(path + "/movement", "a Movement Allowance must be at least 1");
            // An oddity the scenario explains in the unit's note (Tut.2 is printed 5-1) is not warned of.
            else if (u.movement == 1 && u.type != UnitType::Artillery && u.note.empty())
                warning(path + "/movement", "unit " + q(u.id) + " has a Movement Allowance of 1, unusual for " +
                                                std::string(toString(u.type)) + "; check it against the counter");
            if (u.start.has_value() == u.arrival.has_value())
                error(path, "unit " + q(u.id) + " needs exactly one of a start hex and an entry");
            if (u.start) checkStart(u, *u.start, path + "/start", occupant);
            if (u.arrival) checkArrival(u, *u.arrival, path + "/entry");
        }
    }

    // 4.4: no two units in one hex; 4.2: a unit may only stand where it could move.
    void checkStart(const Unit& u, Hex h, const std::string& path, std::map<Hex, std::string>& occupant) {
        if (!s_.map.onMap(h)) {
            error(path, "unit " + q(u.id) + " starts off the map: " + offMap(h));
            return;
        }
        if (auto [it, fresh] = occupant.emplace(h, u.id); !fresh)
            error(path, "unit " + q(u.id) + " starts in hex " + h.id() + ", already the start hex of " + q(it->second) +
                            " (4.4: one unit per hex)");
        const Terrain t = s_.map.terrain(h);
        if (s_.terrainEffects.effective(t).impassable)
            error(path, "unit " + q(u.id) + " starts in hex " + h.id() + ", which is " + std::string(toString(t)) +
                            " and impassable in this scenario");
        else if (t == Terrain::Lake)
            // Legal where water is frozen, but almost always a slip of the map or the start hex.
            warning(path, "unit " + q(u.id) + " starts in hex " + h.id() +
                              ", a lake (frozen in this scenario, so passable); check the map and the start hex");
    }

    void checkArrival(const Unit& u, const Arrival& a, const std::string& path) {
        if (!s_.entryArea(a.area))
            error(path + "/area", "unit " + q(u.id) + " enters at unknown entry area " + q(a.area));
        if (a.turn < 1 || a.turn > s_.lastTurn())
            error(path + "/turn", "unit " + q(u.id) + " arrives on Game-Turn " + std::to_string(a.turn) +
                                      ", but the game ends after Game-Turn " + std::to_string(s_.lastTurn()));
    }

    void checkVictory() {
        const VictoryConditions& v = s_.victory;
        for (std::size_t i = 0; i < v.hexes.size(); ++i)
            if (!s_.map.onMap(v.hexes[i].hex)) error(at("victory/hexes", i) + "/hex", offMap(v.hexes[i].hex));
        for (std::size_t i = 0; i < v.levels.size(); ++i) {
            const std::string path = at("victory/levels", i) + "/from";
            if (i == 0 && v.levels[0].from != 0) error(path, "the first level of victory must start from 0");
            if (i > 0 && v.levels[i].from <= v.levels[i - 1].from)
                error(path, "levels of victory must rise: " + std::to_string(v.levels[i].from) + " follows " +
                                std::to_string(v.levels[i - 1].from));
        }
    }

    // The calibration's hexes are on the map, each named once (the image may name a hex once).
    void checkUnderlay() {
        if (!s_.underlay) return;
        std::set<Hex> seen;
        for (std::size_t i = 0; i < s_.underlay->points.size(); ++i) {
            const Hex h = s_.underlay->points[i].hex;
            const std::string path = at("underlay/calibration", i) + "/hex";
            if (!s_.map.onMap(h)) error(path, offMap(h));
            else if (!seen.insert(h).second) error(path, "hex " + h.id() + " is calibrated twice");
        }
    }

    const Scenario& s_;
    std::vector<ScenarioProblem> out_;
};

}  // namespace

std::vector<ScenarioProblem> checkScenario(const Scenario& scenario) { return Checker(scenario).run(); }

}  // namespace eylau
