#pragma once
// 6.6: after a combat that vacated a hex, one victorious unit may advance into it, at once, or
// none. Lists the advances the engine allows (Game::whyNot) and a "No advance" button.
#include "eylau/scenario/unit_index.h"

#include <QWidget>

#include <optional>
#include <utility>

class QLabel;
class QListWidget;
class QPushButton;

namespace eylau {
class Game;
struct Hex;
}  // namespace eylau

namespace eylau::game {

class AdvanceWidget : public QWidget {
    Q_OBJECT
public:
    explicit AdvanceWidget(QWidget* parent = nullptr);

    // Fills the list with the legal advances; returns how many there are.
    int showFor(const Game& game);
    // The chosen (unit, hex index into the options), if any.
    int optionCount() const;
    // Selects the option for this unit and hex, if there is one.
    bool select(UnitIndex unit, int col, int row);
    QListWidget* list() const { return list_; }
    QPushButton* advanceButton() const { return advance_; }
    QPushButton* noAdvanceButton() const { return none_; }

signals:
    // unit index and hex (column, row) of the chosen advance
    void advanceRequested(eylau::UnitIndex unit, int col, int row);
    void noAdvanceRequested();

private:
    void requestSelected();

    QLabel* title_;
    QListWidget* list_;
    QPushButton* advance_;
    QPushButton* none_;
};

}  // namespace eylau::game
