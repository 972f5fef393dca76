#pragma once
// The game window's docks and what is in them: Off the Map and Hex on the left (tabs), Victory
// over Log, Charts and Rules Reference on the right (tabs); each with its toggle in View. The
// panels behind a tab when the window opens (Hex, Charts, Rules Reference) are made when first
// shown or asked for (shared/lazy_pane.h).
#include <QCoreApplication>

class QMainWindow;

namespace eylau {
struct Scenario;
}

namespace eylau::game {

class ActionRegistry;
class LazyPane;
class LogPanel;
class ReinforcementPanel;
class VictoryPanel;

struct GameDocks {
    Q_DECLARE_TR_FUNCTIONS(GameDocks)
public:
    // Makes the panes of `scenario` in their docks around `window`'s map, the toggles in `actions`.
    static GameDocks make(QMainWindow& window, const Scenario& scenario, ActionRegistry& actions);

    ReinforcementPanel* reinforcements = nullptr;
    LazyPane* inspector = nullptr;  // a HexInspector
    VictoryPanel* victory = nullptr;
    LogPanel* log = nullptr;
    LazyPane* rules = nullptr;   // a RulesPane
    LazyPane* charts = nullptr;  // a ChartsPane
};

}  // namespace eylau::game
