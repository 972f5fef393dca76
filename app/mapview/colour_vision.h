#pragma once
// How a colour looks to a player with red-green colour blindness (protanopia, deuteranopia), by
// the simulation of Machado, Oliveira and Fernandes (2009) at full severity, in linear RGB; and
// how far apart two colours look (CIELAB distance, CIE76). The map's tests check with it that the
// two sides' counters and the highlights that can be on the map together stay apart, or differ by
// a second cue (a dashed line); `simulate(QImage)` filters a picture of the window for a look.
#include <QColor>
#include <QImage>

namespace eylau::mapview {

enum class ColourVision { Normal, Protanopia, Deuteranopia };

QColor simulate(const QColor& colour, ColourVision vision);
QImage simulate(const QImage& image, ColourVision vision);

// CIE76 distance in CIELAB (D65): about 2 is just noticeable, 20 clearly apart at a glance.
double colourDistance(const QColor& a, const QColor& b);

}  // namespace eylau::mapview
