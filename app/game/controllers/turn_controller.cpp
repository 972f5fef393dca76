#include "controllers/turn_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/file_controller.h"
#include "controllers/movement_controller.h"
#include "controllers/network_controller.h"
#include "controllers/play_host.h"
#include "controllers/seats_controller.h"
#include "controllers/takeback_controller.h"
#include "dialogs/game_over_dialog.h"
#include "dialogs/release_dialog.h"
#include "keys/action_registry.h"
#include "text/game_text.h"
#include "text/phase_problems.h"
#include "shared/game_document.h"

#include "eylau/game/decision_due.h"
#include "eylau/game/player_queries.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QKeySequence>
#include <QStyle>
#include <QTimer>
#include <QWidget>

namespace eylau::game {

TurnController::TurnController(QWidget& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                               NetworkController& network, FileController& files, MovementController& movement,
                               ActionRegistry& actions)
    : QObject(&window), window_(window), host_(host), document_(document), seats_(seats), network_(network),
      files_(files), movement_(movement) {
    QStyle* style = window.style();
    undo_ = new QAction(style->standardIcon(QStyle::SP_ArrowBack), tr("&Undo"), this);
    undo_->setShortcut(QKeySequence::Undo);
    connect(undo_, &QAction::triggered, this, &TurnController::undo);
    redo_ = new QAction(style->standardIcon(QStyle::SP_ArrowForward), tr("&Redo"), this);
    // Ctrl+Shift+Z and the platform's Redo keys, each once: on Linux QKeySequence::Redo is
    // Ctrl+Shift+Z itself, and a key given twice is an "ambiguous shortcut" that does nothing.
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(k)) redoKeys << k;
    redo_->setShortcuts(redoKeys);
    connect(redo_, &QAction::triggered, this, &TurnController::redo);
    endPhase_ = new QAction(tr("&End Phase"), this);
    endPhase_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    endPhase_->setStatusTip(tr("End the current phase (3.0); the program says why not, and shows where, when a rule "
                               "forbids it"));
    connect(endPhase_, &QAction::triggered, this, [this] { endPhase(); });
    release_ = new QAction(tr("&Release a Russian Division\u2026"), this);
    release_->setStatusTip(tr("Release a division (19.3)"));  // then the engine's words (updateActions)
    connect(release_, &QAction::triggered, this, &TurnController::askRelease);

    // When each is enabled (the window's updateActions asks): a person acts now, and the engine allows it.
    // In a network game Undo asks the opponent to take the move back (takeback_controller.h).
    actions.enableWhen(undo_, [this] {
        if (network_.isActive()) return network_.takeback().available() > 0;
        return host_.personActsNow() && document_.session().canUndo();
    });
    actions.enableWhen(redo_, [this] { return host_.personActsNow() && !network_.isActive() && document_.session().canRedo(); });
    actions.enableWhen(endPhase_, [this] { return host_.personActsNow(); });
    actions.enableWhen(release_, [this] { return host_.personActsNow() && !whyNoRelease(host_.game()); });  // 19.3
    // A game taken anew that has not ended may show its game-over window when it does.
    connect(&document_, &GameDocument::reset, this, [this] {
        if (host_.game().state().phase != Phase::GameOver) gameOverShown_ = false;
    });
}

std::optional<QString> TurnController::endPhase() {
    if (!host_.personMayAct(true)) return host_.statusMessage();
    const GameState before = host_.game().state();
    // The record's comment stays in English whatever the window speaks (game-record.md).
    const QString comment = qtext("end of the " + phaseTitle(before));
    const ApplyResult result = document_.apply(EndPhaseCommand{}, comment);
    if (!result.ok()) {
        const QString text = describe(*result.refusal);
        host_.showMessage(text, true);
        emit endPhaseRefused(text, problemHexes(host_.game(), *result.refusal));
        return text;
    }
    movement_.clearSelection();
    host_.showMessage(tr("%1 %2 ended.").arg(sideName(before.phasing), phaseName(before.phase)), false);
    return std::nullopt;
}

void TurnController::undo() {
    if (network_.isActive()) return network_.takeback().ask(1);
    if (const Verdict why = document_.undo()) host_.showMessage(tr("Cannot undo: %1").arg(describe(*why)), true);
    else host_.showMessage(tr("Move taken back."), false);
}

void TurnController::redo() {
    if (network_.isActive()) return;
    if (const Verdict why = document_.redo()) host_.showMessage(tr("Cannot redo: %1").arg(describe(*why)), true);
    else host_.showMessage(tr("Move made again."), false);
}

void TurnController::updateActions() {
    const GameSession& session = document_.session();
    if (const auto c = session.undoCommand())
        undo_->setText(tr("&Undo %1").arg(commandText(*c)));
    else
        undo_->setText(tr("&Undo"));
    const Verdict why = session.undoRefusal();
    undo_->setStatusTip(why ? tr("Cannot undo: %1").arg(describe(*why)) : tr("Take back the last move (4.0)"));
    if (network_.isActive()) {
        if (const auto c = session.undoCommand()) undo_->setText(tr("Ask to &Undo %1").arg(commandText(*c)));
        undo_->setStatusTip(tr("Ask your opponent to take this move back; he accepts or declines"));
    }
    if (const auto c = session.redoCommand())
        redo_->setText(tr("&Redo %1").arg(commandText(*c)));
    else
        redo_->setText(tr("&Redo"));
    // 19.3: the engine says when a division may be released, and why not.
    const Verdict noRelease = whyNoRelease(host_.game());
    release_->setStatusTip(noRelease ? tr("Cannot release a division now: %1").arg(describe(*noRelease))
                                     : tr("Release a division (19.3): choose which, in the dialog"));
}

void TurnController::afterChange() {
    const Game& game = host_.game();
    // Asked once while a release is open (19.3; the engine says when), again only when one opens anew.
    if (releasableDivisions(game).empty() || !release_->isEnabled()) {
        releaseAsked_ = false;
    } else if (!releaseAsked_ && seats_.computer().personMayAct()) {
        releaseAsked_ = true;
        QTimer::singleShot(0, this, &TurnController::askRelease);
    }
    if (game.state().phase != Phase::GameOver || gameOverShown_) return;
    gameOverShown_ = true;
    auto* dialog = new GameOverDialog(game, luckReport(document_.session()), &window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GameOverDialog::newGameRequested, &files_, &FileController::newGame);
    connect(dialog, &GameOverDialog::saveRequested, &files_, &FileController::saveAs);
    connect(dialog, &GameOverDialog::analyseRequested, this, &TurnController::analyseRequested);
    dialog->open();
}

void TurnController::forget() {
    releaseAsked_ = false;
    gameOverShown_ = false;
}

void TurnController::askRelease() {
    if (const Verdict why = whyNoRelease(host_.game())) {
        host_.showMessage(describe(*why), true);
        return;
    }
    auto* dialog = new ReleaseDialog(host_.game(), &window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const std::string division = dialog->division();
        if (division.empty()) return;
        const ApplyResult r = document_.apply(ReleaseCommand{division});
        if (!r.ok()) host_.showMessage(describe(*r.refusal), true);
        else if (!r.events.empty()) host_.showMessage(describe(r.events.front()), false);
    });
    dialog->open();
}

}  // namespace eylau::game
