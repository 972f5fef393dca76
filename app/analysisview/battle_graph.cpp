#include "battle_graph.h"

#include "analysis_words.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <vector>

namespace eylau::analysisview {
namespace {

// The graph's own words, in the catalogue's context "BattleGraph".
struct BattleGraph {
    Q_DECLARE_TR_FUNCTIONS(BattleGraph)
};

constexpr double kPad = 4.0;  // between the text and the plot, in multiples of the thin line

QFontMetricsF metricsOn(const QFont& font, QPaintDevice* device) {
    return device ? QFontMetricsF(font, device) : QFontMetricsF(font);
}

// 1, 2 or 5 times a power of ten, so that about `ticks` labels cover `range`.
double niceStep(double range, double ticks) {
    const double raw = range / std::max(1.0, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-6))));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * magnitude) return m * magnitude;
    return 10.0 * magnitude;
}

// The French margin at each slot: the opening, then the end of every Player-Turn.
std::vector<double> evaluations(const ai::GameAnalysis& a) {
    std::vector<double> out;
    out.reserve(a.turns.size() + 1);
    out.push_back(a.turns.empty() ? a.opening : a.turns.front().before);
    for (const ai::TurnAnalysis& t : a.turns) out.push_back(t.after);
    return out;
}

QString valueLabel(double v) { return QLocale().toString(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 1); }

// A marker of `mark` (circle, square, triangle: told apart without colour) centred on `at`.
void paintMarker(QPainter& p, QPointF at, ai::TurnMark mark, const BattleGraphStyle& s) {
    const double r = s.marker;
    p.setPen(QPen(s.ink, s.thin));
    p.setBrush(markColour(mark, s.colour));
    switch (mark) {
    case ai::TurnMark::Inaccuracy: p.drawEllipse(at, r, r); break;
    case ai::TurnMark::Mistake: p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)); break;
    case ai::TurnMark::Blunder:
        p.drawPolygon(QPolygonF({QPointF(at.x(), at.y() - r * 1.3), QPointF(at.x() + r * 1.2, at.y() + r * 0.9),
                                 QPointF(at.x() - r * 1.2, at.y() + r * 0.9)}));
        break;
    case ai::TurnMark::None: p.drawEllipse(at, r * 0.5, r * 0.5); break;
    }
}

// A turning point: a hollow diamond around its point.
void paintTurningPoint(QPainter& p, QPointF at, const BattleGraphStyle& s) {
    const double r = s.marker * 2.2;
    p.setPen(QPen(s.ink, s.thin * 1.4));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(QPolygonF({QPointF(at.x(), at.y() - r), QPointF(at.x() + r, at.y()), QPointF(at.x(), at.y() + r),
                             QPointF(at.x() - r, at.y())}));
}

QPen sidePen(Side side, const BattleGraphStyle& s) {
    const QColor c = s.colour ? (side == Side::French ? s.french : s.allied) : QColor(0x55, 0x55, 0x55);
    QPen pen(c, s.thin * 1.3);
    pen.setStyle(side == Side::French ? Qt::SolidLine : Qt::DashLine);
    return pen;
}

// Each side's Victory Points: flat across a Player-Turn, a step at its end.
void paintVictoryPoints(QPainter& p, const BattleGraphFrame& f, const ai::GameAnalysis& a, const BattleGraphStyle& s) {
    for (Side side : kSides) {
        QPolygonF steps;
        double level = 0;
        steps << QPointF(f.x(0), f.y(level));
        for (std::size_t i = 0; i < a.turns.size(); ++i) {
            steps << QPointF(f.x(double(i + 1)), f.y(level));
            level = a.turns[i].victoryPoints[std::size_t(side)];
            steps << QPointF(f.x(double(i + 1)), f.y(level));
        }
        p.setPen(sidePen(side, s));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(steps);
    }
}

// The evaluation's area: the French colour above zero, the Allied below (grey and hatched in
// greyscale).
void paintMarginArea(QPainter& p, const BattleGraphFrame& f, const std::vector<double>& values, const BattleGraphStyle& s) {
    QPainterPath area;
    area.moveTo(f.x(0), f.y(0));
    for (std::size_t i = 0; i < values.size(); ++i) area.lineTo(f.x(double(i)), f.y(values[i]));
    area.lineTo(f.x(double(values.size() - 1)), f.y(0));
    area.closeSubpath();
    const double zero = f.y(0);
    QColor french = s.colour ? s.french : QColor(0x99, 0x99, 0x99);
    QColor allied = s.colour ? s.allied : QColor(0x44, 0x44, 0x44);
    french.setAlpha(s.colour ? 70 : 90);
    allied.setAlpha(s.colour ? 70 : 160);
    p.save();
    p.setPen(Qt::NoPen);
    p.setClipRect(QRectF(f.plot.left(), f.plot.top(), f.plot.width(), zero - f.plot.top()));
    p.fillPath(area, french);
    p.setClipRect(QRectF(f.plot.left(), zero, f.plot.width(), f.plot.bottom() - zero));
    p.fillPath(area, s.colour ? QBrush(allied) : QBrush(allied, Qt::BDiagPattern));
    p.restore();
}

