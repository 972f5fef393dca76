#pragma once
// The printed counters' look (2.7): side colours, and the NATO type symbols, drawn from the SVG
// templates in resources/counters/ (":/counters/<type>.svg"). Vector all the way, so counters
// stay crisp at any zoom.
#include "map_contrast.h"

#include "eylau/scenario/order_of_battle.h"

#include <QColor>

#include <memory>
#include <string_view>

class QPainter;
class QRectF;

namespace eylau::mapview {

struct CounterColours {
    QColor fill;
    QColor ink;  // text and symbol
};

// French dark blue with white ink; Allied pale (Russian tan, Prussian grey) with black. In high
// contrast the French blue is darker and the Allied ink black.
CounterColours counterColours(Side side, std::string_view nationality, bool guard,
                              Contrast contrast = Contrast::Normal);

class CounterArt {
public:
    CounterArt();
    ~CounterArt();
    CounterArt(const CounterArt&) = delete;
    CounterArt& operator=(const CounterArt&) = delete;

    // Paints the type's symbol, in `ink`, filling `box` (aspect 5:3).
    void paintSymbol(QPainter& painter, UnitType type, const QColor& ink, const QRectF& box) const;

private:
    struct Renderers;
    std::unique_ptr<Renderers> renderers_;
};

}  // namespace eylau::mapview
