#include "analysis_page.h"

#include "page_writer.h"
#include "summary_style.h"
#include "text_table.h"

#include "analysis_words.h"
#include "battle_graph.h"
#include "side_summary_view.h"

#include "eylau/ai/game_analysis.h"

#include <QCoreApplication>
#include <QPainter>

namespace eylau::print {
namespace {

// The words of the page, in the catalogue's context "AnalysisPage".
struct AnalysisPage {
    Q_DECLARE_TR_FUNCTIONS(AnalysisPage)
};

QString turningPointCell(const ai::TurnAnalysis& t) {
    if (!t.turningPoint) return QStringLiteral("\u2014");
    return t.cause == ai::SwingCause::Dice ? AnalysisPage::tr("yes, by the dice") : AnalysisPage::tr("yes, by the decisions");
}

// The graph across the text block, half as high as it is wide at most.
void drawGraph(PageWriter& w, const ai::GameAnalysis& a, bool colour) {
    const double height = std::min(w.block().width() * 0.5, w.pt(250));
    w.ensure(height);
    if (QPainter* p = w.painter()) {
        analysisview::BattleGraphStyle s;
        s.font = style::sans(style::kSmall);
        s.line = w.pt(1.6);
        s.thin = w.pt(0.6);
        s.marker = w.pt(3.2);
        s.colour = colour;
        s.ink = style::kInk;
        s.paper = Qt::transparent;
        s.french = style::kFrench;
        s.allied = style::kAllied;
        analysisview::paintBattleGraph(*p, QRectF(w.block().left(), w.y(), w.block().width(), height), a, s);
    }
    w.moveTo(w.y() + height);
}

}  // namespace

QString analysisTitle() { return AnalysisPage::tr("Analysis of the game"); }

void writeAnalysis(PageWriter& w, const ai::GameAnalysis& a, bool colour) {
    w.heading(analysisTitle(), 1);
    w.paragraph(AnalysisPage::tr("The computer's evaluation of every Player-Turn, as the French margin in expected "
                                 "Victory Points (23.0), with each side's Victory Points. A Player-Turn's cost is what "
                                 "its decisions gave away against the computer's own plan for it: %1 VP or more an "
                                 "inaccuracy, %2 a mistake, %3 a blunder. Turning points are the largest swings.")
                    .arg(analysisview::vpFigure(ai::kInaccuracyCost), analysisview::vpFigure(ai::kMistakeCost),
                         analysisview::vpFigure(ai::kBlunderCost)),
                style::serif(style::kBody, false, true), style::kMuted);
    if (!a.complete)
        w.paragraph(AnalysisPage::tr("The analysis was stopped part-way: %n Player-Turn(s) analysed.", nullptr,
                                     int(a.turns.size())),
                    style::serif(style::kBody, true), style::kAccent);
    w.skip(6);
    drawGraph(w, a, colour);
    w.skip(8);
    w.heading(AnalysisPage::tr("Each side"), 2, 40);
    for (Side side : kSides)
        w.paragraph(analysisview::sideSummaryText(a, side), style::serif(style::kBody), style::kInk);
    w.skip(6);
    w.heading(AnalysisPage::tr("The marked Player-Turns"), 2, 60);
    TextTable table({{AnalysisPage::tr("Game-Turn"), 0.8, Qt::AlignRight},
                     {AnalysisPage::tr("Side"), 0.8},
                     {AnalysisPage::tr("Mark"), 1.0},
                     {AnalysisPage::tr("Cost (VP)"), 0.8, Qt::AlignRight},
                     {AnalysisPage::tr("Luck (VP)"), 0.8, Qt::AlignRight},
                     {AnalysisPage::tr("Turning point"), 1.4}});
    for (const ai::TurnAnalysis& t : a.turns) {
        if (t.mark == ai::TurnMark::None && !t.turningPoint) continue;
        const bool marked = t.mark != ai::TurnMark::None;
        table.addRow({QString::number(t.gameTurn), analysisview::sideWord(t.side),
                      TableCell(marked ? analysisview::markName(t.mark) : QStringLiteral("\u2014"),
                                t.mark == ai::TurnMark::Blunder, t.mark == ai::TurnMark::Blunder ? style::kAccent : QColor()),
                      analysisview::vpFigure(t.cost), analysisview::signedFigure(t.luck), turningPointCell(t)});
    }
    if (table.empty())
        w.paragraph(AnalysisPage::tr("No Player-Turn was marked."), style::serif(style::kBody), style::kInk);
    else
        table.draw(w);
}

}  // namespace eylau::print
