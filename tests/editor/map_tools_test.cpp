// The map tools driven by mouse events on the editor view's viewport (offscreen): painting
// terrain with a stroke, dragging a counter to a new start hex, toggling a hexside feature,
// laying a road by dragging, dropping a unit from the table, and the flood fill.
#include "editor_test_support.h"

#include "document/scenario_edits.h"
#include "tools/map_geometry.h"
#include "tools/tool_box.h"
#include "view/editor_view.h"

#include "counter_item.h"
#include "hex_layout.h"
#include "map_scene.h"

#include <QApplication>
#include <QMimeData>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::editor {
namespace {

class MapToolsTest : public ::testing::Test {
protected:
    void SetUp() override {
        view_ = std::make_unique<EditorView>(doc_);
        view_->resize(1000, 800);
        view_->show();
        tools_ = std::make_unique<ToolBox>(doc_, *view_);
        QApplication::processEvents();
    }
    void TearDown() override {
        tools_.reset();
        view_.reset();
    }

    const Scenario& s() const { return doc_.scenario(); }
    QWidget* port() const { return view_->viewport(); }
    QPoint at(Hex hex) const { return view_->mapFromScene(view_->mapScene()->layout().centre(hex)); }
    QPoint atHexside(Hex a, Hex b) const {
        return view_->mapFromScene(view_->mapScene()->layout().hexsideMidpoint(a, b));
    }
    // A drag through the hexes, as a person makes it: press, moves in small steps, release.
    void drag(const std::vector<Hex>& hexes, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mousePress(port(), button, Qt::NoModifier, at(hexes.front()));
        QPoint last = at(hexes.front());
        for (std::size_t i = 1; i < hexes.size(); ++i) {
            const QPoint next = at(hexes[i]);
            for (int step = 1; step <= 4; ++step) QTest::mouseMove(port(), last + (next - last) * step / 4);
            last = next;
        }
        QTest::mouseRelease(port(), button, Qt::NoModifier, last);
        QApplication::processEvents();  // the map is redrawn
    }

    ScenarioDocument doc_{test::teachingScenario()};
    std::unique_ptr<EditorView> view_;
    std::unique_ptr<ToolBox> tools_;
};

TEST_F(MapToolsTest, PaintTerrainWithAStrokeIsOneStep) {
    tools_->settings().terrain = Terrain::Woods;
    tools_->use(ToolId::Terrain);
    const std::string before = test::json(doc_);
    drag({Hex{5, 3}, Hex{5, 4}, Hex{5, 5}});
    for (int row = 3; row <= 5; ++row) EXPECT_EQ(s().map.terrain(Hex{5, row}), Terrain::Woods) << row;
    EXPECT_EQ(doc_.undoStack()->count(), 1);
    // The map shows it.
    int woods = 0;
    for (QGraphicsItem* item : view_->mapScene()->items(view_->mapScene()->layout().centre(Hex{5, 4})))
        if (item->type() == mapview::TerrainKind) ++woods;
    EXPECT_EQ(woods, 1);
    doc_.undoStack()->undo();
    EXPECT_EQ(test::json(doc_), before);
}

TEST_F(MapToolsTest, ABiggerBrushPaintsTheNeighboursToo) {
    tools_->settings().terrain = Terrain::Grove;
    tools_->settings().radius = 1;
    tools_->use(ToolId::Terrain);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{5, 5}));
    EXPECT_EQ(s().map.terrain(Hex{5, 5}), Terrain::Grove);
    for (Hex n : neighbours(Hex{5, 5})) EXPECT_EQ(s().map.terrain(n), Terrain::Grove) << n.id();
    EXPECT_EQ(doc_.undoStack()->count(), 1);
}

TEST_F(MapToolsTest, TheRightButtonPaintsTheDefaultTerrain) {
    tools_->use(ToolId::Terrain);
    QTest::mouseClick(port(), Qt::RightButton, Qt::NoModifier, at(Hex{8, 4}));
    EXPECT_EQ(s().map.terrain(Hex{8, 4}), Terrain::Clear);
    EXPECT_EQ(s().map.hex(Hex{8, 4}).name, "Grünau");  // the name stays
}

TEST_F(MapToolsTest, FloodFillFillsTheRegionOfLikeTerrain) {
    tools_->settings().terrain = Terrain::Grove;
    tools_->use(ToolId::Fill);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{2, 8}));  // the Eichwald, 4 hexes
    int grove = 0;
    for (Hex h : s().map.hexes()) grove += s().map.terrain(h) == Terrain::Grove;
    EXPECT_EQ(grove, 2 + 4);
    EXPECT_EQ(s().map.terrain(Hex{3, 9}), Terrain::Grove);
    EXPECT_EQ(doc_.undoStack()->count(), 1);
}

