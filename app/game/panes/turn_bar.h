#pragma once
// The turn bar over the map: Game-Turn, time of day, night, the phasing player, the phase, and
// the "End phase" action; and under it, across the whole window, the instruction bar: what to do
// now, or why the phase cannot end.
#include <QToolBar>

class QAction;
class QLabel;

namespace eylau {
class Game;
}

namespace eylau::game {

class TurnBar : public QToolBar {
    Q_OBJECT
public:
    // `endPhase` is the window's action; the bar shows it as a button.
    TurnBar(QAction* endPhase, QWidget* parent = nullptr);

    void showGame(const Game& game);
    // A hint (problem = false) or why something was refused (problem = true); empty clears it.
    void showMessage(const QString& text, bool problem);

    // The bar of the instruction line: the window puts it on a row of its own, under this one,
    // so that the line has the window's width (issue 40: beside the turn it was cut mid-line).
    QToolBar* instructionBar() const { return instructions_; }

    QString turnText() const;
    QString phaseText() const;
    QString timeText() const;  // the Game-Turn's time, marked at night (8.0)
    QString messageText() const;

private:
    QToolBar* instructions_;
    QLabel* turn_;
    QLabel* time_;
    QLabel* player_;
    QLabel* phase_;
    QLabel* message_;
    QString messageText_;  // the message, as plain text
    QAction* endPhase_;
};

}  // namespace eylau::game
