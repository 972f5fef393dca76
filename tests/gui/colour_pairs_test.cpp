// Every pair of colours a player must tell apart on the map, measured as it is seen, under normal
// colour vision and the three full colour blindnesses (colour_vision.h), at normal and at high
// contrast: the two sides' counters, the highlights that are on the map together, and the victory
// hexes against the terrain under them and the highlights over them.
//
// The threshold: a CIEDE2000 difference of 10. One unit is a just-noticeable difference for two
// patches side by side; a mark on the map is small, seen at a glance and over a textured ground,
// so we ask for ten. (For these colours it is close to the CIE76 distance of 20 that
// colour_vision_test.cpp asks for.) Two highlights may be closer when one is dashed and the other
// not: the dash is the second cue.
#include "colour_vision.h"
#include "colour_visions.h"
#include "counter_art.h"
#include "map_palette.h"
#include "overlay_kinds.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace eylau::mapview {
namespace {

constexpr double kApart = 10.0;  // CIEDE2000

using test::kVisions;
using test::name;

constexpr Contrast kContrasts[] = {Contrast::Normal, Contrast::High};

const char* name(Contrast c) { return c == Contrast::High ? "high contrast" : "normal contrast"; }

// `top` painted over the opaque `ground` (source-over, as QPainter does in sRGB).
QColor over(const QColor& top, const QColor& ground) {
    const double a = top.alphaF();
    const auto mix = [a](int t, int g) { return int(t * a + g * (1.0 - a) + 0.5); };
    return QColor(mix(top.red(), ground.red()), mix(top.green(), ground.green()), mix(top.blue(), ground.blue()));
}

// A terrain's fill as drawn: washed paler in high contrast (terrain_art.cpp).
QColor ground(QRgb fill, Contrast contrast) {
    return contrast == Contrast::High ? over(QColor::fromRgba(palette::high::kTerrainWash), QColor(fill)) : QColor(fill);
}

struct Seen {
    std::string what;
    QColor colour;
    bool dashed = false;
};

// A highlight's line as seen on the snow that covers most of the map; `opacity` is the item's own
// (the last turn's arrows are drawn half seen through, last_turn_marks.cpp).
Seen line(const std::string& what, OverlayTone tone, Contrast contrast, double opacity = 1.0) {
    const OverlayColours c = overlayColours(tone, contrast);
    QColor colour = c.line;
    colour.setAlphaF(float(colour.alphaF() * opacity));
    return {what, over(colour, ground(palette::kClear, contrast)), c.dashed};
}

void expectApart(const Seen& a, const Seen& b, Contrast contrast) {
    for (ColourVision v : kVisions)
        EXPECT_GE(ciede2000(simulate(a.colour, v), simulate(b.colour, v)), kApart)
            << a.what << " and " << b.what << ", " << name(v) << ", " << name(contrast);
}

TEST(ColourPairsTest, TheSidesCountersAreApart) {
    for (Contrast contrast : kContrasts) {
        const auto fill = [contrast](Side side, const char* nationality, bool guard) {
            return counterColours(side, nationality, guard, contrast).fill;
        };
        const std::vector<Seen> french{{"French", fill(Side::French, "french", false)},
                                       {"French Guard", fill(Side::French, "french", true)}};
        const Seen russian{"Russian", fill(Side::Allied, "russian", false)};
        const Seen prussian{"Prussian", fill(Side::Allied, "prussian", false)};
        for (const Seen& f : french) {
            expectApart(f, russian, contrast);
            expectApart(f, prussian, contrast);
        }
        expectApart(russian, prussian, contrast);
    }
}

// The groups of colour_vision_test.cpp: what a phase shows at once, with the other side's last
// turn (its arrows half seen through, its rings and badges whole) in both.
TEST(ColourPairsTest, TheHighlightsShownTogetherAreApartOrDashed) {
    using T = OverlayTone;
    for (Contrast c : kContrasts) {
        const Seen lastArrow = line("last turn (arrow)", T::LastTurn, c, 0.5);
        const Seen lastRing = line("last turn (ring)", T::LastTurn, c);
        const std::vector<std::vector<Seen>> together{
            {line("reach", T::Reach, c), line("entry", T::Entry, c), line("other entry", T::EntryAlt, c),
             line("selected", T::Selected, c), line("problem", T::Problem, c), line("hint", T::Hint, c), lastArrow,
             lastRing, line("threat", T::Threat, c)},
            {line("attack", T::Target, c), line("selected", T::Selected, c), line("obligation", T::Obligation, c),
             line("retreat", T::Retreat, c), line("advance", T::Advance, c), line("problem", T::Problem, c),
             line("hint", T::Hint, c), lastArrow, lastRing, line("threat", T::Threat, c)},
        };
        for (const std::vector<Seen>& shown : together)
            for (std::size_t i = 0; i < shown.size(); ++i)
                for (std::size_t j = i + 1; j < shown.size(); ++j) {
                    if (shown[i].dashed != shown[j].dashed) continue;  // the second cue
                    if (shown[i].what.starts_with("last turn") && shown[j].what.starts_with("last turn")) continue;
                    expectApart(shown[i], shown[j], c);
                }
    }
}

TEST(ColourPairsTest, TheVictoryHexesStandOutFromTheTerrainAndTheHighlights) {
    using T = OverlayTone;
    for (Contrast c : kContrasts) {
        const Seen victory{"victory hex", QColor(palette::kVictory)};
        const std::vector<Seen> terrain{
            {"clear", ground(palette::kClear, c)}, {"woods", ground(palette::kWoods, c)},
            {"grove", ground(palette::kGrove, c)}, {"town", ground(palette::kTown, c)},
            {"fort", ground(palette::kFort, c)},   {"lake", ground(palette::kLake, c)},
            {"ice", ground(palette::kIce, c)},
        };
        for (const Seen& t : terrain) expectApart(victory, t, c);
        // A highlight on a victory hex: the solid ones must differ from its solid gold border by
        // colour; the dashed ones differ by their dash.
        for (const Seen& h : {line("reach", T::Reach, c), line("entry", T::Entry, c), line("selected", T::Selected, c),
                              line("attack", T::Target, c), line("retreat", T::Retreat, c),
                              line("last turn (arrow)", T::LastTurn, c, 0.5), line("last turn (ring)", T::LastTurn, c)}) {
            ASSERT_FALSE(h.dashed) << h.what;
            expectApart(victory, h, c);
        }
    }
}

}  // namespace
}  // namespace eylau::mapview
