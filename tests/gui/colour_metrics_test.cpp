// The colour measures the palette is checked with (colour_metrics.h): CIEDE2000 against the
// worked pairs Sharma, Wu and Dalal (2005) publish with the formula, and the WCAG contrast ratio
// at its ends and at a known middle.
#include "colour_metrics.h"

#include <gtest/gtest.h>

namespace eylau::mapview {
namespace {

TEST(ColourMetricsTest, Ciede2000GivesThePublishedDifferences) {
    struct Pair {
        Lab first, second;
        double expected;
    };
    const Pair pairs[] = {
        {{50.0, 2.6772, -79.7751}, {50.0, 0.0, -82.7485}, 2.0425},  // blue: the rotation term
        {{50.0, 0.0, 0.0}, {50.0, -1.0, 2.0}, 2.3669},              // a grey against a colour
        {{50.0, 2.5, 0.0}, {73.0, 25.0, -18.0}, 27.1492},
        {{50.0, 2.5, 0.0}, {61.0, -5.0, 29.0}, 22.8977},
        {{50.0, 2.5, 0.0}, {56.0, -27.0, -3.0}, 31.9030},
        {{50.0, 2.5, 0.0}, {58.0, 24.0, 15.0}, 19.4535},
        {{60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}, 1.2644},
    };
    for (const Pair& p : pairs) {
        EXPECT_NEAR(ciede2000(p.first, p.second), p.expected, 1e-4);
        EXPECT_NEAR(ciede2000(p.second, p.first), p.expected, 1e-4);  // symmetric
    }
    EXPECT_DOUBLE_EQ(ciede2000(QColor(12, 120, 200), QColor(12, 120, 200)), 0.0);
}

TEST(ColourMetricsTest, TheContrastRatioRunsFromOneToTwentyOne) {
    EXPECT_NEAR(contrastRatio(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(contrastRatio(Qt::white, Qt::black), 21.0, 1e-9);
    EXPECT_NEAR(contrastRatio(QColor(90, 90, 90), QColor(90, 90, 90)), 1.0, 1e-9);
    // #767676 on white is the usual example of the 4.5:1 minimum for body text.
    EXPECT_NEAR(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white), 4.54, 0.01);
    EXPECT_NEAR(relativeLuminance(Qt::white), 1.0, 1e-9);
}

}  // namespace
}  // namespace eylau::mapview
