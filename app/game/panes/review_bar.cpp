#include "panes/review_bar.h"

#include "text/game_text.h"

#include "battle_graph_widget.h"
#include "side_summary_view.h"

#include "eylau/record/game_review.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QHideEvent>
#include <QKeySequence>
#include <QLabel>
#include <QSignalBlocker>
#include <QShowEvent>
#include <QSlider>

namespace eylau::game {

ReviewBar::ReviewBar(QWidget* parent)
    : QToolBar(tr("Review"), parent), by_(new QComboBox(this)), timeline_(new QSlider(Qt::Horizontal, this)),
      where_(new QLabel(this)), live_(new QLabel(this)) {
    setObjectName(QStringLiteral("reviewBar"));
    setMovable(false);
    auto* title = new QLabel(tr("<b>Review</b>"), this);
    title->setContentsMargins(6, 0, 6, 0);
    addWidget(title);
    live_->setObjectName(QStringLiteral("reviewLive"));
    live_->setTextFormat(Qt::PlainText);
    live_->setContentsMargins(0, 0, 6, 0);
    live_->setStyleSheet(QStringLiteral("QLabel { color: #1b7a2f; font-weight: bold; }"));
    addWidget(live_)->setVisible(false);
    first_ = addAction(tr("|\u25C0 Opening"), this, [this] { emit seekRequested(0); });
    first_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    first_->setToolTip(tr("The opening position (Alt+Home)"));
    back_ = addAction(tr("\u25C0 Back"), this, [this] { emit stepRequested(false); });
    back_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    back_->setToolTip(tr("One step back (Alt+Left)"));
    by_->addItem(tr("a command"), int(ReviewStep::ByCommand));
    by_->addItem(tr("a phase"), int(ReviewStep::ByPhase));
    by_->addItem(tr("a Player-Turn"), int(ReviewStep::ByPlayerTurn));
    by_->addItem(tr("a Game-Turn"), int(ReviewStep::ByGameTurn));
    by_->setCurrentIndex(1);
    by_->setToolTip(tr("How far Back and Forward go"));
    by_->setAccessibleName(tr("Step by"));
    timeline_->setAccessibleName(tr("Position in the game"));
    addWidget(by_);
    forward_ = addAction(tr("Forward \u25B6"), this, [this] { emit stepRequested(true); });
    forward_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    forward_->setToolTip(tr("One step forward (Alt+Right)"));
    last_ = addAction(tr("End \u25B6|"), this, [this] { emit seekRequested(length_); });
    last_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_End));
    last_->setToolTip(tr("The last position of the record (Alt+End)"));
    timeline_->setMinimumWidth(160);
    timeline_->setToolTip(tr("Every command of the game, from the opening to the end"));
    addWidget(timeline_);
    where_->setContentsMargins(6, 0, 6, 0);
    where_->setTextFormat(Qt::PlainText);
    addWidget(where_);
    addSeparator();
    playOn_ = addAction(tr("&Play On From Here"), this, [this] { emit playOnRequested(); });
    playOn_->setToolTip(tr("A new game from the position shown (the record reviewed is not changed)"));
    close_ = addAction(tr("Close Review"), this, [this] { emit closeRequested(); });
    close_->setToolTip(tr("Back to the game in progress"));
    connect(timeline_, &QSlider::valueChanged, this, [this](int value) { emit seekRequested(std::size_t(value)); });
    buildAnalysisStrip(parent);
}

// The strip beside the bar: the graph, as wide as the window allows, and the side summaries in
// a column on its right (fitStrip sizes both).
void ReviewBar::buildAnalysisStrip(QWidget* parent) {
    strip_ = new QToolBar(tr("Analysis"), parent ? parent : this);
    strip_->setObjectName(QStringLiteral("analysisStrip"));
    strip_->setMovable(false);
    strip_->setFloatable(false);
    auto* row = new QWidget(strip_);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(4, 2, 4, 2);
    graph_ = new analysisview::BattleGraphWidget(row);
    summaries_ = new analysisview::SideSummaryView(false, row);
    QFont small = summaries_->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    summaries_->setFont(small);
    layout->addWidget(graph_, 1);
    layout->addWidget(summaries_, 0, Qt::AlignTop);
    row->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    strip_->addWidget(row);
    strip_->hide();
    connect(graph_, &analysisview::BattleGraphWidget::positionRequested, this, &ReviewBar::seekRequested);
    if (parent) parent->installEventFilter(this);
}

void ReviewBar::showAnalysis(const ai::GameAnalysis* analysis) {
    graph_->setAnalysis(analysis);
    summaries_->setAnalysis(analysis);
    fitStrip();
    graph_->setReviewPosition(std::size_t(timeline_->value()));
    strip_->setVisible(analysis && isVisible());
}

// The summaries at their height for their column (a tool bar does not ask a label's height for
// its width); the graph at least as high, and a seventh of the window's height where that is
// more (a tall window gives the graph room, a small one keeps the map).
void ReviewBar::fitStrip() {
    // A column of 44 characters, widened (to 64 at most) until the summaries are no higher than
    // the graph must be anyway: a long language costs the graph width, not the map height.
    const int character = summaries_->fontMetrics().averageCharWidth();
    int column = character * 44;
    while (graph_->hasAnalysis() && column < character * 64 &&
           summaries_->heightForWidth(column) > graph_->minimumSizeHint().height())
        column += character * 2;
    summaries_->setFixedWidth(column);
    summaries_->setFixedHeight(graph_->hasAnalysis() ? summaries_->heightForWidth(column) : 0);
    const int share = parentWidget() ? parentWidget()->height() / 7 : 0;
    graph_->setFixedHeight(std::max({graph_->minimumSizeHint().height(), summaries_->height(), share}));
}

bool ReviewBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && graph_->hasAnalysis()) fitStrip();
    return QToolBar::eventFilter(watched, event);
}

void ReviewBar::showEvent(QShowEvent* event) {
    QToolBar::showEvent(event);
    if (!event->spontaneous()) strip_->setVisible(graph_->hasAnalysis());
}

void ReviewBar::hideEvent(QHideEvent* event) {
    QToolBar::hideEvent(event);
    if (!event->spontaneous()) strip_->hide();
}

void ReviewBar::showReview(const GameReview& review) {
    length_ = review.length();
    {
        const QSignalBlocker block(timeline_);
        timeline_->setRange(0, int(review.length()));
        timeline_->setValue(int(review.position()));
        timeline_->setPageStep(std::max(1, int(review.length() / 20)));
    }
    const std::size_t p = review.position();
    graph_->setReviewPosition(p);
    first_->setEnabled(p > 0);
    back_->setEnabled(p > 0);
    forward_->setEnabled(p < review.length());
    last_->setEnabled(p < review.length());
    const Game& shown = review.game();
    QString where = tr("Game-Turn %1, %2 %3").arg(shown.turn()).arg(sideName(shown.phasing()), phaseName(shown.phase()));
    where += p < review.length()
                 ? tr(" \u2014 before command %1 of %2: %3")
                       .arg(p + 1)
                       .arg(review.length())
                       .arg(commandText(review.record().lines[p].command))
                 : tr(" \u2014 the end of the record (%n command(s))", nullptr, int(review.length()));
    where_->setText(where);
}

QString ReviewBar::positionText() const { return where_->text(); }

void ReviewBar::setLive(const QString& text) {
    live_->setText(text);
    for (QAction* a : actions())
        if (widgetForAction(a) == live_) a->setVisible(!text.isEmpty());
}

QString ReviewBar::liveText() const { return live_->text(); }

}  // namespace eylau::game
