// The report of `eylau-cli show` (see show_report.h).
#include "show_report.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eylau::cli {
namespace {

constexpr std::size_t kWrapWidth = 100;

bool isReconstructed(Provenance p) { return p == Provenance::Reconstructed; }


std::string plural(std::size_t n, std::string_view one, std::string_view many) {
    return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

std::string rightTrimmed(std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
}

// Columns padded to their widest cell, two blanks apart; `right` marks right-aligned columns.
void writeTable(std::ostringstream& out, const std::vector<std::vector<std::string>>& rows,
                const std::vector<bool>& right, const std::string& indent = "  ") {
    std::vector<std::size_t> width;
    for (const auto& row : rows) {
        if (width.size() < row.size()) width.resize(row.size(), 0);
        for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
    }
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string pad(width[i] - row[i].size(), ' ');
            line += (i < right.size() && right[i]) ? pad + row[i] : row[i] + pad;
            if (i + 1 < row.size()) line += "  ";
        }
        out << rightTrimmed(line) << '\n';
    }
}

// Words of `text` after `indent`, wrapped before kWrapWidth.
void writeWrappedText(std::ostringstream& out, const std::string& indent, const std::string& text) {
    std::istringstream words(text);
    std::string word, line;
    while (words >> word) {
        if (!line.empty() && line.size() + 1 + word.size() > kWrapWidth) {
            out << line << '\n';
            line.clear();
        }
        line += line.empty() ? indent + word : ' ' + word;
    }
    if (!line.empty()) out << line << '\n';
}

std::string provenanceMark(Provenance p) { return isReconstructed(p) ? "reconstructed" : ""; }

// Units and strength points (2.5), on the map at the start and arriving as reinforcements (7.0).
struct Strength {
    int units = 0;
    int points = 0;
    void add(const Unit& u) {
        ++units;
        points += u.strength;
    }
    std::string text() const { return std::to_string(units) + " (" + std::to_string(points) + ")"; }
};

void writeOrderOfBattle(std::ostringstream& out, const Scenario& scenario) {
    out << "\nOrder of battle (units (strength points); reinforcements by entry area and Game-Turn, 7.0):\n";
    for (Side side : kSides) {
        Strength all, atStart, arriving;
        std::vector<std::vector<std::string>> rows{{"Division", "Name", "Units", "Strength", "At start", "Reinforcements"}};
        for (const Division& d : scenario.divisions) {
            if (d.side != side) continue;
            Strength divAll, divStart;
            std::map<std::pair<std::string, int>, Strength> groups;  // (area, turn)
            for (const Unit& u : scenario.units) {
                if (u.division != d.id) continue;
                divAll.add(u);
                all.add(u);
                if (u.arrival) {
                    groups[{u.arrival->area, u.arrival->turn}].add(u);
                    arriving.add(u);
                } else {
                    divStart.add(u);
                    atStart.add(u);
                }
            }
            std::string reinforcements;
            for (const auto& [key, strength] : groups)
                reinforcements += (reinforcements.empty() ? "" : ", ") + strength.text() + " area " + key.first +
                                  " turn " + std::to_string(key.second);
            std::string name = d.name;
            if (d.guard) name += " [Guard]";
            if (isReconstructed(d.provenance)) name += " [reconstructed]";
            rows.push_back({d.id, name, std::to_string(divAll.units), std::to_string(divAll.points),
                            divStart.units ? divStart.text() : "-", reinforcements.empty() ? "-" : reinforcements});
        }
        rows.push_back({"Total", "", std::to_string(all.units), std::to_string(all.points),
                        atStart.units ? atStart.text() : "-", arriving.units ? arriving.text() : "-"});
        out << displayName(side) << ": " << plural(std::size_t(all.units), "unit", "units") << ", "
            << plural(std::size_t(all.points), "strength point", "strength points") << "; at start "
            << atStart.text() << ", reinforcements " << arriving.text() << '\n';
        writeTable(out, rows, {false, false, true, true, false, false});
    }
    // Units whose division is missing (the loader rejects them; kept for a hand-made Scenario).
    std::vector<std::string> orphans;
    for (const Unit& u : scenario.units)
        if (!scenario.division(u.division)) orphans.push_back(u.id);
    if (!orphans.empty()) {
        std::string list;
        for (const std::string& id : orphans) list += ' ' + id;
        out << "Units in unknown divisions:" << list << '\n';
    }
}

}  // namespace

