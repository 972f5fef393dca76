#pragma once
// The Help menu, a feature of the game window: the User Guide at the section for what is on screen
// (F1), Keyboard Shortcuts (where the player changes his keys), the Tutorial, the Rules Reference
// and Charts docks, About; and the Tutorial dock, which follows what the player does.
#include "keys/menu_place.h"

#include <QObject>
#include <QString>

class QMainWindow;

namespace eylau::game {

class ActionRegistry;
class CombatController;
class GameDocument;
class KeyboardController;
class MovementController;
class PlayHost;
class TutorialPanel;

class HelpController : public QObject {
    Q_OBJECT
public:
    // The actions go into `actions`' Help menu; call once the docks it names exist.
    HelpController(QMainWindow& window, PlayHost& host, GameDocument& document, MovementController& movement,
                   CombatController& combat, KeyboardController& keyboard, ActionRegistry& actions);

    // Opens the Tutorial dock on the game in the window; the tutorial follows what the player does
    // from now on.
    void startTutorial();
    // The Tutorial dock's panel, once startTutorial has opened it.
    TutorialPanel* tutorialPanel() const { return tutorial_; }

private:
    // The User Guide's section about what is on screen now.
    QString helpSection() const;

    QMainWindow& window_;
    PlayHost& host_;
    GameDocument& document_;
    MovementController& movement_;
    CombatController& combat_;
    KeyboardController& keyboard_;
    ActionRegistry& actions_;
    TutorialPanel* tutorial_ = nullptr;
};

}  // namespace eylau::game
