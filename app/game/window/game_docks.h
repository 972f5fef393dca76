#pragma once
// The game window's docks and what is in them: Off the Map and Hex on the left (tabs), Victory
// over Log, Charts and Rules Reference on the right (tabs); each with its toggle in View.
#include <QCoreApplication>

class QMainWindow;

namespace eylau {
struct Scenario;
}

namespace eylau::game {

class ActionRegistry;
class ChartsPane;
class HexInspector;
class LogPanel;
class ReinforcementPanel;
class RulesPane;
class VictoryPanel;

struct GameDocks {
    Q_DECLARE_TR_FUNCTIONS(GameDocks)
public:
    // Makes the panes of `scenario` in their docks around `window`'s map, the toggles in `actions`.
    static GameDocks make(QMainWindow& window, const Scenario& scenario, ActionRegistry& actions);

    ReinforcementPanel* reinforcements = nullptr;
    HexInspector* inspector = nullptr;
    VictoryPanel* victory = nullptr;
    LogPanel* log = nullptr;
    RulesPane* rules = nullptr;
    ChartsPane* charts = nullptr;
};

}  // namespace eylau::game
