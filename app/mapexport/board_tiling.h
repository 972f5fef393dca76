#pragma once
// How the board is cut into printed pages (docs/playing.md, "Printing the board"): the map at
// print scale, laid over as few A4 or A3 sheets as will hold it, portrait or landscape, with a
// strip of map printed on both of two neighbouring pages so that they can be overlapped and
// taped. Lengths are in millimetres; pure geometry, nothing drawn here.
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace eylau::mapexport {

enum class Paper { A4, A3 };

// SPI printed its maps with hexes 5/8 inch (15.9 mm) across the flats, for counters half an inch
// square; the rulebook does not give the size, so 16 mm is the default and the player may change it.
inline constexpr double kSpiHexMm = 16.0;
inline constexpr double kDefaultOverlapMm = 10.0;
// Round each page, blank: most printers print no nearer the edge than 5 mm.
inline constexpr double kPageMarginMm = 8.0;
// Under the map on each page: the page's label ("B3"), what it is, and the assembly diagram.
inline constexpr double kFooterMm = 12.0;
// More pages than this is no board anyone will tape together (the largest map, 99 x 99 hexes,
// takes 56 A4 pages at 16 mm a hex and 304 at 40 mm).
inline constexpr int kMaxPages = 200;

struct BoardTiling {
    Paper paper = Paper::A4;
    bool landscape = false;
    int columns = 1;
    int rows = 1;
    double overlapMm = kDefaultOverlapMm;
    QSizeF pageMm;    // the sheet, as turned
    QRectF windowMm;  // where each page prints its part of the map (the same on every page)
    QSizeF boardMm;   // the whole map, printed

    int pages() const { return columns * rows; }
    // The part of the board that page (row, column) prints in its window: millimetres from the
    // board's top left corner. The tiles step by the window less the overlap and the board is
    // centred in all of them together.
    QRectF tile(int row, int column) const;
    // The page's name for assembly: the row's letter and the column's number, "A1", "B3" (rows
    // past Z go on "AA", "AB"...).
    static QString label(int row, int column);
};

// The tiling of a board of `boardMm` on `paper` with `overlapMm` shared between neighbours:
// portrait or landscape, whichever needs fewer pages (portrait on a tie).
BoardTiling planTiling(QSizeF boardMm, Paper paper, double overlapMm);

// The sheet's size in millimetres, portrait.
QSizeF paperMm(Paper paper);

}  // namespace eylau::mapexport
