#include "analysis_words.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace eylau::analysisview {
namespace {

// The words of the analysis, in the catalogue's context "AnalysisWords".
struct AnalysisWords {
    Q_DECLARE_TR_FUNCTIONS(AnalysisWords)
};

}  // namespace

QString markWithArticle(ai::TurnMark mark) {
    switch (mark) {
    case ai::TurnMark::Inaccuracy: return AnalysisWords::tr("an inaccuracy");
    case ai::TurnMark::Mistake: return AnalysisWords::tr("a mistake");
    case ai::TurnMark::Blunder: return AnalysisWords::tr("a blunder");
    case ai::TurnMark::None: break;
    }
    return AnalysisWords::tr("no mark");
}

QString sideWord(Side side) { return side == Side::French ? AnalysisWords::tr("French") : AnalysisWords::tr("Allied"); }

QString markName(ai::TurnMark mark) {
    switch (mark) {
    case ai::TurnMark::Inaccuracy: return AnalysisWords::tr("inaccuracy");
    case ai::TurnMark::Mistake: return AnalysisWords::tr("mistake");
    case ai::TurnMark::Blunder: return AnalysisWords::tr("blunder");
    case ai::TurnMark::None: break;
    }
    return AnalysisWords::tr("no mark");
}

QString vpFigure(double vp) { return QLocale().toString(std::abs(vp) < 0.05 ? 0.0 : vp, 'f', 1); }

QString signedFigure(double vp) {
    const double shown = std::abs(vp) < 0.05 ? 0.0 : vp;
    return shown > 0 ? QLocale().positiveSign() + vpFigure(shown) : vpFigure(shown);
}

QString markCounts(const ai::SideSummary& s) {
    const int inaccuracies = s.marks[std::size_t(ai::TurnMark::Inaccuracy)];
    const int mistakes = s.marks[std::size_t(ai::TurnMark::Mistake)];
    const int blunders = s.marks[std::size_t(ai::TurnMark::Blunder)];
    const QString a = inaccuracies > 0 ? AnalysisWords::tr("%n inaccuracy(-ies)", nullptr, inaccuracies)
                                       : AnalysisWords::tr("no inaccuracy");
    const QString b = mistakes > 0 ? AnalysisWords::tr("%n mistake(s)", nullptr, mistakes) : AnalysisWords::tr("no mistake");
    const QString c = blunders > 0 ? AnalysisWords::tr("%n blunder(s)", nullptr, blunders) : AnalysisWords::tr("no blunder");
    return AnalysisWords::tr("%1, %2, %3", "inaccuracies, mistakes, blunders").arg(a, b, c);
}

QString sideSummaryLine(Side side, const ai::SideSummary& s) {
    return AnalysisWords::tr("%1: %2 VP a Player-Turn on average; %3", "side, average cost, the marks")
        .arg(sideWord(side), vpFigure(s.averageCost), markCounts(s));
}

QString worstTurnLine(const ai::GameAnalysis& analysis, Side side) {
    const ai::TurnAnalysis* worst = analysis.worstTurn(side);
    if (!worst) return AnalysisWords::tr("No Player-Turn of this side analysed");
    if (worst->cost <= 0.05)
        return AnalysisWords::tr("Every Player-Turn as good as the computer's plan or better");
    return AnalysisWords::tr("Worst: Game-Turn %1, cost %2 VP (%3)")
        .arg(worst->gameTurn)
        .arg(vpFigure(worst->cost), markWithArticle(worst->mark));
}

QString turnLine(const ai::TurnAnalysis& t) {
    return AnalysisWords::tr("Game-Turn %1, %2: cost %3 VP, %4; the dice gave %5", "turn, side, cost, mark, luck")
        .arg(t.gameTurn)
        .arg(sideWord(t.side), vpFigure(std::max(0.0, t.cost)), markWithArticle(t.mark), signedFigure(t.luck));
}

QString marginWords(double margin) {
    if (std::abs(margin) < 0.05) return AnalysisWords::tr("even");
    return margin > 0 ? AnalysisWords::tr("French ahead by %1 VP").arg(vpFigure(margin))
                      : AnalysisWords::tr("Allies ahead by %1 VP").arg(vpFigure(-margin));
}

QString turningPointWords(const ai::TurnAnalysis& t) {
    const double swing = t.after - t.before;
    const QString towards = swing >= 0 ? AnalysisWords::tr("the evaluation moved %1 VP towards the French")
                                       : AnalysisWords::tr("the evaluation moved %1 VP towards the Allies");
    const QString moved = towards.arg(vpFigure(std::abs(swing)));
    return t.cause == ai::SwingCause::Dice ? AnalysisWords::tr("A turning point, by the dice: %1").arg(moved)
                                           : AnalysisWords::tr("A turning point, by the decisions: %1").arg(moved);
}

QString turnDescription(const ai::TurnAnalysis& t) {
    QStringList lines;
    lines << turnLine(t);
    lines << AnalysisWords::tr("Evaluation: %1 before, %2 after; the computer's plan: %3")
                 .arg(marginWords(t.before), marginWords(t.after), marginWords(t.best));
    lines << AnalysisWords::tr("Victory Points at its end: French %1, Allied %2")
                 .arg(t.victoryPoints[0])
                 .arg(t.victoryPoints[1]);
    if (t.turningPoint) lines << turningPointWords(t);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace eylau::analysisview
