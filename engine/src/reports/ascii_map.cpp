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

// The scenario's name and title, and the map's size, bounds, default terrain and provenance.
void writeHeading(std::ostringstream& out, const Scenario& scenario) {
    const GameMap& map = scenario.map;
    out << (scenario.name.empty() ? std::string("(unnamed scenario)") : scenario.name);
    if (!scenario.title.empty() && scenario.title != scenario.name) out << " - " << scenario.title;
    out << '\n';
    out << "Map: " << map.columns() << 'x' << map.rows() << " hexes, " << map.bounds() << ", default terrain " << toString(map.defaultTerrain()) << ", "
        << toString(map.provenance()) << '\n';
}

// What the picture marks on the hexes: units at their start hexes (2.4), entry areas (7.2) and
// victory hexes (23.4), by hex.
struct HexMarks {
    std::map<Hex, std::vector<const Unit*>> unitsAt;
    std::map<Hex, const EntryArea*> entryAt;
    std::set<Hex> victoryHexes;
};

HexMarks hexMarksOf(const Scenario& scenario) {
    HexMarks marks;
    for (const Unit& u : scenario.units)
        if (u.start) marks.unitsAt[*u.start].push_back(&u);
    for (const EntryArea& a : scenario.entryAreas) marks.entryAt.emplace(a.hex, &a);
    for (const VictoryHex& v : scenario.victory.hexes) marks.victoryHexes.insert(v.hex);
    return marks;
}

// Where each hex is drawn. 2.1: even-numbered columns stand half a hex lower than odd-numbered
// ones; here one text line lower, each hex being two lines tall.
struct PictureLayout {
    explicit PictureLayout(const GameMap& m) : map(m) {
        bool hasOdd = false, hasEven = false;
        for (int c = map.firstColumn(); c <= map.lastColumn(); ++c) (c % 2 == 0 ? hasEven : hasOdd) = true;
        minShift = hasOdd ? 0 : 1;
        maxShift = hasEven ? 1 : 0;
    }
    int topLine(int col, int row) const { return 2 * (row - map.firstRow()) + (col % 2 == 0 ? 1 : 0) - minShift; }
    int cellX(int col) const { return kLabelWidth + kColumnPitch * (col - map.firstColumn()); }
    int width() const { return kLabelWidth + kColumnPitch * map.columns() - 1; }
    int lines() const { return 2 * map.rows() + maxShift - minShift; }

    const GameMap& map;
    int minShift = 0;
    int maxShift = 0;
};

// The column numbers above and below the picture, each over its column.
std::string columnNumbers(const PictureLayout& layout) {
    const GameMap& map = layout.map;
    std::string header(std::size_t(layout.width()), ' ');
    for (int c = map.firstColumn(); c <= map.lastColumn(); ++c) {
        const std::string number = twoDigits(c);
        header.replace(std::size_t(layout.cellX(c)), std::min(number.size(), std::size_t(kCellWidth)), number, 0, kCellWidth);
    }
    return rightTrimmed(header);
}

// The row numbers at either side: the first column's at the left, the last column's at the right.
void drawRowNumbers(Canvas& canvas, const PictureLayout& layout) {
    const GameMap& map = layout.map;
    for (int r = map.firstRow(); r <= map.lastRow(); ++r) {
        canvas.put(layout.topLine(map.firstColumn(), r), 0, twoDigits(r));
        canvas.put(layout.topLine(map.lastColumn(), r), layout.width() + 1, twoDigits(r));
    }
}

// Each hex: its terrain, victory mark and entry area on the top line; its unit(s) on the bottom.
void drawHexes(Canvas& canvas, const PictureLayout& layout, const HexMarks& marks) {
    const GameMap& map = layout.map;
    for (const Hex& h : map.hexes()) {
        const char t = terrainChar(map.terrain(h));
        std::string top(kCellWidth, t);
        if (marks.victoryHexes.count(h)) top[1] = '*';
        if (auto e = marks.entryAt.find(h); e != marks.entryAt.end() && !e->second->id.empty()) top[2] = e->second->id.front();
        // Clear hexes leave their bottom line blank, so that open ground reads as a honeycomb
        // of "..." and other terrain as solid blocks.
        std::string bottom(kCellWidth, t == terrainChar(Terrain::Clear) ? ' ' : t);
        if (auto u = marks.unitsAt.find(h); u != marks.unitsAt.end()) {
            bottom = u->second.size() == 1 ? unitCode(*u->second.front()) : "#" + std::to_string(u->second.size());
            bottom.resize(kCellWidth, ' ');
        }
        const int line = layout.topLine(h.col, h.row);
        canvas.put(line, layout.cellX(h.col), top);
        canvas.put(line + 1, layout.cellX(h.col), bottom);
    }
}

