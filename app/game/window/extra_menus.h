#pragma once
// Menu entries that reach beyond the game in progress: turn summaries (print, preview, PDF;
// docs/turn-summaries.md), the board exported as a picture, a new game on another scenario, and the scenario editor.
#include "keys/menu_place.h"

#include <QString>

#include <functional>

class QWidget;

namespace eylau {
class Game;
class GameSession;
}

namespace eylau::game {

class ActionRegistry;

// File > Print Turn Summary..., Print Preview of Turn Summary..., Export Turn Summary as PDF...:
// the game so far, one Game-Turn or the whole game; the whole game with the analysis kept beside
// the game's file (`filePath`) when it is of this very game (docs/analysis.md).
void addSummaryActions(ActionRegistry& actions, MenuPlace place, QWidget* parent,
                       std::function<const GameSession&()> session, std::function<QString()> filePath);

// File > Export Map Image...: the board with the counters where the game shown has them (the
// position reviewed, in a review), as a PNG, an SVG or a PDF to print (docs/playing.md).
void addExportMapAction(ActionRegistry& actions, MenuPlace place, QWidget* parent, std::function<const Game&()> game,
                        std::function<QString()> filePath);

// File > New Game on Scenario > (Eylau, Grünau Mill, Other File...), each in a new window, and
// Tools > Scenario Editor (eylau-editor beside this program, on `scenarioFile` when there is one).
void addScenarioActions(ActionRegistry& actions, MenuPlace newGame, MenuPlace tools, QWidget* parent,
                        std::function<QString()> scenarioFile);

// Help > Tutorial: a new window (eylau --tutorial) playing Grünau Mill step by step against the
// computer (tutorial.h).
void addTutorialAction(ActionRegistry& actions, MenuPlace place, QWidget* parent);

}  // namespace eylau::game