// The columns of the Game-Turns (every other one faintly shaded), the highlighted Player-Turn,
// the value grid and the zero line.
void paintGrid(QPainter& p, const BattleGraphFrame& f, const ai::GameAnalysis& a, const BattleGraphStyle& s) {
    QColor band = s.ink;
    band.setAlpha(12);
    std::size_t from = 0;
    bool shade = false;
    for (std::size_t i = 0; i <= a.turns.size(); ++i) {
        if (i < a.turns.size() && a.turns[i].gameTurn == a.turns[from].gameTurn) continue;
        if (shade) p.fillRect(QRectF(f.x(double(from)), f.plot.top(), f.x(double(i)) - f.x(double(from)), f.plot.height()), band);
        shade = !shade;
        from = i;
    }
    if (s.highlighted && *s.highlighted < a.turns.size()) {
        QColor now = s.colour ? QColor(0xf0, 0xc0, 0x20) : s.ink;
        now.setAlpha(s.colour ? 90 : 40);
        const double left = f.x(double(*s.highlighted));
        p.fillRect(QRectF(left, f.plot.top(), f.x(double(*s.highlighted + 1)) - left, f.plot.height()), now);
    }
    QColor grid = s.ink;
    grid.setAlpha(40);
    p.setPen(QPen(grid, s.thin * 0.7, Qt::DotLine));
    for (double v = f.low; v <= f.high + 1e-9; v += f.step) p.drawLine(QPointF(f.plot.left(), f.y(v)), QPointF(f.plot.right(), f.y(v)));
    p.setPen(QPen(s.ink, s.thin));
    p.drawLine(QPointF(f.plot.left(), f.y(0)), QPointF(f.plot.right(), f.y(0)));
    p.drawLine(f.plot.topLeft(), f.plot.bottomLeft());
}

void paintAxes(QPainter& p, const BattleGraphFrame& f, const ai::GameAnalysis& a, const BattleGraphStyle& s,
               const QRectF& rect) {
    const QFontMetricsF m = metricsOn(s.font, p.device());
    const double gap = s.thin * kPad;
    p.setFont(s.font);
    p.setPen(s.ink);
    const double labelRight = f.plot.left() - gap;
    const QRectF row(rect.left(), f.plot.bottom() + gap / 2, rect.width(), m.height());
    // The values beside the grid, but none over the legend's "VP" or the axis title below.
    const double legendBottom = rect.top() + (s.legend ? m.height() : 0);
    for (double v = f.low; v <= f.high + 1e-9; v += f.step) {
        const QRectF box(rect.left(), f.y(v) - m.height() / 2, labelRight - rect.left(), m.height());
        if (box.top() < legendBottom - 0.5 || box.bottom() > row.top() + 0.5) continue;
        p.drawText(box, Qt::AlignRight | Qt::AlignVCenter, valueLabel(v));
    }
    p.drawText(QRectF(row.left(), row.top(), labelRight - row.left(), row.height()), Qt::AlignRight | Qt::AlignVCenter,
               BattleGraph::tr("Game-Turn"));
    std::size_t from = 0;
    for (std::size_t i = 1; i <= a.turns.size(); ++i) {
        if (i < a.turns.size() && a.turns[i].gameTurn == a.turns[from].gameTurn) continue;
        const QRectF label(f.x(double(from)), row.top(), f.x(double(i)) - f.x(double(from)), row.height());
        p.drawText(label, Qt::AlignCenter, QString::number(a.turns[from].gameTurn));
        from = i;
    }
    // Which way the shading reads, inside the plot at its left.
    QFont italic = s.font;
    italic.setItalic(true);
    p.setFont(italic);
    const QFontMetricsF mi = metricsOn(italic, p.device());
    if (f.high > 0 && f.y(0) - f.plot.top() > mi.height()) {
        p.setPen(s.colour ? s.french.darker(130) : s.ink);
        p.drawText(QRectF(f.plot.left() + gap, f.plot.top(), f.plot.width() / 2, mi.height()), Qt::AlignLeft | Qt::AlignTop,
                   BattleGraph::tr("French ahead"));
    }
    if (f.low < 0 && f.plot.bottom() - f.y(0) > mi.height()) {
        p.setPen(s.colour ? s.allied.darker(130) : s.ink);
        p.drawText(QRectF(f.plot.left() + gap, f.plot.bottom() - mi.height(), f.plot.width() / 2, mi.height()),
                   Qt::AlignLeft | Qt::AlignBottom, BattleGraph::tr("Allies ahead"));
    }
}

