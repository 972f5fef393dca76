#include "controllers/review_controller.h"

#include "controllers/computer_turns.h"
#include "controllers/network_controller.h"
#include "controllers/play_host.h"
#include "controllers/seats_controller.h"
#include "keys/action_registry.h"
#include "panes/log_panel.h"
#include "panes/luck_view.h"
#include "panes/review_bar.h"
#include "startup/scenario_lookup.h"
#include "shared/game_document.h"

#include "analysis_beside.h"

#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"
#include "eylau/reports/luck_report.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMainWindow>

#include <algorithm>

namespace eylau::game {

ReviewController::ReviewController(QMainWindow& window, PlayHost& host, GameDocument& document, SeatsController& seats,
                                   NetworkController& network, LogPanel& log, std::shared_ptr<const Scenario> scenario,
                                   QString scenarioFile, ActionRegistry& actions, MenuPlace file, MenuPlace game)
    : QObject(&window), window_(window), host_(host), document_(document), seats_(seats), network_(network), log_(log),
      scenario_(std::move(scenario)), scenarioFile_(std::move(scenarioFile)) {
    bar_ = new ReviewBar(&window);
    // The review bar's own keys (Alt+Home, Alt+Left, ...), in no menu but registered like every key.
    const std::pair<const char*, QAction*> keys[] = {
        {"reviewFirst", bar_->firstAction()}, {"reviewBack", bar_->backAction()},
        {"reviewForward", bar_->forwardAction()}, {"reviewLast", bar_->lastAction()},
        {"reviewPlayOn", bar_->playOnAction()}, {"reviewClose", bar_->closeAction()}};
    for (const auto& [id, action] : keys) actions.addUnplaced(QString::fromLatin1(id), action);
    window.addToolBar(Qt::BottomToolBarArea, bar_);
    window.addToolBarBreak(Qt::BottomToolBarArea);
    window.addToolBar(Qt::BottomToolBarArea, bar_->analysisStrip());
    bar_->hide();
    connect(bar_, &ReviewBar::seekRequested, this, &ReviewController::seek);
    connect(bar_, &ReviewBar::stepRequested, this, &ReviewController::step);
    connect(bar_, &ReviewBar::playOnRequested, this, &ReviewController::playOnFromHere);
    connect(bar_, &ReviewBar::closeRequested, this, &ReviewController::close);

    QAction* reviewThis = actions.add(QStringLiteral("reviewGame"), new QAction(tr("Re&view This Game"), this), game);
    reviewThis->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    reviewThis->setStatusTip(tr("Step back and forth through the game so far, without changing it"));
    connect(reviewThis, &QAction::triggered, this, &ReviewController::openGame);
    // The dice against expectation: the game in progress, or the record under review up to the
    // position shown.
    QAction* luck = actions.add(QStringLiteral("luckReport"), new QAction(tr("&Luck Report\u2026"), this), game);
    luck->setStatusTip(tr("Each attack's roll against what its column could expect, in Victory Points"));
    connect(luck, &QAction::triggered, this, [this] {
        const LuckReport report = review_ ? luckReport(review_->sharedScenario(), review_->options(), review_->record())
                                          : luckReport(document_.session());
        auto* dialog = new LuckDialog(report, review_ ? review_->position() : document_.session().steps().size(), &window_);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });

    QAction* reviewSaved =
        actions.add(QStringLiteral("reviewSavedGame"), new QAction(tr("Re&view Saved Game\u2026"), this), file);
    reviewSaved->setStatusTip(tr("Step through a saved game of this battle; the game in progress is kept"));
    connect(reviewSaved, &QAction::triggered, this, [this] {
        const QString dir = document_.filePath().isEmpty() ? QString() : QFileInfo(document_.filePath()).absolutePath();
        const QString path = QFileDialog::getOpenFileName(&window_, tr("Review Saved Game"), dir,
                                                          tr("Eylau game records (*.eylau);;All files (*)"));
        if (!path.isEmpty()) openFile(path);
    });
}

ReviewController::~ReviewController() = default;

void ReviewController::openGameAt(std::size_t position) {
    recordPath_ = document_.filePath();
    start(std::make_unique<GameReview>(document_.session()), position);
    showAnalysisBeside(document_.filePath(), document_.session());
}

void ReviewController::openGame() {
    if (review_) return;
    auto review = std::make_unique<GameReview>(document_.session());
    recordPath_ = document_.filePath();
    const std::size_t end = review->length();
    start(std::move(review), end);
    showAnalysisBeside(document_.filePath(), document_.session());
}

// The analysis saved beside the record, when it is of this very record (the game unchanged since
// it was analysed); one of another record is ignored.
void ReviewController::showAnalysisBeside(const QString& path, const GameSession& session) {
    if (path.isEmpty()) return;
    analysisview::AnalysisBeside beside = analysisview::analysisBeside(path, session);
    if (beside.analysis) setAnalysis(std::make_unique<ai::GameAnalysis>(std::move(*beside.analysis)));
}

QString ReviewController::openFile(const QString& path) {
    SessionLoad loaded = loadGameFile(path, scenario_, scenarioFile_, document_.session().options().scriptedDice);
    QString error;
    if (!loaded.ok()) error = QString::fromStdString(loaded.error);
    else if (loaded.session->sharedScenario() != scenario_)
        error = tr("%1 is a game of another battle (%2); open it with File > Open, or start Eylau on its scenario")
                    .arg(QFileInfo(path).fileName(), QString::fromStdString(loaded.session->scenario().name));
    if (!error.isEmpty()) {
        host_.showMessage(tr("Cannot review %1: %2").arg(QFileInfo(path).fileName(), error.section(QLatin1Char('\n'), 0, 0)),
                          true);
        return error;
    }
    if (review_) close();
    recordPath_ = path;
    start(std::make_unique<GameReview>(*loaded.session), 0);
    host_.showMessage(tr("Reviewing %1: %n command(s).", nullptr, int(review_->length())).arg(QFileInfo(path).fileName()), false);
    showAnalysisBeside(path, *loaded.session);  // after: a marked turn's reason replaces the message
    return {};
}

void ReviewController::start(std::unique_ptr<GameReview> review, std::size_t position) {
    pausedBefore_ = seats_.computer().isPaused();
    seats_.computer().setPaused(true);  // the computer waits while a position is only looked at
    emit opening();
    review_ = std::move(review);
    bar_->show();
    seek(position);
}

void ReviewController::setAnalysis(std::unique_ptr<ai::GameAnalysis> analysis) {
    if (!analysis && !analysis_) return;
    analysis_ = std::move(analysis);
    bar_->showAnalysis(analysis_.get());
    emit analysisChanged();
}

void ReviewController::seek(std::size_t position) {
    if (!review_) return;
    review_->seek(position);
    bar_->showReview(*review_);
    log_.rebuild(review_->scenario(), review_->steps(), review_->record(), review_->position());
    showLive();
    host_.refresh();
    emit shown();
}

void ReviewController::step(bool forward) {
    if (!review_) return;
    const auto by = ReviewStep(bar_->stepSize()->currentData().toInt());
    seek(forward ? review_->next(by) : review_->previous(by));
}

void ReviewController::close() {
    if (!review_) return;
    review_.reset();
    setAnalysis(nullptr);
    bar_->hide();
    seats_.computer().setPaused(pausedBefore_);
    log_.rebuild(document_.session());
    host_.refresh();
    emit closed();
}

void ReviewController::playOnFromHere() {
    if (!review_ || !network_.leave(true) || !host_.maybeSave()) return;
    std::unique_ptr<GameSession> session = review_->playOnFromHere();
    const std::size_t commands = review_->position();
    close();
    host_.forgetPlay();
    document_.replace(std::move(session), QString(), true);
    seats_.takeSeatsFromRecord();
    host_.showMessage(tr("A new game from the position reviewed (%n command(s)); the game reviewed is unchanged.", nullptr,
                         int(commands)),
                      false);
}

void ReviewController::setWatching(bool watching) {
    watching_ = watching;
    for (QAction* a : {bar_->playOnAction(), bar_->closeAction()}) {
        a->setVisible(!watching);
        a->setEnabled(!watching);
    }
    showLive();
}

void ReviewController::gameGrew() {
    if (!review_) return openGame();
    const bool atEnd = review_->position() >= review_->length();
    const std::size_t position = review_->position();
    review_ = std::make_unique<GameReview>(document_.session());
    seek(atEnd ? review_->length() : std::min(position, review_->length()));
}

void ReviewController::showLive() {
    if (!watching_ || !review_) return bar_->setLive({});
    const std::size_t behind = review_->length() - review_->position();
    bar_->setLive(behind == 0 ? tr("Watching, live")
                              : tr("Watching: %n command(s) behind the game (End ▶| follows it again)", nullptr,
                                   int(behind)));
}

}  // namespace eylau::game
