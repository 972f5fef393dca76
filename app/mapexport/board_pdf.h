#pragma once
// The board at print scale on A4 or A3 pages (docs/playing.md, "Printing the board"): each page
// prints its tile of the map (board_tiling.h) with crop marks at the window's corners, the line
// where the next page's cut edge goes, and under the map the page's label ("B3"), what it is, and
// a diagram of all the pages with this one filled in.
#include "board_tiling.h"

#include <QByteArray>
#include <QString>

namespace eylau::mapview {
class MapScene;
}

namespace eylau::mapexport {

// The scale and paper of a printed board.
struct PrintChoice {
    Paper paper = Paper::A4;
    double hexMm = kSpiHexMm;  // a hex across its flats
    double overlapMm = kDefaultOverlapMm;
};

// The tiling of `scene`'s map printed at `choice`'s scale.
BoardTiling tilingFor(const mapview::MapScene& scene, const PrintChoice& choice);

// The PDF file's bytes; empty with `error` set when there would be more than kMaxPages pages.
QByteArray pdfBytes(mapview::MapScene& scene, const PrintChoice& choice, const QString& title, QString& error);

}  // namespace eylau::mapexport
