#pragma once
// The View menu's own actions, a feature of the game window: Zoom In, Zoom Out, Fit to Window,
// Show Last Turn and Replay Last Turn (the other side's last Player-Turn on the map until the side
// playing acts, last_turn_marks.h), Enemy Threats (the enemy's next turn on the map, threat_marks.h), High Contrast (the map's look, mapview/map_contrast.h, and the
// widgets' palette; remembered between runs), and the Language menu. The board image and the docks' toggles
// have their own places (board_image_controller.h, game_docks.h).
#include "keys/menu_place.h"

#include <QObject>

class QMainWindow;

namespace eylau::mapview {
class MapView;
}

namespace eylau::game {

class ActionRegistry;
class GameDocument;
class LastTurnMarks;
class ThreatMarks;
class PlayHost;

class ViewController : public QObject {
    Q_OBJECT
public:
    // The zoom goes at `zoom`, the last turn and the enemy's threats at `lastTurn`, High Contrast
    // and the languages at `look`.
    ViewController(QMainWindow& window, PlayHost& host, GameDocument& document, mapview::MapView& view,
                   LastTurnMarks& marks, ThreatMarks& threats, ActionRegistry& actions, MenuPlace zoom,
                   MenuPlace lastTurn, MenuPlace look);

private:
    void addEnemyThreats(ThreatMarks& threats, ActionRegistry& actions, MenuPlace place);
    void addHighContrast(mapview::MapView& view, ActionRegistry& actions, MenuPlace place);

    PlayHost& host_;
    GameDocument& document_;
    LastTurnMarks& marks_;
};

}  // namespace eylau::game
