#pragma once
// eylau --exit-after-first-paint: the program leaves its event loop once the map has been painted
// for the first time, so that a script can time start-up to the first painted map
// (tests/benchmarks/startup_ratio.sh). The bare window that start-up is compared with
// (tests/benchmarks/startup_baseline.cpp) stops the same way, with this same code.

class QWidget;

namespace eylau::game {

// Prints "first paint" on standard output and exits the application's event loop (status 0)
// just after `widget` has handled its first paint event. Called before the event loop runs;
// changes nothing else.
void exitAfterFirstPaint(QWidget& widget);

}  // namespace eylau::game
