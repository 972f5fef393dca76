#pragma once
// What a printed page of the board carries besides the map (board_pdf.h): crop marks, the lines
// where the neighbouring pages' cut edges go, and the footer with the page's label and the
// assembly diagram. Drawn in device units of a page `dotsPerMm` to the millimetre.
#include "board_tiling.h"

#include <QString>

class QPainter;

namespace eylau::mapexport {

struct PageMarks {
    const BoardTiling& tiling;
    double dotsPerMm;
    int row = 0;
    int column = 0;

    // Short lines in the margin, in line with the map window's edges: where to cut.
    void cropMarks(QPainter& painter) const;
    // Dashed over the map: where the page to the right (below) begins, so that its cut edge is laid
    // on it; with its label in the margin.
    void overlapLines(QPainter& painter) const;
    // Under the map: the page's label, what it shows, and the diagram of every page.
    void footer(QPainter& painter, const QString& title, double hexMm) const;

private:
    double mm(double length) const { return length * dotsPerMm; }
    QRectF window() const;  // the map window, in device units
};

}  // namespace eylau::mapexport
