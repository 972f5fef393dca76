// Consistency checks that JSON structure cannot express. Paths are JSON Pointers into the
// canonical file, so the loader, the CLI and the editor can all point at the item.
#include "eylau/scenario/scenario_check.h"

#include "eylau/rules/sentences.h"  // the sentence codes (the engine's one phrasebook)
#include "eylau/scenario/rule_sections.h"
#include "eylau/scenario/underlay_reference.h"

#include <algorithm>
#include <map>
#include <set>

namespace eylau {
namespace {

std::string at(std::string_view list, std::size_t i) { return "/" + std::string(list) + "/" + std::to_string(i); }

class Checker {
public:
    explicit Checker(const Scenario& scenario) : s_(scenario) {}

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
    // Each problem is a sentence of the engine's (sentences.def, "Scenario checks"), so that the
    // editor words it in the user's language; its English is the message.
    void error(std::string path, Say code, std::vector<std::string> args = {}) {
        add(ScenarioProblem::Severity::Error, std::move(path), say(code, std::move(args)));
    }
    void warning(std::string path, Say code, std::vector<std::string> args = {}) {
        add(ScenarioProblem::Severity::Warning, std::move(path), say(code, std::move(args)));
    }
    void add(ScenarioProblem::Severity severity, std::string path, Sentence said) {
        std::string message = said.english();
        out_.push_back({severity, std::move(path), std::move(message), std::move(said)});
    }

    // "hex 2530 is off the map (columns 01-24, rows 01-24)".
    Sentence offMapSentence(Hex h) const {
        return say(Say::CheckHexOffMap, s_.map.offMapFacts(h));
    }
    void offMap(std::string path, Hex h) { add(ScenarioProblem::Severity::Error, std::move(path), offMapSentence(h)); }

    void checkRules() {
        for (std::size_t i = 0; i < s_.rules.exclusive.size(); ++i) {
            const std::string& section = s_.rules.exclusive[i];
            const std::vector<std::string> known = knownExclusiveSections();
            if (std::find(known.begin(), known.end(), section) == known.end()) {
                std::string list;
                for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
                error("/rules/exclusive/" + std::to_string(i), Say::CheckUnknownSection, {section, list});
            }
        }
        for (const auto& [name, on] : s_.rules.options) {
            if (isVariantRule(name)) continue;  // open to every battle
            const std::string section = sectionOfOption(name);
            if (section.empty()) {
                std::string known;
                for (const std::string& k : knownOptionalRules()) known += (known.empty() ? "" : ", ") + k;
                error("/rules/options/" + name, Say::CheckUnknownOption, {name, known});
            }
            else if (!s_.rules.hasExclusive(section))
                error("/rules/options/" + name, Say::CheckOptionWithoutSection, {name, section});
        }
    }

    void checkMap() {
        const GameMap& m = s_.map;
        std::size_t i = 0;
        for (const auto& [hex, data] : m.explicitHexes()) {
            if (!m.onMap(hex)) offMap(at("map/hexes", i) + "/hex", hex);
            ++i;
        }
        i = 0;
        for (const auto& [side, data] : m.hexsides()) {
            const std::string path = at("map/hexsides", i++);
            if (!m.onMap(side.first) && !m.onMap(side.second))
                error(path + "/between", Say::CheckHexsideOffMap, {side.first.id(), side.second.id()});
            const HexsideFeatures f = data.features;
            if (f.has(HexsideFeature::Bridge) &&
                !(f.has(HexsideFeature::Stream) || f.has(HexsideFeature::Gully) || f.has(HexsideFeature::River)))
                warning(path + "/features", Say::CheckBridgeOverNothing, {side.first.id(), side.second.id()});
        }
    }

