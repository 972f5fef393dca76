// renderAsciiMap: a plain-text picture of a scenario's map (see ascii_map.h).
#include "eylau/reports/ascii_map.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace eylau {
namespace {

// Lists below the picture wrap at this width.
constexpr std::size_t kWrapWidth = 100;
// Each hex is drawn kCellWidth characters wide, with one blank between neighbouring columns.
constexpr int kCellWidth = 3;
constexpr int kColumnPitch = kCellWidth + 1;
// Row numbers take two digits and a blank on either side of the picture.
constexpr int kLabelWidth = 3;

// The terrain letters of the legend (2.1, 9.0).
char terrainChar(Terrain t) {
    switch (t) {
    case Terrain::Clear: return '.';
    case Terrain::Woods: return 'W';
    case Terrain::Grove: return 'g';
    case Terrain::Town: return 'T';
    case Terrain::Fort: return 'F';
    case Terrain::Lake: return '~';
    }
    return '?';
}

// Two digits as in the rulebook's hex numbers ("07"); anything else as it is.
std::string twoDigits(int n) {
    if (n >= 0 && n < 10) return "0" + std::to_string(n);
    return std::to_string(n);
}

// "I8", "c12": the unit type letter of the order of battle (2.7), upper case for the French and
// lower case for the Allies, then the Combat Strength (2.5); "+" for a strength above 99.
std::string unitCode(const Unit& u) {
    char letter = typeLetter(u.type);
    if (u.side == Side::French) letter = char(std::toupper(static_cast<unsigned char>(letter)));
    std::string code(1, letter);
    code += (u.strength >= 0 && u.strength <= 99) ? std::to_string(u.strength) : std::string("+");
    return code;
}

std::string rightTrimmed(std::string s) {
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
}

// Writes `items` after `indent`, separated by two blanks, starting a new line before kWrapWidth.
void writeWrapped(std::ostringstream& out, const std::string& indent, const std::vector<std::string>& items) {
    std::string line = indent;
    bool lineEmpty = true;
    for (const std::string& item : items) {
        if (!lineEmpty && line.size() + 2 + item.size() > kWrapWidth) {
            out << line << '\n';
            line = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) line += "  ";
        line += item;
        lineEmpty = false;
    }
    if (!lineEmpty) out << line << '\n';
}

// A character canvas for the picture: lines of blanks written into at (line, x).
class Canvas {
public:
    Canvas(int lines, int width) : lines_(std::size_t(std::max(lines, 0)), std::string(std::size_t(std::max(width, 0)), ' ')) {}
    void put(int line, int x, std::string_view text) {
        if (line < 0 || std::size_t(line) >= lines_.size() || x < 0) return;
        std::string& l = lines_[std::size_t(line)];
        for (std::size_t i = 0; i < text.size() && std::size_t(x) + i < l.size(); ++i) l[std::size_t(x) + i] = text[i];
    }
    void writeTo(std::ostringstream& out) const {
        for (const std::string& l : lines_) out << rightTrimmed(l) << '\n';
    }

private:
    std::vector<std::string> lines_;
};

}  // namespace

