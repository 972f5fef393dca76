#pragma once
// 21.1: after the attacker, the defender says which Fresh Strength he will use. Asked of the
// defending player, apart from the attack dialog: which of the defending units the engine allows
// (defenceFreshStrength: one per division with an unused marker) get their division's bonus, with
// the odds as they would then be; the others are listed apart with the engine's reason.
#include "eylau/scenario/unit_index.h"

#include <QDialog>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace eylau {
class Game;
}

namespace eylau::game {

class DefenceDialog : public QDialog {
    Q_OBJECT
public:
    // Asks about the attack the game is waiting on (state().awaitingDefence).
    DefenceDialog(const Game& game, QWidget* parent = nullptr);

    std::vector<UnitIndex> chosenUnits() const;
    QListWidget* list() const { return list_; }
    // The defenders that may not use Fresh Strength now, each with the engine's reason.
    QListWidget* refusedList() const { return refused_; }
    QPushButton* answerButton() const { return answer_; }

private:
    void updateOdds();

    const Game& game_;
    QLabel* odds_;
    QListWidget* list_;
    QListWidget* refused_;
    QPushButton* answer_;
};

}  // namespace eylau::game
