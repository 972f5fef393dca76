#include "game_text.h"

#include "eylau/scenario/scenario.h"

namespace eylau::game {

QString qtext(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString unitId(const Scenario& scenario, UnitIndex unit) {
    return QString::fromStdString(scenario.units.at(std::size_t(unit)).id);
}

QString unitLabel(const Scenario& scenario, UnitIndex unit) {
    const Unit& u = scenario.units.at(std::size_t(unit));
    const Division* d = scenario.division(u.division);
    return QStringLiteral("%1 (%2, %3 %4-%5)")
        .arg(QString::fromStdString(u.id), d ? QString::fromStdString(d->name) : QString::fromStdString(u.division),
             qtext(toString(u.type)))
        .arg(u.strength)
        .arg(u.movement);
}

QString sideName(Side side) { return qtext(displayName(side)); }

QString sideArmy(Side side) {
    return side == Side::French ? QStringLiteral("the French") : QStringLiteral("the Allies");
}

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Movement: return QStringLiteral("Movement Phase");
    case Phase::Combat: return QStringLiteral("Combat Phase");
    case Phase::GameOver: return QStringLiteral("Game over");
    }
    return {};
}

QString turnName(const Scenario& scenario, int turn) {
    return QStringLiteral("Game-Turn %1 of %2").arg(turn).arg(scenario.lastTurn());
}

QString turnTime(const Scenario& scenario, int turn) { return QString::fromStdString(turnLabel(scenario.turns, turn)); }

bool isNight(const Scenario& scenario, int turn) {
    return turn >= 1 && turn <= scenario.lastTurn() && scenario.turns[std::size_t(turn - 1)].night;
}

QString describe(const Refusal& refusal) { return QString::fromStdString(refusal.describe()); }

}  // namespace eylau::game