std::string renderAsciiMap(const Scenario& scenario) {
    const GameMap& map = scenario.map;
    std::ostringstream out;

    out << (scenario.name.empty() ? std::string("(unnamed scenario)") : scenario.name);
    if (!scenario.title.empty() && scenario.title != scenario.name) out << " - " << scenario.title;
    out << '\n';
    out << "Map: " << map.columns() << 'x' << map.rows() << " hexes, " << map.bounds() << ", default terrain " << toString(map.defaultTerrain()) << ", "
        << toString(map.provenance()) << '\n';

    // Units at their start hexes (2.4), entry areas (7.2) and victory hexes (23.4) by hex.
    std::map<Hex, std::vector<const Unit*>> unitsAt;
    for (const Unit& u : scenario.units)
        if (u.start) unitsAt[*u.start].push_back(&u);
    std::map<Hex, const EntryArea*> entryAt;
    for (const EntryArea& a : scenario.entryAreas) entryAt.emplace(a.hex, &a);
    std::set<Hex> victoryHexes;
    for (const VictoryHex& v : scenario.victory.hexes) victoryHexes.insert(v.hex);

    if (map.columns() > 0 && map.rows() > 0) {
        // 2.1: even-numbered columns stand half a hex lower than odd-numbered ones; here one text
        // line lower, each hex being two lines tall.
        bool hasOdd = false, hasEven = false;
        for (int c = map.firstColumn(); c <= map.lastColumn(); ++c) (c % 2 == 0 ? hasEven : hasOdd) = true;
        const int minShift = hasOdd ? 0 : 1;
        const int maxShift = hasEven ? 1 : 0;
        auto topLine = [&](int col, int row) { return 2 * (row - map.firstRow()) + (col % 2 == 0 ? 1 : 0) - minShift; };
        auto cellX = [&](int col) { return kLabelWidth + kColumnPitch * (col - map.firstColumn()); };
        const int pictureWidth = kLabelWidth + kColumnPitch * map.columns() - 1;

        std::string header(std::size_t(pictureWidth), ' ');
        for (int c = map.firstColumn(); c <= map.lastColumn(); ++c) {
            const std::string number = twoDigits(c);
            header.replace(std::size_t(cellX(c)), std::min(number.size(), std::size_t(kCellWidth)), number, 0, kCellWidth);
        }
        header = rightTrimmed(header);

        Canvas canvas(2 * map.rows() + maxShift - minShift, pictureWidth + 1 + 2);
        for (int r = map.firstRow(); r <= map.lastRow(); ++r) {
            canvas.put(topLine(map.firstColumn(), r), 0, twoDigits(r));
            canvas.put(topLine(map.lastColumn(), r), pictureWidth + 1, twoDigits(r));
        }
        for (const Hex& h : map.hexes()) {
            const char t = terrainChar(map.terrain(h));
            std::string top(kCellWidth, t);
            if (victoryHexes.count(h)) top[1] = '*';
            if (auto e = entryAt.find(h); e != entryAt.end() && !e->second->id.empty()) top[2] = e->second->id.front();
            // Clear hexes leave their bottom line blank, so that open ground reads as a honeycomb
            // of "..." and other terrain as solid blocks.
            std::string bottom(kCellWidth, t == terrainChar(Terrain::Clear) ? ' ' : t);
            if (auto u = unitsAt.find(h); u != unitsAt.end()) {
                bottom = u->second.size() == 1 ? unitCode(*u->second.front()) : "#" + std::to_string(u->second.size());
                bottom.resize(kCellWidth, ' ');
            }
            const int line = topLine(h.col, h.row);
            canvas.put(line, cellX(h.col), top);
            canvas.put(line + 1, cellX(h.col), bottom);
        }

        out << '\n' << header << '\n';
        canvas.writeTo(out);
        out << header << '\n';
    } else {
        out << "\n(the map has no hexes)\n";
    }

    const std::string first = twoDigits(map.firstColumn());
    const std::string last = twoDigits(map.lastColumn());
    out << "\nLegend: each hex is 3 characters wide and 2 lines tall. Even-numbered columns are drawn one\n"
        << "line (half a hex) lower, as on the map (2.1): row numbers at the left are column " << first << "'s,\n"
        << "at the right column " << last << "'s.\n"
        << "  Terrain:";
    for (Terrain t : kTerrains) out << "  " << terrainChar(t) << ' ' << toString(t);
    out << "\n"
        << "  Top line: terrain, then * for a victory hex (23.4), then the letter of an entry area (7.2).\n"
        << "  Bottom line: terrain (blank if clear), or the unit starting there (2.4): I C A French\n"
        << "  infantry, cavalry, artillery, i c a Allied, then its Combat Strength; #n: n units.\n";

    out << "\nPlaces:\n";
    std::size_t places = 0;
    for (const auto& [hex, data] : map.explicitHexes()) {
        if (data.name.empty()) continue;
        out << "  " << hex.id() << ' ' << data.name << " (" << toString(data.terrain) << ")\n";
        ++places;
    }
    if (places == 0) out << "  none\n";

    out << "\nVictory hexes (23.4):\n";
    for (const VictoryHex& v : scenario.victory.hexes) {
        out << "  " << v.hex.id() << ' ' << (v.name.empty() ? std::string("(unnamed)") : v.name) << ": " << v.points
            << " VP";
        if (!map.onMap(v.hex)) out << " (off the map)";
        out << '\n';
    }
    if (scenario.victory.hexes.empty()) out << "  none\n";

    out << "\nEntry areas (7.2):\n";
    for (const EntryArea& a : scenario.entryAreas) {
        int arrivals = 0, firstTurn = 0, lastTurn = 0;
        for (const Unit& u : scenario.units) {
            if (!u.arrival || u.arrival->area != a.id) continue;
            firstTurn = arrivals == 0 ? u.arrival->turn : std::min(firstTurn, u.arrival->turn);
            lastTurn = arrivals == 0 ? u.arrival->turn : std::max(lastTurn, u.arrival->turn);
            ++arrivals;
        }
        out << "  " << a.id << ' ' << a.hex.id();
        if (!a.name.empty()) out << ' ' << a.name;
        out << ": " << arrivals << (arrivals == 1 ? " unit" : " units");
        if (arrivals > 0)
            out << (firstTurn == lastTurn ? ", turn " + std::to_string(firstTurn)
                                          : ", turns " + std::to_string(firstTurn) + '-' + std::to_string(lastTurn));
        if (!map.onMap(a.hex)) out << " (off the map)";
        out << '\n';
    }
    if (scenario.entryAreas.empty()) out << "  none\n";

    // Hexside features are counted, not drawn (a hexside with a road and a bridge counts for both).
    std::map<HexsideFeature, int> featureCount;
    for (const auto& [side, data] : map.hexsides())
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) ++featureCount[f];
    out << "\nHexsides with features: " << map.hexsides().size() << '\n';
    std::vector<std::string> counts;
    for (HexsideFeature f : kHexsideFeatures) counts.push_back(std::string(toString(f)) + ' ' + std::to_string(featureCount[f]));
    writeWrapped(out, "  ", counts);

    // Start hexes in hex order, then arrivals by Game-Turn and area, each in file order.
    std::vector<std::string> starts;
    for (const auto& [hex, units] : unitsAt)
        for (const Unit* u : units)
            starts.push_back(hex.id() + ' ' + u->id + ' ' + unitCode(*u) + (map.onMap(hex) ? "" : " (off the map)"));
    out << "\nUnits at start: " << starts.size() << '\n';
    writeWrapped(out, "  ", starts);

    std::map<std::pair<int, std::string>, std::vector<std::string>> arrivals;
    std::vector<std::string> nowhere;
    std::size_t arrivalCount = 0;
    for (const Unit& u : scenario.units) {
        if (u.arrival) {
            arrivals[{u.arrival->turn, u.arrival->area}].push_back(u.id + ' ' + unitCode(u));
            ++arrivalCount;
        } else if (!u.start) {
            nowhere.push_back(u.id + ' ' + unitCode(u));
        }
    }
    out << "\nReinforcements: " << arrivalCount << '\n';
    for (const auto& [key, units] : arrivals) {
        out << "  turn " << key.first << ", area " << key.second << ":\n";
        writeWrapped(out, "    ", units);
    }
    if (!nowhere.empty()) {
        out << "\nUnits with neither start hex nor arrival: " << nowhere.size() << '\n';
        writeWrapped(out, "  ", nowhere);
    }
    return out.str();
}

}  // namespace eylau
