// Hex geometry (2.1): flat-topped hexes, even-numbered columns shifted half a hex down.
#include "gui_test_support.h"
#include "hex_layout.h"

#include <QLineF>

#include <gtest/gtest.h>

#include <cmath>
#include <set>

namespace eylau::mapview {
namespace {

TEST(HexLayoutTest, CentreRoundTripsForEveryMapHexOfBothColumnParities) {
    const Scenario* scenario = test::embeddedEylau();
    ASSERT_NE(scenario, nullptr);
    const HexLayout layout(50.0);
    std::set<int> parities;
    for (const Hex hex : scenario->map.hexes()) {
        EXPECT_EQ(layout.hexAt(layout.centre(hex)), hex) << hex.id();
        parities.insert(hex.col & 1);
    }
    EXPECT_EQ(parities.size(), 2u) << "the map should have odd and even columns";
}

TEST(HexLayoutTest, PointsInsideAHexMapToIt) {
    const HexLayout layout(40.0);
    for (const Hex hex : {Hex{12, 13}, Hex{13, 13}, Hex{1, 1}, Hex{2, 1}, Hex{24, 24}}) {
        const QPointF centre = layout.centre(hex);
        for (const QPointF& corner : layout.localPolygon()) {
            // 90% of the way to each corner, and to each hexside midpoint.
            EXPECT_EQ(layout.hexAt(centre + corner * 0.9), hex) << hex.id();
        }
        for (const Hex next : neighbours(hex)) {
            const QPointF mid = layout.hexsideMidpoint(hex, next);
            EXPECT_EQ(layout.hexAt(centre + (mid - centre) * 0.95), hex) << hex.id() << " towards " << next.id();
            EXPECT_EQ(layout.hexAt(centre + (mid - centre) * 1.05), next) << hex.id() << " towards " << next.id();
        }
    }
}

TEST(HexLayoutTest, EvenColumnsAreShiftedHalfAHexDown) {
    const HexLayout layout(50.0);
    // docs/scenario-format.md: 1213's neighbours are 1212 (N), 1313 (NE), 1314 (SE), 1214 (S),
    // 1114 (SW), 1113 (NW).
    const QPointF c = layout.centre(Hex{12, 13});
    const auto angleTo = [&](Hex h) { return QLineF(c, layout.centre(h)).angle(); };  // counter-clockwise
    EXPECT_NEAR(angleTo(Hex{12, 12}), 90.0, 1e-9);
    EXPECT_NEAR(angleTo(Hex{13, 13}), 30.0, 1e-9);
    EXPECT_NEAR(angleTo(Hex{13, 14}), 330.0, 1e-9);
    EXPECT_NEAR(angleTo(Hex{12, 14}), 270.0, 1e-9);
    EXPECT_NEAR(angleTo(Hex{11, 14}), 210.0, 1e-9);
    EXPECT_NEAR(angleTo(Hex{11, 13}), 150.0, 1e-9);
    for (const Hex next : neighbours(Hex{12, 13})) {
        EXPECT_NEAR(QLineF(c, layout.centre(next)).length(), layout.hexHeight(), 1e-9);
    }
}

TEST(HexLayoutTest, HexsideLineJoinsTwoCornersOfBothHexes) {
    const HexLayout layout(50.0);
    const Hex a{12, 13};
    const Hex b{13, 13};
    const QLineF side = layout.hexsideLine(a, b);
    EXPECT_NEAR(side.length(), layout.radius(), 1e-9);
    const auto isCornerOf = [&](QPointF p, Hex h) {
        for (const QPointF& corner : layout.polygon(h)) {
            if (QLineF(p, corner).length() < 1e-6) return true;
        }
        return false;
    };
    EXPECT_TRUE(isCornerOf(side.p1(), a) && isCornerOf(side.p1(), b));
    EXPECT_TRUE(isCornerOf(side.p2(), a) && isCornerOf(side.p2(), b));
}

TEST(HexLayoutTest, BoundsHoldEveryHex) {
    const HexLayout layout(50.0);
    const QRectF bounds = layout.bounds(1, 24, 1, 24);
    for (int col = 1; col <= 24; ++col) {
        for (int row = 1; row <= 24; ++row) {
            const QRectF hexRect = layout.polygon(Hex{col, row}).boundingRect();
            EXPECT_TRUE(bounds.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(hexRect)) << Hex{col, row}.id();
        }
    }
    EXPECT_NEAR(bounds.height(), 24.5 * layout.hexHeight(), 1e-9);
}

}  // namespace
}  // namespace eylau::mapview
