#pragma once
// The end of the game (23.5): the level of victory, the points of each side and how they were
// earned. Offers a new game, saving the record, the computer's analysis of the game
// (docs/analysis.md), or a look at the final position.
#include <QDialog>

class QPushButton;

namespace eylau {
class Game;
struct LuckReport;
}

namespace eylau::game {

class GameOverDialog : public QDialog {
    Q_OBJECT
public:
    // The result, how it was earned, and the luck of the dice (luck_report.h).
    GameOverDialog(const Game& game, const LuckReport& luck, QWidget* parent = nullptr);

    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* saveButton() const { return save_; }
    QPushButton* analyseButton() const { return analyse_; }

signals:
    void newGameRequested();
    void saveRequested();
    void analyseRequested();

private:
    QPushButton* newGame_;
    QPushButton* save_;
    QPushButton* analyse_;
};

}  // namespace eylau::game
