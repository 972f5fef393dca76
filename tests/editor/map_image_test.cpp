// The map image in the editor (docs/editor.md, "Map image"): adding, calibrating (each click one
// undo step, a locked image refused), and Suggest Terrain reading a map rendered from a known
// scenario back to its terrain.
#include "editor_test_support.h"
#include "rendered_map.h"

#include "counter_item.h"
#include "map_scene.h"
#include "commands/map_commands.h"
#include "hexside_item.h"
#include "terrain_item.h"
#include "tools/accept_suggestion_tool.h"
#include "view/editor_view.h"
#include "underlay/terrain_suggestion.h"
#include "underlay/underlay_view.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

#include <QImage>
#include <QPainter>

#include <chrono>
#include <cstdio>
#include <cmath>
#include <cstdlib>

namespace eylau::editor {
namespace {

using Rendered = test::RenderedMap;

Rendered render(mapview::MapScene& scene, double pixelsPerUnit) { return test::renderMap(scene, pixelsPerUnit); }

// The samples a user would assign: for each terrain, a click on the first hex of it (the colour
// most of the pixels there have), unless that colour is already a sample's.
std::vector<ColourSample> samplesFrom(const Rendered& r, const mapview::MapScene& scene, const GameMap& map) {
    std::vector<ColourSample> out;
    const QTransform toImage = r.imageToScene.inverted();
    for (Terrain t : kTerrains) {
        for (Hex h : map.hexes()) {
            if (map.terrain(h) != t) continue;
            const QColor c = dominantColour(r.image, toImage.map(scene.layout().centre(h)),
                                            0.4 * scene.layout().radius() * toImage.m11());
            const bool taken = std::any_of(out.begin(), out.end(), [&](const ColourSample& s) {
                const QColor o(QString::fromStdString(s.colour));
                return std::abs(o.red() - c.red()) + std::abs(o.green() - c.green()) + std::abs(o.blue() - c.blue()) < 24;
            });
            if (!taken) out.push_back(ColourSample{c.name().toStdString(), t, std::nullopt});
            break;
        }
    }
    return out;
}

TEST(SuggestTerrain, ReadsBackTheTerrainOfAMapRenderedFromAKnownScenario) {
    const Scenario& scenario = test::eylauScenario();
    mapview::MapScene scene(scenario);
    const Rendered r = render(scene, 0.5);  // a hex 50 pixels across
    const std::vector<ColourSample> samples = samplesFrom(r, scene, scenario.map);
    ASSERT_GE(samples.size(), 3u);
    const auto start = std::chrono::steady_clock::now();
    const Suggestions read = readTerrainFromImage(r.image, r.imageToScene, scene.layout(), scenario.map, samples);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::size_t right = 0;
    for (const TerrainProposal& p : read.hexes)
        if (p.terrain == scenario.map.terrain(p.hex)) ++right;
    const std::size_t all = scenario.map.hexes().size();
    const double share = double(right) / double(all);
    std::printf("[ SuggestTerrain ] %zu of %zu hexes read back right (%.1f%%) with %zu samples, in %.0f ms\n", right, all,
                100.0 * share, samples.size(), ms);
    EXPECT_GE(share, 0.95);
    // Hexside features: a stream and a road sampled where the map has one, then every hexside read.
    std::vector<ColourSample> withFeatures = samples;
    const QTransform toImage = r.imageToScene.inverted();
    for (HexsideFeature f : {HexsideFeature::Stream, HexsideFeature::Road}) {
        for (const auto& [side, data] : scenario.map.hexsides()) {
            if (!data.features.has(f)) continue;
            const QPointF at = f == HexsideFeature::Road ? scene.layout().hexsideMidpoint(side.first, side.second)
                                                         : QLineF(scene.layout().hexsideLine(side.first, side.second)).pointAt(0.5);
            const QColor c = dominantColour(r.image, toImage.map(at), 1.5);
            withFeatures.push_back(ColourSample{c.name().toStdString(), std::nullopt, f});
            break;
        }
    }
    const Suggestions sides = readTerrainFromImage(r.image, r.imageToScene, scene.layout(), scenario.map, withFeatures);
    for (HexsideFeature f : {HexsideFeature::Stream, HexsideFeature::Road}) {
        std::size_t has = 0, found = 0, extra = 0;
        for (const FeatureProposal& p : sides.hexsides) {
            const bool truth = scenario.map.features(p.side).has(f);
            has += truth ? 1 : 0;
            if (p.features.has(f)) ++(truth ? found : extra);
        }
        std::printf("[ SuggestTerrain ] %s: %zu of %zu hexsides found, %zu proposed where there is none\n",
                    std::string(toString(f)).c_str(), found, has, extra);
        EXPECT_GE(double(found), 0.8 * double(has)) << toString(f);
        EXPECT_LE(double(extra), 0.2 * double(has)) << toString(f);
    }
    // What differs from a blank map of clear hexes is what a user would accept.
    const GameMap blank(scenario.map.columns(), scenario.map.rows());
    const Suggestions fresh = differences(read, blank);
    std::size_t notClear = 0;
    for (Hex h : scenario.map.hexes()) notClear += scenario.map.terrain(h) != Terrain::Clear ? 1 : 0;
    EXPECT_GE(double(fresh.hexes.size()), 0.95 * double(notClear));
    for (const TerrainProposal& p : fresh.hexes) EXPECT_NE(p.terrain, Terrain::Clear) << p.hex.id();
}

TEST(SuggestTerrain, DominantColourIgnoresSpecksAndStaysInTheImage) {
    QImage image(40, 40, QImage::Format_RGB32);
    image.fill(QColor(0x2f, 0x5d, 0x1e));
    for (int i = 0; i < 40; i += 7) image.setPixelColor(i, 20, Qt::black);  // a few specks
    EXPECT_EQ(dominantColour(image, QPointF(20, 20), 6).name(), QStringLiteral("#2f5d1e"));
    EXPECT_EQ(dominantColour(image, QPointF(0, 0), 3).name(), QStringLiteral("#2f5d1e"));  // a corner
    EXPECT_FALSE(dominantColour(image, QPointF(-100, -100), 3).isValid());                 // off the image
}

// The teaching battle drawn, saved as a PNG beside a copy of the scenario that names it, with two
// calibration points and the samples a user would assign; the copy's map then loses some woods,
// which Suggest Terrain finds again and Accept All puts back in one undo step.
TEST(MapImageEditor, ACalibratedImageSuggestsWhatTheScenarioLostAndAcceptingIsOneStep) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Scenario& original = test::teachingScenario();
    mapview::MapScene drawn(original);
    const Rendered r = render(drawn, 0.6);
    ASSERT_TRUE(r.image.save(dir.filePath(QStringLiteral("map.png"))));

