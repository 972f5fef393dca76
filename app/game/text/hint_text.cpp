#include "text/hint_text.h"

#include "text/game_text.h"
#include "shared/seats.h"

#include "eylau/scenario/scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <variant>

namespace eylau::game {

namespace {

// This file's words, in the catalogue's context "eylau::game::HintText" (lupdate reads it from the macro).
struct HintText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::HintText)
};

QString units(const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids) names << qtext(id);
    return names.join(QStringLiteral(", "));
}

// "+2.1", "-0.4": Victory Points to one decimal, always signed.
QString signedVP(double vp) {
    const double rounded = std::round(vp * 10.0) / 10.0;
    return (rounded >= 0 ? QStringLiteral("+") : QString()) + QString::number(rounded == 0 ? 0.0 : rounded, 'f', 1);
}

QString divisionOf(const Game& game, const std::string& id) {
    return divisionName(game.scenario(), id);
}

QString lastHex(const std::vector<Hex>& hexes) { return hexes.empty() ? QString() : qtext(hexes.back().id()); }

// An attack (6.1): its units, its column (6.2) and the engine's numbers.
QString attackText(const Game& game, const AttackCommand& a, const ai::HintStep& step) {
    QString who = units(a.attackers);
    if (!a.bombarding.empty())
        who = a.attackers.empty() ? HintText::tr("the guns of %1").arg(units(a.bombarding))
                                  : HintText::tr("%1 with the guns of %2").arg(who, units(a.bombarding));
    QString text = HintText::tr("attack %1 on %2").arg(who, units(a.defenders));
    if (step.odds) {
        const auto& columns = game.scenario().combatResults.columns();
        if (step.odds->finalColumn < columns.size())
            text += HintText::tr(" at %1").arg(qtext(columns[step.odds->finalColumn].text()));
    }
    if (!a.fresh.empty()) text += HintText::tr(", with Fresh Strength (21.1)");
    if (!step.odds) return text;
    return HintText::tr("%1: expected %2 VP; the attackers are hurt (Ar, Ae) %3% of the time")
        .arg(text, signedVP(step.expectedVP))
        .arg(int(std::lround(step.risk * 100.0)));
}

}  // namespace

QString hintStepText(const Game& game, const ai::HintStep& step) {
    return std::visit(
        [&](const auto& c) -> QString {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, MoveCommand>) return HintText::tr("move %1 to %2").arg(qtext(c.unit), lastHex(c.hexes));
            else if constexpr (std::is_same_v<C, EnterCommand>)
                return HintText::tr("bring %1 on at %2 (7.0)").arg(qtext(c.unit), lastHex(c.hexes));
            else if constexpr (std::is_same_v<C, ReleaseCommand>)
                return HintText::tr("release the %1 division (19.3)").arg(divisionOf(game, c.division));
            else if constexpr (std::is_same_v<C, EndPhaseCommand>)
                return HintText::tr("end the %1 (3.0)").arg(phaseName(game.phase()));
            else if constexpr (std::is_same_v<C, AttackCommand>) return attackText(game, c, step);
            else if constexpr (std::is_same_v<C, DefendCommand>)
                return c.fresh.empty() ? HintText::tr("defend without Fresh Strength (21.1)")
                                       : HintText::tr("defend with Fresh Strength for %1 (21.1)").arg(units(c.fresh));
            else if constexpr (std::is_same_v<C, RetreatCommand>) {
                QString text = HintText::tr("retreat %1 to %2 (6.4)").arg(qtext(c.unit), qtext(c.to.id()));
                for (const auto& [unit, to] : c.displacements)
                    text += HintText::tr(", displacing %1 to %2 (6.5)").arg(qtext(unit), qtext(to.id()));
                return text;
            } else if constexpr (std::is_same_v<C, LoseCommand>)
                return HintText::tr("lose %1 (6.3, Ee)").arg(units(c.units));
            else if constexpr (std::is_same_v<C, AdvanceCommand>)
                return c.unit && c.to ? HintText::tr("advance %1 into %2 (6.6)").arg(qtext(*c.unit), qtext(c.to->id()))
                                      : HintText::tr("do not advance (6.6)");
            else if constexpr (std::is_same_v<C, LimberCommand>)
                return c.limber ? HintText::tr("limber %1 (AL.2)").arg(qtext(c.unit)) : HintText::tr("unlimber %1 (AL.3)").arg(qtext(c.unit));
            else return QString();
        },
        step.command);
}

QString hintReason(const Game& game, const ai::Hint& hint, ai::Level level) {
    if (!hint.side) return HintText::tr("The game is over: there is nothing to suggest.");
    QString body;
    if (game.phase() == Phase::Movement) {
        // A Movement Phase: its moves, and what they set up for the Combat Phase that follows.
        const QString vp = signedVP(hint.setsUpVP);
        if (hint.moves == 0)
            body = HintText::tr("no moves; the attacks already set up are worth %1 Victory Points (expected) for %2")
                       .arg(vp, sideArmy(*hint.side));
        else
            body = HintText::tr("%n move(s); they set up attacks worth %1 Victory Points (expected) for %2", nullptr,
                                int(hint.moves))
                       .arg(vp, sideArmy(*hint.side));
        for (const ai::HintStep& step : hint.steps)
            if (std::holds_alternative<ReleaseCommand>(step.command))
                body = HintText::tr("%1, then %2").arg(hintStepText(game, step), body);
    } else {
        QStringList steps;
        for (const ai::HintStep& step : hint.steps) steps << hintStepText(game, step);
        body = steps.join(HintText::tr("; then "));
    }
    return HintText::tr("Suggestion for %1 (the computer, %2): %3").arg(sideArmy(*hint.side), levelName(level), body);
}

}  // namespace eylau::game
