#include "place_labels.h"

#include "eylau/map/game_map.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace eylau::mapview {

std::vector<PlaceLabel> placeLabels(const GameMap& map) {
    std::map<Hex, std::string> named;
    for (const auto& [hex, data] : map.explicitHexes()) {
        if (!data.name.empty() && map.onMap(hex)) named.emplace(hex, data.name);
    }
    std::vector<PlaceLabel> labels;
    std::set<Hex> seen;
    for (const auto& [start, name] : named) {
        if (seen.count(start) != 0) continue;
        // The group: every hex reachable through neighbours of the same name.
        std::vector<Hex> group{start};
        seen.insert(start);
        for (std::size_t i = 0; i < group.size(); ++i) {
            for (const Hex next : neighbours(group[i])) {
                const auto it = named.find(next);
                if (it != named.end() && it->second == name && seen.insert(next).second) group.push_back(next);
            }
        }
        // The member nearest the group's middle (cube coordinates average well).
        double x = 0, y = 0, z = 0;
        for (const Hex h : group) {
            const Cube c = h.cube();
            x += c.x;
            y += c.y;
            z += c.z;
        }
        const double n = double(group.size());
        std::sort(group.begin(), group.end());
        Hex best = group.front();
        double bestDistance = std::numeric_limits<double>::max();
        for (const Hex h : group) {
            const Cube c = h.cube();
            const double d = std::max({std::abs(c.x - x / n), std::abs(c.y - y / n), std::abs(c.z - z / n)});
            if (d < bestDistance - 1e-9) {
                bestDistance = d;
                best = h;
            }
        }
        labels.push_back({best, name, int(group.size())});
    }
    std::sort(labels.begin(), labels.end(), [](const PlaceLabel& a, const PlaceLabel& b) { return a.hex < b.hex; });
    return labels;
}

}  // namespace eylau::mapview