    Scenario scenario = original;
    MapUnderlay u;
    u.image = "map.png";
    const QTransform toImage = r.imageToScene.inverted();
    for (const char* id : {"0101", "1210"}) {
        const Hex h = *Hex::parse(id);
        const QPointF p = toImage.map(drawn.layout().centre(h));
        u.points.push_back(CalibrationPoint{h, p.x(), p.y()});
    }
    u.samples = samplesFrom(r, drawn, original.map);
    scenario.underlay = u;
    std::vector<Hex> woods;
    for (Hex h : scenario.map.hexes())
        if (scenario.map.terrain(h) == Terrain::Woods) woods.push_back(h);
    ASSERT_GE(woods.size(), 3u);
    for (Hex h : woods) {
        MapHex cleared = scenario.map.hex(h);
        cleared.terrain = Terrain::Clear;
        scenario.map.setHex(h, cleared);
    }
    ScenarioDocument doc(scenario, dir.filePath(QStringLiteral("s.json")));
    mapview::MapScene scene(doc.scenario());
    UnderlayView view(doc, scene);
    ASSERT_TRUE(view.hasImage()) << view.status().toStdString();
    ASSERT_TRUE(view.calibration().has_value());
    EXPECT_LT(view.calibration()->residual, 1.0);
    EXPECT_TRUE(view.status().contains(QStringLiteral("calibrated on 2 hex"))) << view.status().toStdString();
    ASSERT_NE(scene.underlay(), nullptr);
    EXPECT_DOUBLE_EQ(scene.underlay()->opacity(), 0.5);

