#pragma once
// How the battle stands (23.0): each side's Victory Points and how they were earned, the enemy
// strength each side has eliminated, who controls the Eylau hexes, whether the Guard has
// attacked, and the level of victory if the game ended now.
#include <QWidget>

class QLabel;

namespace eylau {
class Game;
}

namespace eylau::game {

class VictoryPanel : public QWidget {
    Q_OBJECT
public:
    explicit VictoryPanel(QWidget* parent = nullptr);
    void showGame(const Game& game);
    QString text() const;

private:
    QLabel* label_;    // the account, scrolling
    QLabel* verdict_;  // the level of victory if the game ended now, always in view
};

// The level of victory if the game ended now, with the superiority (23.5), as rich text.
QString victoryVerdictHtml(const Game& game);
// The account below it: the points, the enemy strength eliminated, the Eylau hexes, the Guard
// and the tally's lines (the panel and the end-of-game dialog, under its headline, share it).
QString victoryAccountHtml(const Game& game);
// "French Marginal Victory" or "Draw".
QString victoryHeadline(const Game& game);

}  // namespace eylau::game