    void checkCombatResults() {
        const CombatResultsTable& t = s_.combatResults;
        if (t.columns().empty()) error("/combatResults/columns", Say::CheckTableNoColumns);
        for (std::size_t c = 1; c < t.columns().size(); ++c)
            if (!(t.columns()[c - 1] < t.columns()[c]))
                error("/combatResults/columns/" + std::to_string(c), Say::CheckColumnsRise,
                      {t.columns()[c].text(), t.columns()[c - 1].text()});
        if (t.dieFaces() != 6) error("/combatResults/rows", Say::CheckSixRows, {std::to_string(t.dieFaces())});
        for (std::size_t r = 0; r < t.rows().size(); ++r)
            if (t.rows()[r].size() != t.columns().size())
                error(at("combatResults/rows", r) + "/results", Say::CheckRowLength,
                      {std::to_string(t.rows()[r].size()), std::to_string(t.columns().size())});
    }

    // 3.0: the game lasts as many Game-Turns as the track has, numbered without gaps.
    void checkTurns() {
        if (s_.turns.empty()) error("/turns", Say::CheckNoTurns);
        for (std::size_t i = 0; i < s_.turns.size(); ++i) {
            const GameTurn& t = s_.turns[i];
            const int expected = int(i) + 1;
            if (t.number != expected)
                error(at("turns", i) + "/turn", Say::CheckTurnOrder, {std::to_string(expected), std::to_string(t.number)});
            if (t.time.size() != 4 || t.time.find_first_not_of("0123456789") != std::string::npos)
                error(at("turns", i) + "/time", Say::CheckTimeOfDay, {t.time});
        }
    }

    void checkEntryAreas() {
        std::set<std::string> ids;
        for (std::size_t i = 0; i < s_.entryAreas.size(); ++i) {
            const EntryArea& a = s_.entryAreas[i];
            const std::string path = at("entryAreas", i);
            if (a.id.empty()) error(path + "/id", Say::CheckEntryAreaId);
            if (!ids.insert(a.id).second) error(path + "/id", Say::CheckEntryAreaTwice, {a.id});
            if (!s_.map.onMap(a.hex))
                offMap(path + "/hex", a.hex);
            else if (!s_.map.isEdge(a.hex))
                error(path + "/hex", Say::CheckEntryAreaEdge, {a.id, a.hex.id()});
        }
    }

    void checkDivisions() {
        std::set<std::string> ids;
        std::map<std::string, int> unitCount;
        for (const Unit& u : s_.units) ++unitCount[u.division];
        for (std::size_t i = 0; i < s_.divisions.size(); ++i) {
            const Division& d = s_.divisions[i];
            const std::string path = at("divisions", i);
            if (d.id.empty()) error(path + "/id", Say::CheckDivisionId);
            if (!ids.insert(d.id).second) error(path + "/id", Say::CheckDivisionTwice, {d.id});
            if (d.nationality.empty()) error(path + "/nationality", Say::CheckDivisionNationality, {d.id});
            if (!unitCount.count(d.id)) warning(path, Say::CheckDivisionNoUnits, {d.id});
        }
    }

    void checkFreshStrength() {
        std::set<std::string> seen;
        for (std::size_t i = 0; i < s_.freshStrength.size(); ++i) {
            const FreshStrengthMarker& m = s_.freshStrength[i];
            const std::string path = at("freshStrength", i);
            if (!s_.division(m.division))
                error(path + "/division", Say::CheckMarkerUnknownDivision, {m.division});
            // 21.1: each marker serves a single unit of its division; one marker per division.
            if (!seen.insert(m.division).second)
                error(path + "/division", Say::CheckTwoMarkers, {m.division});
            if (m.bonus < 1) error(path + "/bonus", Say::CheckMarkerBonus);
        }
    }

