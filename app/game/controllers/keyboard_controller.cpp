#include "controllers/keyboard_controller.h"

#include "controllers/combat_controller.h"
#include "controllers/movement_controller.h"
#include "controllers/play_host.h"
#include "dialogs/attack_dialog.h"
#include "keys/action_registry.h"
#include "keys/shortcut_settings.h"
#include "keys/shortcut_tooltips.h"
#include "text/action_text.h"
#include "text/game_text.h"

#include "hex_click_filter.h"
#include "hex_cursor.h"
#include "map_scene.h"
#include "map_view.h"

#include "eylau/game/game.h"
#include "eylau/game/player_queries.h"
#include "eylau/rules/combat_rules.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QAction>
#include <QKeySequence>
#include <QMainWindow>

#include <algorithm>
#include <tuple>

namespace eylau::game {

KeyboardController::KeyboardController(QMainWindow& window, PlayHost& host, mapview::MapView& view,
                                       MovementController& movement, CombatController& combat,
                                       ActionRegistry& actions, MenuPlace place, QAction* endPhase, QAction* attack)
    : QObject(&window), window_(window), host_(host), view_(view), movement_(movement), combat_(combat),
      actions_(actions), endPhase_(endPhase), attack_(attack) {
    cursor_ = new mapview::HexCursor(&view_);
    connect(cursor_, &mapview::HexCursor::moved, this, &KeyboardController::hexPointed);
    connect(cursor_, &mapview::HexCursor::activated, this, &KeyboardController::hexActivated);
    connect(cursor_, &mapview::HexCursor::cycleRequested, this, &KeyboardController::cycleUnits);
    connect(cursor_, &mapview::HexCursor::homeRequested, this, &KeyboardController::cursorHome);

    switchWindow_ = new QAction(tr("Switch Between Map and Attack &Window"), this);
    switchWindow_->setShortcut(QKeySequence(Qt::Key_F6));
    switchWindow_->setShortcutContext(Qt::ApplicationShortcut);  // it works from the attack window too
    switchWindow_->setStatusTip(tr("From the attack window to the map (to pick units, retreat or advance with the "
                                   "cursor), and back"));
    connect(switchWindow_, &QAction::triggered, this, &KeyboardController::switchAttackWindow);
    actions_.add(QStringLiteral("switchAttackWindow"), switchWindow_, place);
}

void KeyboardController::finish() {
    shortcutSettings_ = new ShortcutSettings(actions_, &window_);
    shortcutSettings_->load();
    showShortcutsInToolTips(&window_);
    // A click moves a cursor that is shown to the hex clicked, so that the arrows go on from there.
    if (auto* clicks = view_.findChild<mapview::HexClickFilter*>())
        connect(clicks, &mapview::HexClickFilter::hexClicked, cursor_, [this](Hex hex) { cursor_->placeAt(hex); });
}

void KeyboardController::cycleUnits(bool forward) {
    if (!host_.personMayAct(true)) return;
    const Game& g = host_.game();
    const GameState& st = g.state();
    std::vector<UnitIndex> units;
    std::vector<UnitIndex> mustAttack;
    switch (st.phase) {
    case Phase::Movement: units = unitsThatMayMove(g); break;  // 4.0, 4.1, 7.0
    case Phase::Combat:
        if (combatUnresolved(st)) {
            host_.showMessage(tr("Finish the attack in progress first: the attack window says what is left (%1 goes to "
                           "it).")
                            .arg(actionKeys(switchWindow_)),
                        false);
            return;
        } else {
            const Obligations open = meetableObligations(g.situation());  // 5.1
            mustAttack = open.mustAttack;
            units = open.mustAttack;
            units.insert(units.end(), open.mustBeAttacked.begin(), open.mustBeAttacked.end());
        }
        break;
    case Phase::GameOver: host_.showMessage(tr("The game is over."), false); return;
    }
    if (units.empty()) {
        host_.showMessage(st.phase == Phase::Movement
                        ? tr("No unit of yours may move now: end the Movement Phase (%1).").arg(actionKeys(endPhase_))
                        : tr("No unit must attack or be attacked (5.1): attack as you choose (Enter on a unit), or "
                             "end the Combat Phase (%1).")
                              .arg(actionKeys(endPhase_)),
                    false);
        return;
    }
    // Across the map column by column, the reinforcements waiting to enter last.
    const auto where = [&st](UnitIndex u) {
        const UnitState& us = st.unit(u);
        return std::tuple(us.status != UnitStatus::OnMap, us.hex.col, us.hex.row, u);
    };
    std::sort(units.begin(), units.end(), [&](UnitIndex a, UnitIndex b) { return where(a) < where(b); });
    // From the unit selected, else the one under the cursor.
    std::optional<std::size_t> at;
    const auto indexOf = [&](UnitIndex u) -> std::optional<std::size_t> {
        const auto it = std::find(units.begin(), units.end(), u);
        return it == units.end() ? std::nullopt : std::optional<std::size_t>(std::size_t(it - units.begin()));
    };
    if (st.phase == Phase::Movement && movement_.selected()) at = indexOf(*movement_.selected());
    if (!at && cursor_->hex())
        for (std::size_t i = 0; i < units.size() && !at; ++i)
            if (st.unit(units[i]).status == UnitStatus::OnMap && st.unit(units[i]).hex == *cursor_->hex()) at = i;
    const std::size_t n = units.size();
    const std::size_t next = !at ? (forward ? 0 : n - 1) : forward ? (*at + 1) % n : (*at + n - 1) % n;
    const UnitIndex unit = units[next];
    if (const auto hex = cursorHexOf(unit)) cursor_->setHex(*hex);
    const QString count = tr("%1 of %2").arg(next + 1).arg(n);
    if (st.phase == Phase::Movement) {
        movement_.select(unit);  // as a click on it (or on it in the Off the Map panel)
        host_.showMessage(tr("%1 (Tab for the next): %2").arg(count, host_.statusMessage()), false);
        return;
    }
    const bool attacks = std::find(mustAttack.begin(), mustAttack.end(), unit) != mustAttack.end();
    host_.showMessage(attacks ? tr("%1 (Tab for the next): %2 must attack (5.1); Enter or %3 draws up an attack with it.")
                              .arg(count, unitLabel(g.scenario(), unit), actionKeys(attack_))
                        : tr("%1 (Tab for the next): %2 must be attacked (5.1); Enter or %3 draws up an attack on it.")
                              .arg(count, unitLabel(g.scenario(), unit), actionKeys(attack_)),
                false);
}

std::optional<Hex> KeyboardController::cursorHexOf(UnitIndex unit) const {
    const Game& g = host_.game();
    if (const auto hex = hexOnMap(g, unit)) return hex;
    // A reinforcement: the hex of its entry area (7.1).
    const Unit& u = g.scenario().units[unit.slot()];
    const EntryArea* area = u.arrival ? g.scenario().entryArea(u.arrival->area) : nullptr;
    return area ? std::optional<Hex>(area->hex) : std::nullopt;
}

void KeyboardController::cursorHome() {
    std::optional<UnitIndex> unit = movement_.selected();
    if (!unit) unit = combat_.retreatingUnit();
    if (!unit)
        if (const AttackDialog* d = combat_.attackDialog(); d && d->isVisible() && d->isDrawingUp()) {
            if (!d->draft().defenders().empty()) unit = d->draft().defenders().front();
            else if (!d->draft().attackers().empty()) unit = d->draft().attackers().front();
        }
    const std::optional<Hex> hex = unit ? cursorHexOf(*unit) : std::nullopt;
    if (!hex) {
        host_.showMessage(tr("No unit is selected: Tab goes to the next unit that may move, or must attack or be attacked."),
                    false);
        return;
    }
    cursor_->setHex(*hex);
    view_.centerOn(view_.mapScene()->layout().centre(*hex));
}

void KeyboardController::attackKey() {
    // The attack in hand: its window comes forward, as it is.
    if (AttackDialog* d = combat_.attackDialog(); d && d->isVisible()) {
        d->raise();
        d->activateWindow();
        return;
    }
    // A unit under the cursor: as a click on it in the Combat Phase (the engine may refuse it, 5.2).
    const GameState& st = host_.game().state();
    if (const auto hex = cursor_->hex();
        hex && st.phase == Phase::Combat && !combatUnresolved(st) && !host_.game().situation().unitsAt(*hex).empty()) {
        emit hexActivated(*hex, Qt::NoModifier);
        return;
    }
    combat_.openAttack();  // around the first open obligation (5.1), or the engine's refusal
}

void KeyboardController::switchAttackWindow() {
    AttackDialog* d = combat_.attackDialog();
    if (d && d->isVisible() && !d->isActiveWindow()) {
        d->raise();
        d->activateWindow();
        return;
    }
    window_.raise();
    window_.activateWindow();
    view_.setFocus(Qt::ShortcutFocusReason);
}

}  // namespace eylau::game
