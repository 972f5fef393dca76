// Where a tool window goes over the main window (window_placement.h).
#include "window/window_placement.h"

#include "map_scene.h"
#include "map_view.h"

#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <array>
#include <vector>

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

// Over the map's far half, else against the main window's edge that leaves more of the map.
WindowPlacement firstChoice(QRect window, QRect map, int width, std::optional<int> focus) {
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

}  // namespace

WindowPlacement placeBeside(QRect window, QRect map, int width, std::optional<int> focus,
                            const std::vector<QRect>& keepInSight) {
    const WindowPlacement first = firstChoice(window, map, width, focus);
    const auto covers = [&](int x, int from, int to) { return x < to && x + width > from; };
    const auto coversKept = [&](int x) {
        return std::any_of(keepInSight.begin(), keepInSight.end(),
                           [&](const QRect& r) { return covers(x, r.left(), r.left() + r.width()); });
    };
    if (!coversKept(first.x)) return first;
    // The places along the main window that leave all of them in sight: the one that leaves the
    // focus uncovered if it can, then the widest strip of the map.
    const int minX = window.left();
    const int maxX = std::max(minX, window.left() + window.width() - width);
    std::optional<WindowPlacement> best;
    bool bestCoversFocus = true;
    for (int x = minX;; x = std::min(x + 4, maxX)) {
        if (!coversKept(x)) {
            const WindowPlacement p = leaving(map, x, width);
            const bool coversFocus = focus && covers(x, *focus, *focus + 1);
            const bool better = !best || (bestCoversFocus && !coversFocus)
                                || (bestCoversFocus == coversFocus && p.freeRight - p.freeLeft > best->freeRight - best->freeLeft);
            if (better) {
                best = p;
                bestCoversFocus = coversFocus;
            }
        }
        if (x == maxX) break;
    }
    return best.value_or(first);
}


void placeOverMap(const QWidget& window, mapview::MapView& view, QWidget& tool, std::optional<Hex> focus,
                  const std::vector<const QWidget*>& keepInSight) {
    const QRect port(view.viewport()->mapToGlobal(QPoint(0, 0)), view.viewport()->size());
    std::optional<int> focusX;
    if (focus)
        focusX = view.viewport()->mapToGlobal(view.mapFromScene(view.mapScene()->layout().centre(*focus))).x();
    // What must stay in sight and is beside the rows the tool window takes.
    const QRect rows(port.left(), port.top() + kGap, 1, tool.frameGeometry().height());
    std::vector<QRect> kept;
    for (const QWidget* w : keepInSight) {
        if (!w || !w->isVisible() || w->visibleRegion().isEmpty()) continue;
        const QRect r(w->mapToGlobal(QPoint(0, 0)), w->size());
        if (r.top() < rows.bottom() && r.bottom() > rows.top()) kept.push_back(r);
    }
    const WindowPlacement place = placeBeside(window.frameGeometry(), port, tool.frameGeometry().width(), focusX, kept);
    tool.move(place.x, port.top() + kGap);
    // Still over the attack: scroll the map so that the attack stands in the middle of the part
    // the window leaves free (when the map can scroll).
    if (!focusX || place.freeRight - place.freeLeft < 80) return;
    if (*focusX >= place.freeLeft + 40 && *focusX <= place.freeRight - 40) return;
    QScrollBar* bar = view.horizontalScrollBar();
    bar->setValue(bar->value() + *focusX - (place.freeLeft + place.freeRight) / 2);
}

}  // namespace eylau::game