// The row above the plot: what each line and marker stands for. When the row is short (a narrow
// window, a large scale, a longer language) the samples and gaps tighten, then the words shrink
// (to 70% at least), before any entry is left out.
int paintLegend(QPainter& p, const QRectF& rect, const BattleGraphFrame& f, const BattleGraphStyle& s) {
    QStringList names{BattleGraph::tr("Evaluation (French margin)"), BattleGraph::tr("French VP"),
                      BattleGraph::tr("Allied VP")};
    for (ai::TurnMark mark : {ai::TurnMark::Inaccuracy, ai::TurnMark::Mistake, ai::TurnMark::Blunder}) {
        QString name = markName(mark);
        if (!name.isEmpty()) name[0] = name[0].toUpper();
        names << name;
    }
    names << BattleGraph::tr("Turning point");

    const QFontMetricsF m = metricsOn(s.font, p.device());
    const double h = m.height();
    const double gap = s.thin * kPad;
    const double room = rect.right() - f.plot.left();
    double sample = h * 1.6, spacing = gap * 3;
    const auto needed = [&](const QFontMetricsF& metrics) {
        double total = 0;
        for (const QString& n : names) total += sample + gap + metrics.horizontalAdvance(n) + spacing;
        return total - spacing;
    };
    if (needed(m) > room) sample = h, spacing = gap * 1.5;
    QFont font = s.font;
    if (const double want = needed(m); want > room && font.pointSizeF() > 0) {
        // Only the words shrink: the samples and gaps keep their size.
        double words = 0;
        for (const QString& n : names) words += m.horizontalAdvance(n);
        const double fixed = want - words;
        font.setPointSizeF(font.pointSizeF() * std::clamp(0.98 * (room - fixed) / words, 0.7, 1.0));
    }
    const QFontMetricsF fm = metricsOn(font, p.device());

    p.setFont(s.font);
    p.setPen(s.ink);
    p.drawText(QRectF(rect.left(), rect.top(), f.plot.left() - gap - rect.left(), h), Qt::AlignRight | Qt::AlignVCenter,
               BattleGraph::tr("VP", "Victory Points, the value axis"));
    p.setFont(font);
    double x = f.plot.left();
    const double cy = rect.top() + h / 2;
    std::size_t next = 0;
    int drawn = 0;
    auto item = [&](auto&& drawSample) {
        const QString& text = names[int(next++)];
        const double width = sample + gap + fm.horizontalAdvance(text) + spacing;
        if (x + width - spacing > rect.right()) return;
        ++drawn;
        drawSample(QPointF(x + sample / 2, cy));
        p.setPen(s.ink);
        p.drawText(QRectF(x + sample + gap, rect.top(), width, h), Qt::AlignLeft | Qt::AlignVCenter, text);
        x += width;
    };
    auto line = [&](const QPen& pen) {
        return [&, pen](QPointF c) {
            p.setPen(pen);
            p.drawLine(QPointF(c.x() - sample / 2, c.y()), QPointF(c.x() + sample / 2, c.y()));
        };
    };
    item(line(QPen(s.ink, s.line)));
    item(line(sidePen(Side::French, s)));
    item(line(sidePen(Side::Allied, s)));
    for (ai::TurnMark mark : {ai::TurnMark::Inaccuracy, ai::TurnMark::Mistake, ai::TurnMark::Blunder})
        item([&](QPointF c) { paintMarker(p, c, mark, s); });
    item([&](QPointF c) {
        BattleGraphStyle small = s;
        small.marker = std::min(s.marker, h / 4.4);
        paintTurningPoint(p, c, small);
    });
    p.setFont(s.font);
    return drawn;
}

}  // namespace

double BattleGraphFrame::x(double slot) const {
    return plot.left() + slot * plot.width() / double(std::max<std::size_t>(turns, 1));
}

double BattleGraphFrame::y(double vp) const { return plot.bottom() - (vp - low) / (high - low) * plot.height(); }

