#pragma once
// The review bar (Game > Review This Game, File > Review Saved Game): steps through a recorded
// game by command, phase, Player-Turn or Game-Turn, forward and back, with a timeline of every
// command; "Play On From Here" starts a new game from the position shown. The positions are the
// engine's (GameReview, eylau/record/game_review.h); the bar only asks for them. With a game's
// analysis (docs/analysis.md) a strip just above the bar shows the graph of the battle and
// each side's summary; a click on the graph goes to that Player-Turn's start.
#include <QToolBar>

#include <cstddef>

class QAction;
class QComboBox;
class QLabel;
class QSlider;

namespace eylau {
class GameReview;
namespace ai {
struct GameAnalysis;
}
namespace analysisview {
class BattleGraphWidget;
class SideSummaryView;
}  // namespace analysisview
}  // namespace eylau

namespace eylau::game {

class ReviewBar : public QToolBar {
    Q_OBJECT
public:
    explicit ReviewBar(QWidget* parent = nullptr);

    // Shows where the review stands.
    void showReview(const GameReview& review);
    QString positionText() const;
    // Watching a live game (controllers/watch_controller.h): "watching, live" beside the title,
    // or how far the position shown is behind; empty hides it.
    void setLive(const QString& text);
    QString liveText() const;
    // The graph of the battle and the side summaries for this analysis (copied), in the strip
    // beside the bar while the bar shows; nullptr: none, the strip hidden.
    void showAnalysis(const ai::GameAnalysis* analysis);
    // The strip: a tool bar of its own, for the window to place on the line next to this one.
    QToolBar* analysisStrip() const { return strip_; }
    analysisview::BattleGraphWidget* graph() const { return graph_; }
    analysisview::SideSummaryView* sideSummaries() const { return summaries_; }

    QAction* firstAction() const { return first_; }
    QAction* backAction() const { return back_; }
    QAction* forwardAction() const { return forward_; }
    QAction* lastAction() const { return last_; }
    QAction* playOnAction() const { return playOn_; }
    QAction* closeAction() const { return close_; }
    QComboBox* stepSize() const { return by_; }
    QSlider* timeline() const { return timeline_; }

signals:
    // Go to this position (a number of commands from the opening).
    void seekRequested(std::size_t position);
    void stepRequested(bool forward);  // one step of the size chosen
    void playOnRequested();
    void closeRequested();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildAnalysisStrip(QWidget* parent);
    void fitStrip();

    QAction* first_;
    QAction* back_;
    QComboBox* by_;
    QAction* forward_;
    QAction* last_;
    QSlider* timeline_;
    QLabel* where_;
    QLabel* live_;
    QAction* playOn_;
    QAction* close_;
    std::size_t length_ = 0;
    QToolBar* strip_;
    analysisview::BattleGraphWidget* graph_;
    analysisview::SideSummaryView* summaries_;
};

}  // namespace eylau::game
