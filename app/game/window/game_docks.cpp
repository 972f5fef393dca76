#include "window/game_docks.h"

#include "keys/action_registry.h"
#include "panes/charts_pane.h"
#include "panes/hex_inspector.h"
#include "panes/log_panel.h"
#include "panes/reinforcement_panel.h"
#include "panes/rules_pane.h"
#include "panes/victory_panel.h"
#include "keys/panel_action.h"

#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>

#include <algorithm>

namespace eylau::game {
namespace {

constexpr int kLeastPanelHeight = 72;

}  // namespace

GameDocks GameDocks::make(QMainWindow& window, const Scenario& scenario, ActionRegistry& actions) {
    GameDocks d;
    auto dock = [&](const QString& title, const QString& name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* made = new QDockWidget(title, &window);
        made->setObjectName(name);
        made->setWidget(widget);
        // A panel may be made short (it scrolls): the docks' least heights stacked must not make
        // the window taller than a small screen (issue 40: at scale 2 on 1920x1080 the Rules
        // Reference's made it 584 px high on a 540 px screen).
        widget->setMinimumHeight(std::min(widget->minimumSizeHint().height(), kLeastPanelHeight));
        made->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                          QDockWidget::DockWidgetFloatable);
        window.addDockWidget(area, made);
        actions.add(name + QStringLiteral("Toggle"), panelAction(*made, &window), {MenuId::View, 50});
        return made;
    };
    d.reinforcements = new ReinforcementPanel(&window);
    QDockWidget* offMap =
        dock(tr("Off the Map"), QStringLiteral("reinforcementsDock"), d.reinforcements, Qt::LeftDockWidgetArea);
    // The hex inspector, a tab beside Off the Map: every unit in the chosen hex and what it may do.
    d.inspector = new HexInspector(&window);
    QDockWidget* inspectorDock = dock(tr("Hex"), QStringLiteral("inspectorDock"), d.inspector, Qt::LeftDockWidgetArea);
    actions.action(QStringLiteral("inspectorDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    window.tabifyDockWidget(offMap, inspectorDock);
    offMap->raise();
    d.victory = new VictoryPanel(&window);
    QDockWidget* victoryDock = dock(tr("Victory"), QStringLiteral("victoryDock"), d.victory, Qt::RightDockWidgetArea);
    d.log = new LogPanel(&window);
    QDockWidget* logDock = dock(tr("Log"), QStringLiteral("logDock"), d.log, Qt::RightDockWidgetArea);
    window.splitDockWidget(victoryDock, logDock, Qt::Vertical);
    // Beside the log, a tab each: the rules in our words (every case number in the window opens
    // it) and the charts of this scenario.
    d.rules = new RulesPane(&window);
    QDockWidget* rulesDock = dock(tr("Rules Reference"), QStringLiteral("rulesDock"), d.rules, Qt::RightDockWidgetArea);
    actions.action(QStringLiteral("rulesDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    d.charts = new ChartsPane(scenario, &window);
    QDockWidget* chartsDock = dock(tr("Charts"), QStringLiteral("chartsDock"), d.charts, Qt::RightDockWidgetArea);
    actions.action(QStringLiteral("chartsDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    window.tabifyDockWidget(logDock, chartsDock);
    window.tabifyDockWidget(chartsDock, rulesDock);
    logDock->raise();
    window.resizeDocks({victoryDock, logDock}, {260, 600}, Qt::Vertical);
    window.resizeDocks({victoryDock, offMap}, {360, 200}, Qt::Horizontal);
    return d;
}

}  // namespace eylau::game
