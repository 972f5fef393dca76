#pragma once
// The artillery limbering variant in the window (AL.2, AL.3): Game > Limber Guns and Unlimber
// Guns act on the selected battery. The engine says whether each may be done now, and why not;
// both are shown only in a game that plays the variant.
#include "keys/menu_place.h"

#include <QObject>

class QAction;

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class MovementController;
class PlayHost;

class LimberingController : public QObject {
    Q_OBJECT
public:
    // The actions go into `actions` at `place`; they act on `movement`'s selected unit.
    LimberingController(QObject& parent, PlayHost& host, GameDocument& document, MovementController& movement,
                        ActionRegistry& actions, MenuPlace place);

    // Shown in a game that plays the variant; enabled when a person (`person`) may act and the
    // engine would take the command.
    void updateActions(bool person);
    void limberSelected(bool limber);

    QAction* limberAction() const { return limber_; }
    QAction* unlimberAction() const { return unlimber_; }

private:
    PlayHost& host_;
    GameDocument& document_;
    MovementController& movement_;
    QAction* limber_ = nullptr;
    QAction* unlimber_ = nullptr;
};

}  // namespace eylau::game
