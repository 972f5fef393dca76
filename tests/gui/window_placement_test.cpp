// Where the attack window goes over the main window (app/game/window/window_placement.h, issue 20): over
// the map's far half on a large screen; on a small one against the edge of the main window that
// leaves the most of the map in sight, covering a side dock rather than the attack.
#include "window/window_placement.h"

#include <gtest/gtest.h>

namespace eylau::game {
namespace {

TEST(WindowPlacement, OnALargeScreenItGoesOverTheMapsHalfAwayFromTheAttack) {
    const QRect window(0, 0, 1920, 1080);
    const QRect map(250, 80, 1300, 950);
    // The attack on the left: the window over the map's right part, the left part free.
    const WindowPlacement right = placeBeside(window, map, 620, 400);
    EXPECT_EQ(right.x, map.left() + map.width() - 620 - 8);
    EXPECT_EQ(right.freeLeft, map.left());
    EXPECT_EQ(right.freeRight, right.x);
    // The attack on the right: over the map's left part.
    const WindowPlacement left = placeBeside(window, map, 620, 1400);
    EXPECT_EQ(left.x, map.left() + 8);
    EXPECT_EQ(left.freeLeft, left.x + 620);
    EXPECT_EQ(left.freeRight, map.left() + map.width());
}

TEST(WindowPlacement, OnASmallScreenItCoversADockRatherThanTheWholeMap) {
    // 1280x720: docks of 205 and 365 px beside a map 630 px wide; the window 620 px wide would
    // cover all of the map over either of its halves.
    const QRect window(0, 0, 1280, 720);
    const QRect map(205, 80, 630, 590);
    const WindowPlacement p = placeBeside(window, map, 620, 560);
    EXPECT_EQ(p.x, 1280 - 620);  // against the main window's right edge, over the right dock
    EXPECT_EQ(p.freeLeft, map.left());
    EXPECT_EQ(p.freeRight, 1280 - 620);
    EXPECT_GE(p.freeRight - p.freeLeft, 400);
    // With a wider left dock the left edge leaves more.
    const QRect mapRight(455, 80, 630, 590);
    const WindowPlacement q = placeBeside(window, mapRight, 620, 700);
    EXPECT_EQ(q.x, 0);
    EXPECT_EQ(q.freeLeft, 620);
    EXPECT_EQ(q.freeRight, mapRight.left() + mapRight.width());
}

TEST(WindowPlacement, AWindowWiderThanTheMainWindowStaysAtItsLeftEdge) {
    const QRect window(100, 0, 500, 400);
    const QRect map(150, 40, 400, 300);
    const WindowPlacement p = placeBeside(window, map, 700, std::nullopt);
    EXPECT_EQ(p.x, 100);
    EXPECT_EQ(p.freeRight - p.freeLeft, 0);
}

// Issue 40: the Charts beside the map stay in sight; the window covers the other side's dock
// and the map rather than them.
TEST(WindowPlacement, ItLeavesTheChartsInSight) {
    const QRect window(0, 0, 1280, 700);
    const QRect map(206, 80, 710, 600);
    const QRect charts(920, 300, 360, 380);
    const WindowPlacement p = placeBeside(window, map, 620, 700, {charts});
    EXPECT_LE(p.x + 620, charts.left());
    EXPECT_GE(p.x, window.left());
    // Without them, the far half of the map or an edge, as before.
    EXPECT_EQ(placeBeside(window, map, 620, 700, {}).x, placeBeside(window, map, 620, 700).x);
}

}  // namespace
}  // namespace eylau::game
