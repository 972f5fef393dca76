// Suggest Terrain measured on a realistic scan (docs/editor.md, "Map image"): the Eylau map drawn
// by the program, then turned 3 degrees, blurred, lit unevenly (darker to one side) and given
// noise, as a scanner or a camera gives it; seeded, so the same picture every run. Calibrated on
// three hexes clicked a pixel or so off their centres (the calibration takes up the turn), sampled
// as a user would, read; the hex and hexside hit rates are printed and held above a floor.
#include "editor_test_support.h"
#include "rendered_map.h"

#include "map_scene.h"
#include "underlay/colour_picking.h"
#include "underlay/terrain_suggestion.h"
#include "underlay_calibration.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <random>
#include <map>
#include <set>
#include <string>

namespace eylau::editor {
namespace {

constexpr double kPixelsPerUnit = 0.8;  // a hex 80 pixels across, a road about 4 pixels wide
constexpr double kTurnDegrees = 3.0;

struct Scan {
    QImage image;
    QTransform sceneToScan;  // the truth, for the test's user to click with
};

// A 3x3 box blur (twice gives nearly a Gaussian of a pixel's spread).
QImage boxBlur(const QImage& in) {
    QImage out(in.size(), QImage::Format_RGB32);
    const int w = in.width(), h = in.height();
    for (int y = 0; y < h; ++y) {
        auto* row = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < w; ++x) {
            int r = 0, g = 0, b = 0, n = 0;
            for (int dy = -1; dy <= 1; ++dy) {
                const int yy = std::clamp(y + dy, 0, h - 1);
                const auto* src = reinterpret_cast<const QRgb*>(in.constScanLine(yy));
                for (int dx = -1; dx <= 1; ++dx) {
                    const QRgb c = src[std::clamp(x + dx, 0, w - 1)];
                    r += qRed(c);
                    g += qGreen(c);
                    b += qBlue(c);
                    ++n;
                }
            }
            row[x] = qRgb(r / n, g / n, b / n);
        }
    }
    return out;
}

// The drawn map as a scan: turned, blurred, lit from one side (80% of the light at the left edge,
// 106% at the right, a little less at the top), with Gaussian noise of 6 levels a channel.
Scan scanOf(const test::RenderedMap& flat, std::uint32_t seed) {
    QTransform turn;
    turn.rotate(kTurnDegrees);
    const QImage turned = flat.image.convertToFormat(QImage::Format_ARGB32).transformed(turn, Qt::SmoothTransformation);
    QImage page(turned.size(), QImage::Format_RGB32);
    page.fill(QColor(0xfa, 0xf8, 0xf2));  // the scanner's lid around the turned sheet
    QPainter(&page).drawImage(0, 0, turned);
    page = boxBlur(boxBlur(page));
    std::mt19937 random(seed);
    const auto gaussian = [&random] {  // Box-Muller on the seeded generator: the same on every library
        const double u1 = (double(random()) + 1.0) / (double(std::mt19937::max()) + 2.0);
        const double u2 = double(random()) / double(std::mt19937::max());
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
    };
    const int w = page.width(), h = page.height();
    for (int y = 0; y < h; ++y) {
        auto* row = reinterpret_cast<QRgb*>(page.scanLine(y));
        for (int x = 0; x < w; ++x) {
            const double light = 0.80 + 0.26 * double(x) / w + 0.05 * double(y) / h;
            const auto channel = [&](int v) { return std::clamp(int(std::lround(v * light + 6.0 * gaussian())), 0, 255); };
            row[x] = qRgb(channel(qRed(row[x])), channel(qGreen(row[x])), channel(qBlue(row[x])));
        }
    }
    Scan scan;
    scan.image = page;
    scan.sceneToScan = flat.imageToScene.inverted() * QImage::trueMatrix(turn, flat.image.width(), flat.image.height());
    return scan;
}

// Three hexes far apart, clicked a pixel or so off their centres, as a hand does.
QTransform calibrateOn(const Scan& scan, const mapview::HexLayout& layout, double* residual,
                       std::vector<CalibrationPoint>* points) {
    std::vector<std::pair<QPointF, QPointF>> pairs;
    const std::pair<const char*, QPointF> clicks[] = {{"0202", {1.2, -0.8}}, {"2302", {-1.0, 1.4}}, {"1223", {0.6, 1.1}}};
    for (const auto& [id, off] : clicks) {
        const QPointF centre = layout.centre(*Hex::parse(id));
        pairs.emplace_back(scan.sceneToScan.map(centre) + off, centre);
        points->push_back(CalibrationPoint{*Hex::parse(id), pairs.back().first.x(), pairs.back().first.y()});
    }
    const auto calibration = mapview::calibrate(pairs);
    *residual = calibration ? calibration->residual : -1;
    return calibration ? calibration->similarity.transform() : QTransform();
}

// The hexsides with `f`, in map order.
std::vector<Hexside> sidesWith(const GameMap& map, HexsideFeature f) {
    std::vector<Hexside> out;
    for (const auto& [side, data] : map.hexsides())
        if (data.features.has(f) && map.onMap(side.first) && map.onMap(side.second)) out.push_back(side);
    return out;
}

// Where a feature's line runs at a hexside: along the edge (stream, river), or across it from
// centre to centre (road, trail).
QLineF lineOf(const mapview::HexLayout& layout, const Hexside& side, HexsideFeature f) {
    if (f == HexsideFeature::Road || f == HexsideFeature::Trail)
        return QLineF(layout.centre(side.first), layout.centre(side.second));
    return layout.hexsideLine(side.first, side.second);
}

const std::vector<HexsideFeature> kTraced{HexsideFeature::Stream, HexsideFeature::River, HexsideFeature::Road,
                                          HexsideFeature::Trail};

// What the Sample tool did before it took the exact pixel: one click per meaning (a later one
// replaced it), taking the colour most pixels have within a fifth of a hex of the click.
std::vector<ColourSample> samplesByOldClicks(const Scan& scan, const mapview::HexLayout& layout, const GameMap& map) {
    std::vector<ColourSample> out;
    const double radius = 0.2 * layout.radius() * kPixelsPerUnit;
    for (Terrain t : kTerrains)
        for (Hex h : map.hexes())
            if (map.terrain(h) == t) {
                const QColor c = dominantColour(scan.image, scan.sceneToScan.map(layout.centre(h)), radius);
                out.push_back(ColourSample{c.name().toStdString(), t, std::nullopt});
                break;
            }
    for (HexsideFeature f : kTraced) {
        const std::vector<Hexside> sides = sidesWith(map, f);
        if (sides.empty()) continue;
        const QPointF at = scan.sceneToScan.map(lineOf(layout, sides.front(), f).pointAt(f == HexsideFeature::Road || f == HexsideFeature::Trail ? 0.35 : 0.5));
        out.push_back(ColourSample{dominantColour(scan.image, at, radius).name().toStdString(), std::nullopt, f});
    }
    return out;
}

// As a user samples with the tool now: for each terrain, in four of its hexes spread over the map
// (several samples of one meaning, in different light), the exact pixel nearest the centre that has
// the hex's main colour, as the magnifier shows it; for each line, a drag along it at three of its
// hexsides.
std::vector<ColourSample> samplesByExactPixelsAndDrags(const Scan& scan, const mapview::HexLayout& layout, const GameMap& map) {
    std::vector<ColourSample> out;
    for (Terrain t : kTerrains) {
        std::vector<Hex> of;
        for (Hex h : map.hexes())
            if (map.terrain(h) == t) of.push_back(h);
        std::set<std::size_t> picks;
        for (std::size_t i = 0; i < 4 && !of.empty(); ++i) picks.insert(i * (of.size() - 1) / 3);
        for (std::size_t i : picks) {
            // In the magnifier, the pixel nearest the centre that has the hex's main colour.
            const QPointF centre = scan.sceneToScan.map(layout.centre(of[i]));
            const QColor main = dominantColour(scan.image, centre, 0.4 * layout.radius() * kPixelsPerUnit);
            QColor c = pixelColour(scan.image, centre);
            for (int ring = 0; ring < 8; ++ring) {
                bool found = false;
                for (int dy = -ring; dy <= ring && !found; ++dy)
                    for (int dx = -ring; dx <= ring && !found; ++dx) {
                        const QColor p = pixelColour(scan.image, centre + QPointF(dx, dy));
                        if (p.isValid() && std::abs(p.red() - main.red()) + std::abs(p.green() - main.green()) + std::abs(p.blue() - main.blue()) < 12) {
                            c = p;
                            found = true;
                        }
                    }
                if (found) break;
            }
            out.push_back(ColourSample{c.name().toStdString(), t, std::nullopt});
        }
    }
    // The hex grid's lines, dragged along two bare hexsides, as clear (docs/editor.md): so that a
    // grid line is not read as a pale river.
    int grid = 0;
    for (Hex h : map.hexes()) {
        if (grid == 2 || h.col % 7 != 3 || h.row % 7 != 3) continue;
        const Hex below{h.col, h.row + 1};
        if (!map.onMap(below) || map.features(*Hexside::between(h, below)).bits() != 0) continue;
        const QLineF line = layout.hexsideLine(h, below);
        std::vector<QPointF> drag;
        for (int k = 0; k <= 10; ++k) drag.push_back(scan.sceneToScan.map(line.pointAt(0.25 + 0.5 * k / 10.0)));
        const LineColour picked = lineColour(scan.image, drag);
        if (picked.colour.isValid()) out.push_back(ColourSample{picked.colour.name().toStdString(), Terrain::Clear, std::nullopt});
        ++grid;
    }
    for (HexsideFeature f : kTraced) {
        const std::vector<Hexside> sides = sidesWith(map, f);
        for (std::size_t i = 0; i < sides.size() && i < 3; ++i) {
            const QLineF line = lineOf(layout, sides[i * sides.size() / 3], f);
            std::vector<QPointF> drag;
            for (int k = 0; k <= 10; ++k) drag.push_back(scan.sceneToScan.map(line.pointAt(0.25 + 0.5 * k / 10.0)));
            const LineColour picked = lineColour(scan.image, drag);
            if (picked.colour.isValid()) out.push_back(ColourSample{picked.colour.name().toStdString(), std::nullopt, f});
        }
    }
    return out;
}

struct HitRates {
    double hexes = 0;      // hexes read as their terrain, of all hexes
    double otherThanClear = 0;  // the same of the hexes that are not clear (the ones a scan is traced for)
    double hexsides = 0;   // hexsides read right, of those with a traced line on the map or in the reading
    std::size_t lines = 0; // those hexsides
};

HitRates measure(const Suggestions& read, const GameMap& map, const char* label) {
    HitRates out;
    std::size_t right = 0;
    for (const TerrainProposal& p : read.hexes) right += p.terrain == map.terrain(p.hex) ? 1 : 0;
    out.hexes = double(right) / double(map.hexes().size());
    std::size_t notClear = 0, notClearRight = 0;
    for (const TerrainProposal& p : read.hexes)
        if (map.terrain(p.hex) != Terrain::Clear) {
            ++notClear;
            notClearRight += p.terrain == map.terrain(p.hex) ? 1 : 0;
        }
    out.otherThanClear = notClear ? double(notClearRight) / double(notClear) : 0;
    std::map<std::pair<Terrain, Terrain>, int> confusion;  // (truth, read)
    for (const TerrainProposal& p : read.hexes) ++confusion[{map.terrain(p.hex), p.terrain}];
    std::size_t sidesRight = 0;
    for (const FeatureProposal& p : read.hexsides) {
        bool any = false, same = true;
        for (HexsideFeature f : kTraced) {
            const bool truth = map.features(p.side).has(f), seen = p.features.has(f);
            any = any || truth || seen;
            same = same && truth == seen;
        }
        if (!any) continue;
        ++out.lines;
        sidesRight += same ? 1 : 0;
    }
    out.hexsides = out.lines ? double(sidesRight) / double(out.lines) : 0;
    std::printf("[ RealisticScan ] %s: hexes %.1f%% (%zu of %zu; %zu of the %zu not clear), hexsides %.1f%% (%zu of %zu "
                "with a line)\n",
                label, 100 * out.hexes, right, map.hexes().size(), notClearRight, notClear, 100 * out.hexsides, sidesRight,
                out.lines);
    for (Terrain t : kTerrains) {
        std::string line;
        for (const auto& [key, n] : confusion)
            if (key.first == t) line += " " + std::string(toString(key.second)) + " " + std::to_string(n);
        std::printf("[ RealisticScan ]   %s read as:%s\n", std::string(toString(t)).c_str(), line.c_str());
    }
    for (HexsideFeature f : kTraced) {
        std::size_t has = 0, found = 0, extra = 0;
        for (const FeatureProposal& p : read.hexsides) {
            const bool truth = map.features(p.side).has(f);
            has += truth ? 1 : 0;
            if (p.features.has(f)) ++(truth ? found : extra);
        }
        std::printf("[ RealisticScan ]   %s: %zu of %zu found, %zu where there is none\n", std::string(toString(f)).c_str(),
                    found, has, extra);
    }
    return out;
}

TEST(RealisticScan, SuggestTerrainReadsATurnedBlurredNoisyUnevenlyLitScanAboveItsFloor) {
    const Scenario& scenario = test::eylauScenario();
    mapview::MapScene scene(scenario);
    const Scan scan = scanOf(test::renderMap(scene, kPixelsPerUnit), 41);
    double residual = 0;
    std::vector<CalibrationPoint> points;
    const QTransform imageToScene = calibrateOn(scan, scene.layout(), &residual, &points);
    ASSERT_GE(residual, 0);
    std::printf("[ RealisticScan ] %d x %d pixels, turned %.0f degrees; calibrated on 3 hexes, off by %.2f scene units\n",
                scan.image.width(), scan.image.height(), kTurnDegrees, residual);
    EXPECT_LT(residual, 2.0);  // the turn is taken up: what is left is the clicks' own error

    const std::vector<ColourSample> before = samplesByOldClicks(scan, scene.layout(), scenario.map);
    const std::vector<ColourSample> now = samplesByExactPixelsAndDrags(scan, scene.layout(), scenario.map);
    ASSERT_LE(now.size(), kMaxColourSamples);
    if (std::getenv("EYLAU_SHOW_SAMPLES"))  // the samples the test's user took
        for (const ColourSample& c : now)
            std::printf("  %s %s\n", c.colour.c_str(), std::string(c.terrain ? toString(*c.terrain) : toString(*c.feature)).c_str());
    measure(readTerrainFromImage(scan.image, imageToScene, scene.layout(), scenario.map, before), scenario.map,
            "one click a meaning, dominant colour");
    const HitRates rates = measure(readTerrainFromImage(scan.image, imageToScene, scene.layout(), scenario.map, now),
                                   scenario.map, "exact pixels and drags, several a meaning");
    // Floors just under what is achieved (docs/editor.md gives the figures): a regression fails.
    EXPECT_GE(rates.hexes, 0.99);
    EXPECT_GE(rates.otherThanClear, 0.95);
    EXPECT_GE(rates.hexsides, 0.82);

    // With EYLAU_SAMPLE_SCAN_DIR set, the scan and Eylau traced on it (calibrated, sampled) are
    // written there, to try the editor's map image by hand (docs/editor.md, "For developers").
    if (const char* dir = std::getenv("EYLAU_SAMPLE_SCAN_DIR")) {
        const std::string folder(dir);
        ASSERT_TRUE(scan.image.save(QString::fromStdString(folder + "/eylau-realistic-scan.png")));
        Scenario traced = scenario;
        traced.underlay = MapUnderlay{};
        traced.underlay->image = "eylau-realistic-scan.png";
        traced.underlay->points = points;
        traced.underlay->samples = now;
        ASSERT_FALSE(writeScenarioFile(traced, folder + "/eylau-realistic.json").has_value());
    }
}

}  // namespace
}  // namespace eylau::editor
