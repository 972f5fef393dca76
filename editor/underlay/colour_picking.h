#pragma once
// Taking a sample colour from the map image (docs/editor.md, "Map image"): the exact pixel under
// the pointer, or the colour of a line (a road, a river, a stream) along a drag. A line a few
// pixels wide is mostly paper within any disc around it: the drag's own pixels, set against the
// paper on either side of it, give the line's colour instead.
#include <QColor>
#include <QImage>
#include <QPointF>

#include <vector>

namespace eylau::editor {

// The pixel whose square holds `at` (image coordinates); invalid off the image.
QColor pixelColour(const QImage& image, QPointF at);

struct LineColour {
    QColor colour;   // the line's colour; invalid when nothing along the drag stands out from the paper
    QColor paper;    // the colour on either side of the drag
    int along = 0;   // pixels the drag passed over
    int inLine = 0;  // of those, the ones that differ from the paper (the line)
};

// The colour of the line a drag follows (`path`: image coordinates, in order). The paper is the
// median colour, channel by channel, of the pixels 6 to 12 pixels either side of the path; the
// pixels the path passes over that differ from it by more than the paper's own spread (three
// times its median deviation, at least 40 levels) are the line; of those, the half that differ
// most (the line's core, not its blurred edges) give the line's colour, as their median.
LineColour lineColour(const QImage& image, const std::vector<QPointF>& path);

}  // namespace eylau::editor
