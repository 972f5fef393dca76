#include "report_pages.h"

#include <algorithm>

#include "page_writer.h"
#include "summary_style.h"
#include "summary_text.h"
#include "text_table.h"

#include "eylau/rules/variants/variant_rules.h"

#include <QPainter>

namespace eylau::print {
namespace {

QString optionsText(const GameSummary& s) {
    QStringList out;
    for (const auto& [name, on] : s.options) {
        const std::string variant = variantRuleTitle(name);  // CR, AL: named as variants, not SPI's rules
        const QString label = name == "weather"    ? QStringLiteral("weather (optional rule 22.0)")
                              : !variant.empty() ? qs(variant)
                                                 : qs(name);
        out << label + (on ? QStringLiteral(": on") : QStringLiteral(": off"));
    }
    return out.isEmpty() ? QStringLiteral("none") : out.join(QStringLiteral("; "));
}

// "the game ends ..." as a sentence: "The game ends ...".
QString sentence(const std::string& text) {
    QString out = qs(text);
    if (!out.isEmpty()) out[0] = out[0].toUpper();
    if (!out.endsWith(QLatin1Char('.'))) out += QLatin1Char('.');
    return out;
}

QString playerText(const GameSummary& s, Side side) {
    const std::string& name = s.players[std::size_t(side)];
    return name.empty() ? QStringLiteral("not recorded") : qs(name);
}

QString resultHeadline(const GameSummary& s) {
    const QString level = levelText(s.finalScore);
    if (s.gameOver) return level;
    return QStringLiteral("Game in progress \u2014 %1 as it stands").arg(level);
}

}  // namespace

void writeCover(PageWriter& w, const GameSummary& s, const std::vector<ContentsEntry>& contents) {
    const Scenario& scenario = *s.scenario;
    w.moveTo(w.block().top() + w.block().height() * 0.08);
    w.paragraph(QStringLiteral("TURN SUMMARIES"), style::sans(style::kHeading3, true, false), style::kMuted,
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
    w.paragraph(QStringLiteral("French %1 \u00b7 Allied %2 Victory Points").arg(s.finalScore.points[0]).arg(s.finalScore.points[1]),
                style::serif(style::kHeading3 + 1), style::kInk, 0, Qt::AlignHCenter);
    w.skip(22);

    TextTable facts({{QString(), 1.0}, {QString(), 3.0}});
    facts.addRow({TableCell(QStringLiteral("Scenario"), true), QStringLiteral("%1 (record: scenario %2)")
                                                                  .arg(qs(scenario.name), qs(s.recordScenario))});
    facts.addRow({TableCell(QStringLiteral("French player"), true), playerText(s, Side::French)});
    facts.addRow({TableCell(QStringLiteral("Allied player"), true), playerText(s, Side::Allied)});
    facts.addRow({TableCell(QStringLiteral("Options"), true), optionsText(s)});
    QString seed = QString::number(s.seed);
    if (!s.scriptedDice.empty()) seed += QStringLiteral(" (with %1 scripted rolls first)").arg(s.scriptedDice.size());
    facts.addRow({TableCell(QStringLiteral("Dice seed"), true), seed});
    facts.addRow({TableCell(QStringLiteral("Record"), true),
                  QStringLiteral("%1 commands, %2 Game-Turns of %3").arg(s.commands).arg(s.turns.size()).arg(scenario.lastTurn())});
    facts.addRow({TableCell(QStringLiteral("End"), true),
                  s.ending.empty() ? QStringLiteral("The record stops at %1.").arg(qs(s.where)) : sentence(s.ending)});
    facts.addRow({TableCell(QStringLiteral("Strength lost"), true),
                  QStringLiteral("French %1, Allied %2 strength points").arg(s.strengthLost[0]).arg(s.strengthLost[1])});
    facts.draw(w);

    if (contents.empty()) return;
    w.skip(20);
    w.heading(QStringLiteral("Contents"), 2, 40);
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
    w.heading(QStringLiteral("Losses by division"), 1);
    w.paragraph(QStringLiteral("Each side scores one Victory Point for every enemy strength point eliminated (23.1)."),
                style::serif(style::kBody, false, true), style::kMuted);
    w.skip(4);
    for (Side side : kSides) {
        w.heading(QStringLiteral("%1 divisions").arg(sideName(side)), 2, 80);
        TextTable table({{QStringLiteral("Division"), 1.8}, {QStringLiteral("Units"), 0.6, Qt::AlignRight},
                         {QStringLiteral("Strength"), 0.8, Qt::AlignRight}, {QStringLiteral("Lost"), 0.6, Qt::AlignRight},
                         {QStringLiteral("Strength lost"), 1.0, Qt::AlignRight}, {QStringLiteral("Units eliminated"), 3.6}});
        int units = 0, strength = 0, lost = 0, lostStrength = 0;
        for (const DivisionLosses& d : s.lossesByDivision) {
            if (d.side != side) continue;
            table.addRow({QStringLiteral("%1 (%2)").arg(qs(d.name), qs(d.division)), QString::number(d.units),
                          QString::number(d.strength), QString::number(d.lostUnits.size()),
                          TableCell(QString::number(d.lostStrength), d.lostStrength > 0,
                                    d.lostStrength > 0 ? style::kAccent : QColor()),
                          d.lostUnits.empty() ? QStringLiteral("\u2014") : unitList(d.lostUnits)});
            units += d.units;
            strength += d.strength;
            lost += int(d.lostUnits.size());
            lostStrength += d.lostStrength;
        }
        table.addRow({TableCell(QStringLiteral("Total"), true), TableCell(QString::number(units), true),
                      TableCell(QString::number(strength), true), TableCell(QString::number(lost), true),
                      TableCell(QString::number(lostStrength), true), QString()});
        table.draw(w);
    }
}

void writeLuck(PageWriter& w, const GameSummary& s) {
    w.skip(8);
    w.heading(QStringLiteral("The dice"), 1, 120);
    w.paragraph(QStringLiteral("Each attack's result valued in Victory Points for the attacker (23.1): De the "
                               "defenders' printed strength, Ae minus the attackers', Ee the defenders' less as much of "
                               "the attackers', retreats nothing; luck is the value rolled less the value expected from "
                               "the attack's column. A side's luck adds its attacks' luck and takes away its "
                               "opponent's."),
                style::serif(style::kBody, false, true), style::kMuted);
    w.skip(4);
    const LuckReport& luck = s.luck;
    if (luck.attacks.empty()) {
        w.paragraph(QStringLiteral("No attack was made."), style::serif(style::kBody, false), style::kInk);
        return;
    }
    TextTable table({{QStringLiteral("Game-Turn"), 1.0}, {QStringLiteral("Attacks"), 0.8, Qt::AlignRight},
                     {QStringLiteral("French luck"), 1.0, Qt::AlignRight}, {QStringLiteral("Allied luck"), 1.0, Qt::AlignRight}});
    for (const auto& [turn, sides] : luck.byTurn) {
        const auto attacks = std::count_if(luck.attacks.begin(), luck.attacks.end(),
                                           [turn = turn](const AttackLuck& a) { return a.turn == turn; });
        table.addRow({QString::number(turn), QString::number(attacks), qs(formatLuck(sides[0])), qs(formatLuck(sides[1]))});
    }
    table.addRow({TableCell(QStringLiteral("Whole game"), true), TableCell(QString::number(luck.attacks.size()), true),
                  TableCell(qs(formatLuck(luck.total[0])), true), TableCell(qs(formatLuck(luck.total[1])), true)});
    table.draw(w);
    w.skip(4);
    w.paragraph(QStringLiteral("Luckiest roll: %1. Unluckiest: %2.")
                    .arg(qs(luck.luckiest()->describe()), qs(luck.unluckiest()->describe())),
                style::serif(style::kBody, false), style::kInk);
}

}  // namespace eylau::print
