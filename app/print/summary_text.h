#pragma once
// The words of a turn summary: how a move, an attack's strengths and odds, a combat result and
// its consequences, and the Victory Points are written on the page. Plain functions of the
// summary model, shared by the turn pages, the report pages and the tests.
#include "eylau/reports/turn_summary.h"

#include <QString>
#include <QStringList>

namespace eylau::print {

QString qs(const std::string& s);
QString sideName(Side side);              // "French", "Allied"
QString unitList(const std::vector<std::string>& ids);  // "Leg.1, Leg.2"
QString mpText(int halfMP);               // "2½ MP"
QString divisionName(const Scenario& scenario, const std::string& division);  // "Legrand" (or the id)

// "Game-Turn 3 · 1800, night"
QString gameTurnTitle(const GameTurnSummary& turn);
// "Dr: the defender retreats"
QString resultText(CombatResult result);

// One strength item: "Leg.2 4+3 fresh", "Ost.2 (5+3)×2 town", "Leg.4 3 bombarding".
QString strengthText(const Scenario& scenario, const StrengthItem& item);
// The attack in one line, as the record would say it and with its outcome:
// "Fr.1 on Ru.1: 5 to 6, 1-2, die 1: Dr"
QString attackLine(const AttackEntry& a);
// The attackers' and the defenders' strengths, itemised, with the totals.
QString attackerStrengths(const Scenario& scenario, const AttackEntry& a);
QString defenderStrengths(const Scenario& scenario, const AttackEntry& a);
// "5 : 6 = 1-2" and, when the column differs, "resolved at 2-1 (1 column shift)".
QString oddsText(const AttackEntry& a);
// "1" or "1, weather 3 (stands)" or "4, weather 5: Dr becomes De"
QString diceText(const AttackEntry& a);
// Retreats, displacements, advance, losses, one a line.
QString consequencesText(const AttackEntry& a);

// "French 31, Allied 8 Victory Points: French Marginal Victory"; at the lowest level (23.5),
// "French 8, Allied 0 Victory Points: Draw, French ahead by 8".
QString levelText(const VictoryScore& score);
QString tallyText(const VictoryScore& score);
// "Eylau (1213, 5 VP): French"
QString controlText(const HexControl& c);

}  // namespace eylau::print