    QString why;
    ASSERT_TRUE(view.suggest(&why)) << why.toStdString();
    std::size_t found = 0;
    for (const TerrainProposal& p : view.suggestions().hexes)
        if (p.terrain == Terrain::Woods && std::find(woods.begin(), woods.end(), p.hex) != woods.end()) ++found;
    EXPECT_EQ(found, woods.size());
    const int steps = doc.undoStack()->count();
    ASSERT_TRUE(acceptSuggestions(doc, view, {}, 0, QStringLiteral("Accept all")));
    EXPECT_EQ(doc.undoStack()->count(), steps + 1);
    for (Hex h : woods) {
        EXPECT_EQ(doc.scenario().map.terrain(h), Terrain::Woods) << h.id();
        EXPECT_EQ(doc.scenario().map.hex(h).provenance, Provenance::Reconstructed) << h.id();
    }
    EXPECT_TRUE(view.suggestions().hexes.empty() || view.suggestions().hexes.size() < woods.size());
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().map.terrain(woods.front()), Terrain::Clear);
}

// A developer's sample: with EYLAU_SAMPLE_SCAN_DIR set, writes there a "scan" of the Eylau map
// (drawn by the program, turned 4 degrees as a scanner would) and a copy of the scenario that
// names it, calibrated on three hexes, with colour samples: for trying the editor's map image and
// the game's board image by hand (docs/editor.md, "For developers"). Skipped otherwise.
TEST(MapImageEditor, WritesASampleScanWhenAsked) {
    const char* out = std::getenv("EYLAU_SAMPLE_SCAN_DIR");
    if (!out) GTEST_SKIP() << "EYLAU_SAMPLE_SCAN_DIR is not set";
    const QDir dir(QString::fromLocal8Bit(out));
    Scenario scenario = test::eylauScenario();
    mapview::MapScene scene(scenario);
    const Rendered flat = render(scene, 0.8);
    QTransform turn;
    turn.rotate(4.0);
    const QImage turned = flat.image.transformed(turn, Qt::SmoothTransformation);
    // Where a flat image pixel lands in the turned one: QImage::transformed centres the result.
    const QTransform toTurned = QImage::trueMatrix(turn, flat.image.width(), flat.image.height());
    ASSERT_TRUE(turned.save(dir.filePath(QStringLiteral("eylau-scan.png"))));
    MapUnderlay u;
    u.image = "eylau-scan.png";
    const QTransform toFlat = flat.imageToScene.inverted();
    for (const char* id : {"0202", "2302", "1223"}) {
        const Hex h = *Hex::parse(id);
        const QPointF p = toTurned.map(toFlat.map(scene.layout().centre(h)));
        u.points.push_back(CalibrationPoint{h, std::round(p.x() * 10) / 10, std::round(p.y() * 10) / 10});
    }
    u.samples = samplesFrom(flat, scene, scenario.map);
    scenario.underlay = u;
    ASSERT_FALSE(writeScenarioFile(scenario, dir.filePath(QStringLiteral("eylau-traced.json")).toStdString()).has_value());
}

