#pragma once
// Keyboard play, a feature of the game window (docs/playing.md, "Playing by keyboard"): the hex
// cursor on the map (the arrows; Enter or Space does what a click on its hex does, through the
// same code; Home), Tab and Shift+Tab through the units that may still move or must still attack
// or be attacked (the engine names them), the attack key and F6 between the map and the attack
// window, the player's own keys (Help > Keyboard Shortcuts, shortcut_settings.h) and the keys in
// every tooltip.
#include "keys/menu_place.h"

// Qt first: moc cannot read the engine's headers' <concepts>.
#include <QObject>

#include "eylau/map/hex.h"
#include "eylau/scenario/order_of_battle.h"

#include <optional>

class QAction;
class QMainWindow;

namespace eylau::mapview {
class HexCursor;
class MapView;
}  // namespace eylau::mapview

namespace eylau::game {

class ActionRegistry;
class CombatController;
class MovementController;
class PlayHost;
class ShortcutSettings;

class KeyboardController : public QObject {
    Q_OBJECT
public:
    // The cursor goes on `view`; F6 into `actions` at `place`. `endPhase` and `attack` are the
    // window's actions, whose keys the messages name.
    KeyboardController(QMainWindow& window, PlayHost& host, mapview::MapView& view, MovementController& movement,
                       CombatController& combat, ActionRegistry& actions, MenuPlace place, QAction* endPhase,
                       QAction* attack);

    // Once every action of the window is registered: the player's own keys, and the keys in
    // every tooltip.
    void finish();

    mapview::HexCursor* cursor() const { return cursor_; }
    QAction* switchWindowAction() const { return switchWindow_; }
    ShortcutSettings* shortcutSettings() const { return shortcutSettings_; }

    // Tab, Shift+Tab: the next unit that may still move (4.1), or must attack or be attacked (5.1).
    void cycleUnits(bool forward);
    // Home: the cursor to the selected unit, in the middle of the view.
    void cursorHome();
    // Game > Attack: the attack window in hand, or one drawn up at the cursor's unit.
    void attackKey();
    // F6: from the attack window to the map, and back.
    void switchAttackWindow();

signals:
    // Enter or Space on the cursor's hex: what a click there does.
    void hexActivated(Hex hex, Qt::KeyboardModifiers modifiers);
    // The cursor moved onto a hex: what pointing at it shows.
    void hexPointed(Hex hex);

private:
    // Where the cursor shows a unit: its hex, or its entry area's for a reinforcement (7.1).
    std::optional<Hex> cursorHexOf(UnitIndex unit) const;

    QMainWindow& window_;
    PlayHost& host_;
    mapview::MapView& view_;
    MovementController& movement_;
    CombatController& combat_;
    ActionRegistry& actions_;
    QAction* endPhase_;
    QAction* attack_;
    mapview::HexCursor* cursor_ = nullptr;
    QAction* switchWindow_ = nullptr;
    ShortcutSettings* shortcutSettings_ = nullptr;
};

}  // namespace eylau::game
