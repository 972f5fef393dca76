#include "tools/map_geometry.h"

#include "hex_layout.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace eylau::editor {

namespace {

double distanceToSegment(QPointF p, const QLineF& segment) {
    const QPointF d = segment.p2() - segment.p1();
    const double length2 = QPointF::dotProduct(d, d);
    double t = length2 > 0 ? QPointF::dotProduct(p - segment.p1(), d) / length2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF nearest = segment.p1() + t * d;
    return QLineF(p, nearest).length();
}

bool nearMap(const GameMap& map, Hex h) {
    if (map.onMap(h)) return true;
    for (Hex n : neighbours(h))
        if (map.onMap(n)) return true;
    return false;
}

}  // namespace

std::vector<Hex> hexesWithin(const GameMap& map, Hex centre, int radius) {
    std::vector<Hex> result;
    for (int col = centre.col - radius; col <= centre.col + radius; ++col)
        for (int row = centre.row - radius - 1; row <= centre.row + radius + 1; ++row) {
            const Hex h{col, row};
            if (map.onMap(h) && distance(centre, h) <= radius) result.push_back(h);
        }
    return result;
}

std::vector<Hex> sameTerrainRegion(const GameMap& map, Hex start) {
    if (!map.onMap(start)) return {};
    const Terrain terrain = map.terrain(start);
    std::set<Hex> seen{start};
    std::deque<Hex> queue{start};
    std::vector<Hex> region;
    while (!queue.empty()) {
        const Hex h = queue.front();
        queue.pop_front();
        region.push_back(h);
        for (Hex n : neighbours(h))
            if (map.onMap(n) && map.terrain(n) == terrain && seen.insert(n).second) queue.push_back(n);
    }
    return region;
}

bool isMapHexside(const GameMap& map, Hexside side) { return map.onMap(side.first) || map.onMap(side.second); }

std::optional<Hexside> hexsideNear(const mapview::HexLayout& layout, const GameMap& map, QPointF point,
                                   double tolerance) {
    const Hex hex = layout.hexAt(point);
    std::optional<Hexside> best;
    double bestDistance = tolerance;
    for (Direction d : kDirections) {
        const Hex next = neighbour(hex, d);
        const double dist = distanceToSegment(point, layout.hexsideLine(hex, next));
        if (dist <= bestDistance) {
            const Hexside side = Hexside::of(hex, d);
            if (!isMapHexside(map, side)) continue;
            best = side;
            bestDistance = dist;
        }
    }
    return best;
}

std::optional<Hex> routeHexAt(const mapview::HexLayout& layout, const GameMap& map, QPointF point) {
    const Hex hex = layout.hexAt(point);
    if (!nearMap(map, hex)) return std::nullopt;
    return hex;
}

std::vector<Hexside> crossedHexsides(const GameMap& map, Hex from, Hex to) {
    std::vector<Hexside> result;
    if (from == to) return result;
    Hex previous = from;
    for (const LineStep& step : hexLine(from, to)) {
        if (step.hex == previous) continue;
        if (auto side = Hexside::between(previous, step.hex); side && isMapHexside(map, *side))
            result.push_back(*side);
        previous = step.hex;
    }
    return result;
}

}  // namespace eylau::editor
