// MainWindow's review mode: the game in progress, or a saved game, stepped through by command,
// phase, Player-Turn or Game-Turn (GameReview); the map, log, victory and off-map panels show the
// position reviewed; nothing can be played until the review closes, and "Play On From Here"
// starts a new, untitled game from the position shown.
#include "window/main_window.h"
#include "controllers/hint_controller.h"
#include "controllers/network_controller.h"

#include "keys/action_registry.h"

#include "controllers/combat_controller.h"
#include "controllers/computer_turns.h"
#include "controllers/seats_controller.h"
#include "window/game_document.h"
#include "map/last_turn_marks.h"
#include "panes/log_panel.h"
#include "panes/luck_view.h"
#include "map/map_overlay.h"
#include "controllers/movement_controller.h"
#include "panes/review_bar.h"
#include "startup/scenario_lookup.h"

#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>

namespace eylau::game {

using Group = MapOverlay::Group;

void MainWindow::createReview(MenuPlace file, MenuPlace game) {
    reviewBar_ = new ReviewBar(this);
    // The review bar's own keys (Alt+Home, Alt+Left, ...), in no menu but registered like every key.
    const std::pair<const char*, QAction*> bar[] = {
        {"reviewFirst", reviewBar_->firstAction()}, {"reviewBack", reviewBar_->backAction()},
        {"reviewForward", reviewBar_->forwardAction()}, {"reviewLast", reviewBar_->lastAction()},
        {"reviewPlayOn", reviewBar_->playOnAction()}, {"reviewClose", reviewBar_->closeAction()}};
    for (const auto& [id, action] : bar) actions_->addUnplaced(QString::fromLatin1(id), action);
    addToolBar(Qt::BottomToolBarArea, reviewBar_);
    reviewBar_->hide();
    connect(reviewBar_, &ReviewBar::seekRequested, this, &MainWindow::seekReview);
    connect(reviewBar_, &ReviewBar::stepRequested, this, &MainWindow::stepReview);
    connect(reviewBar_, &ReviewBar::playOnRequested, this, &MainWindow::playOnFromHere);
    connect(reviewBar_, &ReviewBar::closeRequested, this, &MainWindow::closeReview);

    QAction* reviewThis = actions_->add(QStringLiteral("reviewGame"), new QAction(tr("Re&view This Game"), this), game);
    reviewThis->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    reviewThis->setStatusTip(tr("Step back and forth through the game so far, without changing it"));
    connect(reviewThis, &QAction::triggered, this, &MainWindow::reviewGame);
    // The dice against expectation: the game in progress, or the record under review up to the
    // position shown.
    QAction* luck = actions_->add(QStringLiteral("luckReport"), new QAction(tr("&Luck Report\u2026"), this), game);
    luck->setStatusTip(tr("Each attack's roll against what its column could expect, in Victory Points"));
    connect(luck, &QAction::triggered, this, [this] {
        const LuckReport report = review_ ? luckReport(review_->sharedScenario(), review_->options(), review_->record())
                                          : luckReport(document_->session());
        auto* dialog = new LuckDialog(report, review_ ? review_->position() : document_->session().steps().size(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });

    QAction* reviewSaved =
        actions_->add(QStringLiteral("reviewSavedGame"), new QAction(tr("Re&view Saved Game\u2026"), this), file);
    reviewSaved->setStatusTip(tr("Step through a saved game of this battle; the game in progress is kept"));
    connect(reviewSaved, &QAction::triggered, this, [this] {
        const QString dir = document_->filePath().isEmpty() ? QString() : QFileInfo(document_->filePath()).absolutePath();
        const QString path = QFileDialog::getOpenFileName(this, tr("Review Saved Game"), dir,
                                                          tr("Eylau game records (*.eylau);;All files (*)"));
        if (!path.isEmpty()) reviewFile(path);
    });
}

void MainWindow::reviewFrom(std::size_t position) {
    startReview(std::make_unique<GameReview>(document_->session()), position);
}

void MainWindow::reviewGame() {
    if (review_) return;
    auto review = std::make_unique<GameReview>(document_->session());
    const std::size_t end = review->length();
    startReview(std::move(review), end);
}

QString MainWindow::reviewFile(const QString& path) {
    SessionLoad loaded = GameSession::load(QFile::encodeName(path).toStdString(),
                                           scenarioLookup(scenario_, recordNameFor(*scenario_, scenarioFile_)),
                                           document_->session().options().scriptedDice);
    QString error;
    if (!loaded.ok()) error = QString::fromStdString(loaded.error);
    else if (loaded.session->sharedScenario() != scenario_)
        error = tr("%1 is a game of another battle (%2); open it with File > Open, or start Eylau on its scenario")
                    .arg(QFileInfo(path).fileName(), QString::fromStdString(loaded.session->scenario().name));
    if (!error.isEmpty()) {
        showMessage(tr("Cannot review %1: %2").arg(QFileInfo(path).fileName(), error.section(QLatin1Char('\n'), 0, 0)), true);
        return error;
    }
    if (review_) closeReview();
    startReview(std::make_unique<GameReview>(*loaded.session), 0);
    showMessage(tr("Reviewing %1: %2 commands.").arg(QFileInfo(path).fileName()).arg(review_->length()), false);
    return {};
}

void MainWindow::startReview(std::unique_ptr<GameReview> review, std::size_t position) {
    pausedBeforeReview_ = seats_->computer().isPaused();
    seats_->computer().setPaused(true);  // the computer waits while a position is only looked at
    movement_->clearSelection();
    combat_->cancel();
    lastTurn_->clear();
    hints_->clear();
    for (int g = 0; g < int(Group::Count); ++g)
        if (Group(g) != Group::Control) overlay_->clear(Group(g));
    review_ = std::move(review);
    reviewBar_->show();
    seekReview(position);
}

void MainWindow::seekReview(std::size_t position) {
    if (!review_) return;
    review_->seek(position);
    reviewBar_->showReview(*review_);
    log_->rebuild(review_->scenario(), review_->steps(), review_->record(), review_->position());
    refresh();
}

void MainWindow::stepReview(bool forward) {
    if (!review_) return;
    const auto by = ReviewStep(reviewBar_->stepSize()->currentData().toInt());
    seekReview(forward ? review_->next(by) : review_->previous(by));
}

void MainWindow::closeReview() {
    if (!review_) return;
    review_.reset();
    reviewBar_->hide();
    seats_->computer().setPaused(pausedBeforeReview_);
    log_->rebuild(document_->session());
    refresh();
}

void MainWindow::playOnFromHere() {
    if (!review_ || !network_->leave(true) || !maybeSave()) return;
    std::unique_ptr<GameSession> session = review_->playOnFromHere();
    const std::size_t commands = review_->position();
    closeReview();
    seats_->computer().reset();
    combat_->cancel();
    movement_->clearSelection();
    document_->replace(std::move(session), QString(), true);
    seats_->takeSeatsFromRecord();
    showMessage(tr("A new game from the position reviewed (%1 commands); the game reviewed is unchanged.").arg(commands),
                false);
}

}  // namespace eylau::game
