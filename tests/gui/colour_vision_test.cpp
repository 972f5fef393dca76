// Colour: the two sides' counters and the highlights that can be on the map together stay apart
// for players with red-green colour blindness (protanopia, deuteranopia) and blue-yellow colour
// blindness (tritanopia), simulated by colour_vision.h, or differ by a second cue (a dashed line),
// so that no highlight relies on colour alone. colour_pairs_test.cpp measures every pair with
// CIEDE2000.
#include "colour_vision.h"
#include "colour_visions.h"
#include "map_palette.h"
#include "overlay_kinds.h"

#include <gtest/gtest.h>

#include <QImage>

#include <string>
#include <vector>

namespace eylau::mapview {
namespace {

using test::kVisions;
using test::name;

// Clearly apart at a glance (CIE76).
constexpr double kApart = 20.0;

TEST(ColourVisionTest, TheSimulationKeepsGreysAndMovesRedTowardsGreen) {
    for (ColourVision v : kVisions) {
        EXPECT_LT(colourDistance(simulate(QColor(128, 128, 128), v), QColor(128, 128, 128)), 1.5) << name(v);
        EXPECT_LT(colourDistance(simulate(Qt::white, v), Qt::white), 1.5) << name(v);
    }
    // What the simulation is for: pure red and green, far apart to most eyes, come close.
    const QColor red(200, 40, 40), green(60, 140, 40);
    EXPECT_GT(colourDistance(red, green), 60.0);
    EXPECT_LT(colourDistance(simulate(red, ColourVision::Deuteranopia), simulate(green, ColourVision::Deuteranopia)), 30.0);
    // An image is filtered pixel by pixel.
    QImage image(2, 1, QImage::Format_ARGB32);
    image.setPixel(0, 0, red.rgba());
    image.setPixel(1, 0, green.rgba());
    const QImage seen = simulate(image, ColourVision::Protanopia);
    EXPECT_EQ(seen.pixelColor(0, 0), simulate(red, ColourVision::Protanopia));
}

TEST(ColourVisionTest, TritanopiaMovesBlueTowardsGreenAndYellowTowardsPink) {
    const auto seen = [](const QColor& a, const QColor& b, ColourVision v) {
        return colourDistance(simulate(a, v), simulate(b, v));
    };
    // The blue-yellow axis is lost: blue and green, yellow and pink come close...
    const QColor blue(30, 110, 200), green(60, 150, 140), yellow(230, 200, 40), pink(240, 170, 200);
    EXPECT_GT(colourDistance(blue, green), 60.0);
    EXPECT_GT(colourDistance(yellow, pink), 60.0);
    EXPECT_LT(seen(blue, green, ColourVision::Tritanopia), kApart);
    EXPECT_LT(seen(yellow, pink, ColourVision::Tritanopia), kApart);
    // ...which red-green colour blindness keeps apart; and red stays apart from green.
    EXPECT_GT(seen(blue, green, ColourVision::Deuteranopia), 2 * kApart);
    EXPECT_GT(seen(yellow, pink, ColourVision::Deuteranopia), 2 * kApart);
    EXPECT_GT(seen(QColor(200, 40, 40), QColor(60, 140, 40), ColourVision::Tritanopia), 3 * kApart);
}

TEST(ColourVisionTest, TheSidesCountersStayApartForEveryVision) {
    const QColor french(palette::kFrenchFill), russian(palette::kRussianFill), prussian(palette::kPrussianFill);
    for (ColourVision v : kVisions) {
        EXPECT_GT(colourDistance(simulate(french, v), simulate(russian, v)), 3 * kApart) << name(v);
        EXPECT_GT(colourDistance(simulate(french, v), simulate(prussian, v)), 2.5 * kApart) << name(v);
        // The two Allied armies are told apart by their fill, less strongly (their ink is the same).
        EXPECT_GT(colourDistance(simulate(russian, v), simulate(prussian, v)), kApart) << name(v);
    }
}

// The highlights that can be on the map at once: a phase's (movement: reach, entry, the selection,
// a problem, a hint; combat: the attack, obligations, retreats, advances, a problem, a hint), and
// in both the other side's last turn, kept until the side playing gives its first command, and the
// enemy's threats' odds badges (View > Enemy Threats).
TEST(ColourVisionTest, NoTwoHighlightsShownTogetherRelyOnColourAlone) {
    using T = OverlayTone;
    const std::vector<std::vector<T>> together{
        {T::Reach, T::Entry, T::EntryAlt, T::Selected, T::Problem, T::Hint, T::LastTurn, T::Threat},
        {T::Target, T::Selected, T::Obligation, T::Retreat, T::Advance, T::Problem, T::Hint, T::LastTurn, T::Threat},
    };
    for (const std::vector<T>& shown : together)
        for (std::size_t i = 0; i < shown.size(); ++i)
            for (std::size_t j = i + 1; j < shown.size(); ++j) {
                const OverlayColours a = overlayColours(shown[i]), b = overlayColours(shown[j]);
                if (a.dashed != b.dashed) continue;  // a second cue: one line is dashed, the other not
                for (ColourVision v : kVisions)
                    EXPECT_GT(colourDistance(simulate(a.line, v), simulate(b.line, v)), kApart)
                        << "tones " << int(shown[i]) << " and " << int(shown[j]) << ", " << name(v);
            }
}

}  // namespace
}  // namespace eylau::mapview