// The picture of the map between its column numbers, or a word that it has no hexes.
void writePicture(std::ostringstream& out, const GameMap& map, const HexMarks& marks) {
    if (map.columns() <= 0 || map.rows() <= 0) {
        out << "\n(the map has no hexes)\n";
        return;
    }
    const PictureLayout layout(map);
    const std::string header = columnNumbers(layout);
    Canvas canvas(layout.lines(), layout.width() + 1 + 2);
    drawRowNumbers(canvas, layout);
    drawHexes(canvas, layout, marks);
    out << '\n' << header << '\n';
    canvas.writeTo(out);
    out << header << '\n';
}

void writeLegend(std::ostringstream& out, const GameMap& map) {
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
}

// The named hexes, with their terrain.
void writePlaces(std::ostringstream& out, const GameMap& map) {
    out << "\nPlaces:\n";
    std::size_t places = 0;
    for (const auto& [hex, data] : map.explicitHexes()) {
        if (data.name.empty()) continue;
        out << "  " << hex.id() << ' ' << data.name << " (" << toString(data.terrain) << ")\n";
        ++places;
    }
    if (places == 0) out << "  none\n";
}

// 23.4: the victory hexes and their points.
void writeVictoryHexes(std::ostringstream& out, const Scenario& scenario) {
    out << "\nVictory hexes (23.4):\n";
    for (const VictoryHex& v : scenario.victory.hexes) {
        out << "  " << v.hex.id() << ' ' << (v.name.empty() ? std::string("(unnamed)") : v.name) << ": " << v.points
            << " VP";
        if (!scenario.map.onMap(v.hex)) out << " (off the map)";
        out << '\n';
    }
    if (scenario.victory.hexes.empty()) out << "  none\n";
}

// 7.2: the entry areas, each with the units arriving there and the Game-Turns they arrive on.
void writeEntryAreas(std::ostringstream& out, const Scenario& scenario) {
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
        if (!scenario.map.onMap(a.hex)) out << " (off the map)";
        out << '\n';
    }
    if (scenario.entryAreas.empty()) out << "  none\n";
}

// Hexside features are counted, not drawn (a hexside with a road and a bridge counts for both).
void writeHexsideCounts(std::ostringstream& out, const GameMap& map) {
    std::map<HexsideFeature, int> featureCount;
    for (const auto& [side, data] : map.hexsides())
        for (HexsideFeature f : kHexsideFeatures)
            if (data.features.has(f)) ++featureCount[f];
    out << "\nHexsides with features: " << map.hexsides().size() << '\n';
    std::vector<std::string> counts;
    for (HexsideFeature f : kHexsideFeatures) counts.push_back(std::string(toString(f)) + ' ' + std::to_string(featureCount[f]));
    writeWrapped(out, "  ", counts);
}

// 2.4: the units at their start hexes, in hex order, each hex's in file order.
void writeUnitsAtStart(std::ostringstream& out, const GameMap& map, const HexMarks& marks) {
    std::vector<std::string> starts;
    for (const auto& [hex, units] : marks.unitsAt)
        for (const Unit* u : units)
            starts.push_back(hex.id() + ' ' + u->id + ' ' + unitCode(*u) + (map.onMap(hex) ? "" : " (off the map)"));
    out << "\nUnits at start: " << starts.size() << '\n';
    writeWrapped(out, "  ", starts);
}

// 7.2: the arrivals by Game-Turn and area, each in file order; then any unit that neither starts
// on the map nor arrives.
void writeReinforcements(std::ostringstream& out, const Scenario& scenario) {
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
}

}  // namespace

std::string renderAsciiMap(const Scenario& scenario) {
    const HexMarks marks = hexMarksOf(scenario);
    std::ostringstream out;
    writeHeading(out, scenario);
    writePicture(out, scenario.map, marks);
    writeLegend(out, scenario.map);
    writePlaces(out, scenario.map);
    writeVictoryHexes(out, scenario);
    writeEntryAreas(out, scenario);
    writeHexsideCounts(out, scenario.map);
    writeUnitsAtStart(out, scenario.map, marks);
    writeReinforcements(out, scenario);
    return out.str();
}

}  // namespace eylau
