#include "text/game_text.h"

#include "sentence_words.h"

#include "eylau/game/event.h"
#include "eylau/rules/movement.h"
#include "eylau/scenario/scenario.h"

#include <QCoreApplication>

namespace eylau::game {
namespace {

// This file's words, in the catalogue's context "eylau::game::GameText".
struct GameText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::GameText)
};

}  // namespace

QString qtext(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString unitId(const Scenario& scenario, UnitIndex unit) {
    return QString::fromStdString(scenario.units.at(unit.slot()).id);
}

QString divisionName(const Scenario& scenario, const std::string& division) {
    const Division* d = scenario.division(division);
    return d && !d->name.empty() ? i18n::engineWord(d->name) : QString::fromStdString(division);
}

QString unitLabel(const Scenario& scenario, UnitIndex unit) {
    const Unit& u = scenario.units.at(unit.slot());
    return QStringLiteral("%1 (%2, %3 %4-%5)")
        .arg(QString::fromStdString(u.id), divisionName(scenario, u.division), typeName(u.type))
        .arg(u.strength)
        .arg(u.movement);
}

QString sideName(Side side) { return side == Side::French ? GameText::tr("French") : GameText::tr("Allied"); }

QString sideArmy(Side side) { return side == Side::French ? GameText::tr("the French") : GameText::tr("the Allies"); }

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Movement: return GameText::tr("Movement Phase");
    case Phase::Combat: return GameText::tr("Combat Phase");
    case Phase::GameOver: return GameText::tr("Game over");
    }
    return {};
}

QString turnName(const Scenario& scenario, int turn) {
    return GameText::tr("Game-Turn %1 of %2").arg(turn).arg(scenario.lastTurn());
}

// The clock as the track gives it, and the date in the program's language (turn_track.h).
QString turnTime(const Scenario& scenario, int turn) {
    const QString clock = qtext(turnClock(scenario.turns, turn));
    const std::string date = turnDate(scenario.turns, turn);
    return clock.isEmpty() || date.empty() ? clock : GameText::tr("%1, %2", "clock, date").arg(clock, i18n::engineWord(date));
}

QString describe(const Refusal& refusal) { return i18n::wordRefusal(refusal); }

QString describe(const Event& event) { return i18n::wordEvent(event); }

QString eventText(const Event& event) { return i18n::wordSentence(event.what); }

QString mpText(int halfMP) { return GameText::tr("%1 MP", "Movement Points").arg(qtext(formatHalves(halfMP))); }

QString typeName(UnitType type) { return i18n::engineWord(toString(type)); }

QString terrainName(Terrain terrain) { return i18n::engineWord(toString(terrain)); }

}  // namespace eylau::game