std::vector<ReconstructedCount> countReconstructed(const Scenario& scenario) {
    std::vector<ReconstructedCount> counts;
    auto add = [&](std::string kind, auto&& items, auto&& provenanceOf) {
        ReconstructedCount c{std::move(kind), 0, 0};
        for (const auto& item : items) {
            ++c.total;
            if (isReconstructed(provenanceOf(item))) ++c.reconstructed;
        }
        counts.push_back(std::move(c));
    };
    auto own = [](const auto& item) { return item.provenance; };
    auto second = [](const auto& pair) { return pair.second.provenance; };

    counts.push_back({"map", isReconstructed(scenario.map.provenance()) ? 1 : 0, 1});
    add("map hexes", scenario.map.explicitHexes(), second);
    add("hexsides", scenario.map.hexsides(), second);
    std::vector<Provenance> tec;
    for (Terrain t : kTerrains) tec.push_back(scenario.terrainEffects.effect(t).provenance);
    for (HexsideFeature f : kHexsideFeatures) tec.push_back(scenario.terrainEffects.effect(f).provenance);
    add("terrain effects rows", tec, [](Provenance p) { return p; });
    std::vector<Provenance> crt;
    for (const auto& row : scenario.combatResults.rows())
        for (const CombatResultCell& cell : row) crt.push_back(cell.provenance);
    add("CRT cells", crt, [](Provenance p) { return p; });
    add("Game-Turns", scenario.turns, own);
    add("entry areas", scenario.entryAreas, own);
    add("divisions", scenario.divisions, own);
    add("Fresh Strength markers", scenario.freshStrength, own);
    add("units", scenario.units, own);
    add("victory hexes", scenario.victory.hexes, own);
    add("victory awards", scenario.victory.awards, own);
    add("victory levels", scenario.victory.levels, own);
    return counts;
}

int totalReconstructed(const std::vector<ReconstructedCount>& counts) {
    int total = 0;
    for (const ReconstructedCount& c : counts) total += c.reconstructed;
    return total;
}

