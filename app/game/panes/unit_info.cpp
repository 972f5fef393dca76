#include "panes/unit_info.h"

#include "text/game_text.h"

#include "eylau/rules/combat_rules.h"
#include "eylau/rules/exclusive_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/rules/movement.h"
#include "eylau/rules/variants/artillery_limbering.h"
#include "eylau/rules/variants/cavalry_readiness.h"
#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QStringList>

namespace eylau::game {
namespace {

// This file's words, in the catalogue's context "UnitInfo".
struct UnitText {
    Q_DECLARE_TR_FUNCTIONS(UnitInfo)
};

QString freshStrength(const Game& game, const Unit& u) {
    const Scenario& scenario = game.scenario();
    if (!game.exclusiveRules().freshStrength()) return {};
    for (std::size_t m = 0; m < scenario.freshStrength.size(); ++m) {
        if (scenario.freshStrength[m].division != u.division) continue;
        return game.state().freshUsed[m]
                   ? UnitText::tr("Fresh Strength: used (21.1)")
                   : UnitText::tr("Fresh Strength: +%1 unused (21.1)").arg(scenario.freshStrength[m].bonus);
    }
    return {};
}

QString where(const Game& game, UnitIndex unit) {
    const Scenario& scenario = game.scenario();
    const Unit& u = scenario.units[unit.slot()];
    const UnitState& us = game.state().unit(unit);
    switch (us.status) {
    case UnitStatus::OnMap: {
        const MapHex h = scenario.map.hex(us.hex);
        const QString terrain = terrainName(h.terrain);
        return h.name.empty() ? UnitText::tr("In %1 (%2)").arg(qtext(us.hex.id()), terrain)
                              : UnitText::tr("In %1 (%2, %3)").arg(qtext(us.hex.id()), terrain, qtext(h.name));
    }
    case UnitStatus::Eliminated: return UnitText::tr("Eliminated");
    case UnitStatus::Waiting:
        if (!u.arrival) return UnitText::tr("Off the map");
        if (const EntryArea* a = scenario.entryArea(u.arrival->area))
            return UnitText::tr("Reinforcement: Game-Turn %1 at area %2 (%3, hex %4)")
                .arg(u.arrival->turn)
                .arg(qtext(a->id), qtext(a->name), qtext(a->hex.id()));
        return UnitText::tr("Reinforcement: Game-Turn %1 at area %2").arg(u.arrival->turn).arg(qtext(u.arrival->area));
    }
    return {};
}

}  // namespace

QString variantMark(const Game& game, UnitIndex unit) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    if (tracksReadiness(scenario, st, unit) && st.unit(unit).readiness != Readiness::Fresh)
        return st.unit(unit).readiness == Readiness::Tired ? UnitText::tr("T", "tired cavalry")
                                                           : UnitText::tr("E", "exhausted cavalry");
    if (limberedGuns(scenario, st, unit)) return UnitText::tr("L", "limbered guns");
    return {};
}

QString variantState(const Game& game, UnitIndex unit) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    if (tracksReadiness(scenario, st, unit)) {
        switch (st.unit(unit).readiness) {
            case Readiness::Fresh:
                return UnitText::tr("Readiness: fresh, fights at full strength (CR.1, variant)");
            case Readiness::Tired:
                return UnitText::tr("Readiness: <b>tired</b> (T), fights at half strength (CR.3, variant)");
            case Readiness::Exhausted:
                return UnitText::tr(
                    "Readiness: <b>exhausted</b> (E), defends at a third and may not attack (CR.3, CR.5, variant)");
        }
    }
    if (tracksLimbering(scenario, st, unit))
        return st.unit(unit).limbered
                   ? UnitText::tr("<b>Limbered</b> (L): moves, but may not bombard (AL.5, variant)")
                   : UnitText::tr("Unlimbered: bombards, but may only prolong one clear hex (AL.4, variant)");
    return {};
}

QString unitDetails(const Game& game, UnitIndex unit) {
    const Scenario& scenario = game.scenario();
    const GameState& st = game.state();
    const Unit& u = scenario.units[unit.slot()];
    const UnitState& us = st.unit(unit);
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> &mdash; %2 (%3 %4)")
                 .arg(qtext(u.id), divisionName(scenario, u.division).toHtmlEscaped(), sideName(u.side),
                      typeName(u.type));
    lines << UnitText::tr("Combat Strength %1, Movement Allowance %2%3")
                 .arg(u.strength)
                 .arg(u.movement)
                 .arg(u.provenance == Provenance::Reconstructed ? UnitText::tr(" (reconstructed)") : QString());
    lines << where(game, unit).toHtmlEscaped();
    if (us.status == UnitStatus::OnMap && st.phase == Phase::Movement && u.side == st.phasing) {
        if (us.spentHalfMP > 0)
            lines << UnitText::tr("Moved: %1 of %2 MP spent")
                         .arg(qtext(formatHalves(us.spentHalfMP)))
                         .arg(u.movement);
    }
    if (us.status == UnitStatus::OnMap && st.phase == Phase::Combat) {
        if (us.attacked) lines << UnitText::tr("Has attacked this Combat Phase (5.2)");
        if (us.defended) lines << UnitText::tr("Has been attacked this Combat Phase (5.2)");
    }
    const QString fresh = freshStrength(game, u);
    if (!fresh.isEmpty()) lines << fresh;
    const QString variant = variantState(game, unit);
    if (!variant.isEmpty()) lines << variant;
    if (us.status != UnitStatus::Eliminated && st.phase == Phase::Movement && u.side == st.phasing) {
        if (const Verdict why = game.whyCannotMove(unit))
            lines << UnitText::tr("<i>Cannot move: %1</i>").arg(describe(*why).toHtmlEscaped());
    }
    return lines.join(QStringLiteral("<br>"));
}

QString unitSummary(const Game& game, UnitIndex unit) {
    const Scenario& scenario = game.scenario();
    return unitLabel(scenario, unit) + QStringLiteral(" \u2014 ") + where(game, unit);
}

}  // namespace eylau::game
