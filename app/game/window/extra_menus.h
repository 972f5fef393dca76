#pragma once
// Menu entries that reach beyond the game in progress: turn summaries (print, preview, PDF;
// docs/turn-summaries.md), a new game on another scenario, and the scenario editor.
#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace eylau {
class GameSession;
}

namespace eylau::game {

// File > Print Turn Summary..., Print Preview of Turn Summary..., Export Turn Summary as PDF...:
// the game so far, one Game-Turn or the whole game.
void addSummaryActions(QMenu* menu, QWidget* parent, std::function<const GameSession&()> session);

// File > New Game on Scenario > (Eylau, Grünau Mill, Other File...), each in a new window, and
// Tools > Scenario Editor (eylau-editor beside this program, on `scenarioFile` when there is one).
void addScenarioActions(QMenu* fileMenu, QMenu* toolsMenu, QWidget* parent, std::function<QString()> scenarioFile);

// Help > Tutorial: a new window (eylau --tutorial) playing Grünau Mill step by step against the
// computer (tutorial.h).
void addTutorialAction(QMenu* helpMenu, QWidget* parent);

}  // namespace eylau::game
