#include "summary_text.h"

#include "print_words.h"
#include "sentence_words.h"

#include <QCoreApplication>

#include <algorithm>

namespace eylau::print {
namespace {

// The words of this file, in the catalogue's context "SummaryText" (app/print/translations).
// The English is the source text: with no translator loaded the pages read as before.
struct SummaryText {
    Q_DECLARE_TR_FUNCTIONS(SummaryText)
};

}  // namespace

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString sideName(Side side) { return side == Side::French ? SummaryText::tr("French") : SummaryText::tr("Allied"); }

QString unitList(const std::vector<std::string>& ids) {
    QStringList out;
    for (const std::string& id : ids) out << qs(id);
    return out.join(QStringLiteral(", "));
}

QString mpText(int halfMP) { return movementPoints(halfMP); }

QString divisionName(const Scenario& scenario, const std::string& division) {
    const Division* d = scenario.division(division);
    return d && !d->name.empty() ? i18n::engineWord(d->name) : qs(division);
}

QString gameTurnTitle(const GameTurnSummary& turn) {
    QString title = turn.date.empty()
                        ? SummaryText::tr("Game-Turn %1 · %2").arg(turn.turn).arg(qs(turn.time))
                        : SummaryText::tr("Game-Turn %1 · %2, %3")
                              .arg(turn.turn)
                              .arg(qs(turn.time), i18n::engineWord(turn.date));
    if (turn.night) title += SummaryText::tr(", night");
    return title;
}

QString resultText(CombatResult result) {
    switch (result) {
        case CombatResult::Ae: return SummaryText::tr("Ae: the attacker is eliminated");
        case CombatResult::Ar: return SummaryText::tr("Ar: the attacker retreats");
        case CombatResult::Dr: return SummaryText::tr("Dr: the defender retreats");
        case CombatResult::De: return SummaryText::tr("De: the defender is eliminated");
        case CombatResult::Ee: return SummaryText::tr("Ee: exchange");
    }
    return {};
}

QString strengthText(const Scenario& scenario, const StrengthItem& item) {
    const QString id = qs(scenario.units.at(item.unit.slot()).id);
    QString value = QString::number(item.base);
    if (item.divisor > 1) value += QStringLiteral("/%1").arg(item.divisor);  // CR.3, CR.4 (variant)
    if (item.fresh > 0) value += QStringLiteral("+%1").arg(item.fresh);
    if (item.doubled) {
        if (item.fresh > 0) value = QStringLiteral("(%1)").arg(value);
        value += QStringLiteral("\u00d72 %1").arg(i18n::engineWord(item.doubledBy));
    }
    QString text = id + QLatin1Char(' ') + value;
    if (item.fresh > 0 && !item.doubled) text = SummaryText::tr("%1 fresh").arg(text);
    if (item.bombarding) text = SummaryText::tr("%1 bombarding").arg(text);
    return text;
}

QString attackLine(const AttackEntry& a) {
    QString who = unitList(a.attackers);
    if (!a.bombarding.empty())
        who = who.isEmpty() ? SummaryText::tr("%1 bombarding").arg(unitList(a.bombarding))
                            : SummaryText::tr("%1 with %2 bombarding").arg(who, unitList(a.bombarding));
    QString line = SummaryText::tr("%1 on %2: %3 to %4, %5").arg(who, unitList(a.defenders))
                       .arg(a.odds.attackTotal).arg(a.odds.defenceTotal).arg(qs(a.column));
    if (a.rolled()) line += SummaryText::tr(", die %1: %2").arg(a.die).arg(qs(std::string(toString(a.result))));
    return line;
}

namespace {

QString itemised(const Scenario& scenario, const std::vector<StrengthItem>& items, int total, const QString& extra) {
    QStringList parts;
    for (const StrengthItem& item : items) parts << strengthText(scenario, item);
    if (!extra.isEmpty()) parts << extra;
    return parts.join(QStringLiteral(", ")) + QStringLiteral(" = %1").arg(total);
}

}  // namespace

QString attackerStrengths(const Scenario& scenario, const AttackEntry& a) {
    const QString bonus =
        a.odds.integrityBonus > 0 ? SummaryText::tr("+%1 integrity").arg(a.odds.integrityBonus) : QString();
    return itemised(scenario, a.odds.attackers, a.odds.attackTotal, bonus);
}

QString defenderStrengths(const Scenario& scenario, const AttackEntry& a) {
    return itemised(scenario, a.odds.defenders, a.odds.defenceTotal, {});
}

QString oddsText(const AttackEntry& a) {
    QString text = QStringLiteral("%1 : %2 = %3").arg(a.odds.attackTotal).arg(a.odds.defenceTotal).arg(qs(a.ratio));
    if (a.loweredTo) text += QLatin1Char('\n') + SummaryText::tr("lowered to %1").arg(qs(*a.loweredTo));
    // The English says "1 column shift" and "-1 column shifts": two messages, each with its forms.
    const int shifts = a.odds.columnShifts;
    if (shifts != 0)
        text += QLatin1Char('\n') + (shifts == 1 ? SummaryText::tr("%n column shift", nullptr, shifts)
                                                 : SummaryText::tr("%n column shifts", nullptr, shifts));
    if (a.column != a.ratio) text += QLatin1Char('\n') + SummaryText::tr("column %1").arg(qs(a.column));
    return text;
}

QString diceText(const AttackEntry& a) {
    if (!a.rolled()) return SummaryText::tr("not rolled");
    QString text = QString::number(a.die);
    if (a.weatherDie) {
        text += QLatin1Char('\n') + SummaryText::tr("weather %1").arg(*a.weatherDie);
        if (a.result != a.tableResult)
            text += QStringLiteral(":\n") +
                    SummaryText::tr("%1 becomes %2").arg(qs(std::string(toString(a.tableResult))),
                                                         qs(std::string(toString(a.result))));
    }
    return text;
}

QString consequencesText(const AttackEntry& a) {
    QStringList lines;
    for (const Shift& r : a.retreats)
        lines << (r.voluntary ? SummaryText::tr("%1 retreats %2→%3 (6.8)") : SummaryText::tr("%1 retreats %2→%3"))
                     .arg(qs(r.unit), qs(r.from.id()), qs(r.to.id()));
    for (const Shift& d : a.displacements)
        lines << SummaryText::tr("%1 displaced %2→%3").arg(qs(d.unit), qs(d.from.id()), qs(d.to.id()));
    for (const LossEntry& l : a.losses) {
        // The combat result's code ("De") goes without saying in this column; a longer reason is given.
        const QString why = eliminationWords(l);
        lines << (why.isEmpty() || l.reason.size() <= 2 ? SummaryText::tr("%1 eliminated").arg(qs(l.unit))
                                                        : SummaryText::tr("%1 eliminated (%2)").arg(qs(l.unit), why));
    }
    if (a.advance)
        lines << SummaryText::tr("%1 advances %2→%3").arg(qs(a.advance->unit), qs(a.advance->from.id()),
                                                          qs(a.advance->to.id()));
    else if (a.advanceDeclined)
        lines << SummaryText::tr("no advance");
    if (a.guardCommitted) lines << SummaryText::tr("the Guard is committed (23.3)");
    return lines.isEmpty() ? QStringLiteral("\u2014") : lines.join(QLatin1Char('\n'));
}

QString levelText(const VictoryScore& score) {
    const QString level = i18n::engineWord(score.level);
    if (score.winner)
        return *score.winner == Side::French ? SummaryText::tr("French %1", "a level of victory").arg(level)
                                             : SummaryText::tr("Allied %1", "a level of victory").arg(level);
    if (score.leader)
        return SummaryText::tr("%1, %2 ahead by %3").arg(level, sideName(*score.leader)).arg(score.superiority);
    return level;
}

QString tallyText(const VictoryScore& score) {
    return SummaryText::tr("French %1, Allied %2 Victory Points: %3").arg(score.points[0]).arg(score.points[1])
        .arg(levelText(score));
}

QString controlText(const HexControl& c) {
    const QString name = c.name.empty() ? qs(c.hex.id()) : QStringLiteral("%1 (%2)").arg(qs(c.name), qs(c.hex.id()));
    return SummaryText::tr("%1, %2 VP: %3")
        .arg(name)
        .arg(c.points)
        .arg(c.side ? sideName(*c.side) : SummaryText::tr("no one"));
}

}  // namespace eylau::print
