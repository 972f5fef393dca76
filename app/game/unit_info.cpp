#include "unit_info.h"

#include "game_text.h"

#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QStringList>

namespace eylau::game {
namespace {

QString freshStrength(const Game& game, const Unit& u) {
    const Scenario& s = game.scenario();
    if (!game.exclusiveRules().freshStrength()) return {};
    for (std::size_t m = 0; m < s.freshStrength.size(); ++m) {
        if (s.freshStrength[m].division != u.division) continue;
        return game.state().freshUsed[m]
                   ? QStringLiteral("Fresh Strength: used (21.1)")
                   : QStringLiteral("Fresh Strength: +%1 unused (21.1)").arg(s.freshStrength[m].bonus);
    }
    return {};
}

QString where(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    const Unit& u = s.units[std::size_t(unit)];
    const UnitState& us = game.state().unit(unit);
    switch (us.status) {
    case UnitStatus::OnMap: {
        const MapHex h = s.map.hex(us.hex);
        QString text = QStringLiteral("In %1 (%2").arg(qtext(us.hex.id()), qtext(toString(h.terrain)));
        if (!h.name.empty()) text += QStringLiteral(", ") + qtext(h.name);
        return text + QLatin1Char(')');
    }
    case UnitStatus::Eliminated: return QStringLiteral("Eliminated");
    case UnitStatus::Waiting:
        if (!u.arrival) return QStringLiteral("Off the map");
        if (const EntryArea* a = s.entryArea(u.arrival->area))
            return QStringLiteral("Reinforcement: Game-Turn %1 at area %2 (%3, hex %4)")
                .arg(u.arrival->turn)
                .arg(qtext(a->id), qtext(a->name), qtext(a->hex.id()));
        return QStringLiteral("Reinforcement: Game-Turn %1 at area %2").arg(u.arrival->turn).arg(qtext(u.arrival->area));
    }
    return {};
}

}  // namespace

QString variantMark(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    const GameState& st = game.state();
    if (tracksReadiness(s, st, unit) && st.unit(unit).readiness != Readiness::Fresh)
        return st.unit(unit).readiness == Readiness::Tired ? QCoreApplication::translate("UnitInfo", "T", "tired cavalry")
                                                           : QCoreApplication::translate("UnitInfo", "E", "exhausted cavalry");
    if (limberedGuns(s, st, unit)) return QCoreApplication::translate("UnitInfo", "L", "limbered guns");
    return {};
}

QString variantState(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    const GameState& st = game.state();
    if (tracksReadiness(s, st, unit)) {
        switch (st.unit(unit).readiness) {
            case Readiness::Fresh:
                return QCoreApplication::translate("UnitInfo", "Readiness: fresh, fights at full strength (CR.1, variant)");
            case Readiness::Tired:
                return QCoreApplication::translate("UnitInfo", "Readiness: <b>tired</b> (T), fights at half strength (CR.3, variant)");
            case Readiness::Exhausted:
                return QCoreApplication::translate(
                    "UnitInfo", "Readiness: <b>exhausted</b> (E), defends at a third and may not attack (CR.3, CR.5, variant)");
        }
    }
    if (tracksLimbering(s, st, unit))
        return st.unit(unit).limbered
                   ? QCoreApplication::translate("UnitInfo", "<b>Limbered</b> (L): moves, but may not bombard (AL.5, variant)")
                   : QCoreApplication::translate("UnitInfo", "Unlimbered: bombards, but may only prolong one clear hex (AL.4, variant)");
    return {};
}

QString unitDetails(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    const GameState& st = game.state();
    const Unit& u = s.units[std::size_t(unit)];
    const UnitState& us = st.unit(unit);
    const Division* d = s.division(u.division);
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> &mdash; %2 (%3 %4)")
                 .arg(qtext(u.id), d ? qtext(d->name).toHtmlEscaped() : qtext(u.division), sideName(u.side),
                      qtext(toString(u.type)));
    lines << QStringLiteral("Combat Strength %1, Movement Allowance %2%3")
                 .arg(u.strength)
                 .arg(u.movement)
                 .arg(u.provenance == Provenance::Reconstructed ? QStringLiteral(" (reconstructed)") : QString());
    lines << where(game, unit).toHtmlEscaped();
    if (us.status == UnitStatus::OnMap && st.phase == Phase::Movement && u.side == st.phasing) {
        if (us.spentHalfMP > 0)
            lines << QStringLiteral("Moved: %1 of %2 MP spent")
                         .arg(qtext(formatMP(us.spentHalfMP)).remove(QStringLiteral(" MP")))
                         .arg(u.movement);
    }
    if (us.status == UnitStatus::OnMap && st.phase == Phase::Combat) {
        if (us.attacked) lines << QStringLiteral("Has attacked this Combat Phase (5.2)");
        if (us.defended) lines << QStringLiteral("Has been attacked this Combat Phase (5.2)");
    }
    const QString fresh = freshStrength(game, u);
    if (!fresh.isEmpty()) lines << fresh;
    const QString variant = variantState(game, unit);
    if (!variant.isEmpty()) lines << variant;
    if (us.status != UnitStatus::Eliminated && st.phase == Phase::Movement && u.side == st.phasing) {
        if (const Verdict why = game.whyCannotMove(unit))
            lines << QStringLiteral("<i>Cannot move: %1</i>").arg(describe(*why).toHtmlEscaped());
    }
    return lines.join(QStringLiteral("<br>"));
}

QString unitSummary(const Game& game, UnitIndex unit) {
    const Scenario& s = game.scenario();
    return unitLabel(s, unit) + QStringLiteral(" \u2014 ") + where(game, unit);
}

}  // namespace eylau::game