QColor markColour(ai::TurnMark mark, bool colour) {
    switch (mark) {
    case ai::TurnMark::Inaccuracy: return colour ? QColor(0xe8, 0xc3, 0x3a) : QColor(0xee, 0xee, 0xee);
    case ai::TurnMark::Mistake: return colour ? QColor(0xe0, 0x7b, 0x1f) : QColor(0x99, 0x99, 0x99);
    case ai::TurnMark::Blunder: return colour ? QColor(0xc6, 0x28, 0x28) : QColor(0x22, 0x22, 0x22);
    case ai::TurnMark::None: break;
    }
    return colour ? QColor(0x1b, 0x1b, 0x1b) : QColor(0x1b, 0x1b, 0x1b);
}

BattleGraphFrame battleGraphFrame(const QRectF& rect, const ai::GameAnalysis& a, const BattleGraphStyle& s,
                                  QPaintDevice* device) {
    const QFontMetricsF m = metricsOn(s.font, device);
    const double gap = s.thin * kPad;
    BattleGraphFrame f;
    f.turns = a.turns.size();
    double low = 0, high = 1;
    for (double v : evaluations(a)) low = std::min(low, v), high = std::max(high, v);
    for (const ai::TurnAnalysis& t : a.turns)
        for (int vp : t.victoryPoints) high = std::max(high, double(vp));
    const double top = rect.top() + (s.legend ? m.height() + gap : s.marker * 2.5);
    const double bottom = rect.bottom() - m.height() - gap;
    f.step = niceStep(high - low, std::max(1.0, (bottom - top) / (m.height() * 1.5)));
    f.low = std::floor(low / f.step - 1e-9) * f.step;
    f.high = std::ceil(high / f.step + 1e-9) * f.step;
    if (f.high - f.low < f.step) f.high = f.low + f.step;
    double labels = m.horizontalAdvance(BattleGraph::tr("Game-Turn"));
    for (double v = f.low; v <= f.high + 1e-9; v += f.step) labels = std::max(labels, m.horizontalAdvance(valueLabel(v)));
    const double left = rect.left() + labels + gap * 2;
    f.plot = QRectF(QPointF(left, top), QPointF(rect.right() - s.marker * 2.5, std::max(top + 1, bottom)));
    return f;
}

int paintBattleGraph(QPainter& p, const QRectF& rect, const ai::GameAnalysis& a, const BattleGraphStyle& s) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    if (s.paper.alpha() > 0) p.fillRect(rect, s.paper);
    const BattleGraphFrame f = battleGraphFrame(rect, a, s, p.device());
    paintGrid(p, f, a, s);
    if (a.turns.empty()) {
        p.setFont(s.font);
        p.setPen(s.ink);
        p.drawText(f.plot, Qt::AlignCenter, BattleGraph::tr("No Player-Turn analysed"));
    } else {
        const std::vector<double> values = evaluations(a);
        paintMarginArea(p, f, values, s);
        paintVictoryPoints(p, f, a, s);
        QPolygonF line;
        for (std::size_t i = 0; i < values.size(); ++i) line << QPointF(f.x(double(i)), f.y(values[i]));
        QPen pen(s.ink, s.line);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(line);
        for (std::size_t i = 0; i < a.turns.size(); ++i) {
            const QPointF at(f.x(double(i + 1)), f.y(a.turns[i].after));
            if (a.turns[i].turningPoint) paintTurningPoint(p, at, s);
            if (a.turns[i].mark != ai::TurnMark::None) paintMarker(p, at, a.turns[i].mark, s);
        }
    }
    paintAxes(p, f, a, s, rect);
    const int legend = s.legend ? paintLegend(p, rect, f, s) : 0;
    p.restore();
    return legend;
}

std::optional<std::size_t> battleGraphTurnAt(const QRectF& rect, const ai::GameAnalysis& a, const BattleGraphStyle& s,
                                             QPointF point) {
    if (a.turns.empty() || !rect.contains(point)) return std::nullopt;
    const BattleGraphFrame f = battleGraphFrame(rect, a, s);
    if (point.x() < f.plot.left() || point.x() > f.plot.right()) return std::nullopt;
    const auto slot = std::size_t((point.x() - f.plot.left()) / f.plot.width() * double(a.turns.size()));
    return std::min(slot, a.turns.size() - 1);
}

std::optional<std::size_t> turnAtPosition(const ai::GameAnalysis& a, std::size_t position) {
    std::optional<std::size_t> found;
    for (std::size_t i = 0; i < a.turns.size(); ++i)
        if (a.turns[i].start <= position) found = i;
    return found;
}

}  // namespace eylau::analysisview
