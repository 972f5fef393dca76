#pragma once
// How far apart two colours look, and how well text reads on a ground: CIELAB (D65) distances,
// CIE76 and CIEDE2000, and the WCAG 2 contrast ratio. The map's tests measure the palette with
// them (colour_vision.h simulates how a colour-blind player sees it).
#include <QColor>

#include <array>

namespace eylau::mapview {

// An sRGB channel (0..255) as linear light (0..1).
double linearChannel(int channel);

// CIELAB (D65) coordinates: L, a, b.
using Lab = std::array<double, 3>;
Lab toLab(const QColor& colour);

// CIE76 distance in CIELAB: about 2 is just noticeable, 20 clearly apart at a glance.
double colourDistance(const QColor& a, const QColor& b);

// CIEDE2000 (Sharma, Wu and Dalal 2005, with kL = kC = kH = 1): about 1 is just noticeable side
// by side. It corrects CIE76 where CIELAB is uneven (saturated blues, pale colours), so it is the
// fairer measure between highlights of very different hue and lightness.
double ciede2000(const QColor& a, const QColor& b);
double ciede2000(const Lab& first, const Lab& second);

// WCAG 2 relative luminance (0 black .. 1 white) and contrast ratio (1:1 .. 21:1); alpha ignored.
double relativeLuminance(const QColor& colour);
double contrastRatio(const QColor& a, const QColor& b);

}  // namespace eylau::mapview