TEST_F(MapToolsTest, DragACounterToANewStartHex) {
    tools_->use(ToolId::Select);
    const Hex from = *s().unit("Av.1")->start;  // 0304
    const Hex to{3, 5};
    ASSERT_NE(view_->mapScene()->counter("Av.1"), nullptr);
    drag({from, to});
    EXPECT_EQ(s().unit("Av.1")->start, to);
    EXPECT_EQ(doc_.undoStack()->count(), 1);
    EXPECT_EQ(view_->selectedUnit(), QStringLiteral("Av.1"));
    // The counter is drawn on its new hex.
    mapview::CounterItem* counter = view_->mapScene()->counter("Av.1");
    ASSERT_NE(counter, nullptr);
    EXPECT_EQ(counter->pos(), view_->mapScene()->layout().centre(to));
    doc_.undoStack()->undo();
    EXPECT_EQ(s().unit("Av.1")->start, from);
}

TEST_F(MapToolsTest, ACounterDroppedWhereItWasIsNoEdit) {
    tools_->use(ToolId::Select);
    const Hex from = *s().unit("Av.1")->start;
    drag({from, Hex{3, 5}, from});
    EXPECT_EQ(doc_.undoStack()->count(), 0);
}

TEST_F(MapToolsTest, ClickingTheEmptyMapSelectsAHex) {
    tools_->use(ToolId::Select);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{6, 6}));
    EXPECT_EQ(view_->selectedHex(), (Hex{6, 6}));
    EXPECT_TRUE(view_->selectedUnit().isEmpty());
    EXPECT_EQ(doc_.undoStack()->count(), 0);
}

TEST_F(MapToolsTest, ClickNearAHexsideTogglesTheFeature) {
    tools_->settings().feature = HexsideFeature::Slope;
    tools_->use(ToolId::Hexside);
    const Hexside side = *Hexside::between(Hex{5, 5}, Hex{5, 6});
    // A little off the midpoint, towards one hex: still near the hexside.
    const QPoint near = atHexside(side.first, side.second) + QPoint(3, -4);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, near);
    EXPECT_TRUE(s().map.features(side).has(HexsideFeature::Slope));
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, near);
    EXPECT_FALSE(s().map.features(side).has(HexsideFeature::Slope));
    EXPECT_EQ(doc_.undoStack()->count(), 2);
    // The middle of a hex is near no hexside.
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{5, 5}));
    EXPECT_EQ(doc_.undoStack()->count(), 2);
}

TEST_F(MapToolsTest, DragAlongHexsidesDrawsARiver) {
    tools_->settings().feature = HexsideFeature::River;
    tools_->use(ToolId::Hexside);
    const std::vector<Hexside> sides{*Hexside::between(Hex{3, 2}, Hex{4, 2}), *Hexside::between(Hex{3, 3}, Hex{4, 2})};
    QTest::mousePress(port(), Qt::LeftButton, Qt::NoModifier, atHexside(sides[0].first, sides[0].second));
    QTest::mouseMove(port(), atHexside(sides[1].first, sides[1].second));
    QTest::mouseRelease(port(), Qt::LeftButton, Qt::NoModifier, atHexside(sides[1].first, sides[1].second));
    for (const Hexside& side : sides) EXPECT_TRUE(s().map.features(side).has(HexsideFeature::River));
    EXPECT_EQ(doc_.undoStack()->count(), 1);
}

TEST_F(MapToolsTest, DraggingAcrossHexesLaysARoad) {
    tools_->settings().route = HexsideFeature::Road;
    tools_->use(ToolId::Road);
    drag({Hex{9, 1}, Hex{9, 2}, Hex{10, 2}});
    EXPECT_TRUE(s().map.features(*Hexside::between(Hex{9, 1}, Hex{9, 2})).has(HexsideFeature::Road));
    EXPECT_TRUE(s().map.features(*Hexside::between(Hex{9, 2}, Hex{10, 2})).has(HexsideFeature::Road));
    EXPECT_EQ(doc_.undoStack()->count(), 1);
    // Erasing with the right button.
    drag({Hex{9, 1}, Hex{9, 2}}, Qt::RightButton);
    EXPECT_FALSE(s().map.features(*Hexside::between(Hex{9, 1}, Hex{9, 2})).has(HexsideFeature::Road));
}

