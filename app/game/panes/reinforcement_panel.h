#pragma once
// The units off the map, sorted by the engine (reinforcementStatus): reinforcements that may enter
// now (7.0), those held back (7.3), those due later with their Game-Turn and area, and the
// eliminated. Clicking one that may enter selects it, and the map shows its entry hexes (7.1, 7.2).
#include "eylau/scenario/unit_index.h"

#include <QWidget>

#include <memory>
#include <optional>

class QIcon;
class QTreeWidget;
class QTreeWidgetItem;

namespace eylau {
class Game;
struct Scenario;
}
namespace eylau::mapview {
class CounterArt;
}

namespace eylau::game {

class ReinforcementPanel : public QWidget {
    Q_OBJECT
public:
    explicit ReinforcementPanel(QWidget* parent = nullptr);
    ~ReinforcementPanel() override;

    void showGame(const Game& game);
    void setSelectedUnit(std::optional<UnitIndex> unit);  // nullopt: none
    QTreeWidget* tree() const { return tree_; }
    // The item of a unit (nullptr when it is not listed).
    QTreeWidgetItem* itemFor(UnitIndex unit) const;

signals:
    void unitChosen(eylau::UnitIndex unit);

private:
    QTreeWidget* tree_;
    // A unit's counter picture, for its row.
    QIcon counterIcon(UnitIndex unit) const;
    // The pictures of a group's rows, once it is opened.
    void addCounterIcons(QTreeWidgetItem* group);

    const Scenario* scenario_ = nullptr;  // of the game shown
    std::unique_ptr<mapview::CounterArt> art_;
    bool filling_ = false;
};

}  // namespace eylau::game
