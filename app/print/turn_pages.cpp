#include "turn_pages.h"

#include "page_writer.h"
#include "print_words.h"
#include "sentence_words.h"
#include "state_map.h"
#include "summary_style.h"
#include "summary_text.h"
#include "text_table.h"

#include "map_scene.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

#include <algorithm>

namespace eylau::print {
namespace {

// The words of the Game-Turn pages, in the catalogue's context "TurnPages".
struct TurnPages {
    Q_DECLARE_TR_FUNCTIONS(TurnPages)
};

QColor sideColour(Side side) { return side == Side::French ? style::kFrench : style::kAllied; }

void note(PageWriter& w, const QString& text) { w.paragraph(text, style::serif(style::kBody), style::kInk); }

void writeMoves(PageWriter& w, const Scenario& scenario, const PlayerTurnSummary& pt) {
    w.heading(TurnPages::tr("Movement"), 3);
    if (pt.moves.empty()) {
        note(w, TurnPages::tr("No unit moved."));
    } else {
        TextTable table({{TurnPages::tr("Unit"), 1.0}, {TurnPages::tr("Division"), 1.7},
                         {TurnPages::tr("From"), 0.9}, {TurnPages::tr("To"), 0.8},
                         {TurnPages::tr("MP", "Movement Points, a column"), 0.7, Qt::AlignRight},
                         {TurnPages::tr("Notes"), 3.2},
                         {TurnPages::tr("Line", "the record's line, a column"), 0.6, Qt::AlignRight}});
        for (const MoveEntry& m : pt.moves) {
            const Unit* unit = scenario.unit(m.unit);
            QStringList notes;
            if (m.entered) notes << TurnPages::tr("enters at area %1 (7.1)").arg(qs(m.area));
            if (m.stoppedInEnemyZoc) notes << TurnPages::tr("stops in an enemy Zone of Control (4.5)");
            table.addRow({TableCell(qs(m.unit), true), unit ? divisionName(scenario, unit->division) : QString(),
                          qs(m.from.id()), qs(m.to.id()),
                          mpText(m.halfMP), notes.join(TurnPages::tr("; ", "between items")),
                          TableCell(QString::number(m.recordLine), false, style::kMuted)});
        }
        table.draw(w);
        w.skip(3);
    }
    if (!pt.held.empty())
        note(w, TurnPages::tr("Reinforcements held back (7.3): %1.").arg(unitList(pt.held)));
    if (pt.released)
        note(w, TurnPages::tr("Released (19.3): %1 (%2) may move this Game-Turn.")
                    .arg(divisionName(scenario, *pt.released), qs(*pt.released)));
}

void writeAttacks(PageWriter& w, const Scenario& scenario, const PlayerTurnSummary& pt, bool night) {
    w.heading(TurnPages::tr("Combat"), 3);
    if (night) return note(w, TurnPages::tr("Night: there is no Combat Phase (8.2)."));
    if (!pt.combatPhase) return note(w, TurnPages::tr("The record stops before the Combat Phase."));
    if (pt.attacks.empty()) return note(w, TurnPages::tr("No attacks."));
    TextTable table({{TurnPages::tr("#", "the attack's number, a column"), 0.3}, {TurnPages::tr("Attackers"), 2.4},
                     {TurnPages::tr("Defenders"), 2.0}, {TurnPages::tr("Odds"), 1.25},
                     {TurnPages::tr("Die"), 1.15}, {TurnPages::tr("Result"), 0.75},
                     {TurnPages::tr("What followed"), 2.45},
                     {TurnPages::tr("Line", "the record's line, a column"), 0.5, Qt::AlignRight}});
    QStringList modifiers;
    for (std::size_t i = 0; i < pt.attacks.size(); ++i) {
        const AttackEntry& a = pt.attacks[i];
        table.addRow({TableCell(QString::number(i + 1), true), attackerStrengths(scenario, a), defenderStrengths(scenario, a),
                      oddsText(a), diceText(a),
                      TableCell(a.rolled() ? qs(std::string(toString(a.result))) : QStringLiteral("\u2014"), true,
                                style::kAccent),
                      consequencesText(a), TableCell(QString::number(a.recordLine), false, style::kMuted)});
        QStringList lines;
        for (const Sentence& line : a.odds.modifiers()) lines << i18n::wordSentence(line);  // the Odds column shows the ratio
        if (!lines.isEmpty())
            modifiers << TurnPages::tr("Attack %1: %2.").arg(i + 1).arg(lines.join(TurnPages::tr("; ", "between items")));
    }
    table.draw(w);
    if (!modifiers.isEmpty()) {
        w.skip(2);
        w.paragraph(modifiers.join(QLatin1Char('\n')), style::sans(style::kSmall, false), style::kMuted);
    }
}

void writeLosses(PageWriter& w, const Scenario& scenario, const PlayerTurnSummary& pt) {
    if (!pt.losses.empty()) {
        w.heading(TurnPages::tr("Units eliminated"), 3);
        TextTable table({{TurnPages::tr("Unit"), 1.0}, {TurnPages::tr("Division"), 1.7},
                         {TurnPages::tr("Side"), 0.9}, {TurnPages::tr("Strength"), 0.8, Qt::AlignRight},
                         {TurnPages::tr("Hex"), 0.7}, {TurnPages::tr("Why"), 3.8}});
        for (const LossEntry& l : pt.losses)
            table.addRow({TableCell(qs(l.unit), true), divisionName(scenario, l.division),
                          TableCell(sideName(l.side), false, sideColour(l.side)), QString::number(l.strength),
                          qs(l.hex.id()), QStringLiteral("[%1] %2").arg(qs(l.ruleCase), eliminationWords(l))});
        table.draw(w);
    }
    if (!pt.fresh.empty()) {
        QStringList uses;
        for (const FreshUse& f : pt.fresh)
            uses << (f.defending ? TurnPages::tr("%1 (%2, +%3) defending") : TurnPages::tr("%1 (%2, +%3) attacking"))
                        .arg(qs(f.unit), divisionName(scenario, f.division)).arg(f.bonus);
        w.skip(4);
        note(w, TurnPages::tr("Fresh Strength used (21.1): %1.").arg(uses.join(TurnPages::tr("; ", "between items"))));
    }
}

// Below the map: how the Victory Points stand, and who holds what.
TextTable standing(const Scenario& scenario, const GameTurnSummary& turn) {
    TextTable table({{TurnPages::tr("Victory Points (23.0)"), 1.0}, {TurnPages::tr("Control and markers"), 1.0}});
    QStringList points;
    for (const Sentence& line : turn.score.lines) points << i18n::wordSentence(line);
    QStringList held;
    for (const HexControl& c : turn.control) held << QStringLiteral("[23.4] ") + controlText(c);
    QStringList spent;
    for (const std::string& d : turn.freshSpent) spent << divisionName(scenario, d);
    held << TurnPages::tr("Strength eliminated: French %1, Allied %2").arg(turn.strengthLost[0]).arg(turn.strengthLost[1]);
    held << TurnPages::tr("[21.1] Fresh Strength spent: %1")
                .arg(spent.isEmpty() ? TurnPages::tr("none", "no Fresh Strength spent") : spent.join(QStringLiteral(", ")));
    if (scenario.victory.awards.end() != std::find_if(scenario.victory.awards.begin(), scenario.victory.awards.end(),
                                               [](const EliminationAward& a) { return a.requiresGuardCommitted; }))
        held << (turn.guardCommitted ? TurnPages::tr("[23.3] The Guard is committed")
                                     : TurnPages::tr("[23.3] The Guard is not committed"));
    table.addRow({points.join(QLatin1Char('\n')), held.join(QLatin1Char('\n'))});
    return table;
}

}  // namespace

void writeGameTurn(PageWriter& w, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map) {
    const Scenario& scenario = *summary.scenario;
    w.heading(turn.complete ? gameTurnTitle(turn) : TurnPages::tr("%1 (in progress)").arg(gameTurnTitle(turn)), 1);
    if (!turn.complete)
        w.paragraph(TurnPages::tr("The record stops here: %1.").arg(whereWords(summary)),
                    style::serif(style::kBody, false, true), style::kMuted);
    for (const PlayerTurnSummary& pt : turn.playerTurns) {
        w.heading(pt.side == Side::French ? TurnPages::tr("French Player-Turn") : TurnPages::tr("Allied Player-Turn"), 2);
        writeMoves(w, scenario, pt);
        writeAttacks(w, scenario, pt, turn.night);
        writeLosses(w, scenario, pt);
    }
    w.newPage();
    writeEndOfTurnPage(w, summary, turn, map);
}

void writeEndOfTurnPage(PageWriter& w, const GameSummary& summary, const GameTurnSummary& turn, StateMap& map) {
    const Scenario& scenario = *summary.scenario;
    w.heading(turn.complete ? TurnPages::tr("At the end of Game-Turn %1").arg(turn.turn)
                            : TurnPages::tr("Where the record stops: %1").arg(whereWords(summary)),
              2, 200);
    w.paragraph(tallyText(turn.score), style::serif(style::kBody + 1, true), style::kInk);
    w.skip(2);
    w.paragraph(TurnPages::tr("On the map: this Game-Turn's moves as arrows (blue French, purple Allied); retreats, "
                              "displacements and advances after combat dashed red; hexes attacked ringed red, with "
                              "the result; units eliminated crossed red."),
                style::sans(style::kSmall, false), style::kMuted);
    w.skip(4);
    const TextTable below = standing(scenario, turn);
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
