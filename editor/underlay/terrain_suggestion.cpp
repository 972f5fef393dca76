#include "underlay/terrain_suggestion.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace eylau::editor {
namespace {

// A pixel further than this from every sample (in RGB distance) votes for nothing.
constexpr int kFarSquared = 70 * 70;
// Of the 7 stations along a hexside's edge and the 11 across it, how many must show a feature.
constexpr int kAlongStations = 5;
constexpr int kThroughStations = 8;
constexpr int kTrailStations = 4;  // a trail is dashed: its gaps leave stations bare

// How far apart two colours are, tolerant of uneven light (a scan darker to one side, a photograph
// lit from a window): the difference in hue and saturation (each channel's share of the sum, scaled
// back to levels at the pair's mean brightness) counts in full, the difference in brightness only
// kBrightnessWeight of it. Squared, in levels.
constexpr double kBrightnessWeight = 0.35;

double lightTolerantSquared(const QColor& a, const QColor& b) {
    const double sa = std::max(1, a.red() + a.green() + a.blue()), sb = std::max(1, b.red() + b.green() + b.blue());
    const double scale = (sa + sb) / 2.0;
    const double dr = (a.red() / sa - b.red() / sb) * scale, dg = (a.green() / sa - b.green() / sb) * scale,
                 db = (a.blue() / sa - b.blue() / sb) * scale;
    const double dl = kBrightnessWeight * (sa - sb) / 3.0;
    return dr * dr + dg * dg + db * db + dl * dl;
}

struct Palette {
    std::vector<std::pair<QColor, ColourSample>> samples;

    // The sample nearest a colour, or nullopt when none is near.
    const ColourSample* nearest(QColor c) const {
        const ColourSample* best = nullptr;
        double bestDistance = kFarSquared;
        for (const auto& [colour, sample] : samples) {
            const double d = lightTolerantSquared(c, colour);
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
                // Stations along the edge (slope, gully, stream, river), and across it from centre to
                // centre near the hexside (road, trail, bridge): a station shows a feature when any of
                // its points, on the line or a little to either side, votes for it; the feature is
                // there when it shows at most stations (it runs along, not merely touches an end).
                const QLineF edge = layout.hexsideLine(h, n);
                const QPointF across = (layout.centre(n) - layout.centre(h)) / QLineF(layout.centre(h), layout.centre(n)).length();
                const QPointF sideways(-across.y(), across.x());
                const QLineF route(layout.centre(h), layout.centre(n));
                std::map<HexsideFeature, int> alongShown, throughShown;
                const auto station = [&](QPointF p, QPointF spread, double step, std::map<HexsideFeature, int>& shown) {
                    std::set<HexsideFeature> seen;
                    for (double off : {-step, 0.0, step})
                        if (const auto c = pixel(image, sceneToImage.map(p + spread * (off * r))))
                            if (const ColourSample* sample = palette.nearest(*c); sample && sample->feature) seen.insert(*sample->feature);
                    for (HexsideFeature f : seen) ++shown[f];
                };
                for (int i = 2; i <= 8; ++i) station(edge.pointAt(i / 10.0), across, 0.06, alongShown);
                for (int i = 5; i <= 15; ++i) station(route.pointAt(i / 20.0), sideways, 0.04, throughShown);
                // Nor a stream and a river: the one shown at more stations (both are blue lines).
                const int stream = alongShown[HexsideFeature::Stream], river = alongShown[HexsideFeature::River];
                for (const auto& [f, stations] : alongShown)
                    if (!isRoute(f) && stations >= kAlongStations && !(f == HexsideFeature::Stream && river > stream) &&
                        !(f == HexsideFeature::River && stream >= river))
                        found.set(f, true);
                // A road and a trail do not share a hexside: the one shown at more stations (the
                // blurred edge of a road looks like a trail).
                const int road = throughShown[HexsideFeature::Road], trail = throughShown[HexsideFeature::Trail];
                for (const auto& [f, stations] : throughShown)
                    if (isRoute(f) && stations >= (f == HexsideFeature::Trail ? kTrailStations : kThroughStations) && !(f == HexsideFeature::Trail && road >= trail) &&
                        !(f == HexsideFeature::Road && trail > road))
                        found.set(f, true);
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
