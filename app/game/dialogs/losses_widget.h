#pragma once
// 6.3 Ee: the attacker chooses which of his surviving adjacent attackers to lose, at least the
// printed strength of the defending force. A checklist of the engine's loss options (lossOptions)
// that shows the running total against the minimum and enables its button only when the engine
// would accept the checked units (Game::whyNot of the LoseCommand).
#include "eylau/scenario/unit_index.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace eylau {
class Game;
}

namespace eylau::game {

class LossesWidget : public QWidget {
    Q_OBJECT
public:
    explicit LossesWidget(QWidget* parent = nullptr);
    ~LossesWidget() override;

    // Fills the list from the game's pending Ee result (nothing to do when none is owed).
    void showFor(const Game& game);
    std::vector<UnitIndex> chosenUnits() const;
    int chosenStrength() const { return chosen_; }
    int owed() const { return owed_; }
    QListWidget* list() const { return list_; }
    QPushButton* loseButton() const { return lose_; }

signals:
    void loseRequested();

private:
    void updateTotal();

    QLabel* title_;
    QListWidget* list_;
    QLabel* total_;
    QPushButton* lose_;
    QLabel* refusal_;       // the engine's reason while the checked units will not do
    std::unique_ptr<const Game> game_;  // the position shown, while losses are owed
    int owed_ = 0;
    int chosen_ = 0;
};

}  // namespace eylau::game
