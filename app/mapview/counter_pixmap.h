#pragma once
// A unit's counter as a picture, for lists beside the map (reinforcements, eliminated units,
// dialogs): the same painting as on the map.
#include "eylau/scenario/order_of_battle.h"

#include <QPixmap>

namespace eylau::mapview {

class CounterArt;

// A square picture `pixels` wide (device-independent), crisp at `devicePixelRatio`.
QPixmap counterPixmap(const Unit& unit, const Division* division, const CounterArt& art, int pixels,
                      qreal devicePixelRatio = 1.0);

}  // namespace eylau::mapview
