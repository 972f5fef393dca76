// Where a tool window goes over the main window (window_placement.h).
#include "window/window_placement.h"

#include "map_scene.h"
#include "map_view.h"

#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <array>

namespace eylau::game {
namespace {

constexpr int kGap = 8;  // between the tool window and the map's edge

// The widest strip of `map` that a window from x to x + width leaves uncovered.
WindowPlacement leaving(QRect map, int x, int width) {
    const int left = map.left();
    const int right = map.left() + map.width();
    const int coverFrom = std::clamp(x, left, right);
    const int coverTo = std::clamp(x + width, left, right);
    if (coverFrom - left >= right - coverTo) return {x, left, coverFrom};
    return {x, coverTo, right};
}

}  // namespace

WindowPlacement placeBeside(QRect window, QRect map, int width, std::optional<int> focus) {
    const int minX = window.left();
    const int maxX = std::max(minX, window.left() + window.width() - width);
    const auto at = [&](int x) { return leaving(map, std::clamp(x, minX, maxX), width); };
    const auto span = [](const WindowPlacement& p) { return p.freeRight - p.freeLeft; };

    // Over the map's far half, as long as most of the map stays in sight.
    const bool focusOnRight = focus && *focus > map.left() + map.width() / 2;
    const WindowPlacement overMap =
        focusOnRight ? at(map.left() + kGap) : at(map.left() + map.width() - width - kGap);
    if (span(overMap) * 100 >= map.width() * 45) return overMap;

    // Else against an edge of the main window: the one that leaves more of the map.
    const std::array candidates{at(window.left() + window.width() - width), at(window.left())};
    const auto best = std::max_element(candidates.begin(), candidates.end(),
                                       [&](const auto& a, const auto& b) { return span(a) < span(b); });
    return span(*best) > span(overMap) ? *best : overMap;
}

void placeOverMap(const QWidget& window, mapview::MapView& view, QWidget& tool, std::optional<Hex> focus) {
    const QRect port(view.viewport()->mapToGlobal(QPoint(0, 0)), view.viewport()->size());
    std::optional<int> focusX;
    if (focus)
        focusX = view.viewport()->mapToGlobal(view.mapFromScene(view.mapScene()->layout().centre(*focus))).x();
    const WindowPlacement place = placeBeside(window.frameGeometry(), port, tool.frameGeometry().width(), focusX);
    tool.move(place.x, port.top() + kGap);
    // Still over the attack: scroll the map so that the attack stands in the middle of the part
    // the window leaves free (when the map can scroll).
    if (!focusX || place.freeRight - place.freeLeft < 80) return;
    if (*focusX >= place.freeLeft + 40 && *focusX <= place.freeRight - 40) return;
    QScrollBar* bar = view.horizontalScrollBar();
    bar->setValue(bar->value() + *focusX - (place.freeLeft + place.freeRight) / 2);
}

}  // namespace eylau::game
