#include "text/game_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <type_traits>
#include <variant>

namespace eylau::game {
namespace {

// This file's words, in the catalogue's context "eylau::game::CommandText".
struct CommandText {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::CommandText)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }

QString list(const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids) names << qs(id);
    return names.join(QStringLiteral(", "));
}

QString hexList(const std::vector<Hex>& hexes) {
    QStringList ids;
    for (const Hex& h : hexes) ids << qs(h.id());
    return ids.join(QStringLiteral(", "));
}

// A move's or an entry's path: its last hex, and the hexes before it when the player gave them.
QString moveText(const MoveCommand& c) {
    if (c.hexes.size() < 2) return CommandText::tr("move %1 to %2").arg(qs(c.unit), hexList(c.hexes));
    const std::vector<Hex> via(c.hexes.begin(), c.hexes.end() - 1);
    return CommandText::tr("move %1 to %2 by %3").arg(qs(c.unit), qs(c.hexes.back().id()), hexList(via));
}

QString enterText(const EnterCommand& c) {
    if (c.hexes.size() < 2) return CommandText::tr("enter %1 at %2").arg(qs(c.unit), hexList(c.hexes));
    const std::vector<Hex> on(c.hexes.begin() + 1, c.hexes.end());
    return CommandText::tr("enter %1 at %2 and move to %3").arg(qs(c.unit), qs(c.hexes.front().id()), hexList(on));
}

QString attackText(const AttackCommand& c) {
    QString text;
    if (c.attackers.empty())
        text = CommandText::tr("bombard %1 with %2", "defenders, guns").arg(list(c.defenders), list(c.bombarding));
    else if (c.bombarding.empty())
        text = CommandText::tr("attack %1 on %2", "attackers, defenders").arg(list(c.attackers), list(c.defenders));
    else
        text = CommandText::tr("attack %1 on %2 with %3 bombarding", "attackers, defenders, guns")
                   .arg(list(c.attackers), list(c.defenders), list(c.bombarding));
    if (c.odds) text += CommandText::tr(", lowered to %1").arg(qs(c.odds->text()));
    if (c.shift) text += CommandText::tr(", column shift");
    if (!c.fresh.empty()) text += CommandText::tr(", Fresh Strength for %1").arg(list(c.fresh));
    if (!c.spare.empty()) text += CommandText::tr(", %1 sparing itself").arg(list(c.spare));
    return text;
}

QString retreatText(const RetreatCommand& c) {
    QString text = CommandText::tr("retreat %1 to %2").arg(qs(c.unit), qs(c.to.id()));
    for (const auto& [unit, to] : c.displacements)
        text += CommandText::tr(", displacing %1 to %2").arg(qs(unit), qs(to.id()));
    return text;
}

QString advanceText(const AdvanceCommand& c) {
    if (!c.unit) return CommandText::tr("no advance");
    if (!c.to) return CommandText::tr("advance %1").arg(qs(*c.unit));
    return CommandText::tr("advance %1 into %2").arg(qs(*c.unit), qs(c.to->id()));
}

}  // namespace

QString commandText(const Command& command) {
    return std::visit(
        [](const auto& c) -> QString {
            using C = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<C, MoveCommand>) return moveText(c);
            else if constexpr (std::is_same_v<C, EnterCommand>) return enterText(c);
            else if constexpr (std::is_same_v<C, ReleaseCommand>) return CommandText::tr("release %1").arg(qs(c.division));
            else if constexpr (std::is_same_v<C, EndPhaseCommand>) return CommandText::tr("end the phase");
            else if constexpr (std::is_same_v<C, AttackCommand>) return attackText(c);
            else if constexpr (std::is_same_v<C, DefendCommand>)
                return c.fresh.empty() ? CommandText::tr("defend without Fresh Strength")
                                       : CommandText::tr("defend with Fresh Strength for %1").arg(list(c.fresh));
            else if constexpr (std::is_same_v<C, RetreatCommand>) return retreatText(c);
            else if constexpr (std::is_same_v<C, LoseCommand>) return CommandText::tr("lose %1 (Ee)").arg(list(c.units));
            else if constexpr (std::is_same_v<C, AdvanceCommand>) return advanceText(c);
            else return c.limber ? CommandText::tr("limber %1").arg(qs(c.unit)) : CommandText::tr("unlimber %1").arg(qs(c.unit));
        },
        command);
}

}  // namespace eylau::game
