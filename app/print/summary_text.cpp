#include "summary_text.h"

#include "eylau/rules/movement.h"

#include <algorithm>

namespace eylau::print {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString sideName(Side side) { return qs(std::string(displayName(side))); }

QString unitList(const std::vector<std::string>& ids) {
    QStringList out;
    for (const std::string& id : ids) out << qs(id);
    return out.join(QStringLiteral(", "));
}

QString mpText(int halfMP) { return qs(formatMP(halfMP)); }

QString divisionName(const Scenario& s, const std::string& division) {
    const Division* d = s.division(division);
    return d && !d->name.empty() ? qs(d->name) : qs(division);
}

QString gameTurnTitle(const GameTurnSummary& turn) {
    QString title = QStringLiteral("Game-Turn %1 \u00b7 %2").arg(turn.turn).arg(qs(turn.time));
    if (!turn.date.empty()) title += QStringLiteral(", ") + qs(turn.date);
    if (turn.night) title += QStringLiteral(", night");
    return title;
}

QString resultText(CombatResult result) {
    switch (result) {
        case CombatResult::Ae: return QStringLiteral("Ae: the attacker is eliminated");
        case CombatResult::Ar: return QStringLiteral("Ar: the attacker retreats");
        case CombatResult::Dr: return QStringLiteral("Dr: the defender retreats");
        case CombatResult::De: return QStringLiteral("De: the defender is eliminated");
        case CombatResult::Ee: return QStringLiteral("Ee: exchange");
    }
    return {};
}

QString strengthText(const Scenario& s, const StrengthItem& item) {
    const QString id = qs(s.units.at(std::size_t(item.unit)).id);
    QString value = QString::number(item.base);
    if (item.divisor > 1) value += QStringLiteral("/%1").arg(item.divisor);  // CR.3, CR.4 (variant)
    if (item.fresh > 0) value += QStringLiteral("+%1").arg(item.fresh);
    if (item.doubled) {
        if (item.fresh > 0) value = QStringLiteral("(%1)").arg(value);
        value += QStringLiteral("\u00d72 %1").arg(qs(item.doubledBy));
    }
    QString text = id + QLatin1Char(' ') + value;
    if (item.fresh > 0 && !item.doubled) text += QStringLiteral(" fresh");
    if (item.bombarding) text += QStringLiteral(" bombarding");
    return text;
}

QString attackLine(const AttackEntry& a) {
    QString who = unitList(a.attackers);
    if (!a.bombarding.empty())
        who += (who.isEmpty() ? QString() : QStringLiteral(" with ")) + unitList(a.bombarding) +
               QStringLiteral(" bombarding");
    QString line = QStringLiteral("%1 on %2: %3 to %4, %5").arg(who, unitList(a.defenders))
                       .arg(a.odds.attackTotal).arg(a.odds.defenceTotal).arg(qs(a.column));
    if (a.rolled()) line += QStringLiteral(", die %1: %2").arg(a.die).arg(qs(std::string(toString(a.result))));
    return line;
}

namespace {

QString itemised(const Scenario& s, const std::vector<StrengthItem>& items, int total, const QString& extra) {
    QStringList parts;
    for (const StrengthItem& item : items) parts << strengthText(s, item);
    if (!extra.isEmpty()) parts << extra;
    return parts.join(QStringLiteral(", ")) + QStringLiteral(" = %1").arg(total);
}

}  // namespace

QString attackerStrengths(const Scenario& s, const AttackEntry& a) {
    const QString bonus = a.odds.integrityBonus > 0 ? QStringLiteral("+%1 integrity").arg(a.odds.integrityBonus) : QString();
    return itemised(s, a.odds.attackers, a.odds.attackTotal, bonus);
}

QString defenderStrengths(const Scenario& s, const AttackEntry& a) {
    return itemised(s, a.odds.defenders, a.odds.defenceTotal, {});
}

QString oddsText(const AttackEntry& a) {
    QString text = QStringLiteral("%1 : %2 = %3").arg(a.odds.attackTotal).arg(a.odds.defenceTotal).arg(qs(a.ratio));
    if (a.loweredTo) text += QStringLiteral("\nlowered to %1").arg(qs(*a.loweredTo));
    if (a.odds.columnShifts != 0)
        text += QStringLiteral("\n%1 column shift%2").arg(a.odds.columnShifts).arg(a.odds.columnShifts == 1 ? "" : "s");
    if (a.column != a.ratio) text += QStringLiteral("\ncolumn %1").arg(qs(a.column));
    return text;
}

QString diceText(const AttackEntry& a) {
    if (!a.rolled()) return QStringLiteral("not rolled");
    QString text = QString::number(a.die);
    if (a.weatherDie) {
        text += QStringLiteral("\nweather %1").arg(*a.weatherDie);
        if (a.result != a.tableResult)
            text += QStringLiteral(":\n%1 becomes %2").arg(qs(std::string(toString(a.tableResult))),
                                                           qs(std::string(toString(a.result))));
    }
    return text;
}

QString consequencesText(const AttackEntry& a) {
    QStringList lines;
    for (const Shift& r : a.retreats)
        lines << QStringLiteral("%1 retreats %2\u2192%3%4").arg(qs(r.unit), qs(r.from.id()), qs(r.to.id()),
                                                                 r.voluntary ? QStringLiteral(" (6.8)") : QString());
    for (const Shift& d : a.displacements)
        lines << QStringLiteral("%1 displaced %2\u2192%3").arg(qs(d.unit), qs(d.from.id()), qs(d.to.id()));
    for (const LossEntry& l : a.losses)
        lines << QStringLiteral("%1 eliminated%2").arg(qs(l.unit), l.reason.empty() || l.reason.size() <= 2
                                                                      ? QString()
                                                                      : QStringLiteral(" (") + qs(l.reason) + ")");
    if (a.advance) lines << QStringLiteral("%1 advances %2\u2192%3").arg(qs(a.advance->unit), qs(a.advance->from.id()),
                                                                         qs(a.advance->to.id()));
    else if (a.advanceDeclined) lines << QStringLiteral("no advance");
    if (a.guardCommitted) lines << QStringLiteral("the Guard is committed (23.3)");
    return lines.isEmpty() ? QStringLiteral("\u2014") : lines.join(QLatin1Char('\n'));
}

QString levelText(const VictoryScore& score) {
    if (score.winner) return sideName(*score.winner) + QLatin1Char(' ') + qs(score.level);
    if (score.leader)
        return QStringLiteral("%1, %2 ahead by %3").arg(qs(score.level), sideName(*score.leader)).arg(score.superiority);
    return qs(score.level);
}

QString tallyText(const VictoryScore& score) {
    return QStringLiteral("French %1, Allied %2 Victory Points: %3").arg(score.points[0]).arg(score.points[1])
        .arg(levelText(score));
}

QString controlText(const HexControl& c) {
    const QString name = c.name.empty() ? qs(c.hex.id()) : QStringLiteral("%1 (%2)").arg(qs(c.name), qs(c.hex.id()));
    return QStringLiteral("%1, %2 VP: %3").arg(name).arg(c.points).arg(c.side ? sideName(*c.side) : QStringLiteral("no one"));
}

}  // namespace eylau::print
