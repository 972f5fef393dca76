// Zooming and fitting the map view.
#include "counter_item.h"
#include "gui_test_support.h"
#include "highlight_item.h"
#include "map_scene.h"
#include "map_view.h"

#include <QApplication>
#include <QWheelEvent>

#include <gtest/gtest.h>

#include <memory>

namespace eylau::mapview {
namespace {

class MapViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        const Scenario* scenario = test::embeddedEylau();
        ASSERT_NE(scenario, nullptr);
        scene_ = std::make_unique<MapScene>(*scenario);
        view_ = std::make_unique<MapView>();
        view_->resize(900, 700);
        view_->setMapScene(scene_.get());
        view_->show();
        QApplication::processEvents();
    }

    QRectF visibleScene() const { return view_->mapToScene(view_->viewport()->rect()).boundingRect(); }

    std::unique_ptr<MapScene> scene_;
    std::unique_ptr<MapView> view_;
};

TEST_F(MapViewTest, FitShowsTheWholeMap) {
    view_->zoomIn();
    view_->zoomIn();
    EXPECT_FALSE(visibleScene().contains(scene_->mapRect()));
    view_->fitToWindow();
    EXPECT_TRUE(view_->isFitted());
    EXPECT_TRUE(visibleScene().contains(scene_->mapRect()));
    // The fit is tight: the map fills the window in one direction.
    const QRectF visible = visibleScene();
    const QRectF scene = view_->sceneRect();
    EXPECT_TRUE(visible.width() < scene.width() * 1.05 || visible.height() < scene.height() * 1.05);
}

TEST_F(MapViewTest, ZoomInAndOutChangeTheTransform) {
    const double fitted = view_->zoom();
    view_->zoomIn();
    EXPECT_NEAR(view_->zoom(), fitted * MapView::kZoomStep, 1e-9);
    EXPECT_FALSE(view_->isFitted());
    view_->zoomOut();
    EXPECT_NEAR(view_->zoom(), fitted, 1e-9);
    view_->zoomOut();
    EXPECT_LT(view_->zoom(), fitted);
}

TEST_F(MapViewTest, ZoomStaysWithinLimits) {
    for (int i = 0; i < 60; ++i) view_->zoomIn();
    EXPECT_NEAR(view_->zoom(), MapView::kMaxZoom, 1e-9);
    for (int i = 0; i < 120; ++i) view_->zoomOut();
    EXPECT_GE(view_->zoom(), view_->fitZoom() * 0.5);
    EXPECT_LT(view_->zoom(), view_->fitZoom());
}

TEST_F(MapViewTest, WheelZoomKeepsThePointUnderTheCursor) {
    view_->zoomIn();  // so that there is room to scroll both ways
    view_->zoomIn();
    const QPointF cursor(300, 250);
    const QPointF before = view_->mapToScene(cursor.toPoint());
    QWheelEvent wheel(cursor, view_->viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view_->viewport(), &wheel);
    EXPECT_GT(view_->zoom(), view_->fitZoom() * MapView::kZoomStep * MapView::kZoomStep * 1.1);
    const QPointF after = view_->mapToScene(cursor.toPoint());
    // Within a couple of pixels' worth of scene units.
    EXPECT_LT(QLineF(before, after).length(), 3.0 / view_->zoom());
}

TEST_F(MapViewTest, HexAtFindsOnlyMapHexes) {
    const QRectF map = scene_->mapRect();
    EXPECT_FALSE(scene_->hexAt(map.topLeft() - QPointF(60, 60)).has_value());
    const Hex first{scene_->hexAt(scene_->layout().centre(Hex{12, 13})).value_or(Hex{})};
    EXPECT_EQ(first, (Hex{12, 13}));
}

// A rebuild (the editor, after an edit) redraws the map's items but leaves the marks others laid
// over it: they belong to whoever laid them.
TEST_F(MapViewTest, RebuildKeepsTheOverlaysOthersLaid) {
    auto* mark = new HighlightItem(scene_->layout(), Hex{12, 13}, OverlayTone::Reach);
    scene_->addItem(mark);
    const int counters = scene_->counterCount();
    const int before = int(scene_->items().size());
    scene_->rebuild(*test::embeddedEylau());
    EXPECT_EQ(mark->scene(), scene_.get());
    EXPECT_EQ(int(scene_->items().size()), before);
    EXPECT_EQ(scene_->counterCount(), counters);
    scene_->removeItem(mark);
    delete mark;
}

// Issue 40: the values come first; the division and symbol join them when there is room.
TEST(CounterDetailTest, ValuesFirstThenTheWholeCounter) {
    EXPECT_EQ(counterDetail(6.0), CounterDetail::Fill);
    EXPECT_EQ(counterDetail(12.0), CounterDetail::Values);
    EXPECT_EQ(counterDetail(29.0), CounterDetail::Values);
    EXPECT_EQ(counterDetail(30.0), CounterDetail::Full);
    EXPECT_EQ(counterDetail(80.0), CounterDetail::Full);
}

}  // namespace
}  // namespace eylau::mapview
