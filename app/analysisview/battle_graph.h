#pragma once
// The graph of the battle (docs/analysis.md, "The graph and the side summaries"): the
// computer's evaluation of each Player-Turn (the French margin in expected Victory Points) as
// the main line, shaded in the French colour above zero and the Allied colour below, each side's
// Victory Points as thinner steps, and a marker on every marked turn and turning point. One
// plain painting for the screen and for paper (a QPainter on a widget, a printer or a PDF), so
// the review bar and the printed page show the same graph; readable in greyscale too (dash
// patterns and marker shapes, not only colours).
#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>

#include <optional>
#include <cstddef>

#include "eylau/ai/game_analysis.h"

class QPaintDevice;
class QPainter;

namespace eylau::analysisview {

struct BattleGraphStyle {
    QFont font;                  // labels and legend
    double line = 2.0;           // the evaluation's width (device units)
    double thin = 1.0;           // the Victory Point steps, axes and grid
    double marker = 4.0;         // a mark's radius
    bool colour = true;          // false: shades of grey, told apart by pattern and shape
    bool legend = true;          // a row of what each line and marker means
    std::optional<std::size_t> highlighted;  // a Player-Turn (index into the analysis' turns) shaded
    QColor ink{0x1b, 0x1b, 0x1b};
    QColor paper{0xff, 0xff, 0xff};  // behind the plot; transparent: none painted
    QColor french{0x2f, 0x5a, 0xa8};
    QColor allied{0x8a, 0x6d, 0x1f};
};

// The plot's geometry in `rect` for `analysis`: shared by painting and hit-testing.
struct BattleGraphFrame {
    QRectF plot;       // where the lines are drawn
    double low = 0;    // Victory Points at the plot's bottom
    double high = 1;   // at its top
    double step = 1;   // between the value labels
    std::size_t turns = 0;
    double x(double slot) const;  // slot 0: the opening; slot i+1: the end of turn i
    double y(double vp) const;
};
// `device`: where the text is measured (the painter's device; null: the screen).
BattleGraphFrame battleGraphFrame(const QRectF& rect, const ai::GameAnalysis& analysis, const BattleGraphStyle& style,
                                  QPaintDevice* device = nullptr);

// Returns how many of the legend's seven entries it drew (all, unless the row is far too short).
int paintBattleGraph(QPainter& painter, const QRectF& rect, const ai::GameAnalysis& analysis,
                     const BattleGraphStyle& style);
inline constexpr int kBattleGraphLegendEntries = 7;

// The Player-Turn (index into the turns) whose column holds `point`; nullopt outside the plot.
std::optional<std::size_t> battleGraphTurnAt(const QRectF& rect, const ai::GameAnalysis& analysis,
                                             const BattleGraphStyle& style, QPointF point);

// The Player-Turn (index) a review position falls in: the turn whose start..end holds it, the
// last turn at or past the last one's end, nullopt before the first or without turns.
std::optional<std::size_t> turnAtPosition(const ai::GameAnalysis& analysis, std::size_t position);

// The marks' colours (inaccuracy, mistake, blunder), for the legend and any key beside the graph.
QColor markColour(ai::TurnMark mark, bool colour);

}  // namespace eylau::analysisview
