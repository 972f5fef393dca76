#include "controllers/analysis_controller.h"

#include "controllers/analysis_run.h"
#include "controllers/hint_search.h"
#include "controllers/play_host.h"
#include "controllers/review_controller.h"
#include "keys/action_registry.h"
#include "map/hint_marks.h"
#include "map/last_turn_marks.h"
#include "shared/app_settings.h"
#include "text/game_text.h"

#include "analysis_words.h"

#include "eylau/ai/analysis_file.h"
#include "eylau/ai/game_analysis.h"
#include "eylau/record/game_review.h"

#include <QAction>
#include <QActionGroup>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>

namespace eylau::game {
namespace {

const QString kDepthKey = QStringLiteral("analysis/depth");

// The computer's plan as a hint (hint_marks.h) for the position it was made in.
HintAnswer planAsHint(const Game& atStart, const ai::TurnAnalysis& turn) {
    HintAnswer answer;
    answer.hint.side = turn.side;
    for (const Command& c : turn.plan) answer.hint.steps.push_back(ai::HintStep{c, std::nullopt, 0, 0});
    answer.paths = hintPaths(atStart, answer.hint);
    return answer;
}

}  // namespace

AnalysisController::AnalysisController(QMainWindow& window, PlayHost& host, ReviewController& reviews,
                                       MapOverlay& overlay, LastTurnMarks& lastTurn, ActionRegistry& actions,
                                       MenuPlace place)
    : QObject(&window), window_(window), host_(host), reviews_(reviews), lastTurn_(lastTurn),
      marks_(std::make_unique<HintMarks>(overlay)), run_(new AnalysisRun(this)) {
    analyse_ = actions.add(QStringLiteral("analyseGame"), new QAction(tr("&Analyse This Game"), this), place);
    analyse_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(analyse_, &QAction::triggered, this, [this] { isRunning() ? cancel() : analyse(); });

    QMenu* depthMenu = actions.addMenu(QStringLiteral("analysisDepthMenu"), new QMenu(tr("Analysis &Depth"), &window), place);
    auto* depths = new QActionGroup(this);
    quick_ = actions.addUnplaced(QStringLiteral("analysisQuick"), depthMenu->addAction(tr("&Quick")));
    quick_->setStatusTip(tr("Plan each turn as the normal level does and judge with 8 play-outs: about a minute"));
    deep_ = actions.addUnplaced(QStringLiteral("analysisDeep"), depthMenu->addAction(tr("&Deep")));
    deep_->setStatusTip(tr("Plan each turn as the strong level does and judge with 24 play-outs: several minutes"));
    for (QAction* a : {quick_, deep_}) {
        a->setCheckable(true);
        depths->addAction(a);
    }
    setDeep(appSettings()->value(kDepthKey).toString() == QLatin1String("deep"));
    connect(depths, &QActionGroup::triggered, this, [this](QAction* a) { setDeep(a == deep_); });

    // The status bar's part: what runs, how far, and Cancel.
    status_ = new QWidget(&window);
    auto* row = new QHBoxLayout(status_);
    row->setContentsMargins(0, 0, 0, 0);
    statusText_ = new QLabel(status_);
    bar_ = new QProgressBar(status_);
    bar_->setRange(0, 100);
    bar_->setMaximumWidth(160);
    auto* stop = new QToolButton(status_);
    stop->setText(tr("Cancel"));
    stop->setToolTip(tr("Stop the analysis"));
    connect(stop, &QToolButton::clicked, this, &AnalysisController::cancel);
    row->addWidget(statusText_);
    row->addWidget(bar_);
    row->addWidget(stop);
    window.statusBar()->addPermanentWidget(status_);
    status_->hide();

    connect(run_, &AnalysisRun::progressed, this, [this](double f) { bar_->setValue(int(f * 100 + 0.5)); });
    connect(run_, &AnalysisRun::finished, this, &AnalysisController::finished);
    connect(run_, &AnalysisRun::runningChanged, this, [this](bool running) {
        status_->setVisible(running);
        bar_->setValue(0);
        updateAction();
    });
    connect(&reviews_, &ReviewController::shown, this, &AnalysisController::showTurn);
    connect(&reviews_, &ReviewController::analysisChanged, this, &AnalysisController::showTurn);
    connect(&reviews_, &ReviewController::closed, this, &AnalysisController::clearMarks);
    updateAction();
}

AnalysisController::~AnalysisController() = default;

bool AnalysisController::isRunning() const { return run_->isRunning(); }
double AnalysisController::progress() const { return run_->progress(); }
const ai::GameAnalysis* AnalysisController::analysis() const { return reviews_.analysis(); }
bool AnalysisController::deep() const { return deep_->isChecked(); }

void AnalysisController::setDeep(bool deep) {
    (deep ? deep_ : quick_)->setChecked(true);
    appSettings()->setValue(kDepthKey, deep ? QStringLiteral("deep") : QStringLiteral("quick"));
}

void AnalysisController::updateAction() {
    analyse_->setText(isRunning() ? tr("Cancel &Analysis") : tr("&Analyse This Game"));
    analyse_->setStatusTip(isRunning() ? tr("Stop the analysis under way")
                                       : tr("The computer's judgement of every Player-Turn: what each cost against "
                                            "its own plan, the mistakes and the turning points"));
}

void AnalysisController::cancel() {
    if (!isRunning()) return;
    run_->cancel();
    host_.showMessage(tr("Analysis cancelled."), false);
}

void AnalysisController::analyse() {
    if (isRunning()) return;
    if (!reviews_.isOpen()) reviews_.openGame();
    const GameReview* review = reviews_.review();
    if (!review) return;
    const ai::AnalysisDepth depth = deep() ? ai::AnalysisDepth::Deep : ai::AnalysisDepth::Quick;
    const ai::GameAnalysis* shown = reviews_.analysis();
    if (shown && (shown->settings.depth == depth || shown->settings.depth == ai::AnalysisDepth::Deep)) {
        host_.showMessage(tr("This game is analysed already; the graph is in the review bar."), false);
        return;
    }
    ai::AnalysisSettings settings;
    settings.depth = depth;
    runPath_ = reviews_.recordPath();
    statusText_->setText(deep() ? tr("Analysing the game (deep)\u2026") : tr("Analysing the game (quick)\u2026"));
    run_->start(review->sharedScenario(), review->options(), review->record(), settings);
    host_.showMessage(tr("The computer is analysing the game; you may go on reviewing it."), false);
}

void AnalysisController::finished(const ai::GameAnalysis& analysis) {
    if (analysis.turns.empty()) {
        host_.showMessage(tr("Nothing to analyse yet: the game has no whole Player-Turn."), false);
        return;
    }
    QString saved;
    if (!runPath_.isEmpty()) {
        const QString path = QString::fromStdString(ai::analysisPathFor(runPath_.toStdString()));
        if (const auto error = ai::saveAnalysis(analysis, path.toStdString()))
            host_.showMessage(tr("The analysis could not be kept: %1").arg(QString::fromStdString(*error)), true);
        else
            saved = tr(" It is kept beside the game as %1.").arg(QFileInfo(path).fileName());
    }
    const GameReview* review = reviews_.review();
    if (!review || analysis.recordDigest != ai::recordDigestFor(review->record())) {
        host_.showMessage(tr("The analysis is done.") + saved, false);
        return;
    }
    reviews_.setAnalysis(std::make_unique<ai::GameAnalysis>(analysis));
    if (!turnShown_)
        host_.showMessage(tr("The analysis is done: the graph is in the review bar; a marked turn shows the computer's "
                             "plan beside the turn played.") +
                              saved,
                          false);
}

void AnalysisController::showTurn() {
    clearMarks();
    const GameReview* review = reviews_.review();
    const ai::GameAnalysis* analysis = reviews_.analysis();
    if (!analysis || !review) return;
    for (const ai::TurnAnalysis& t : analysis->turns) {
        if (t.start != review->position() || t.mark == ai::TurnMark::None) continue;
        lastTurn_.showSteps(review->steps(), t.start, t.end);
        marks_->show(review->game(), planAsHint(review->game(), t));
        turnShown_ = &t;
        host_.showMessage(reason(t), false);
        return;
    }
}

void AnalysisController::clearMarks() {
    if (!turnShown_) return;
    turnShown_ = nullptr;
    marks_->clear();
    lastTurn_.clear();
}

// "Game-Turn 8, French: a blunder, costing 29.0 VP. ..."
QString AnalysisController::reason(const ai::TurnAnalysis& t) const {
    const double sign = t.side == Side::French ? 1 : -1;
    return tr("Game-Turn %1, %2: %3, costing %4 VP against the computer's plan. With the dice's luck taken out, "
              "the plan (dashed arrows) was worth %5 VP to %6, the turn played (pale arrows) %7.")
        .arg(t.gameTurn)
        .arg(sideName(t.side), analysisview::markWithArticle(t.mark), analysisview::vpFigure(t.cost), analysisview::vpFigure(sign * t.best), sideArmy(t.side), analysisview::vpFigure(sign * t.after));
}

}  // namespace eylau::game
