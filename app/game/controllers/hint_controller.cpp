// Hints, one feature of the game window (controllers/hint_controller.h).
#include "controllers/hint_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/hint_search.h"
#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "map/hint_marks.h"
#include "map/map_overlay.h"
#include "text/game_text.h"
#include "text/hint_text.h"
#include "shared/game_document.h"

#include "map_view.h"

#include "eylau/record/game_session.h"

#include <QAction>
#include <QGraphicsItem>
#include <QKeySequence>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolButton>

namespace eylau::game {

using Group = MapOverlay::Group;

HintController::HintController(QMainWindow& window, PlayHost& host, GameDocument& document, ComputerTurns& computer,
                               MapOverlay& overlay, mapview::MapView& view, ActionRegistry& actions, MenuPlace place)
    : QObject(&window), host_(host), document_(document), computer_(computer), overlay_(overlay), view_(view) {
    hintSearch_ = new HintSearch(this);
    hintMarks_ = std::make_unique<HintMarks>(overlay_);

    suggest_ = new QAction(tr("&Suggest"), this);
    suggest_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(suggest_, &QAction::triggered, this, &HintController::suggest);
    clearSuggestion_ = new QAction(tr("C&lear Suggestion"), this);
    clearSuggestion_->setStatusTip(tr("Take the suggestion off the map, or stop the computer thinking of one (Esc)"));
    connect(clearSuggestion_, &QAction::triggered, this, [this] {
        const bool was = hintSearch_->isThinking() || isShown();
        clear();
        if (was) host_.showMessage(tr("Suggestion cleared."), false);
    });
    actions.add(QStringLiteral("suggest"), suggest_, place);
    actions.add(QStringLiteral("clearSuggestion"), clearSuggestion_, place);

    // While it thinks, a button in the status bar cancels it (the same action).
    auto* cancel = new QToolButton(&window);
    cancel->setDefaultAction(suggest_);
    cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    window.statusBar()->addPermanentWidget(cancel);
    cancel->hide();
    hintCancel_ = cancel;

    connect(hintSearch_, &HintSearch::thinkingChanged, this, [this](bool thinking) {
        label(thinking);
        host_.updateActions();
    });
    connect(hintSearch_, &HintSearch::found, this, &HintController::show);
    // A suggestion is for the position it was found in: any change of the game takes it away
    // (before the window redraws, so the turn bar no longer words it).
    connect(&document_, &GameDocument::changed, this, &HintController::clear);
    label(false);  // the window asks for the actions once it is made
}

HintController::~HintController() {
    delete hintSearch_;  // cancels a suggestion being thought of and waits for its worker
    hintSearch_ = nullptr;
}

void HintController::cancel() { hintSearch_->cancel(); }

bool HintController::isThinking() const { return hintSearch_->isThinking(); }

bool HintController::isShown() const { return hintMarks_ && hintMarks_->isShown(); }

ai::Level HintController::level() const {
    const auto side = computer_.sideToAct();
    if (side) {
        if (const auto level = computer_.seats().level(*side)) return *level;
        if (const auto level = computer_.seats().level(enemyOf(*side))) return *level;
    }
    return ai::Level::Normal;
}

void HintController::suggest() {
    if (hintSearch_->isThinking()) {
        clear();
        host_.showMessage(tr("Suggestion cancelled."), false);
        return;
    }
    if (document_.game().gameOver()) {
        host_.showMessage(tr("The game is over: there is nothing to suggest."), false);
        return;
    }
    if (!host_.personMayAct(true)) return;  // says why: the computer plays, a review, the opponent's turn
    clear();
    const ai::Level level = this->level();
    // The seed the computer would decide with here (computer_turns.cpp): the hint is its play.
    const auto& record = document_.session().record();
    hintSearch_->start(document_.game(), level, record.seed * 1000003ULL + record.lines.size());
    const auto side = computer_.sideToAct();
    host_.showMessage(tr("The computer (%1) is thinking of a suggestion for %2\u2026 (%3 or Esc cancels)")
                    .arg(levelName(level), side ? sideArmy(*side) : QString(),
                         suggest_->shortcut().toString(QKeySequence::NativeText)),
                false);
}

void HintController::clear() {
    hintSearch_->cancel();
    const bool shown = isShown() || !hintText_.isEmpty();
    hintMarks_->clear();
    hintText_.clear();
    if (!shown) return;
    host_.guidanceChanged();
}

void HintController::show(const HintAnswer& answer) {
    const Game& g = document_.game();
    hintMarks_->show(g, answer);
    hintText_ = answer.hint.steps.empty() ? tr("The computer found nothing to suggest.")
                                          : hintReason(g, answer.hint, answer.level);
    host_.showMessage(hintText_, false);
    host_.guidanceChanged();  // the turn bar words it too
    // The first mark in view, when the map is zoomed in.
    const auto& items = overlay_.items(Group::Hint);
    if (!items.isEmpty() && !view_.isFitted()) view_.ensureVisible(items.front()->sceneBoundingRect());
}

void HintController::label(bool thinking) {
    const QString keys = suggest_->shortcut().toString(QKeySequence::NativeText);
    suggest_->setText(thinking ? tr("Cancel &Suggestion") : tr("&Suggest"));
    suggest_->setToolTip(thinking ? tr("Stop the computer thinking of a suggestion (%1, Esc)").arg(keys)
                                  : tr("Show what the computer would do next for the side to act, without playing it (%1)")
                                        .arg(keys));
    suggest_->setStatusTip(suggest_->toolTip());
    hintCancel_->setVisible(thinking);
}

// Suggest is for a person who may act now (see the file's head); while it thinks it cancels.
void HintController::updateActions(bool person) {
    if (!suggest_) return;
    const bool over = document_.game().gameOver();
    suggest_->setEnabled(hintSearch_->isThinking() || (person && !over));
    clearSuggestion_->setEnabled(hintSearch_->isThinking() || isShown());
    if (hintSearch_->isThinking()) return;
    QString why;
    if (host_.isReviewing()) why = tr("Close the review to ask for a suggestion");
    else if (over) why = tr("The game is over");
    else if (!person) why = tr("A suggestion is for your own turn: not while the computer or the opponent plays");
    const QString keys = suggest_->shortcut().toString(QKeySequence::NativeText);
    suggest_->setStatusTip(why.isEmpty() ? suggest_->toolTip() : tr("Suggest (%1): %2").arg(keys, why));
}

}  // namespace eylau::game
