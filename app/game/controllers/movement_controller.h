#pragma once
// The Movement Phase with the mouse (4.0-4.6, 7.0-7.3): click a unit (or a reinforcement in the
// panel) to select it; the hexes it can reach are shaded with their cost in Movement Points, and
// pointing at one draws the path; a click there moves it (Shift+click to pause on a friendly
// unit, 4.4). A click anywhere else asks the engine and shows why not, citing the case.
#ifndef Q_MOC_RUN
#include "eylau/map/hex.h"
#include "eylau/rules/movement.h"
#endif

#include <QObject>

#include <optional>
#include <vector>

namespace eylau::game {

class GameDocument;
class MapOverlay;

class MovementController : public QObject {
    Q_OBJECT
public:
    MovementController(GameDocument& document, MapOverlay& overlay, QObject* parent = nullptr);

    void click(Hex hex, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void hover(Hex hex);
    void leave();
    // Selects a unit of the phasing player (on the map, or waiting to enter).
    void select(UnitIndex unit);
    void clearSelection();
    // After the game changed: keeps the selection if it still can move, else drops it.
    void refresh();

    std::optional<UnitIndex> selected() const { return selected_; }
    const std::vector<Reach>& reach() const { return reach_; }

signals:
    void message(const QString& text, bool problem);
    void selectionChanged(std::optional<eylau::UnitIndex> unit);  // nullopt: none
    void problemAt(const std::vector<eylau::Hex>& hexes);

private:
    void showReach();
    void moveTo(const Reach& reach);
    void explainRefusal(Hex hex);
    const Reach* reachAt(Hex hex) const;

    GameDocument& document_;
    MapOverlay& overlay_;
    std::optional<UnitIndex> selected_;
    std::vector<Reach> reach_;
    std::vector<Hex> entryHexes_;
};

}  // namespace eylau::game
