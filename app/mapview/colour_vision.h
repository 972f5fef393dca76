#pragma once
// How a colour looks to a colour-blind player: red-green (protanopia, deuteranopia) and
// blue-yellow (tritanopia), by the simulation of Machado, Oliveira and Fernandes (2009) at full
// severity, in linear RGB. The map's tests check with it (and colour_metrics.h) that the two
// sides' counters, the highlights that can be on the map together and the victory hexes stay
// apart, or differ by a second cue (a dashed line); `simulate(QImage)` filters a picture of the
// window for a look.
#include "colour_metrics.h"

#include <QColor>
#include <QImage>

namespace eylau::mapview {

enum class ColourVision { Normal, Protanopia, Deuteranopia, Tritanopia };

QColor simulate(const QColor& colour, ColourVision vision);
QImage simulate(const QImage& image, ColourVision vision);

}  // namespace eylau::mapview
