#include "text_table.h"

#include "page_writer.h"
#include "summary_style.h"

#include <QPainter>

#include <algorithm>
#include <numeric>

namespace eylau::print {
namespace {

constexpr double kPadX = 3.0;  // points
constexpr double kPadY = 1.8;

QFont cellFont(bool head, bool bold) { return style::sans(style::kTable, head || bold); }

// How a cell is set: its font, and whether its text may use the column's padding. A head's title
// with a word wider than the cell's text box (a longer translation: "Résultat" for "Result") may
// use the padding, and is made smaller when even that is too narrow, so that no word is cut
// (drawText clips to its box). A title that fits within half a point, as every English one
// does, is set as before. `width` is the text box's, inside the padding.
struct CellFit {
    QFont font;
    bool usePadding = false;
};

CellFit fit(const PageWriter& w, const TableCell& cell, double width, bool head) {
    CellFit out{cellFont(head, cell.bold)};
    if (!head) return out;
    const QFontMetricsF m = w.metrics(out.font);
    double widest = 0;
    for (const QString& word : cell.text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, m.horizontalAdvance(word));
    if (widest <= width + w.pt(0.5)) return out;
    out.usePadding = true;
    const double room = width + 2 * w.pt(kPadX);
    if (widest > room && room > 0) out.font.setPointSizeF(out.font.pointSizeF() * std::max(0.6, room / widest * 0.98));
    return out;
}

}  // namespace

bool TextTable::hasHead() const {
    for (const TableColumn& c : columns_)
        if (!c.title.isEmpty()) return true;
    return false;
}

double TextTable::height(const PageWriter& w, double indent) const {
    const std::vector<double> ws = widths(w.block().width() - w.pt(indent));
    std::vector<TableCell> head;
    for (const TableColumn& c : columns_) head.emplace_back(c.title);
    double h = (hasHead() ? rowHeight(w, head, ws, true) : w.pt(0.9)) + w.pt(0.6);
    for (const auto& row : rows_) h += rowHeight(w, row, ws, false);
    return h;
}

std::vector<double> TextTable::widths(double total) const {
    double sum = 0;
    for (const TableColumn& c : columns_) sum += c.weight;
    std::vector<double> out;
    for (const TableColumn& c : columns_) out.push_back(sum > 0 ? total * c.weight / sum : 0);
    return out;
}

double TextTable::rowHeight(const PageWriter& w, const std::vector<TableCell>& row, const std::vector<double>& widths,
                            bool head) const {
    double h = w.metrics(cellFont(head, false)).height();
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) {
        const double width = widths[c] - 2 * w.pt(kPadX);
        const CellFit f = fit(w, row[c], width, head);
        h = std::max(h, w.heightOf(row[c].text, f.font, f.usePadding ? width + 2 * w.pt(kPadX) : width));
    }
    return h + 2 * w.pt(kPadY);
}

void TextTable::drawRow(PageWriter& w, const std::vector<TableCell>& row, const std::vector<double>& widths, double x,
                        double height, bool head, bool banded) const {
    QPainter* p = w.painter();
    if (!p) return;
    const double total = std::accumulate(widths.begin(), widths.end(), 0.0);
    const QRectF band(x, w.y(), total, height);
    if (head || banded) p->fillRect(band, head ? style::kHeadFill : style::kBand);
    double cx = x;
    for (std::size_t c = 0; c < widths.size(); ++c) {
        if (c < row.size()) {
            const TableCell& cell = row[c];
            const CellFit f = fit(w, cell, widths[c] - 2 * w.pt(kPadX), head);
            p->setFont(f.font);
            p->setPen(cell.colour.isValid() ? cell.colour : style::kInk);
            QRectF box(cx + w.pt(kPadX), w.y() + w.pt(kPadY), widths[c] - 2 * w.pt(kPadX), height - 2 * w.pt(kPadY));
            if (f.usePadding) box.adjust(-w.pt(kPadX), 0, w.pt(kPadX), 0);
            const Qt::Alignment align = head ? (columns_[c].align & Qt::AlignHorizontal_Mask) : columns_[c].align;
            p->drawText(box, int(align | Qt::AlignTop) | Qt::TextWordWrap, cell.text);
        }
        cx += widths[c];
    }
    if (head) {
        p->setPen(QPen(style::kInk, w.pt(0.6)));
        p->drawLine(band.bottomLeft(), band.bottomRight());
    }
}

void TextTable::draw(PageWriter& w, double indent) const {
    const double x = w.block().left() + w.pt(indent);
    const std::vector<double> ws = widths(w.block().width() - w.pt(indent));
    std::vector<TableCell> head;
    for (const TableColumn& c : columns_) head.emplace_back(c.title);
    const double headHeight = hasHead() ? rowHeight(w, head, ws, true) : 0.0;
    auto drawHead = [&] {
        if (QPainter* p = w.painter()) {
            p->setPen(QPen(style::kInk, w.pt(0.9)));
            p->drawLine(QPointF(x, w.y()), QPointF(w.block().right(), w.y()));
        }
        if (headHeight > 0) drawRow(w, head, ws, x, headHeight, true, false);
        w.moveTo(w.y() + (headHeight > 0 ? headHeight : w.pt(0.9)));
    };
    // The head and the first row stay together.
    const double first = rows_.empty() ? 0 : rowHeight(w, rows_.front(), ws, false);
    w.ensure(headHeight + first + w.pt(0.6));
    drawHead();
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const double h = rowHeight(w, rows_[r], ws, false);
        if (h > w.remaining()) {
            w.newPage();
            drawHead();
        }
        drawRow(w, rows_[r], ws, x, h, false, r % 2 == 1);
        w.moveTo(w.y() + h);
    }
    if (QPainter* p = w.painter()) {
        p->setPen(QPen(style::kInk, w.pt(0.6)));
        p->drawLine(QPointF(x, w.y()), QPointF(w.block().right(), w.y()));
    }
    w.moveTo(w.y() + w.pt(0.6));
}

}  // namespace eylau::print