    void checkUnits() {
        std::set<std::string> ids;
        std::map<Hex, std::string> occupant;
        for (std::size_t i = 0; i < s_.units.size(); ++i) {
            const Unit& u = s_.units[i];
            const std::string path = at("units", i);
            if (u.id.empty()) error(path + "/id", Say::CheckUnitId);
            if (!ids.insert(u.id).second) error(path + "/id", Say::CheckUnitIdTwice, {u.id});
            if (!s_.division(u.division))
                error(path + "/division", Say::CheckUnitUnknownDivision, {u.id, u.division});
            if (u.strength < 0) error(path + "/strength", Say::CheckNegativeStrength);
            if (u.movement < 1) error(path + "/movement", Say::CheckMovementAllowance);
            // An oddity the scenario explains in the unit's note (Tut.2 is printed 5-1) is not warned of.
            else if (u.movement == 1 && u.type != UnitType::Artillery && u.note.empty())
                warning(path + "/movement", Say::CheckMovementOfOne, {u.id, std::string(toString(u.type))});
            if (u.start.has_value() == u.arrival.has_value())
                error(path, Say::CheckStartOrEntry, {u.id});
            if (u.start) checkStart(u, *u.start, path + "/start", occupant);
            if (u.arrival) checkArrival(u, *u.arrival, path + "/entry");
        }
    }

    // 4.4: no two units in one hex; 4.2: a unit may only stand where it could move.
    void checkStart(const Unit& u, Hex h, const std::string& path, std::map<Hex, std::string>& occupant) {
        if (!s_.map.onMap(h)) {
            add(ScenarioProblem::Severity::Error, path, Sentence{Say::CheckStartsOffMap, {u.id}, {offMapSentence(h)}});
            return;
        }
        if (auto [it, fresh] = occupant.emplace(h, u.id); !fresh)
            error(path, Say::CheckStartHexTaken, {u.id, h.id(), it->second});
        const Terrain t = s_.map.terrain(h);
        if (s_.terrainEffects.effective(t).impassable)
            error(path, Say::CheckStartImpassable, {u.id, h.id(), std::string(toString(t))});
        else if (t == Terrain::Lake)
            // Legal where water is frozen, but almost always a slip of the map or the start hex.
            warning(path, Say::CheckStartOnLake, {u.id, h.id()});
    }

    void checkArrival(const Unit& u, const Arrival& a, const std::string& path) {
        if (!s_.entryArea(a.area))
            error(path + "/area", Say::CheckUnknownEntryArea, {u.id, a.area});
        if (a.turn < 1 || a.turn > s_.lastTurn())
            error(path + "/turn", Say::CheckArrivesAfterEnd, {u.id, std::to_string(a.turn), std::to_string(s_.lastTurn())});
    }

    void checkVictory() {
        const VictoryConditions& v = s_.victory;
        for (std::size_t i = 0; i < v.hexes.size(); ++i)
            if (!s_.map.onMap(v.hexes[i].hex)) offMap(at("victory/hexes", i) + "/hex", v.hexes[i].hex);
        for (std::size_t i = 0; i < v.levels.size(); ++i) {
            const std::string path = at("victory/levels", i) + "/from";
            if (i == 0 && v.levels[0].from != 0) error(path, Say::CheckFirstLevel);
            if (i > 0 && v.levels[i].from <= v.levels[i - 1].from)
                error(path, Say::CheckLevelsRise, {std::to_string(v.levels[i].from), std::to_string(v.levels[i - 1].from)});
        }
    }

    // The calibration's hexes are on the map, each named once (the image may name a hex once).
    void checkUnderlay() {
        if (!s_.underlay) return;
        std::set<Hex> seen;
        for (std::size_t i = 0; i < s_.underlay->points.size(); ++i) {
            const Hex h = s_.underlay->points[i].hex;
            const std::string path = at("underlay/calibration", i) + "/hex";
            if (!s_.map.onMap(h)) offMap(path, h);
            else if (!seen.insert(h).second) error(path, Say::CheckCalibratedTwice, {h.id()});
        }
    }

    const Scenario& s_;
    std::vector<ScenarioProblem> out_;
};

}  // namespace

std::vector<ScenarioProblem> checkScenario(const Scenario& scenario) { return Checker(scenario).run(); }

}  // namespace eylau
