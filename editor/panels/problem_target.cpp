#include "panels/problem_target.h"

#include <charconv>
#include <iterator>
#include <vector>

namespace eylau::editor {

namespace {

std::vector<std::string> split(const std::string& path) {
    std::vector<std::string> parts;
    std::size_t at = 0;
    while (at < path.size()) {
        if (path[at] == '/') {
            ++at;
            continue;
        }
        const std::size_t end = path.find('/', at);
        parts.push_back(path.substr(at, end == std::string::npos ? std::string::npos : end - at));
        at = end == std::string::npos ? path.size() : end;
    }
    return parts;
}

int number(const std::vector<std::string>& parts, std::size_t i) {
    if (i >= parts.size()) return -1;
    int n = -1;
    const std::string& s = parts[i];
    if (auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n); ec != std::errc() || end != s.data() + s.size())
        return -1;
    return n;
}

template <class Map>
auto nth(const Map& map, int index) {
    auto it = map.begin();
    if (index < 0 || std::size_t(index) >= map.size()) return map.end();
    std::advance(it, index);
    return it;
}

}  // namespace

ProblemTarget problemTarget(const Scenario& scenario, const std::string& path) {
    using K = ProblemTarget::Kind;
    ProblemTarget t;
    const std::vector<std::string> parts = split(path);
    if (parts.empty()) return t;
    const std::string& top = parts[0];
    const int i = number(parts, 1);
    if (top == "units") {
        t.kind = K::Unit;
        t.index = i;
        if (i >= 0 && std::size_t(i) < scenario.units.size()) {
            t.unitId = scenario.units[std::size_t(i)].id;
            t.hex = scenario.units[std::size_t(i)].start;
        }
    } else if (top == "divisions") {
        t.kind = K::Division;
        t.index = i;
    } else if (top == "freshStrength") {
        t.kind = K::FreshStrength;
        t.index = i;
    } else if (top == "turns") {
        t.kind = K::Turn;
        t.index = i;
    } else if (top == "entryAreas") {
        t.kind = K::EntryArea;
        t.index = i;
        if (i >= 0 && std::size_t(i) < scenario.entryAreas.size()) t.hex = scenario.entryAreas[std::size_t(i)].hex;
    } else if (top == "map" && parts.size() >= 2 && parts[1] == "hexes") {
        t.kind = K::MapHex;
        t.index = number(parts, 2);
        if (auto it = nth(scenario.map.explicitHexes(), t.index); it != scenario.map.explicitHexes().end()) t.hex = it->first;
    } else if (top == "map" && parts.size() >= 2 && parts[1] == "hexsides") {
        t.kind = K::MapHexside;
        t.index = number(parts, 2);
        if (auto it = nth(scenario.map.hexsides(), t.index); it != scenario.map.hexsides().end())
            t.hex = scenario.map.onMap(it->first.first) ? it->first.first : it->first.second;
    } else if (top == "victory" && parts.size() >= 2 && parts[1] == "hexes") {
        t.kind = K::VictoryHex;
        t.index = number(parts, 2);
        if (t.index >= 0 && std::size_t(t.index) < scenario.victory.hexes.size()) t.hex = scenario.victory.hexes[std::size_t(t.index)].hex;
    } else if (top == "victory") {
        t.kind = K::Victory;
    } else if (top == "combatResults") {
        t.kind = K::CombatResults;
    } else if (top == "terrainEffects") {
        t.kind = K::TerrainEffects;
    } else if (top == "rules") {
        t.kind = K::Rules;
    } else if (top == "name" || top == "title" || top == "description") {
        t.kind = K::Info;
    } else if (top == "map") {
        t.kind = K::MapHex;
    }
    return t;
}

}  // namespace eylau::editor
