// MainWindow: Game > Suggest and Clear Suggestion (docs/playing.md, "Asking the computer for a
// hint"; docs/computer-opponent.md, "Hints"). The computer opponent's next commands for the side to
// act are found on a worker thread (HintSearch), drawn on the map (HintMarks) and worded in the
// status bar and the turn bar (hint_text.h); nothing is played. A suggestion is for a person who may
// act now: not while the computer plays, not in review, and in a network game only in this
// player's own turn. Any change of the game, a new game, a review, Esc or Clear Suggestion takes it
// away, and cancels one still being thought of.
#include "window/main_window.h"

#include "keys/action_registry.h"

#include "controllers/computer_turns.h"
#include "window/game_document.h"
#include "text/game_text.h"
#include "map/hint_marks.h"
#include "controllers/hint_search.h"
#include "text/hint_text.h"
#include "map/map_overlay.h"

#include "map_view.h"

#include "eylau/record/game_session.h"
#include "eylau/rules/game_state.h"

#include <QAction>
#include <QGraphicsItem>
#include <QKeySequence>
#include <QMenu>
#include <QStatusBar>
#include <QToolButton>

namespace eylau::game {

using Group = MapOverlay::Group;

void MainWindow::createHint(MenuPlace place) {
    hintSearch_ = new HintSearch(this);
    hintMarks_ = std::make_unique<HintMarks>(*overlay_);

    suggest_ = new QAction(tr("&Suggest"), this);
    suggest_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(suggest_, &QAction::triggered, this, &MainWindow::suggest);
    clearSuggestion_ = new QAction(tr("C&lear Suggestion"), this);
    clearSuggestion_->setStatusTip(tr("Take the suggestion off the map, or stop the computer thinking of one (Esc)"));
    connect(clearSuggestion_, &QAction::triggered, this, [this] {
        const bool was = hintSearch_->isThinking() || isHintShown();
        clearSuggestion();
        if (was) showMessage(tr("Suggestion cleared."), false);
    });
    actions_->add(QStringLiteral("suggest"), suggest_, place);
    actions_->add(QStringLiteral("clearSuggestion"), clearSuggestion_, place);

    // While it thinks, a button in the status bar cancels it (the same action).
    auto* cancel = new QToolButton(this);
    cancel->setDefaultAction(suggest_);
    cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    statusBar()->addPermanentWidget(cancel);
    cancel->hide();
    hintCancel_ = cancel;

    connect(hintSearch_, &HintSearch::thinkingChanged, this, &MainWindow::hintThinking);
    connect(hintSearch_, &HintSearch::found, this, &MainWindow::showHint);
    // A suggestion is for the position it was found in: any change of the game takes it away
    // (before the window redraws, so the turn bar no longer words it).
    connect(document_.get(), &GameDocument::changed, this, &MainWindow::clearSuggestion);
    hintThinking(false);
}

bool MainWindow::isHintShown() const { return hintMarks_ && hintMarks_->isShown(); }

ai::Level MainWindow::hintLevel() const {
    const auto side = computer_->sideToAct();
    if (side) {
        if (const auto level = computer_->seats().level(*side)) return *level;
        if (const auto level = computer_->seats().level(enemyOf(*side))) return *level;
    }
    return ai::Level::Normal;
}

void MainWindow::suggest() {
    if (hintSearch_->isThinking()) {
        clearSuggestion();
        showMessage(tr("Suggestion cancelled."), false);
        return;
    }
    if (game().state().phase == Phase::GameOver) {
        showMessage(tr("The game is over: there is nothing to suggest."), false);
        return;
    }
    if (!personMayAct(true)) return;  // says why: the computer plays, a review, the opponent's turn
    clearSuggestion();
    const ai::Level level = hintLevel();
    // The seed the computer would decide with here (computer_turns.cpp): the hint is its play.
    const auto& record = document_->session().record();
    hintSearch_->start(document_->game(), level, record.seed * 1000003ULL + record.lines.size());
    const auto side = computer_->sideToAct();
    showMessage(tr("The computer (%1) is thinking of a suggestion for %2\u2026 (%3 or Esc cancels)")
                    .arg(levelName(level), side ? sideArmy(*side) : QString(),
                         suggest_->shortcut().toString(QKeySequence::NativeText)),
                false);
}

void MainWindow::clearSuggestion() {
    hintSearch_->cancel();
    const bool shown = isHintShown() || !hintText_.isEmpty();
    hintMarks_->clear();
    hintText_.clear();
    if (!shown) return;
    if (!review_) phaseGuidance();
    updateActions();
}

void MainWindow::showHint(const HintAnswer& answer) {
    const Game& g = document_->game();
    hintMarks_->show(g, answer);
    hintText_ = answer.hint.steps.empty() ? tr("The computer found nothing to suggest.")
                                          : hintReason(g, answer.hint, answer.level);
    showMessage(hintText_, false);
    phaseGuidance();  // the turn bar words it too
    updateActions();
    // The first mark in view, when the map is zoomed in.
    const auto& items = overlay_->items(Group::Hint);
    if (!items.isEmpty() && !view_->isFitted()) view_->ensureVisible(items.front()->sceneBoundingRect());
}

void MainWindow::hintThinking(bool thinking) {
    const QString keys = suggest_->shortcut().toString(QKeySequence::NativeText);
    suggest_->setText(thinking ? tr("Cancel &Suggestion") : tr("&Suggest"));
    suggest_->setToolTip(thinking ? tr("Stop the computer thinking of a suggestion (%1, Esc)").arg(keys)
                                  : tr("Show what the computer would do next for the side to act, without playing it (%1)")
                                        .arg(keys));
    suggest_->setStatusTip(suggest_->toolTip());
    hintCancel_->setVisible(thinking);
    updateActions();
}

// Suggest is for a person who may act now (see the file's head); while it thinks it cancels.
void MainWindow::updateHint(bool person) {
    if (!suggest_) return;
    const bool over = game().state().phase == Phase::GameOver;
    suggest_->setEnabled(hintSearch_->isThinking() || (person && !over));
    clearSuggestion_->setEnabled(hintSearch_->isThinking() || isHintShown());
    if (hintSearch_->isThinking()) return;
    QString why;
    if (review_) why = tr("Close the review to ask for a suggestion");
    else if (over) why = tr("The game is over");
    else if (!person) why = tr("A suggestion is for your own turn: not while the computer or the opponent plays");
    const QString keys = suggest_->shortcut().toString(QKeySequence::NativeText);
    suggest_->setStatusTip(why.isEmpty() ? suggest_->toolTip() : tr("Suggest (%1): %2").arg(keys, why));
}

}  // namespace eylau::game
