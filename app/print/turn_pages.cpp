#include "turn_pages.h"

#include "page_writer.h"
#include "state_map.h"
#include "summary_style.h"
#include "summary_text.h"
#include "text_table.h"

#include "map_scene.h"

#include <QPainter>

#include <cmath>

#include <algorithm>

namespace eylau::print {
namespace {

QColor sideColour(Side side) { return side == Side::French ? style::kFrench : style::kAllied; }

void note(PageWriter& w, const QString& text) { w.paragraph(text, style::serif(style::kBody), style::kInk); }

void writeMoves(PageWriter& w, const Scenario& s, const PlayerTurnSummary& pt) {
    w.heading(QStringLiteral("Movement"), 3);
    if (pt.moves.empty()) {
        note(w, QStringLiteral("No unit moved."));
    } else {
        TextTable table({{QStringLiteral("Unit"), 1.0}, {QStringLiteral("Division"), 1.7},
                         {QStringLiteral("From"), 0.9}, {QStringLiteral("To"), 0.8},
                         {QStringLiteral("MP"), 0.7, Qt::AlignRight}, {QStringLiteral("Notes"), 3.2},
                         {QStringLiteral("Line"), 0.6, Qt::AlignRight}});
        for (const MoveEntry& m : pt.moves) {
            const Unit* unit = s.unit(m.unit);
            QStringList notes;
            if (m.entered) notes << QStringLiteral("enters at area %1 (7.1)").arg(qs(m.area));
            if (m.stoppedInEnemyZoc) notes << QStringLiteral("stops in an enemy Zone of Control (4.5)");
            table.addRow({TableCell(qs(m.unit), true), unit ? divisionName(s, unit->division) : QString(),
                          qs(m.from.id()), qs(m.to.id()),
                          mpText(m.halfMP), notes.join(QStringLiteral("; ")),
                          TableCell(QString::number(m.recordLine), false, style::kMuted)});
        }
        table.draw(w);
        w.skip(3);
    }
    if (!pt.held.empty())
        note(w, QStringLiteral("Reinforcements held back (7.3): %1.").arg(unitList(pt.held)));
    if (pt.released)
        note(w, QStringLiteral("Released (19.3): %1 (%2) may move this Game-Turn.")
                    .arg(divisionName(s, *pt.released), qs(*pt.released)));
}

void writeAttacks(PageWriter& w, const Scenario& s, const PlayerTurnSummary& pt, bool night) {
    w.heading(QStringLiteral("Combat"), 3);
    if (night) return note(w, QStringLiteral("Night: there is no Combat Phase (8.2)."));
    if (!pt.combatPhase) return note(w, QStringLiteral("The record stops before the Combat Phase."));
    if (pt.attacks.empty()) return note(w, QStringLiteral("No attacks."));
    TextTable table({{QStringLiteral("#"), 0.3}, {QStringLiteral("Attackers"), 2.4},
                     {QStringLiteral("Defenders"), 2.0}, {QStringLiteral("Odds"), 1.25},
                     {QStringLiteral("Die"), 1.15}, {QStringLiteral("Result"), 0.75},
                     {QStringLiteral("What followed"), 2.45}, {QStringLiteral("Line"), 0.5, Qt::AlignRight}});
    QStringList modifiers;
    for (std::size_t i = 0; i < pt.attacks.size(); ++i) {
        const AttackEntry& a = pt.attacks[i];
        table.addRow({TableCell(QString::number(i + 1), true), attackerStrengths(s, a), defenderStrengths(s, a),
                      oddsText(a), diceText(a),
                      TableCell(a.rolled() ? qs(std::string(toString(a.result))) : QStringLiteral("\u2014"), true,
                                style::kAccent),
                      consequencesText(a), TableCell(QString::number(a.recordLine), false, style::kMuted)});
        QStringList lines;
        for (const std::string& line : a.odds.modifiers()) lines << qs(line);  // the Odds column shows the ratio
        if (!lines.isEmpty()) modifiers << QStringLiteral("Attack %1: %2.").arg(i + 1).arg(lines.join(QStringLiteral("; ")));
    }
    table.draw(w);
    if (!modifiers.isEmpty()) {
        w.skip(2);
        w.paragraph(modifiers.join(QLatin1Char('\n')), style::sans(style::kSmall, false), style::kMuted);
    }
}

void writeLosses(PageWriter& w, const Scenario& s, const PlayerTurnSummary& pt) {
    if (!pt.losses.empty()) {
        w.heading(QStringLiteral("Units eliminated"), 3);
        TextTable table({{QStringLiteral("Unit"), 1.0}, {QStringLiteral("Division"), 1.7},
                         {QStringLiteral("Side"), 0.9}, {QStringLiteral("Strength"), 0.8, Qt::AlignRight},
                         {QStringLiteral("Hex"), 0.7}, {QStringLiteral("Why"), 3.8}});
        for (const LossEntry& l : pt.losses)
            table.addRow({TableCell(qs(l.unit), true), divisionName(s, l.division),
                          TableCell(sideName(l.side), false, sideColour(l.side)), QString::number(l.strength),
                          qs(l.hex.id()), QStringLiteral("[%1] %2").arg(qs(l.ruleCase), qs(l.reason))});
        table.draw(w);
    }
    if (!pt.fresh.empty()) {
        QStringList uses;
        for (const FreshUse& f : pt.fresh)
            uses << QStringLiteral("%1 (%2, +%3) %4").arg(qs(f.unit), divisionName(s, f.division)).arg(f.bonus)
                        .arg(f.defending ? QStringLiteral("defending") : QStringLiteral("attacking"));
        w.skip(4);
        note(w, QStringLiteral("Fresh Strength used (21.1): %1.").arg(uses.join(QStringLiteral("; "))));
    }
}

// Below the map: how the Victory Points stand, and who holds what.
TextTable standing(const Scenario& s, const GameTurnSummary& turn) {
    TextTable table({{QStringLiteral("Victory Points (23.0)"), 1.0}, {QStringLiteral("Control and markers"), 1.0}});
    QStringList points;
    for (const std::string& line : turn.score.lines) points << qs(line);
    QStringList held;
    for (const HexControl& c : turn.control) held << QStringLiteral("[23.4] ") + controlText(c);
    QStringList spent;
    for (const std::string& d : turn.freshSpent) spent << divisionName(s, d);
    held << QStringLiteral("Strength eliminated: French %1, Allied %2").arg(turn.strengthLost[0]).arg(turn.strengthLost[1]);
    held << QStringLiteral("[21.1] Fresh Strength spent: %1")
                .arg(spent.isEmpty() ? QStringLiteral("none") : spent.join(QStringLiteral(", ")));
    if (s.victory.awards.end() != std::find_if(s.victory.awards.begin(), s.victory.awards.end(),
                                               [](const EliminationAward& a) { return a.requiresGuardCommitted; }))
        held << QStringLiteral("[23.3] The Guard is %1").arg(turn.guardCommitted ? QStringLiteral("committed")
                                                                                  : QStringLiteral("not committed"));
    table.addRow({points.join(QLatin1Char('\n')), held.join(QLatin1Char('\n'))});
    return table;
}

}  // namespace

void writeGameTurn(PageWriter& w, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map) {
    const Scenario& s = *summary.scenario;
    w.heading(gameTurnTitle(turn) + (turn.complete ? QString() : QStringLiteral(" (in progress)")), 1);
    if (!turn.complete)
        w.paragraph(QStringLiteral("The record stops here: %1.").arg(qs(summary.where)), style::serif(style::kBody, false, true),
                    style::kMuted);
    for (const PlayerTurnSummary& pt : turn.playerTurns) {
        w.heading(QStringLiteral("%1 Player-Turn").arg(sideName(pt.side)), 2);
        writeMoves(w, s, pt);
        writeAttacks(w, s, pt, turn.night);
        writeLosses(w, s, pt);
    }
    w.newPage();
    writeEndOfTurnPage(w, summary, turn, map);
}

void writeEndOfTurnPage(PageWriter& w, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map) {
    const Scenario& s = *summary.scenario;
    w.heading(turn.complete ? QStringLiteral("At the end of Game-Turn %1").arg(turn.turn)
                            : QStringLiteral("Where the record stops: %1").arg(qs(summary.where)),
              2, 200);
    w.paragraph(tallyText(turn.score), style::serif(style::kBody + 1, true), style::kInk);
    w.skip(2);
    w.paragraph(QStringLiteral("On the map: this Game-Turn's moves as arrows (blue French, purple Allied); retreats, "
                               "displacements and advances after combat dashed red; hexes attacked ringed red, with "
                               "the result; units eliminated crossed red."),
                style::sans(style::kSmall, false), style::kMuted);
    w.skip(4);
    const TextTable below = standing(s, turn);
    const double gap = w.pt(8);
    const QRectF space(w.block().left(), w.y(), w.block().width(), w.remaining() - below.height(w) - gap - w.pt(1));
    mapview::MapScene& scene = map.scene();
    QSizeF size = scene.sceneRect().size();
    size.scale(space.size(), Qt::KeepAspectRatio);
    const QRectF target(space.left() + (space.width() - size.width()) / 2.0, space.top(), size.width(), size.height());
    if (QPainter* p = w.painter()) {
        map.show(*turn.state);
        map.mark(turn);
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        // The map's picture at 300 dots per inch of the page (w.pt(72) is an inch).
        const double dotsPerUnit = 300.0 / w.pt(72);
        map.draw(*p, target, QSize(int(std::lround(target.width() * dotsPerUnit)), int(std::lround(target.height() * dotsPerUnit))));
        p->setPen(QPen(style::kInk, w.pt(0.5)));
        p->setBrush(Qt::NoBrush);
        p->drawRect(target);
        p->restore();
    }
    w.moveTo(target.bottom() + gap);
    below.draw(w);
}

}  // namespace eylau::print
