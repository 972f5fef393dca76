#pragma once
// Flowing text down the pages of a QPagedPaintDevice (a QPrinter or a QPdfWriter): a cursor that
// knows the page's text block, breaks pages, and sets the running head and the folio on each
// page. The page size and margins are the device's: with a QPrinter they come from the print
// dialog, so the same code fits A4 and US Letter.
//
// A document is set twice: first with no painter, to count the pages (and learn where each part
// begins, for the contents), then with the painter, knowing the total for "page 3 of 17".
#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace eylau::print {

class PageWriter {
public:
    // `painter` active on `device`, or nullptr for the counting pass (nothing is drawn).
    PageWriter(QPagedPaintDevice& device, QPainter* painter);

    QPainter* painter() const { return painter_; }
    bool drawing() const { return painter_ != nullptr; }
    // Typographic points in device units.
    double pt(double points) const { return points * dpi_ / 72.0; }
    QFontMetricsF metrics(const QFont& font) const;

    // The text block of every page: below the running head, above the folio.
    QRectF block() const { return block_; }
    double y() const { return y_; }
    void moveTo(double y) { y_ = y; }
    double remaining() const { return block_.bottom() - y_; }
    bool atTop() const { return y_ <= block_.top() + 0.5; }
    int page() const { return page_; }

    // Vertical space in points (dropped at the top of a page).
    void skip(double points);
    // Breaks the page unless `height` (device units) fits below the cursor.
    void ensure(double height);
    void newPage();
    // Closes the last page (its folio). Call once, at the end.
    void finish();

    // Printed in small type at the top of the pages from the next one on, left and right (and
    // of this page too while nothing has been set on it).
    void setRunningHead(const QString& left, const QString& right);
    // The number of pages, for "page N of TOTAL" (0: just "N").
    void setTotalPages(int total) { total_ = total; }

    // The height of `text` wrapped to `width` (device units).
    double heightOf(const QString& text, const QFont& font, double width) const;
    // A wrapped paragraph across the block (less `indent` points on the left); advances the
    // cursor. Its first two lines must fit on this page, or it starts on the next.
    void paragraph(const QString& text, const QFont& font, const QColor& colour, double indent = 0,
                   Qt::Alignment align = Qt::AlignLeft);
    // A heading (level 1, 2 or 3), kept with at least `keep` points of what follows.
    void heading(const QString& text, int level, double keep = 60);
    // A thin horizontal rule across the block.
    void rule(double weightPoints, const QColor& colour);

private:
    void endPage();  // sets the running head and the folio

    QPagedPaintDevice& device_;
    QPainter* painter_;
    double dpi_;
    QRectF page_rect_;  // the whole paintable area
    QRectF block_;
    double y_ = 0;
    int page_ = 1;
    int total_ = 0;
    QString headLeft_, headRight_;  // for pages to come
    QString pageLeft_, pageRight_;  // of this page
    bool finished_ = false;
};

}  // namespace eylau::print
