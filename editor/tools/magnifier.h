#pragma once
// The Sample tool's magnifier (docs/editor.md, "Map image"): a loupe beside the pointer showing
// the map image's own pixels around the one under the pointer, each drawn as a square, that one
// marked, with a swatch of its colour and its code below: so a click on a road or a stream a few
// pixels wide is seen to take the road's pixel, not the paper's.
#include <QColor>
#include <QImage>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace eylau::editor {

inline constexpr int kLoupeCells = 15;   // image pixels across (odd: the pointer's pixel in the middle)
inline constexpr int kLoupeCell = 9;     // screen pixels for each
inline constexpr int kLoupeGap = 24;     // from the pointer to the loupe
inline constexpr int kLoupeCaption = 34; // the swatch and the text under the pixels

// The kLoupeCells x kLoupeCells pixels of `image` around the one holding `at` (image
// coordinates), that one in the middle; outside the image, transparent.
QImage loupePixels(const QImage& image, QPointF at);

// Where the loupe goes for a pointer at `pointer` (screen pixels) in a viewport of `viewport`:
// below right of it, or on the other side near an edge.
QRectF loupeRect(QPointF pointer, const QRectF& viewport);

// Paints the loupe in screen pixels (the painter untransformed): the pixels, the middle one
// outlined in black and white, then `swatch` and `caption` beneath.
void paintLoupe(QPainter& painter, const QRectF& rect, const QImage& pixels, const QColor& swatch, const QString& caption);

}  // namespace eylau::editor
