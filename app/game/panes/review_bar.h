#pragma once
// The review bar (Game > Review This Game, File > Review Saved Game): steps through a recorded
// game by command, phase, Player-Turn or Game-Turn, forward and back, with a timeline of every
// command; "Play On From Here" starts a new game from the position shown. The positions are the
// engine's (GameReview, eylau/record/game_review.h); the bar only asks for them.
#include <QToolBar>

#include <cstddef>

class QAction;
class QComboBox;
class QLabel;
class QSlider;

namespace eylau {
class GameReview;
}

namespace eylau::game {

class ReviewBar : public QToolBar {
    Q_OBJECT
public:
    explicit ReviewBar(QWidget* parent = nullptr);

    // Shows where the review stands.
    void showReview(const GameReview& review);
    QString positionText() const;

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

private:
    QAction* first_;
    QAction* back_;
    QComboBox* by_;
    QAction* forward_;
    QAction* last_;
    QSlider* timeline_;
    QLabel* where_;
    QAction* playOn_;
    QAction* close_;
    std::size_t length_ = 0;
};

}  // namespace eylau::game
