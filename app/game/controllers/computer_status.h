#pragma once
// The computer's part of the status bar: what it is doing ("The computer (Normal) is thinking for
// the Allies"), a progress bar while it thinks, and the Pause/Resume button. Hidden when a person
// plays both sides.
#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QToolButton;

namespace eylau::game {

class ComputerTurns;

class ComputerStatus : public QWidget {
    Q_OBJECT
public:
    // `pause` is the window's checkable Pause Computer action; the button shows it.
    ComputerStatus(ComputerTurns& computer, QAction* pause, QWidget* parent = nullptr);

    QString text() const;
    int progress() const;
    // Shows what the computer is doing now (after every change of the game).
    void refresh();
    // Wide enough for its label on one line: the bar gives it that where it has room, and the
    // label wraps only where it has not.
    QSize sizeHint() const override;

private:

    ComputerTurns& computer_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* button_;
    QString thinkingText_;
};

}  // namespace eylau::game
