// The artillery limbering variant, one feature of the game window (controllers/limbering_controller.h).
#include "controllers/limbering_controller.h"

#include "controllers/movement_controller.h"
#include "controllers/play_host.h"
#include "keys/action_registry.h"
#include "text/game_text.h"
#include "shared/game_document.h"

#include "eylau/game/command_units.h"
#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"
#include "eylau/scenario/scenario.h"

#include <QAction>

namespace eylau::game {

LimberingController::LimberingController(QObject& parent, PlayHost& host, GameDocument& document,
                                         MovementController& movement, ActionRegistry& actions, MenuPlace place)
    : QObject(&parent), host_(host), document_(document), movement_(movement) {
    limber_ = new QAction(tr("&Limber Guns"), this);
    limber_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_L));
    connect(limber_, &QAction::triggered, this, [this] { limberSelected(true); });
    unlimber_ = new QAction(tr("U&nlimber Guns"), this);
    unlimber_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_U));
    connect(unlimber_, &QAction::triggered, this, [this] { limberSelected(false); });
    actions.add(QStringLiteral("limberGuns"), limber_, place);
    actions.add(QStringLiteral("unlimberGuns"), unlimber_, place);
    connect(&movement_, &MovementController::selectionChanged, this, [this] { host_.updateActions(); });
}

// Shown only in a game that plays the variant; enabled when the engine would take the command.
void LimberingController::updateActions(bool person) {
    const Game& game = host_.game();  // the game shown: in review, the one reviewed
    const bool played = game.state().variants.artilleryLimbering;
    limber_->setVisible(played);
    unlimber_->setVisible(played);
    const std::optional<UnitIndex> unit = movement_.selected();
    for (QAction* action : {limber_, unlimber_}) {
        const bool limber = action == limber_;
        if (!played || !unit) {
            action->setEnabled(false);
            action->setStatusTip(limber ? tr("Select a battery to limber it (AL.2, variant): a die roll of %1 or less")
                                              .arg(game.scenario().rules.limberTarget)
                                        : tr("Select a battery to unlimber it (AL.3, variant): free, and it ends its move"));
            continue;
        }
        const LimberCommand command = limberCommand(game.scenario(), *unit, limber);
        const Verdict why = game.whyNot(command);
        action->setEnabled(person && !why);
        action->setStatusTip(why ? (limber ? tr("Cannot limber: %1") : tr("Cannot unlimber: %1")).arg(describe(*why))
                                 : limber ? tr("Roll to limber %1 (AL.2): %2 or less, and it may move")
                                                .arg(qtext(command.unit))
                                                .arg(game.scenario().rules.limberTarget)
                                          : tr("Unlimber %1 (AL.3): it may bombard, and its move is over")
                                                .arg(qtext(command.unit)));
    }
}

void LimberingController::limberSelected(bool limber) {
    const std::optional<UnitIndex> unit = movement_.selected();
    if (!unit || !host_.personMayAct(true)) return;
    const Game& game = host_.game();
    const LimberCommand command = limberCommand(game.scenario(), *unit, limber);
    // The record's comment, in English whatever the window speaks (game-record.md).
    const ApplyResult result =
        document_.apply(command, limber ? QStringLiteral("limbering") : QStringLiteral("unlimbering"));
    if (!result.ok()) {
        host_.showMessage(describe(*result.refusal), true);
        return;
    }
    host_.showMessage(result.events.empty() ? QString() : describe(result.events.back()), false);
    movement_.refresh();
}

}  // namespace eylau::game
