#pragma once
// 19.3: on Game-Turn 2 the Allied player names one Russian division besides Ostermann that may
// move. Lists the divisions the engine would release, with their units; "Later" leaves the
// choice open (Game > Release a Division).
#include <QDialog>

#include <string>

class QListWidget;

namespace eylau {
class Game;
}

namespace eylau::game {

class ReleaseDialog : public QDialog {
    Q_OBJECT
public:
    ReleaseDialog(const Game& game, QWidget* parent = nullptr);

    // The division chosen (its id), or empty.
    std::string division() const;
    int optionCount() const;
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_;
};

}  // namespace eylau::game
