#pragma once
// Where a tool window such as the attack window goes over the main window, so that it hides as
// little of the map as it can and leaves what it describes in sight (issue 20: at 1280x720 a
// window placed over the map's far half covered the whole map). Plain geometry, in global
// coordinates; main_window.cpp applies it.
#include "eylau/map/hex.h"

#include <QRect>

#include <optional>
#include <vector>

namespace eylau::mapview {
class MapView;
}

class QWidget;

namespace eylau::game {

struct WindowPlacement {
    int x = 0;          // the tool window's left edge
    int freeLeft = 0;   // the widest strip of the map it leaves in sight: [freeLeft, freeRight)
    int freeRight = 0;
};

// A tool window `width` wide over `window` (the main window's frame, on its screen) beside `map`
// (the map's viewport). `focus`: the x of what the tool window describes (the attack), if any.
// Over the map's half away from the focus when that leaves at least 45% of the map in sight
// (the side docks, the Charts among them, stay visible); else against whichever edge of the main
// window leaves the widest strip of the map, covering a side dock rather than the map.
// `keepInSight`: what the tool window must not cover (the Charts whose column the attack window
// highlights, issue 40), by their left and right edges; where no place avoids them all, the place
// above is kept.
WindowPlacement placeBeside(QRect window, QRect map, int width, std::optional<int> focus,
                            const std::vector<QRect>& keepInSight = {});

// Moves `tool` beside `view`'s map over `window` (placeBeside); when what it describes (`focus`)
// is still under it, scrolls the map so that the focus stands in the middle of the part left free.
// `keepInSight`: widgets the tool window must leave in sight when they are shown (not behind a tab).
void placeOverMap(const QWidget& window, mapview::MapView& view, QWidget& tool, std::optional<Hex> focus,
                  const std::vector<const QWidget*>& keepInSight = {});

}  // namespace eylau::game