TEST_F(MapToolsTest, VictoryAndEntryAreaTools) {
    tools_->use(ToolId::Victory);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{5, 2}));
    ASSERT_EQ(s().victory.hexes.size(), 4u);
    EXPECT_EQ(s().victory.hexes.back().name, "Mill copse");
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{5, 2}));
    EXPECT_EQ(s().victory.hexes.size(), 3u);

    tools_->use(ToolId::Entry);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{5, 5}));  // not an edge
    EXPECT_EQ(s().entryAreas.size(), 2u);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{6, 10}));  // the bottom edge
    ASSERT_EQ(s().entryAreas.size(), 3u);
    EXPECT_EQ(s().entryAreas.back().id, "C");
}

TEST_F(MapToolsTest, MarkToolSetsHexProvenance) {
    tools_->settings().markAs = Provenance::Reconstructed;
    tools_->use(ToolId::Mark);
    QTest::mouseClick(port(), Qt::LeftButton, Qt::NoModifier, at(Hex{8, 4}));
    EXPECT_EQ(s().map.hex(Hex{8, 4}).provenance, Provenance::Reconstructed);
    EXPECT_EQ(s().map.terrain(Hex{8, 4}), Terrain::Town);
    // Shift: the hexside nearest the mouse.
    const Hexside bridge = *Hexside::between(Hex{6, 4}, Hex{7, 4});
    QTest::mouseClick(port(), Qt::LeftButton, Qt::ShiftModifier, atHexside(bridge.first, bridge.second));
    EXPECT_EQ(s().map.hexside(bridge).provenance, Provenance::Reconstructed);
    EXPECT_TRUE(s().map.features(bridge).has(HexsideFeature::Bridge));
    EXPECT_EQ(doc_.undoStack()->count(), 2);
}

TEST_F(MapToolsTest, DropAUnitFromTheTableOntoTheMap) {
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(EditorView::kUnitMimeType), "Pr.1");
    // As a drag from the table arrives: enter, move, drop.
    const QPoint target = at(Hex{11, 4});
    QDragEnterEvent enter(target, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(port(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDragMoveEvent move(target, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(port(), &move);
    EXPECT_TRUE(move.isAccepted());
    QDropEvent drop(QPointF(target), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(port(), &drop);
    delete mime;
    EXPECT_EQ(s().unit("Pr.1")->start, (Hex{11, 4}));
    EXPECT_FALSE(s().unit("Pr.1")->arrival.has_value());
    EXPECT_EQ(doc_.undoStack()->count(), 1);
}

TEST_F(MapToolsTest, TheViewKeepsItsZoomWhenTheMapIsRedrawn) {
    view_->zoomIn();
    const double zoom = view_->zoom();
    placeUnit(doc_, "Av.1", Hex{1, 1});
    QApplication::processEvents();
    EXPECT_DOUBLE_EQ(view_->zoom(), zoom);
    EXPECT_FALSE(view_->rebuildPending());
}

TEST(MapGeometry, HexsideNearAPoint) {
    const mapview::HexLayout layout(50.0);
    const GameMap map(10, 10);
    const Hexside side = *Hexside::between(Hex{4, 4}, Hex{4, 5});
    EXPECT_EQ(hexsideNear(layout, map, layout.hexsideMidpoint(side.first, side.second), 10.0), side);
    EXPECT_EQ(hexsideNear(layout, map, layout.centre(Hex{4, 4}), 10.0), std::nullopt);
    // Off the map by more than a hex: no hexside.
    EXPECT_EQ(hexsideNear(layout, map, layout.hexsideMidpoint(Hex{20, 4}, Hex{20, 5}), 10.0), std::nullopt);
}

TEST(MapGeometry, CrossedHexsidesFollowTheDrag) {
    const GameMap map(10, 10);
    const auto sides = crossedHexsides(map, Hex{1, 5}, Hex{4, 5});
    ASSERT_EQ(sides.size(), 3u);
    // Leaving the map: the hexside to the off-map hex counts; beyond it nothing.
    EXPECT_EQ(crossedHexsides(map, Hex{1, 5}, Hex{0, 5}).size(), 1u);
    EXPECT_EQ(hexesWithin(map, Hex{1, 1}, 1).size(), 3u);  // a corner hex and its two on-map neighbours
}

}  // namespace
}  // namespace eylau::editor
