#pragma once
// Work the first painted map need not wait for, done just after it (issue 40: start-up to the
// first painted map). Also what --exit-after-first-paint stops on (first_paint_exit.h).

#include <functional>

class QWidget;

namespace eylau::game {

// Calls `work` once, from the event loop, just after `widget` has handled its first paint event.
// Queued when the paint event comes (the filter sees the event before the widget paints), so that
// the picture is finished first; of two such calls on one widget, the later one's work is queued
// first (Qt asks the filter installed last first).
void afterFirstPaint(QWidget& widget, std::function<void()> work);

}  // namespace eylau::game
