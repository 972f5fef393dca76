#pragma once
// The Combat Phase with the mouse (5.0-6.8): marks the units under obligation (5.1), opens the
// attack dialog on a click (and then adds the units clicked to the attack), asks the defender
// about Fresh Strength (21.1), and after the die walks the players through what is left: retreat
// hexes highlighted on the map, with displacement chains (6.4, 6.5), the Ee losses (6.3) and the
// advance (6.6). Every step is an engine command; refusals are shown as the engine words them.
#ifndef Q_MOC_RUN
#include "eylau/game/command.h"
#include "eylau/game/event.h"
#include "eylau/game/retreat_plan.h"
#include "eylau/map/hex.h"
#include "eylau/rules/combat_odds.h"
#include "eylau/rules/combat_rules.h"
#endif

#include <QObject>
#include <QPointer>

#include <functional>

#include <optional>
#include <utility>
#include <vector>

namespace eylau::game {

class AttackDialog;
class DefenceDialog;
class GameDocument;
class MapOverlay;

class CombatController : public QObject {
    Q_OBJECT
public:
    CombatController(GameDocument& document, MapOverlay& overlay, QWidget* dialogParent, QObject* parent = nullptr);
    ~CombatController() override;

    // A click on the map during a Combat Phase.
    void click(Hex hex, Qt::MouseButton button);
    // Opens the attack dialog: on the attack in progress, or a new one around `hex`'s unit.
    void openAttack(std::optional<Hex> hex = std::nullopt);
    // Forgets any half-made retreat chain and closes the dialogs (a new game, say).
    void cancel();
    // Brings the marks and dialogs up to date with the game.
    void refresh();

    // Whether a person answers now (the defender's Fresh Strength, retreats, losses, advances):
    // when the computer plays the side to act, nothing is asked or highlighted for a person.
    void setPersonActs(std::function<bool()> personActs) { personActs_ = std::move(personActs); }
    // Opens the attack window on an attack just made (by the computer), with what it did.
    void showOutcome(const std::vector<Event>& events, std::optional<Hex> focus = std::nullopt);
    // Adds what a command of the computer's did to the attack window, when it shows a result.
    void addOutcome(const std::vector<Event>& events);

    // Where to put the attack dialog beside the map, given the hex the attack is about.
    void setPlacement(std::function<void(QWidget* dialog, std::optional<Hex> focus)> place) { place_ = std::move(place); }

    AttackDialog* attackDialog() const;
    DefenceDialog* defenceDialog() const;
    // The unit whose retreat is being chosen, if any.
    std::optional<UnitIndex> retreatingUnit() const;

signals:
    void message(const QString& text, bool problem);
    // The odds of the attack drawn up in the attack window; nullptr when there is none.
    void draftOdds(const eylau::OddsAccount* odds);

private:
    bool apply(const Command& command);
    void declare(const AttackCommand& command, const QString& odds);
    void answerDefence();
    void askDefence();
    void lose();
    void advance(UnitIndex unit, Hex to);
    void noAdvance();
    void markObligations();
    void markDraft();
    void markResolution();
    bool clickResolution(Hex hex);
    std::vector<RetreatStep> retreatChoices() const;
    void clearRetreatSteps();  // forgets the hexes chosen so far for the retreat being built (6.4, 6.5)
    std::optional<UnitIndex> unitAt(Hex hex) const;
    void ensureDialog();

    GameDocument& document_;
    MapOverlay& overlay_;
    QWidget* dialogParent_;
    QPointer<AttackDialog> dialog_;
    QPointer<DefenceDialog> defence_;

    // The retreat being chosen hex by hex, with its displacements so far (6.4, 6.5; the engine's plan).
    std::optional<RetreatPlan> retreat_;
    std::optional<UnitIndex> advancing_;
    std::function<void(QWidget*, std::optional<Hex>)> place_;
    std::function<bool()> personActs_;
};

}  // namespace eylau::game
