#include "report_pages.h"

#include <algorithm>

#include "page_writer.h"
#include "print_words.h"
#include "sentence_words.h"
#include "summary_style.h"
#include "summary_text.h"
#include "text_table.h"

#include <QCoreApplication>
#include <QPainter>

namespace eylau::print {
namespace {

// The words of the cover and the whole-game pages, in the catalogue's context "ReportPages".
struct ReportPages {
    Q_DECLARE_TR_FUNCTIONS(ReportPages)
};

QString optionsText(const GameSummary& s) {
    QStringList out;
    for (const auto& [name, on] : s.options) {
        const QString label = name == "weather" ? ReportPages::tr("weather (optional rule 22.0)") : optionWords(name);
        out << (on ? ReportPages::tr("%1: on", "an option") : ReportPages::tr("%1: off", "an option")).arg(label);
    }
    return out.isEmpty() ? ReportPages::tr("none", "no options") : out.join(ReportPages::tr("; ", "between items"));
}

// "the game ends ..." as a sentence: "The game ends ...".
QString sentence(const QString& text) {
    QString out = text;
    if (!out.isEmpty()) out[0] = out[0].toUpper();
    if (!out.endsWith(QLatin1Char('.'))) out += QLatin1Char('.');
    return out;
}

QString playerText(const GameSummary& s, Side side) {
    const std::string& name = s.players[std::size_t(side)];
    return name.empty() ? ReportPages::tr("not recorded", "a player's name") : qs(name);
}

QString resultHeadline(const GameSummary& s) {
    const QString level = levelText(s.finalScore);
    if (s.gameOver) return level;
    return ReportPages::tr("Game in progress — %1 as it stands").arg(level);
}

}  // namespace

QString lossesTitle() { return ReportPages::tr("Losses by division"); }

void writeCover(PageWriter& w, const GameSummary& s, const std::vector<ContentsEntry>& contents) {
    const Scenario& scenario = *s.scenario;
    w.moveTo(w.block().top() + w.block().height() * 0.08);
    w.paragraph(ReportPages::tr("TURN SUMMARIES"), style::sans(style::kHeading3, true, false), style::kMuted,
                0, Qt::AlignHCenter);
    w.skip(6);
    // "Eylau: Napoleon's Winter Battle, 1807": the name large, the rest beneath it.
    const QString title = qs(scenario.title.empty() ? scenario.name : scenario.title);
    const qsizetype colon = title.indexOf(QStringLiteral(": "));
    w.paragraph(colon > 0 ? title.left(colon) : title, style::serif(style::kTitle + 8, true), style::kInk, 0,
                Qt::AlignHCenter);
    if (colon > 0) {
        w.skip(2);
        w.paragraph(title.mid(colon + 2), style::serif(style::kHeading1, false), style::kInk, 0, Qt::AlignHCenter);
    }
    w.skip(16);
    w.paragraph(resultHeadline(s), style::serif(style::kHeading2, false, true), style::kAccent, 0, Qt::AlignHCenter);
    w.skip(4);
    w.paragraph(ReportPages::tr("French %1 · Allied %2 Victory Points")
                    .arg(s.finalScore.points[0])
                    .arg(s.finalScore.points[1]),
                style::serif(style::kHeading3 + 1), style::kInk, 0, Qt::AlignHCenter);
    w.skip(22);

    TextTable facts({{QString(), 1.0}, {QString(), 3.0}});
    facts.addRow({TableCell(ReportPages::tr("Scenario"), true), ReportPages::tr("%1 (record: scenario %2)")
                                                                    .arg(qs(scenario.name), qs(s.recordScenario))});
    facts.addRow({TableCell(ReportPages::tr("French player"), true), playerText(s, Side::French)});
    facts.addRow({TableCell(ReportPages::tr("Allied player"), true), playerText(s, Side::Allied)});
    facts.addRow({TableCell(ReportPages::tr("Options"), true), optionsText(s)});
    QString seed = QString::number(s.seed);
    if (!s.scriptedDice.empty())
        seed = ReportPages::tr("%1 (with %n scripted rolls first)", nullptr, int(s.scriptedDice.size())).arg(seed);
    facts.addRow({TableCell(ReportPages::tr("Dice seed"), true), seed});
    // Two counts, each with its forms ("1 command", "1 Game-Turn of 3"): one %n a text.
    facts.addRow({TableCell(ReportPages::tr("Record"), true),
                  ReportPages::tr("%1, %2", "the record: commands, Game-Turns")
                      .arg(ReportPages::tr("%n command(s)", nullptr, s.commands),
                           ReportPages::tr("%n Game-Turn(s) of %1", nullptr, int(s.turns.size())).arg(scenario.lastTurn()))});
    facts.addRow({TableCell(ReportPages::tr("End"), true),
                  s.ending.empty() ? ReportPages::tr("The record stops at %1.").arg(whereWords(s))
                                   : sentence(endingWords(s))});
    facts.addRow({TableCell(ReportPages::tr("Strength lost"), true),
                  ReportPages::tr("French %1, Allied %2 strength points").arg(s.strengthLost[0]).arg(s.strengthLost[1])});
    facts.draw(w);

    if (contents.empty()) return;
    w.skip(20);
    w.heading(ReportPages::tr("Contents"), 2, 40);
    const QFont font = style::serif(style::kBody);
    const double line = w.metrics(font).lineSpacing() * 1.25;
    for (const ContentsEntry& e : contents) {
        w.ensure(line);
        if (QPainter* p = w.painter()) {
            const QRectF row(w.block().left(), w.y(), w.block().width(), line);
            p->setFont(font);
            p->setPen(style::kInk);
            const QString number = QString::number(e.page);
            p->drawText(row, Qt::AlignLeft | Qt::AlignVCenter, e.title);
            p->drawText(row, Qt::AlignRight | Qt::AlignVCenter, number);
            // Dot leaders between title and page number.
            const QFontMetricsF m = w.metrics(font);
            const double from = row.left() + m.horizontalAdvance(e.title) + w.pt(6);
            const double to = row.right() - m.horizontalAdvance(number) - w.pt(6);
            p->setPen(QPen(style::kRule, w.pt(0.8), Qt::DotLine));
            const double baseline = row.center().y() + m.ascent() / 2.0 - w.pt(1.5);
            if (to > from) p->drawLine(QPointF(from, baseline), QPointF(to, baseline));
        }
        w.moveTo(w.y() + line);
    }
}

void writeLossesByDivision(PageWriter& w, const GameSummary& s) {
    w.heading(lossesTitle(), 1);
    w.paragraph(ReportPages::tr("Each side scores one Victory Point for every enemy strength point eliminated (23.1)."),
                style::serif(style::kBody, false, true), style::kMuted);
    w.skip(4);
    for (Side side : kSides) {
        w.heading(side == Side::French ? ReportPages::tr("French divisions") : ReportPages::tr("Allied divisions"), 2, 80);
        TextTable table({{ReportPages::tr("Division"), 1.8}, {ReportPages::tr("Units"), 0.6, Qt::AlignRight},
                         {ReportPages::tr("Strength"), 0.8, Qt::AlignRight},
                         {ReportPages::tr("Lost", "units lost, a column"), 0.6, Qt::AlignRight},
                         {ReportPages::tr("Strength lost"), 1.0, Qt::AlignRight},
                         {ReportPages::tr("Units eliminated"), 3.6}});
        int units = 0, strength = 0, lost = 0, lostStrength = 0;
        for (const DivisionLosses& d : s.lossesByDivision) {
            if (d.side != side) continue;
            table.addRow({QStringLiteral("%1 (%2)").arg(i18n::engineWord(d.name), qs(d.division)), QString::number(d.units),
                          QString::number(d.strength), QString::number(d.lostUnits.size()),
                          TableCell(QString::number(d.lostStrength), d.lostStrength > 0,
                                    d.lostStrength > 0 ? style::kAccent : QColor()),
                          d.lostUnits.empty() ? QStringLiteral("\u2014") : unitList(d.lostUnits)});
            units += d.units;
            strength += d.strength;
            lost += int(d.lostUnits.size());
            lostStrength += d.lostStrength;
        }
        table.addRow({TableCell(ReportPages::tr("Total"), true), TableCell(QString::number(units), true),
                      TableCell(QString::number(strength), true), TableCell(QString::number(lost), true),
                      TableCell(QString::number(lostStrength), true), QString()});
        table.draw(w);
    }
}

void writeLuck(PageWriter& w, const GameSummary& s) {
    w.skip(8);
    w.heading(ReportPages::tr("The dice"), 1, 120);
    w.paragraph(ReportPages::tr("Each attack's result valued in Victory Points for the attacker (23.1): De the "
                                "defenders' printed strength, Ae minus the attackers', Ee the defenders' less as much of "
                                "the attackers', retreats nothing; luck is the value rolled less the value expected from "
                                "the attack's column. A side's luck adds its attacks' luck and takes away its "
                                "opponent's."),
                style::serif(style::kBody, false, true), style::kMuted);
    w.skip(4);
    const LuckReport& luck = s.luck;
    if (luck.attacks.empty()) {
        w.paragraph(ReportPages::tr("No attack was made."), style::serif(style::kBody, false), style::kInk);
        return;
    }
    TextTable table({{ReportPages::tr("Game-Turn"), 1.0}, {ReportPages::tr("Attacks"), 0.8, Qt::AlignRight},
                     {ReportPages::tr("French luck"), 1.0, Qt::AlignRight},
                     {ReportPages::tr("Allied luck"), 1.0, Qt::AlignRight}});
    for (const auto& [turn, sides] : luck.byTurn) {
        const auto attacks = std::count_if(luck.attacks.begin(), luck.attacks.end(),
                                           [turn = turn](const AttackLuck& a) { return a.turn == turn; });
        table.addRow({QString::number(turn), QString::number(attacks), luckFigure(sides[0]), luckFigure(sides[1])});
    }
    table.addRow({TableCell(ReportPages::tr("Whole game"), true), TableCell(QString::number(luck.attacks.size()), true),
                  TableCell(luckFigure(luck.total[0]), true), TableCell(luckFigure(luck.total[1]), true)});
    table.draw(w);
    w.skip(4);
    w.paragraph(ReportPages::tr("Luckiest roll: %1. Unluckiest: %2.")
                    .arg(luckWords(*luck.luckiest()), luckWords(*luck.unluckiest())),
                style::serif(style::kBody, false), style::kInk);
}

}  // namespace eylau::print
