#include "overlay_kinds.h"

#include "map_palette.h"

#include <algorithm>

namespace eylau::mapview {
namespace {

OverlayColours normalColours(OverlayTone tone) {
    switch (tone) {
    case OverlayTone::Reach: return {QColor(46, 160, 67, 80), QColor(27, 110, 45, 200), false};
    // A violet-leaning blue: a greener one came close to the reach's green for blue-yellow
    // colour-blind players (tritanopia).
    case OverlayTone::Entry: return {QColor(40, 110, 220, 95), QColor(55, 65, 170, 230), false};
    case OverlayTone::EntryAlt: return {QColor(40, 110, 220, 60), QColor(55, 65, 170, 230), true};
    // Retreat and advance in teal, apart from the attack's red for red-green colour-blind players
    // too (colour_vision.h; tests/gui/colour_vision_test.cpp).
    case OverlayTone::Retreat: return {QColor(0, 170, 210, 110), QColor(0, 140, 180, 240), false};
    case OverlayTone::Advance: return {QColor(0, 170, 210, 90), QColor(0, 140, 180, 240), true};
    case OverlayTone::Target: return {QColor(200, 30, 30, 40), QColor(200, 20, 20, 255), false};
    case OverlayTone::Selected: return {QColor(255, 215, 0, 40), QColor(255, 200, 0, 255), false};
    case OverlayTone::Problem: return {QColor(220, 20, 60, 70), QColor(220, 20, 60, 255), true};
    // A light orange: a deeper one went dark beside the problem's crimson for blue-yellow
    // colour-blind players (tritanopia).
    case OverlayTone::Obligation: return {QColor(255, 120, 0, 0), QColor(250, 125, 20, 255), true};
    case OverlayTone::FrenchMark: return {QColor(palette::kFrenchInk), QColor(palette::kFrenchFill), false};
    case OverlayTone::AlliedMark: return {QColor(palette::kAlliedInk), QColor(palette::kRussianFill), false};
    case OverlayTone::Hint: return {QColor(150, 50, 210, 50), QColor(70, 0, 100, 255), true};  // dark plum
    // Charcoal: the past in pencil, apart from this turn's selection, attack and problem, which it
    // shares the map with until the side playing gives its first command (tests/gui/colour_pairs_test.cpp).
    case OverlayTone::LastTurn: return {QColor(60, 60, 60, 40), QColor(60, 60, 60, 255), false};
    // Raspberry: the enemy's next turn, a wash under everything else shown (no outline, so that
    // the hundreds of hexes it covers draw no grid), and its odds in a badge, apart from the
    // attack's red, the reach's green and the last turn's charcoal for every colour vision
    // (tests/gui/colour_vision_test.cpp, colour_pairs_test.cpp).
    case OverlayTone::ThreatReach: return {QColor(192, 32, 112, 34), QColor(0, 0, 0, 0), false};
    case OverlayTone::Threat: return {QColor(255, 255, 255, 0), QColor(192, 32, 112, 255), false};
    }
    return {};
}

}  // namespace

OverlayColours overlayColours(OverlayTone tone, Contrast contrast) {
    OverlayColours c = normalColours(tone);
    if (contrast == Contrast::Normal) return c;
    if (c.line.alpha() > 0) c.line.setAlpha(255);  // no outline stays none
    // A see-through fill half as strong again; none stays none, and an opaque one (a marker's) stays.
    if (c.fill.alpha() > 0 && c.fill.alpha() < 255) c.fill.setAlpha(std::min(255, c.fill.alpha() * 3 / 2));
    c.width = 1.4;
    return c;
}

}  // namespace eylau::mapview
