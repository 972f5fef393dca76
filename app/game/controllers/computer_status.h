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
    // Wide enough for its label on one line. While the computer thinks, the label is shown only
    // where that line leaves the status bar's other labels room for their words on two lines
    // (labelFits): on a narrower bar (a small screen, a large scale) the progress bar stands
    // alone, with the label's words as its tooltip, for the bar above the map says already who
    // plays which side, and the status bar stays two lines high (issue 40).
    QSize sizeHint() const override;
    bool saysWhoThinks() const;  // the label is shown while the computer thinks

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int oneLineWidth() const;
    bool labelFits() const;
    void fitLabel();  // the label shown or hidden as labelFits says, while the computer thinks

    ComputerTurns& computer_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* button_;
    QString thinkingText_;
};

}  // namespace eylau::game
