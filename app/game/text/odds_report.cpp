#include "text/odds_report.h"

#include "text/game_text.h"
#include "sentence_words.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>

#include <algorithm>

namespace eylau::game {
namespace {

// This file's words, in the catalogue's context "eylau::game::OddsReport".
struct OddsText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::OddsReport)
};

QString itemLine(const Scenario& scenario, const StrengthItem& it) {
    QString text = QStringLiteral("<td>%1%2</td><td align=right>%3</td>")
                       .arg(unitId(scenario, it.unit), it.bombarding ? OddsText::tr(" <i>(bombarding, 5.6)</i>") : QString())
                       .arg(it.base);
    QString detail;
    if (it.divisor > 1)  // CR.3, CR.4 (variant)
        detail += OddsText::tr(" &divide;%1 = %2 (readiness)").arg(it.divisor).arg(it.reduced);
    if (it.fresh) detail += OddsText::tr(" + %1 fresh (21.1)").arg(it.fresh);
    if (it.doubled) detail += OddsText::tr(" &times;2 %1 (9.0)").arg(i18n::engineWord(it.doubledBy).toHtmlEscaped());
    return text + QStringLiteral("<td>%1</td><td align=right><b>%2</b></td>").arg(detail).arg(it.total);
}

QString column(const Game& game, std::size_t c) {
    const auto& columns = game.scenario().combatResults.columns();
    return c < columns.size() ? QString::fromStdString(columns[c].text()) : QStringLiteral("?");
}

}  // namespace

QString oddsHtml(const Game& game, const OddsAccount& odds) {
    const Scenario& scenario = game.scenario();
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2>");
    html += OddsText::tr("<tr><td colspan=4><b>Attack</b></td></tr>");
    // Each side's lines under its own heading (the engine says which change the defence), and the
    // ratio and column (6.2, 20.2) after both totals.
    const auto linesIn = [&](std::size_t from, std::size_t to) {
        QString rows;
        for (std::size_t i = from; i < std::min(to, odds.lines.size()); ++i)
            rows += QStringLiteral("<tr><td colspan=4>%1</td></tr>").arg(i18n::wordSentence(odds.lines[i]).toHtmlEscaped());
        return rows;
    };
    for (const StrengthItem& it : odds.attackers) html += QStringLiteral("<tr>") + itemLine(scenario, it) + QStringLiteral("</tr>");
    html += linesIn(0, odds.defenceLinesBegin) + linesIn(odds.defenceLinesEnd, odds.ratioLinesBegin);
    html += OddsText::tr("<tr><td colspan=3>Attack total</td><td align=right><b>%1</b></td></tr>").arg(odds.attackTotal);
    html += OddsText::tr("<tr><td colspan=4><b>Defence</b></td></tr>");
    for (const StrengthItem& it : odds.defenders) html += QStringLiteral("<tr>") + itemLine(scenario, it) + QStringLiteral("</tr>");
    html += linesIn(odds.defenceLinesBegin, odds.defenceLinesEnd);
    html += OddsText::tr("<tr><td colspan=3>Defence total</td><td align=right><b>%1</b></td></tr>").arg(odds.defenceTotal);
    html += linesIn(odds.ratioLinesBegin, odds.lines.size());
    html += QStringLiteral("<tr><td colspan=4><b>%1</b></td></tr>").arg(oddsSummary(game, odds).toHtmlEscaped());
    html += QStringLiteral("</table>");
    return html;
}

QString oddsSummary(const Game& game, const OddsAccount& odds) {
    QString text = OddsText::tr("%1 to %2: ratio %3 (6.2), column %4")
                       .arg(odds.attackTotal)
                       .arg(odds.defenceTotal)
                       .arg(QString::fromStdString(odds.rawRatio.text()), column(game, odds.rawColumn));
    if (odds.loweredTo) text += OddsText::tr(", lowered to %1 (6.2)").arg(QString::fromStdString(odds.loweredTo->text()));
    if (odds.columnShifts) text += OddsText::tr(", shifted %1 right (20.2)").arg(odds.columnShifts);
    if (odds.finalColumn != odds.rawColumn) text += OddsText::tr(": resolved at %1").arg(column(game, odds.finalColumn));
    return text;
}

QString chancesHtml(const OddsAccount& odds, bool weather) {
    static const char* names[] = {"Ae", "Ar", "Dr", "De", "Ee"};
    const QString meaning[] = {OddsText::tr("attacker eliminated"), OddsText::tr("attacker retreats"),
                               OddsText::tr("defender retreats"), OddsText::tr("defender eliminated"),
                               OddsText::tr("equal elimination")};
    const auto& chance = weather ? odds.chanceWithWeather : odds.chance;
    QString html = OddsText::tr("Chance of each result:") + QStringLiteral("<table cellspacing=0 cellpadding=3><tr>");
    for (std::size_t r = 0; r < 5; ++r)
        html += QStringLiteral("<td align=center title=\"%2\"><b>%1</b></td>").arg(QLatin1String(names[r]), meaning[r].toHtmlEscaped());
    html += QStringLiteral("</tr><tr>");
    for (std::size_t r = 0; r < 5; ++r)
    {
        QString percent = QString::number(chance[r] * 100.0, 'f', 1);
        if (percent.endsWith(QLatin1String(".0"))) percent.chop(2);
        html += QStringLiteral("<td align=center>%1%</td>").arg(percent);
    }
    html += QStringLiteral("</tr></table>");
    if (weather) html += OddsText::tr("<small>with the weather die (22.0)</small>");
    return html;
}

}  // namespace eylau::game
