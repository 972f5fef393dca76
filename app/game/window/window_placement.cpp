// Where a tool window goes over the main window (window_placement.h).
#include "window/window_placement.h"

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

}  // namespace eylau::game
