#include "board_tiling.h"

#include <algorithm>
#include <cmath>

namespace eylau::mapexport {
namespace {

// How many windows of `window` stepping by `window - overlap` cover `length`.
int tilesFor(double length, double window, double overlap) {
    const double step = window - overlap;
    if (length <= window || step <= 0.0) return 1;
    return int(std::ceil((length - overlap) / step - 1e-9));
}

BoardTiling tilingOn(QSizeF boardMm, Paper paper, double overlapMm, bool landscape) {
    BoardTiling t;
    t.paper = paper;
    t.landscape = landscape;
    t.overlapMm = overlapMm;
    t.boardMm = boardMm;
    const QSizeF sheet = paperMm(paper);
    t.pageMm = landscape ? sheet.transposed() : sheet;
    t.windowMm = QRectF(kPageMarginMm, kPageMarginMm, t.pageMm.width() - 2.0 * kPageMarginMm,
                        t.pageMm.height() - 2.0 * kPageMarginMm - kFooterMm);
    t.columns = tilesFor(boardMm.width(), t.windowMm.width(), overlapMm);
    t.rows = tilesFor(boardMm.height(), t.windowMm.height(), overlapMm);
    return t;
}

}  // namespace

QSizeF paperMm(Paper paper) { return paper == Paper::A3 ? QSizeF(297.0, 420.0) : QSizeF(210.0, 297.0); }

QRectF BoardTiling::tile(int row, int column) const {
    const double stepX = windowMm.width() - overlapMm;
    const double stepY = windowMm.height() - overlapMm;
    // All the windows together, less the board: shared equally left and right, top and bottom.
    const double spareX = columns * stepX + overlapMm - boardMm.width();
    const double spareY = rows * stepY + overlapMm - boardMm.height();
    return QRectF(column * stepX - spareX / 2.0, row * stepY - spareY / 2.0, windowMm.width(), windowMm.height());
}

QString BoardTiling::label(int row, int column) {
    QString letters;
    for (int n = row + 1; n > 0; n = (n - 1) / 26) letters.prepend(QChar(u'A' + (n - 1) % 26));
    return letters + QString::number(column + 1);
}

BoardTiling planTiling(QSizeF boardMm, Paper paper, double overlapMm) {
    const BoardTiling portrait = tilingOn(boardMm, paper, overlapMm, false);
    const BoardTiling landscape = tilingOn(boardMm, paper, overlapMm, true);
    return landscape.pages() < portrait.pages() ? landscape : portrait;
}

}  // namespace eylau::mapexport