std::string showReport(const Scenario& scenario) {
    std::ostringstream out;
    out << scenario.name;
    if (!scenario.title.empty() && scenario.title != scenario.name) out << " - " << scenario.title;
    out << '\n';
    if (!scenario.description.empty()) writeWrappedText(out, "  ", scenario.description);

    // Rules (3.0 first player; Exclusive Rules; optional rules).
    out << "\nRules: " << displayName(scenario.rules.firstPlayer) << " player first (3.0); Exclusive Rules:";
    if (scenario.rules.exclusive.empty()) out << " none";
    for (const std::string& section : scenario.rules.exclusive) out << ' ' << section;
    out << "; options:";
    if (scenario.rules.options.empty()) out << " none";
    for (const auto& [name, on] : scenario.rules.options) out << ' ' << name << (on ? " on" : " off");
    out << '\n';

    // Map (2.1).
    const GameMap& m = scenario.map;
    out << "\nMap: " << m.columns() << 'x' << m.rows() << " hexes (" << m.bounds() << "), default terrain " << toString(m.defaultTerrain()) << ", " << toString(m.provenance()) << '\n';
    std::map<Terrain, int> terrainCount;
    int named = 0;
    for (const Hex& h : m.hexes()) ++terrainCount[m.terrain(h)];
    for (const auto& [hex, data] : m.explicitHexes())
        if (!data.name.empty()) ++named;
    out << "  hexes:";
    for (Terrain t : kTerrains) out << ' ' << toString(t) << ' ' << terrainCount[t] << (t == kTerrains.back() ? ";" : ",");
    out << ' ' << named << " named\n";
    std::map<HexsideFeature, int> featureCount;
    for (const auto& [side, data] : m.hexsides())
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) ++featureCount[f];
    out << "  hexsides with features: " << m.hexsides().size() << " (";
    for (HexsideFeature f : kHexsideFeatures)
        out << toString(f) << ' ' << featureCount[f] << (f == kHexsideFeatures.back() ? ")\n" : ", ");

    // Charts (6.0, 9.0).
    const auto& columns = scenario.combatResults.columns();
    out << "\nCombat Results Table: " << plural(columns.size(), "column", "columns");
    if (!columns.empty()) out << " (" << columns.front().text() << " to " << columns.back().text() << ")";
    out << ", " << plural(std::size_t(scenario.combatResults.dieFaces()), "die face", "die faces") << '\n';
    out << "Terrain Effects Chart: " << (scenario.terrainEffects.frozenWater() ? "lakes and rivers frozen" : "water not frozen")
        << '\n';

    // Game-Turn Record Track (3.0, 8.0).
    out << "\nGame-Turn track: " << plural(scenario.turns.size(), "Game-Turn", "Game-Turns") << '\n';
    std::vector<std::vector<std::string>> turnRows{{"Turn", "Time", "Date", "Night", ""}};
    for (const GameTurn& t : scenario.turns)
        turnRows.push_back({std::to_string(t.number), t.time, t.date.empty() ? "-" : t.date, t.night ? "night" : "-",
                            provenanceMark(t.provenance)});
    writeTable(out, turnRows, {true, false, false, false, false});

    // Entry areas (7.0, 7.2).
    out << "\nEntry areas (7.2: any map-edge hex within eight hexes):\n";
    std::vector<std::vector<std::string>> areaRows;
    for (const EntryArea& a : scenario.entryAreas) areaRows.push_back({a.id, a.hex.id(), a.name, provenanceMark(a.provenance)});
    if (areaRows.empty()) out << "  none\n";
    writeTable(out, areaRows, {});

    writeOrderOfBattle(out, scenario);

    // Fresh Strength markers (21.0).
    out << "\nFresh Strength markers (21.0):\n";
    std::vector<std::vector<std::string>> markerRows;
    for (const FreshStrengthMarker& f : scenario.freshStrength) {
        const Division* d = scenario.division(f.division);
        markerRows.push_back({f.division, d ? d->name : "(unknown division)", "+" + std::to_string(f.bonus),
                              provenanceMark(f.provenance)});
    }
    if (markerRows.empty()) out << "  none\n";
    writeTable(out, markerRows, {false, false, true, false});

    // Victory conditions (23.0).
    const VictoryConditions& v = scenario.victory;
    out << "\nVictory: " << plural(std::size_t(v.pointsPerStrengthPoint), "Victory Point", "Victory Points")
        << " per enemy strength point eliminated (23.1)\n";
    std::vector<std::vector<std::string>> victoryRows;
    for (const VictoryHex& h : v.hexes)
        victoryRows.push_back({"hex", h.hex.id(), h.name, std::to_string(h.points) + " VP", provenanceMark(h.provenance)});
    for (const EliminationAward& a : v.awards)
        victoryRows.push_back({"award", std::string(displayName(a.side)),
                               "eliminates " + std::to_string(a.eliminated) +
                                   (a.requiresGuardCommitted ? ", Guard committed" : ""),
                               std::to_string(a.points) + " VP", provenanceMark(a.provenance)});
    for (const VictoryLevel& l : v.levels)
        victoryRows.push_back({"level", "from " + std::to_string(l.from), l.name, "", provenanceMark(l.provenance)});
    writeTable(out, victoryRows, {false, false, false, true, false});

    // Reconstructed items.
    const std::vector<ReconstructedCount> counts = countReconstructed(scenario);
    out << "\nReconstructed items: " << totalReconstructed(counts) << '\n';
    std::vector<std::vector<std::string>> countRows;
    for (const ReconstructedCount& c : counts)
        countRows.push_back({c.kind, std::to_string(c.reconstructed), "of " + std::to_string(c.total)});
    writeTable(out, countRows, {false, true, false});
    return out.str();
}

}  // namespace eylau::cli
