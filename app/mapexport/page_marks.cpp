#include "page_marks.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>

#include <algorithm>

namespace eylau::mapexport {
namespace {

constexpr double kMarkGapMm = 1.5;     // between the window's corner and its crop marks
constexpr double kMarkLengthMm = 5.0;  // inside the page margin (kPageMarginMm)
constexpr double kLineMm = 0.2;
const QColor kInk(Qt::black);
const QColor kGuide(90, 90, 90);

QFont sans(double points, bool bold) {
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

}  // namespace

QRectF PageMarks::window() const {
    const QRectF w = tiling.windowMm;
    return QRectF(mm(w.left()), mm(w.top()), mm(w.width()), mm(w.height()));
}

void PageMarks::cropMarks(QPainter& painter) const {
    painter.save();
    painter.setPen(QPen(kInk, mm(kLineMm)));
    const QRectF w = window();
    const double gap = mm(kMarkGapMm);
    const double length = mm(kMarkLengthMm);
    for (const QPointF corner : {w.topLeft(), w.topRight(), w.bottomLeft(), w.bottomRight()}) {
        const double dx = corner.x() == w.left() ? -1.0 : 1.0;  // outwards
        const double dy = corner.y() == w.top() ? -1.0 : 1.0;
        painter.drawLine(QPointF(corner.x() + dx * gap, corner.y()), QPointF(corner.x() + dx * (gap + length), corner.y()));
        painter.drawLine(QPointF(corner.x(), corner.y() + dy * gap), QPointF(corner.x(), corner.y() + dy * (gap + length)));
    }
    painter.restore();
}

void PageMarks::overlapLines(QPainter& painter) const {
    if (tiling.overlapMm < kLineMm) return;  // no overlap: the pages are cut on their crop marks and butted
    painter.save();
    QPen dashed(kGuide, mm(kLineMm), Qt::DashLine);
    const QRectF w = window();
    const double overlap = mm(tiling.overlapMm);
    painter.setFont(sans(6.5, true));
    if (column + 1 < tiling.columns) {
        // The next page's left edge, cut along its crop marks, lies on this line.
        const double x = w.right() - overlap;
        painter.setPen(dashed);
        painter.drawLine(QPointF(x, w.top()), QPointF(x, w.bottom()));
        painter.setPen(QPen(kInk, mm(kLineMm)));
        painter.drawLine(QPointF(x, w.top() - mm(kMarkGapMm)), QPointF(x, w.top() - mm(kMarkGapMm + kMarkLengthMm)));
        painter.drawLine(QPointF(x, w.bottom() + mm(kMarkGapMm)), QPointF(x, w.bottom() + mm(kMarkGapMm + kMarkLengthMm)));
        const QRectF text(x + mm(1.0), 0, overlap, w.top() - mm(kMarkGapMm));
        painter.drawText(text, Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("%1 \u25B6").arg(BoardTiling::label(row, column + 1)));
    }
    if (row + 1 < tiling.rows) {
        const double y = w.bottom() - overlap;
        painter.setPen(dashed);
        painter.drawLine(QPointF(w.left(), y), QPointF(w.right(), y));
        painter.setPen(QPen(kInk, mm(kLineMm)));
        painter.drawLine(QPointF(w.left() - mm(kMarkGapMm), y), QPointF(w.left() - mm(kMarkGapMm + kMarkLengthMm), y));
        painter.drawLine(QPointF(w.right() + mm(kMarkGapMm), y), QPointF(w.right() + mm(kMarkGapMm + kMarkLengthMm), y));
        const QRectF text(0, y + mm(0.5), w.left() - mm(0.5), overlap);
        painter.drawText(text, Qt::AlignRight | Qt::AlignTop, QStringLiteral("%1\n\u25BC").arg(BoardTiling::label(row + 1, column)));
    }
    painter.restore();
}

void PageMarks::footer(QPainter& painter, const QString& title, double hexMm) const {
    painter.save();
    const QRectF w = window();
    const QRectF band(w.left() + mm(kMarkGapMm + 1.0), w.bottom() + mm(2.0), w.width() - mm(2.0 * kMarkGapMm + 2.0),
                      mm(kFooterMm - 2.5));
    // The diagram of the pages, this one filled, on the right.
    const double cell = std::min({band.height() / tiling.rows, mm(45.0) / tiling.columns, mm(4.0)});
    const QRectF diagram(band.right() - cell * tiling.columns, band.center().y() - cell * tiling.rows / 2.0,
                         cell * tiling.columns, cell * tiling.rows);
    painter.setPen(QPen(kInk, mm(0.15)));
    for (int r = 0; r < tiling.rows; ++r)
        for (int c = 0; c < tiling.columns; ++c) {
            painter.setBrush(r == row && c == column ? QBrush(kInk) : QBrush(Qt::white));
            painter.drawRect(QRectF(diagram.left() + c * cell, diagram.top() + r * cell, cell, cell));
        }
    // The label, large, on the left; what the page is, between.
    painter.setPen(kInk);
    painter.setFont(sans(16, true));
    const QString label = BoardTiling::label(row, column);
    const QRectF labelRect(band.left(), band.top(), mm(16.0), band.height());
    painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter, label);
    const QRectF words(labelRect.right() + mm(1.0), band.top(), diagram.left() - labelRect.right() - mm(4.0),
                       band.height());
    const int page = row * tiling.columns + column + 1;
    const QString text =
        QCoreApplication::translate("PageMarks", "%1: page %2 of %3, row %4, column %5. Hexes %6 mm across the flats.")
            .arg(title, QString::number(page), QString::number(tiling.pages()), BoardTiling::label(row, 0).chopped(1),
                 QString::number(column + 1), QString::number(hexMm)) +
        QLatin1Char('\n') +
        (tiling.overlapMm < kLineMm
             ? QCoreApplication::translate("PageMarks",
                                           "Cut every edge along the crop marks and butt the pages edge to edge.")
             : QCoreApplication::translate("PageMarks",
                                           "Cut the left and top edges along the crop marks; lay each cut edge on the "
                                           "dashed line of the page to the left or above (%1 mm of map is printed on "
                                           "both).")
                   .arg(tiling.overlapMm));
    painter.setFont(sans(6.5, false));
    painter.drawText(words, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
    painter.restore();
}

}  // namespace eylau::mapexport
