#include "underlay/terrain_suggestion.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

namespace eylau::editor {
namespace {

// A pixel further than this from every sample (in RGB distance) votes for nothing.
constexpr int kFarSquared = 70 * 70;

struct Palette {
    std::vector<std::pair<QColor, ColourSample>> samples;

    // The sample nearest a colour, or nullopt when none is near.
    const ColourSample* nearest(QColor c) const {
        const ColourSample* best = nullptr;
        int bestDistance = kFarSquared;
        for (const auto& [colour, sample] : samples) {
            const int dr = c.red() - colour.red(), dg = c.green() - colour.green(), db = c.blue() - colour.blue();
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = &sample;
            }
        }
        return best;
    }
};

std::optional<QColor> pixel(const QImage& image, QPointF p) {
    const int x = int(std::floor(p.x())), y = int(std::floor(p.y()));
    if (x < 0 || y < 0 || x >= image.width() || y >= image.height()) return std::nullopt;
    return image.pixelColor(x, y);
}

// The votes of the pixels at `points` (scene coordinates).
template <typename Key>
std::map<Key, int> votes(const QImage& image, const QTransform& sceneToImage, const Palette& palette,
                         const std::vector<QPointF>& points, std::optional<Key> (*keyOf)(const ColourSample&), int& cast) {
    std::map<Key, int> out;
    cast = 0;
    for (const QPointF& p : points) {
        const auto c = pixel(image, sceneToImage.map(p));
        if (!c) continue;
        ++cast;
        if (const ColourSample* s = palette.nearest(*c))
            if (const auto k = keyOf(*s)) ++out[*k];
    }
    return out;
}

std::optional<Terrain> terrainOf(const ColourSample& s) { return s.terrain; }
std::optional<HexsideFeature> featureOf(const ColourSample& s) { return s.feature; }

bool isRoute(HexsideFeature f) {
    return f == HexsideFeature::Road || f == HexsideFeature::Trail || f == HexsideFeature::Bridge;
}

}  // namespace

Suggestions readTerrainFromImage(const QImage& image, const QTransform& imageToScene, const mapview::HexLayout& layout,
                         const GameMap& map, const std::vector<ColourSample>& samples) {
    Suggestions out;
    if (image.isNull() || !imageToScene.isInvertible()) return out;
    const QTransform sceneToImage = imageToScene.inverted();
    Palette palette;
    for (const ColourSample& s : samples)
        if (isColourText(s.colour)) palette.samples.emplace_back(QColor(QString::fromStdString(s.colour)), s);
    const bool anyTerrain = std::any_of(samples.begin(), samples.end(), [](const ColourSample& s) { return s.terrain.has_value(); });
    const bool anyFeature = std::any_of(samples.begin(), samples.end(), [](const ColourSample& s) { return s.feature.has_value(); });
    const double r = layout.radius();

    // A disc of points around a hex centre (inside the inscribed circle, clear of the edges).
    std::vector<QPointF> disc;
    for (int i = -6; i <= 6; ++i)
        for (int j = -6; j <= 6; ++j) {
            const QPointF d(i * r * 0.1, j * r * 0.1);
            if (std::hypot(d.x(), d.y()) <= r * 0.6) disc.push_back(d);
        }
    if (anyTerrain) {
        for (Hex h : map.hexes()) {
            std::vector<QPointF> points;
            const QPointF c = layout.centre(h);
            for (const QPointF& d : disc) points.push_back(c + d);
            int cast = 0;
            const std::map<Terrain, int> v = votes<Terrain>(image, sceneToImage, palette, points, terrainOf, cast);
            if (v.empty() || cast == 0) continue;
            const auto best = std::max_element(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
            out.hexes.push_back(TerrainProposal{h, best->first, double(best->second) / cast});
        }
    }
    if (anyFeature) {
        for (Hex h : map.hexes())
            for (const Hex n : neighbours(h)) {
                if (!(h < n) || !map.onMap(n)) continue;
                const Hexside side = *Hexside::between(h, n);
                HexsideFeatures found;
                // Along the edge: the middle of the hexside, a little to either side of it.
                const QLineF edge = layout.hexsideLine(h, n);
                const QPointF across = (layout.centre(n) - layout.centre(h)) / QLineF(layout.centre(h), layout.centre(n)).length();
                std::vector<QPointF> along, through;
                for (int i = 2; i <= 8; ++i)
                    for (double off : {-0.06, 0.0, 0.06}) along.push_back(edge.pointAt(i / 10.0) + across * (off * r));
                // Across it, centre to centre, near the hexside (where a road or a bridge crosses).
                const QLineF route(layout.centre(h), layout.centre(n));
                const QPointF sideways(-across.y(), across.x());
                for (int i = 3; i <= 7; ++i)
                    for (double off : {-0.04, 0.0, 0.04}) through.push_back(route.pointAt(i / 10.0) + sideways * (off * r));
                int castAlong = 0, castThrough = 0;
                const auto vAlong = votes<HexsideFeature>(image, sceneToImage, palette, along, featureOf, castAlong);
                const auto vThrough = votes<HexsideFeature>(image, sceneToImage, palette, through, featureOf, castThrough);
                for (const auto& [f, n2] : vAlong)
                    if (!isRoute(f) && castAlong > 0 && n2 * 3 >= castAlong) found.set(f, true);
                for (const auto& [f, n2] : vThrough)
                    if (isRoute(f) && castThrough > 0 && n2 * 3 >= castThrough) found.set(f, true);
                out.hexsides.push_back(FeatureProposal{side, found});
            }
        std::sort(out.hexsides.begin(), out.hexsides.end(),
                  [](const FeatureProposal& a, const FeatureProposal& b) { return a.side < b.side; });
    }
    return out;
}

Suggestions differences(const Suggestions& read, const GameMap& map) {
    Suggestions out;
    for (const TerrainProposal& p : read.hexes)
        if (map.terrain(p.hex) != p.terrain) out.hexes.push_back(p);
    for (const FeatureProposal& p : read.hexsides)
        if (map.features(p.side) != p.features) out.hexsides.push_back(p);
    return out;
}

QColor dominantColour(const QImage& image, QPointF at, double radius) {
    std::map<int, std::pair<int, std::array<long, 3>>> buckets;  // quantised colour -> count, sums
    const int r = std::max(1, int(std::ceil(radius)));
    for (int dy = -r; dy <= r; ++dy)
        for (int dx = -r; dx <= r; ++dx) {
            if (dx * dx + dy * dy > r * r) continue;
            const auto c = pixel(image, at + QPointF(dx, dy));
            if (!c) continue;
            const int key = (c->red() / 16) << 8 | (c->green() / 16) << 4 | (c->blue() / 16);
            auto& [count, sums] = buckets[key];
            ++count;
            sums[0] += c->red();
            sums[1] += c->green();
            sums[2] += c->blue();
        }
    if (buckets.empty()) return {};
    const auto best = std::max_element(buckets.begin(), buckets.end(),
                                       [](const auto& a, const auto& b) { return a.second.first < b.second.first; });
    const auto& [count, sums] = best->second;
    return QColor(int(sums[0] / count), int(sums[1] / count), int(sums[2] / count));
}

}  // namespace eylau::editor
