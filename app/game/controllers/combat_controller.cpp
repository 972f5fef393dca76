#include "controllers/combat_controller.h"

#include "dialogs/advance_widget.h"
#include "dialogs/attack_dialog.h"
#include "dialogs/attack_in_hand.h"
#include "dialogs/defence_dialog.h"
#include "shared/game_document.h"
#include "text/game_text.h"
#include "dialogs/losses_widget.h"
#include "map/map_overlay.h"

#include "eylau/core/contains.h"
#include "eylau/game/command_units.h"
#include "eylau/game/decision_due.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QTimer>

#include <algorithm>

namespace eylau::game {

using Group = MapOverlay::Group;
using mapview::OverlayTone;

CombatController::CombatController(GameDocument& document, MapOverlay& overlay, QWidget* dialogParent,
                                   QObject* parent)
    : QObject(parent), document_(document), overlay_(overlay), dialogParent_(dialogParent) {}

CombatController::~CombatController() {
    delete dialog_;
    delete defence_;
}

std::optional<UnitIndex> CombatController::retreatingUnit() const {
    return retreat_ ? std::optional<UnitIndex>(retreat_->unit()) : std::nullopt;
}

AttackDialog* CombatController::attackDialog() const { return dialog_; }

DefenceDialog* CombatController::defenceDialog() const { return defence_; }

std::optional<UnitIndex> CombatController::unitAt(Hex hex) const {
    const GameState& st = document_.game().state();
    for (UnitIndex u : unitIndices(st))
        if (st.unit(u).status == UnitStatus::OnMap && st.unit(u).hex == hex) return u;
    return std::nullopt;
}

void CombatController::ensureDialog() {
    if (dialog_) return;
    dialog_ = new AttackDialog(document_, dialogParent_);
    connect(dialog_, &AttackDialog::declareRequested, this, &CombatController::declare);
    connect(dialog_, &AttackDialog::draftChanged, this, &CombatController::markDraft);
    connect(dialog_, &AttackDialog::oddsShown, this, &CombatController::draftOdds);
    connect(dialog_, &AttackDialog::loseRequested, this, &CombatController::lose);
    connect(dialog_, &AttackDialog::advanceRequested, this,
            [this](UnitIndex unit, int col, int row) { advance(unit, Hex{col, row}); });
    connect(dialog_, &AttackDialog::noAdvanceRequested, this, &CombatController::noAdvance);
    connect(dialog_, &QDialog::finished, this, [this] { overlay_.clear(Group::Attack); });
}

bool CombatController::apply(const Command& command) {
    const ApplyResult result = document_.apply(command);
    if (!result.ok()) {
        emit message(describe(*result.refusal), true);
        return false;
    }
    if (dialog_ && !dialog_->isDrawingUp()) dialog_->addEvents(result.events);
    return true;
}

void CombatController::openAttack(std::optional<Hex> hex) {
    const GameState& st = document_.game().state();
    if (st.phase != Phase::Combat) {
        // 3.0: the engine's refusal of an attack outside a Combat Phase.
        if (const Verdict why = document_.game().whyNot(AttackCommand{})) emit message(describe(*why), true);
        return;
    }
    ensureDialog();
    if (combatUnresolved(st)) {
        dialog_->show();
        dialog_->raise();
        dialog_->refresh();
        return;
    }
    AttackInHand draft;
    if (hex)
        if (const auto u = unitAt(*hex)) draft = AttackInHand::around(document_.game(), *u);
    if (!hex) {
        // The first open obligation, to start from.
        const Obligations open = meetableObligations(document_.game().situationAt(st));
        if (!open.mustBeAttacked.empty()) draft = AttackInHand::around(document_.game(), open.mustBeAttacked.front());
        else if (!open.mustAttack.empty()) draft = AttackInHand::around(document_.game(), open.mustAttack.front());
    }
    dialog_->startDraft(draft);
    if (!hex) {  // the attack drawn up around an obligation: beside its first defender or attacker
        const std::vector<UnitIndex>& around = draft.defenders().empty() ? draft.attackers() : draft.defenders();
        if (!around.empty() && st.unit(around.front()).status == UnitStatus::OnMap) hex = st.unit(around.front()).hex;
    }
    if (place_ && !dialog_->isVisible()) place_(dialog_, hex);
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    markDraft();
}

void CombatController::declare(const AttackCommand& command, const QString& odds) {
    if (!dialog_) return;
    const ApplyResult result = document_.apply(command, odds);
    if (!result.ok()) {
        dialog_->showRefusal(describe(*result.refusal));
        emit message(describe(*result.refusal), true);
        return;
    }
    overlay_.clear(Group::Attack);
    dialog_->showOutcome(result.events);
    if (document_.game().state().awaitingDefence && (!personActs_ || personActs_())) askDefence();
}

void CombatController::addOutcome(const std::vector<Event>& events) {
    if (dialog_ && dialog_->isVisible() && !dialog_->isDrawingUp()) dialog_->addEvents(events);
}

void CombatController::showOutcome(const std::vector<Event>& events, std::optional<Hex> focus) {
    ensureDialog();
    dialog_->showOutcome(events);
    if (place_ && !dialog_->isVisible()) place_(dialog_, focus);
    dialog_->show();
    dialog_->refresh();
}

void CombatController::askDefence() {
    if (defence_) return;
    defence_ = new DefenceDialog(document_.game(), dialogParent_);
    defence_->setAttribute(Qt::WA_DeleteOnClose);
    connect(defence_, &QDialog::accepted, this, &CombatController::answerDefence);
    // Beside the attack rather than over it (issue 40: centred on the window, it hid the attacking
    // hexes the defender is answering about).
    if (place_ && dialog_ && !dialog_->draft().defenders().empty())
        place_(defence_, hexOnMap(document_.game(), dialog_->draft().defenders().front()));
    emit message(tr("%1 player: answer about Fresh Strength (21.1).")
                     .arg(sideName(enemyOf(document_.game().state().phasing))),
                 false);
    defence_->open();
}

void CombatController::answerDefence() {
    if (!defence_) return;
    const DefendCommand command = defendCommand(document_.game().scenario(), defence_->chosenUnits());
    defence_->close();
    ensureDialog();
    if (dialog_->isDrawingUp() || !dialog_->isVisible()) dialog_->showOutcome({});
    dialog_->show();
    apply(command);
}

void CombatController::lose() {
    if (!dialog_) return;
    apply(loseCommand(document_.game().scenario(), dialog_->losses()->chosenUnits()));
}

void CombatController::advance(UnitIndex unit, Hex to) {
    if (apply(advanceCommand(document_.game().scenario(), unit, to))) advancing_.reset();
}

void CombatController::noAdvance() {
    if (apply(AdvanceCommand{})) advancing_.reset();
}

void CombatController::cancel() {
    retreat_.reset();
    advancing_.reset();
    if (dialog_) dialog_->close();
    if (defence_) defence_->close();
    overlay_.clear(Group::Attack);
    overlay_.clear(Group::Resolution);
    overlay_.clear(Group::Obligation);
}

void CombatController::refresh() {
    const GameState& st = document_.game().state();
    if (st.phase != Phase::Combat) {
        cancel();
        return;
    }
    if (!st.pending) {
        retreat_.reset();
        advancing_.reset();
    } else {
        const PendingResolution& p = *st.pending;
        if (retreat_ && !contains(p.mustRetreat, retreat_->unit()) && !contains(p.mayRetreat, retreat_->unit())) retreat_.reset();
        if (!retreat_ && !p.mustRetreat.empty()) retreat_.emplace(p.mustRetreat.front());
    }
    markObligations();
    markResolution();
    if (dialog_ && dialog_->isVisible()) {
        if (dialog_->isDrawingUp() && combatUnresolved(st)) dialog_->showOutcome({});
        dialog_->refresh();
    }
    if (st.awaitingDefence && !defence_) QTimer::singleShot(0, this, [this] {
        if (document_.game().state().awaitingDefence && (!personActs_ || personActs_())) askDefence();
    });
}

void CombatController::markObligations() {
    overlay_.clear(Group::Obligation);
    const Game& game = document_.game();
    const Situation situation = game.situation();
    // 5.1 as far as some attack can still meet it: an obligation combat results left unmeetable
    // (6.6) no longer binds, and End Combat Phase accepts it, so it gets no badge.
    const Obligations open = meetableObligations(situation);
    for (UnitIndex u : open.mustAttack)
        overlay_.addBadge(Group::Obligation, game.state().unit(u).hex, OverlayTone::Obligation, QStringLiteral("!"),
                          tr("%1 is in an enemy Zone of Control and must attack (5.1)").arg(unitId(game.scenario(), u)));
    for (UnitIndex u : open.mustBeAttacked)
        overlay_.addBadge(Group::Obligation, game.state().unit(u).hex, OverlayTone::Obligation, QStringLiteral("!"),
                          tr("%1 must be attacked (5.1)").arg(unitId(game.scenario(), u)));
}

void CombatController::markDraft() {
    overlay_.clear(Group::Attack);
    if (!dialog_ || !dialog_->isDrawingUp()) return;
    const GameState& st = document_.game().state();
    const AttackInHand& d = dialog_->draft();
    for (UnitIndex u : d.attackers()) overlay_.addOutline(Group::Attack, st.unit(u).hex, OverlayTone::Selected);
    for (UnitIndex u : d.bombarding()) overlay_.addOutline(Group::Attack, st.unit(u).hex, OverlayTone::Selected);
    for (UnitIndex u : d.defenders()) overlay_.addOutline(Group::Attack, st.unit(u).hex, OverlayTone::Target);
}

void CombatController::clearRetreatSteps() {
    if (retreat_) retreat_.emplace(retreat_->unit());
}

std::vector<RetreatStep> CombatController::retreatChoices() const {
    return retreat_ ? retreat_->choices(document_.game().situation()) : std::vector<RetreatStep>{};
}

void CombatController::markResolution() {
    overlay_.clear(Group::Resolution);
    const Game& game = document_.game();
    const GameState& st = game.state();
    if (!st.pending) return;
    const PendingResolution& p = *st.pending;
    if (personActs_ && !personActs_()) return;  // the computer answers
    for (UnitIndex u : p.mustRetreat)
        overlay_.addOutline(Group::Resolution, st.unit(u).hex,
                            retreat_ && retreat_->unit() == u ? OverlayTone::Selected : OverlayTone::Retreat);
    if (retreat_) {
        const UnitIndex retreating = retreat_->unit();
        if (contains(p.mayRetreat, retreating)) overlay_.addOutline(Group::Resolution, st.unit(retreating).hex, OverlayTone::Selected);
        for (const RetreatStep& step : retreatChoices())
            overlay_.addHighlight(Group::Resolution, step.to, OverlayTone::Retreat, QString(),
                                  tr("Retreat %1 here (6.4)").arg(unitId(game.scenario(), retreating)));
        for (Hex hex : retreat_->steps()) overlay_.addOutline(Group::Resolution, hex, OverlayTone::Retreat);
        const QString who = sideName(game.scenario().units[retreating.slot()].side);
        emit message(!retreat_->steps().empty()
                         ? tr("%1 player: %2 displaces the unit in %3: click a highlighted hex for it (6.5).")
                               .arg(who, unitId(game.scenario(), retreating), qtext(retreat_->steps().front().id()))
                         : tr("%1 player: click a highlighted hex to retreat %2 into (6.4).")
                               .arg(who, unitId(game.scenario(), retreating)),
                     false);
        return;
    }
    // 6.6: the advance comes after the retreats and the Ee losses; the engine says when it is due.
    const DecisionDue due = decisionDue(game);
    if (due.kind == DecisionKind::Advance && due.side) {
        std::vector<Hex> targets;
        for (const AdvanceOption& option : advanceOptions(game.situationAt(st)))
            if (std::find(targets.begin(), targets.end(), option.to) == targets.end()) targets.push_back(option.to);
        for (Hex h : targets)
            overlay_.addHighlight(Group::Resolution, h, OverlayTone::Advance, QString(), tr("Advance into %1 (6.6)").arg(qtext(h.id())));
        if (advancing_) overlay_.addOutline(Group::Resolution, st.unit(*advancing_).hex, OverlayTone::Selected);
        emit message(tr("%1 player: advance after combat (6.6) by clicking the highlighted hex, or choose \"No "
                        "advance\" in the attack window.")
                         .arg(sideName(*due.side)),
                     false);
    }
}

bool CombatController::clickResolution(Hex hex) {
    const Game& game = document_.game();
    const GameState& st = game.state();
    const PendingResolution& p = *st.pending;
    const std::optional<UnitIndex> unit = unitAt(hex);
    // A click on a unit that retreats (or may, 6.8) picks it.
    if (unit && (contains(p.mustRetreat, *unit) || contains(p.mayRetreat, *unit)) && (!retreat_ || retreat_->unit() != *unit)) {
        retreat_.emplace(*unit);
        markResolution();
        return true;
    }
    if (retreat_) {
        // 6.4, 6.5: the plan takes the hex when it is one of its choices; a displacement goes on
        // to the displaced unit's hex, an empty hex completes the retreat.
        if (!retreat_->take(game.situation(), hex)) {
            const Verdict why = game.whyNot(retreatCommand(game.scenario(), retreat_->unit(), hex));
            emit message(why ? describe(*why) : tr("Click one of the highlighted hexes."), true);
            return true;
        }
        if (!retreat_->isComplete()) {
            markResolution();
            return true;
        }
        const RetreatCommand command = retreat_->command(game.scenario());
        clearRetreatSteps();
        if (!apply(command)) markResolution();
        return true;
    }
    if (decisionDue(game).kind == DecisionKind::Advance) {
        const std::vector<AdvanceOption> options = advanceOptions(game.situationAt(st));
        if (unit) {
            for (const AdvanceOption& option : options) {
                if (option.unit != *unit) continue;
                advancing_ = *unit;
                if (dialog_) dialog_->advance()->select(*unit, option.to.col, option.to.row);
                markResolution();
                return true;
            }
        }
        // A vacated hex: the chosen unit, or the only one that can go there.
        std::vector<UnitIndex> movers;
        for (const AdvanceOption& option : options)
            if (option.to == hex) movers.push_back(option.unit);
        if (movers.empty()) {
            // 6.6: the engine's refusal of an advance into this hex, by the unit chosen (or one that may advance).
            std::optional<UnitIndex> mover = advancing_;
            if (!mover && !options.empty()) mover = options.front().unit;
            const Verdict why =
                mover ? game.whyNot(advanceCommand(game.scenario(), *mover, hex)) : Verdict{};
            emit message(why ? describe(*why) : tr("Click one of the highlighted hexes."), true);
            return true;
        }
        if (advancing_ && contains(movers, *advancing_)) {
            advance(*advancing_, hex);
        } else if (movers.size() == 1) {
            advance(movers.front(), hex);
        } else {
            emit message(tr("Several units may advance into %1: click the one to advance first, or pick it in the "
                            "attack window.")
                             .arg(qtext(hex.id())),
                         false);
        }
        return true;
    }
    return false;
}

void CombatController::click(Hex hex, Qt::MouseButton button) {
    const Game& game = document_.game();
    const GameState& st = game.state();
    if (st.phase != Phase::Combat) return;
    if (button == Qt::RightButton) {
        if (retreat_ && !retreat_->steps().empty()) {
            clearRetreatSteps();
            markResolution();
        }
        return;
    }
    if (st.awaitingDefence) {
        askDefence();
        return;
    }
    if (combatUnresolved(st)) {  // awaitingDefence was answered above
        if (!clickResolution(hex)) openAttack();
        return;
    }
    // 6.8: the guns that bombarded may still retreat by choice, beside the next attack: a click on
    // one of them (or, one picked, on a hex it may retreat into) is for that; any other click
    // leaves them where they are and goes on.
    if (st.pending) {
        const std::optional<UnitIndex> gun = unitAt(hex);
        const bool forTheGuns = (gun && contains(st.pending->mayRetreat, *gun)) ||
                                (retreat_ && std::ranges::any_of(retreatChoices(), [&](const RetreatStep& s) { return s.to == hex; }));
        if (forTheGuns && clickResolution(hex)) return;
        if (retreat_) {
            retreat_.reset();
            markResolution();
        }
    }
    const std::optional<UnitIndex> unit = unitAt(hex);
    if (dialog_ && dialog_->isDrawingUp()) {
        if (unit) dialog_->toggleUnit(*unit);
        return;
    }
    if (!unit) return;
    // 5.2: a unit that has already attacked, or been attacked, is refused in the engine's words.
    if (const Verdict why = whyCannotJoinAttack(game, *unit)) {
        emit message(describe(*why), true);
        return;
    }
    openAttack(hex);
}

}  // namespace eylau::game
