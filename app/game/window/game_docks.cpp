#include "window/game_docks.h"

#include "keys/action_registry.h"
#include "panes/charts_pane.h"
#include "panes/hex_inspector.h"
#include "panes/log_panel.h"
#include "panes/reinforcement_panel.h"
#include "panes/rules_pane.h"
#include "panes/victory_panel.h"
#include "keys/panel_action.h"
#include "shared/lazy_pane.h"

#include <QDockWidget>
#include <QKeySequence>
#include <QMainWindow>

#include <algorithm>

namespace eylau::game {
namespace {

constexpr int kLeastPanelHeight = 72;

// A panel may be made short (it scrolls): the docks' least heights stacked must not make the
// window taller than a small screen (issue 40: at scale 2 on 1920x1080 the Rules Reference's made
// it 584 px high on a 540 px screen).
QWidget* mayBeShort(QWidget* widget) {
    widget->setMinimumHeight(std::min(widget->minimumSizeHint().height(), kLeastPanelHeight));
    return widget;
}

}  // namespace

GameDocks GameDocks::make(QMainWindow& window, const Scenario& scenario, ActionRegistry& actions) {
    GameDocks d;
    auto dock = [&](const QString& title, const QString& name, Qt::DockWidgetArea area) {
        auto* made = new QDockWidget(title, &window);
        made->setObjectName(name);
        made->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                          QDockWidget::DockWidgetFloatable);
        window.addDockWidget(area, made);
        actions.add(name + QStringLiteral("Toggle"), panelAction(*made, &window), {MenuId::View, 50});
        return made;
    };
    // A panel in front when the window opens, made now.
    auto madeNow = [](QDockWidget* holder, QWidget* widget) {
        holder->setWidget(mayBeShort(widget));
        return holder;
    };
    // A panel behind another's tab when the window opens, made when first shown (shared/lazy_pane.h).
    auto later = [](QDockWidget* holder, const QString& name, auto make) {
        auto* lazy = new LazyPane(*holder, [make](QWidget* parent) { return mayBeShort(make(parent)); });
        lazy->setObjectName(name);
        return lazy;
    };
    d.reinforcements = new ReinforcementPanel(&window);
    QDockWidget* offMap =
        madeNow(dock(tr("Off the Map"), QStringLiteral("reinforcementsDock"), Qt::LeftDockWidgetArea), d.reinforcements);
    // The hex inspector, a tab beside Off the Map: every unit in the chosen hex and what it may do.
    QDockWidget* inspectorDock = dock(tr("Hex"), QStringLiteral("inspectorDock"), Qt::LeftDockWidgetArea);
    d.inspector = later(inspectorDock, QStringLiteral("inspectorPane"), [](QWidget* parent) { return new HexInspector(parent); });
    actions.action(QStringLiteral("inspectorDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    window.tabifyDockWidget(offMap, inspectorDock);
    offMap->raise();
    d.victory = new VictoryPanel(&window);
    QDockWidget* victoryDock = madeNow(dock(tr("Victory"), QStringLiteral("victoryDock"), Qt::RightDockWidgetArea), d.victory);
    d.log = new LogPanel(&window);
    QDockWidget* logDock = madeNow(dock(tr("Log"), QStringLiteral("logDock"), Qt::RightDockWidgetArea), d.log);
    window.splitDockWidget(victoryDock, logDock, Qt::Vertical);
    // Beside the log, a tab each: the rules in our words (every case number in the window opens
    // it) and the charts of this scenario.
    QDockWidget* rulesDock = dock(tr("Rules Reference"), QStringLiteral("rulesDock"), Qt::RightDockWidgetArea);
    d.rules = later(rulesDock, QLatin1String(kRulesPaneName), [](QWidget* parent) { return new RulesPane(parent); });
    actions.action(QStringLiteral("rulesDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QDockWidget* chartsDock = dock(tr("Charts"), QStringLiteral("chartsDock"), Qt::RightDockWidgetArea);
    d.charts = later(chartsDock, QStringLiteral("chartsPane"),
                     [&scenario](QWidget* parent) { return new ChartsPane(scenario, parent); });
    actions.action(QStringLiteral("chartsDockToggle"))->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    window.tabifyDockWidget(logDock, chartsDock);
    window.tabifyDockWidget(chartsDock, rulesDock);
    logDock->raise();
    window.resizeDocks({victoryDock, logDock}, {260, 600}, Qt::Vertical);
    window.resizeDocks({victoryDock, offMap}, {360, 200}, Qt::Horizontal);
    return d;
}

}  // namespace eylau::game