// Instant edits: a brush step redraws the hexes it painted, not the whole map. Prints the time of
// one step over 20 hexes at fit-to-window, from the edit to the window painted (the event loop
// paints what changed), incremental and with a whole rebuild, medians of 9 (a timing that
// prints, never a limit: these machines are shared).
TEST(InstantEdits, ABrushStepRedrawsOnlyItsHexesAndPrintsItsTime) {
    ScenarioDocument doc(test::eylauScenario());
    EditorView view(doc);
    view.resize(1280, 800);
    view.show();
    view.fitToWindow();
    QApplication::processEvents();
    mapview::MapScene& scene = *view.mapScene();
    std::vector<Hex> hexes;
    for (Hex h : doc.scenario().map.hexes())
        if (hexes.size() < 20 && h.col >= 5 && h.row >= 5 && doc.scenario().map.terrain(h) == Terrain::Clear) hexes.push_back(h);
    ASSERT_EQ(hexes.size(), 20u);
    const auto terrainItemAt = [&](Hex h) -> const mapview::TerrainItem* {
        for (QGraphicsItem* item : scene.items())
            if (item->type() == mapview::TerrainKind && static_cast<mapview::TerrainItem*>(item)->hex() == h)
                return static_cast<mapview::TerrainItem*>(item);
        return nullptr;
    };
    const QGraphicsItem* untouched = terrainItemAt(*Hex::parse("0101"));
    ASSERT_NE(untouched, nullptr);
    const auto step = [&](Terrain t, int stroke) {
        std::map<Hex, MapHex> after;
        for (Hex h : hexes) {
            MapHex m = doc.scenario().map.hex(h);
            m.terrain = t;
            after[h] = m;
        }
        const auto start = std::chrono::steady_clock::now();
        doc.push(new SetHexesCommand(doc, after, QStringLiteral("brush"), stroke));
        const auto pushed = std::chrono::steady_clock::now();
        QApplication::processEvents();
        const auto end = std::chrono::steady_clock::now();
        if (std::getenv("EYLAU_TIMING"))
            std::printf("edit %.1f ms, painting %.1f ms\n", std::chrono::duration<double, std::milli>(pushed - start).count(),
                        std::chrono::duration<double, std::milli>(end - pushed).count());
        return std::chrono::duration<double, std::milli>(end - start).count();
    };
    std::vector<double> instant, whole;
    for (int i = 0; i < 9; ++i) {
        instant.push_back(step(i % 2 == 0 ? Terrain::Woods : Terrain::Clear, 100 + i));
        const auto start = std::chrono::steady_clock::now();
        view.rebuildNow();
        QApplication::processEvents();
        whole.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    // The painted hexes show the new terrain; a hex the stroke did not touch kept its item.
    step(Terrain::Woods, 200);
    for (Hex h : hexes) {
        ASSERT_NE(terrainItemAt(h), nullptr) << h.id();
        EXPECT_EQ(terrainItemAt(h)->terrain(), Terrain::Woods) << h.id();
    }
    const QGraphicsItem* before = terrainItemAt(*Hex::parse("0101"));
    step(Terrain::Grove, 201);
    EXPECT_EQ(terrainItemAt(*Hex::parse("0101")), before);  // not redrawn
    doc.undoStack()->undo();
    EXPECT_EQ(terrainItemAt(hexes.front())->terrain(), Terrain::Woods);
    // A hexside stroke: its hexsides are drawn again, the terrain is not.
    const Hexside side = *Hexside::between(hexes[0], *std::find_if(hexes.begin() + 1, hexes.end(), [&](Hex h) {
        return Hexside::between(hexes[0], h).has_value();
    }));
    const auto hexsideItems = [&] {
        int n = 0;
        for (QGraphicsItem* item : scene.items())
            if (item->type() == mapview::HexsideKind && static_cast<mapview::HexsideItem*>(item)->hexside() == side) ++n;
        return n;
    };
    const QGraphicsItem* terrainBefore = terrainItemAt(hexes[0]);
    MapHexside stream = doc.scenario().map.hexside(side);
    stream.features.set(HexsideFeature::Stream);
    doc.push(new SetHexsidesCommand(doc, {{side, stream}}, QStringLiteral("stream")));
    QApplication::processEvents();
    EXPECT_EQ(hexsideItems(), 1);
    EXPECT_EQ(terrainItemAt(hexes[0]), terrainBefore);
    doc.undoStack()->undo();
    QApplication::processEvents();
    EXPECT_EQ(hexsideItems(), 0);
    std::sort(instant.begin(), instant.end());
    std::sort(whole.begin(), whole.end());
    std::printf("[ InstantEdits ] one brush step over 20 hexes at fit-to-window (1280x800): median %.1f ms redrawing "
                "those hexes, %.1f ms redrawing the whole map (ratio %.1f)\n",
                instant[4], whole[4], whole[4] / std::max(0.01, instant[4]));
}

}  // namespace
}  // namespace eylau::editor
