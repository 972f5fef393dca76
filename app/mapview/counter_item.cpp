#include "counter_item.h"

#include "map_palette.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPaintDevice>
#include <QPainterPath>
#include <QStringList>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace eylau::mapview {
namespace {

// This file's words, in the catalogue's context "eylau::mapview::CounterItem".
struct CounterText {
    Q_DECLARE_TR_FUNCTIONS(eylau::mapview::CounterItem)
};

}  // namespace

namespace {

QFont counterFont(double pixelSize, bool bold) {
    QFont font;
    font.setPixelSize(std::max(1, int(pixelSize)));
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);  // scales evenly with the zoom
    return font;
}

}  // namespace

CounterDetail counterDetail(double devicePixels) {
    if (devicePixels < 9.0) return CounterDetail::Fill;
    if (devicePixels < 30.0) return CounterDetail::Values;
    return CounterDetail::Full;
}

CounterItem::CounterItem(const Unit& unit, const Division* division, const CounterArt& art, double size)
    : unitId_(QString::fromStdString(unit.id)),
      face_(face(unit, division)),
      division_(QString::fromStdString(unit.division)),
      values_(QStringLiteral("%1-%2").arg(unit.strength).arg(unit.movement)),
      unitType_(unit.type),
      colours_(counterColours(unit.side, unit.nationality, division != nullptr && division->guard)),
      strongColours_(
          counterColours(unit.side, unit.nationality, division != nullptr && division->guard, Contrast::High)),
      art_(art),
      size_(size) {
    setZValue(layer::kCounters);
    const QString divisionName = division ? QString::fromStdString(division->name) : division_;
    setToolTip(QStringLiteral("%1 (%2) %3%4")
                   .arg(unitId_, divisionName, values_,
                        unit.provenance == Provenance::Reconstructed ? CounterText::tr(" (reconstructed)") : QString()));
}

QString CounterItem::face(const Unit& unit, const Division* division) {
    // The fields the constructor reads, unit.start aside.
    const auto word = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    QStringList parts{QString::fromStdString(unit.id), QString::fromStdString(unit.division),
                      QString::number(unit.strength), QString::number(unit.movement),
                      word(toString(unit.type)), word(toString(unit.side)),
                      QString::fromStdString(unit.nationality), QString::number(int(unit.provenance))};
    if (division) parts << QString::fromStdString(division->name) << QString::number(division->guard);
    return parts.join(QChar(0x1f));
}

void CounterItem::setMark(const QString& mark) {
    if (mark == mark_) return;
    mark_ = mark;
    update();
}

QRectF CounterItem::boundingRect() const {
    const double h = size_ / 2.0;
    const double shadow = size_ * 0.07;
    return {-h - 1, -h - 1, size_ + shadow + 2, size_ + shadow + 2};
}

QPainterPath CounterItem::shape() const {
    QPainterPath path;
    path.addRect(QRectF(-size_ / 2.0, -size_ / 2.0, size_, size_));
    return path;
}

void CounterItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    const double s = size_;
    const QRectF body(-s / 2.0, -s / 2.0, s, s);
    // In device pixels: on a high-density screen a counter of few logical pixels still has room.
    const double dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const CounterDetail detail =
        counterDetail(QStyleOptionGraphicsItem::levelOfDetailFromTransform(p.worldTransform()) * s * dpr);

    // A shadow lifts the counter off the pale snow.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 80));
    p.drawRoundedRect(body.translated(s * 0.06, s * 0.06), s * 0.06, s * 0.06);

    const bool high = contrastOf(*this) == Contrast::High;
    const CounterColours& colours = high ? strongColours_ : colours_;
    const QColor edge(high ? palette::high::kCounterEdge : palette::kCounterEdge);
    p.setPen(QPen(edge, s * (high ? 0.05 : 0.03)));
    p.setBrush(colours.fill);
    p.drawRoundedRect(body, s * 0.06, s * 0.06);
    if (detail == CounterDetail::Fill) return;
    if (detail == CounterDetail::Values) {
        p.setPen(colours.ink);
        // As large as the counter takes: "10-4" as well as "8-4".
        QFont font = counterFont(s * 0.46, true);
        const double wide = QFontMetricsF(font).horizontalAdvance(values_);
        if (wide > s * 0.92) font = counterFont(s * 0.46 * s * 0.92 / wide, true);
        p.setFont(font);
        p.drawText(body, Qt::AlignCenter, values_);
        return;
    }

    // The type symbol in the middle.
    const double symbolWidth = s * 0.5;
    const QRectF symbol(-symbolWidth / 2.0, -s * 0.17, symbolWidth, symbolWidth * 0.6);
    art_.paintSymbol(p, unitType_, colours.ink, symbol);

    p.setPen(colours.ink);
    p.setFont(counterFont(s * 0.22, true));
    p.drawText(QRectF(-s / 2.0, -s * 0.47, s, s * 0.28), Qt::AlignCenter, division_);
    p.setFont(counterFont(s * 0.32, true));
    p.drawText(QRectF(-s / 2.0, s * 0.13, s, s * 0.34), Qt::AlignCenter, values_);
    if (!mark_.isEmpty()) {  // a letter on a white disc: read by its shape, not its colour
        const QRectF disc(s * 0.22, -s * 0.49, s * 0.27, s * 0.27);  // clear of the division's name
        p.setPen(QPen(edge, s * 0.025));
        p.setBrush(Qt::white);
        p.drawEllipse(disc);
        p.setPen(Qt::black);
        p.setFont(counterFont(s * 0.2, true));
        p.drawText(disc, Qt::AlignCenter, mark_);
    }
}

}  // namespace eylau::mapview
