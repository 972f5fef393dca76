#include "page_writer.h"

#include "summary_style.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace eylau::print {
namespace {

// The folio's words, in the catalogue's context "Folio".
struct Folio {
    Q_DECLARE_TR_FUNCTIONS(Folio)
};

}  // namespace

PageWriter::PageWriter(QPagedPaintDevice& device, QPainter* painter)
    : device_(device), painter_(painter), dpi_(device.logicalDpiY()) {
    // The device's own coordinates start at the top left of the area inside the margins.
    page_rect_ = QRectF(0, 0, device.width(), device.height());
    const double head = pt(style::kSmall) * 1.4 + pt(10);
    const double foot = pt(style::kSmall) * 1.4 + pt(10);
    block_ = page_rect_.adjusted(0, head, 0, -foot);
    y_ = block_.top();
}

QFontMetricsF PageWriter::metrics(const QFont& font) const { return QFontMetricsF(font, &device_); }

void PageWriter::skip(double points) {
    if (atTop()) return;
    y_ += pt(points);
    if (y_ > block_.bottom()) newPage();
}

void PageWriter::ensure(double height) {
    if (!atTop() && y_ + height > block_.bottom()) newPage();
}

void PageWriter::newPage() {
    endPage();
    if (painter_) device_.newPage();
    ++page_;
    y_ = block_.top();
    pageLeft_ = headLeft_;
    pageRight_ = headRight_;
}

void PageWriter::finish() {
    if (finished_) return;
    endPage();
    finished_ = true;
}

void PageWriter::setRunningHead(const QString& left, const QString& right) {
    headLeft_ = left;
    headRight_ = right;
    if (atTop()) {
        pageLeft_ = left;
        pageRight_ = right;
    }
}

void PageWriter::endPage() {
    if (!painter_) return;
    QPainter& p = *painter_;
    const QFont font = style::sans(style::kSmall, false, false);
    p.setFont(font);
    p.setPen(style::kMuted);
    const double h = metrics(font).height();
    if (!pageLeft_.isEmpty() || !pageRight_.isEmpty()) {
        const QRectF head(page_rect_.left(), page_rect_.top(), page_rect_.width(), h);
        p.drawText(head, Qt::AlignLeft | Qt::AlignVCenter, pageLeft_);
        p.drawText(head, Qt::AlignRight | Qt::AlignVCenter, pageRight_);
        p.setPen(QPen(style::kRule, pt(0.4)));
        const double y = head.bottom() + pt(3);
        p.drawLine(QPointF(page_rect_.left(), y), QPointF(page_rect_.right(), y));
        p.setPen(style::kMuted);
    }
    const QRectF band(page_rect_.left(), page_rect_.bottom() - h, page_rect_.width(), h);
    const QString folio = total_ > 0 ? Folio::tr("page %1 of %2").arg(page_).arg(total_) : QString::number(page_);
    p.drawText(band, Qt::AlignHCenter | Qt::AlignVCenter, folio);
}

double PageWriter::heightOf(const QString& text, const QFont& font, double width) const {
    return metrics(font).boundingRect(QRectF(0, 0, width, 1e9), Qt::TextWordWrap, text).height();
}

void PageWriter::paragraph(const QString& text, const QFont& font, const QColor& colour, double indent,
                           Qt::Alignment align) {
    const double x = block_.left() + pt(indent);
    const double w = block_.width() - pt(indent);
    const double h = heightOf(text, font, w);
    ensure(std::min(h, metrics(font).lineSpacing() * 2.0));
    if (painter_) {
        painter_->setFont(font);
        painter_->setPen(colour);
        painter_->drawText(QRectF(x, y_, w, h), int(align) | Qt::TextWordWrap, text);
    }
    y_ += h;
}

void PageWriter::heading(const QString& text, int level, double keep) {
    const double size = level <= 1 ? style::kHeading1 : level == 2 ? style::kHeading2 : style::kHeading3;
    const QFont font = level == 3 ? style::sans(size, true, false) : style::serif(size, true);
    skip(level <= 1 ? 0 : level == 2 ? 10 : 6);
    const double h = heightOf(text, font, block_.width());
    ensure(h + pt(keep));
    if (painter_) {
        painter_->setFont(font);
        painter_->setPen(level == 3 ? style::kMuted : style::kInk);
        painter_->drawText(QRectF(block_.left(), y_, block_.width(), h), Qt::TextWordWrap, text);
    }
    y_ += h;
    if (level <= 2) {
        y_ += pt(2);
        rule(level == 1 ? 0.9 : 0.4, level == 1 ? style::kInk : style::kRule);
    }
    y_ += pt(level == 3 ? 2 : 5);
}

void PageWriter::rule(double weightPoints, const QColor& colour) {
    if (painter_) {
        painter_->setPen(QPen(colour, pt(weightPoints)));
        painter_->drawLine(QPointF(block_.left(), y_), QPointF(block_.right(), y_));
    }
    y_ += pt(weightPoints);
}

}  // namespace eylau::print
