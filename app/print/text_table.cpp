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
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
        h = std::max(h, w.heightOf(row[c].text, cellFont(head, row[c].bold), widths[c] - 2 * w.pt(kPadX)));
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
            p->setFont(cellFont(head, cell.bold));
            p->setPen(cell.colour.isValid() ? cell.colour : style::kInk);
            const QRectF box(cx + w.pt(kPadX), w.y() + w.pt(kPadY), widths[c] - 2 * w.pt(kPadX),
                             height - 2 * w.pt(kPadY));
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
