#pragma once
// The games the layout tests look at: the main window as a player starts it (maximised on the
// screen of the run), and positions of a recorded Eylau game (tests/data/golden), so that the
// attack window shows a real attack of many units with its odds, and the end of a whole game.
#include "window/main_window.h"

#include <QString>

#include <memory>

namespace eylau::game {
class AttackDialog;
}

namespace eylau::test {

// The main window on the Eylau scenario (or `scenarioFile`), as the program opens it; null after
// a test failure saying why.
std::unique_ptr<game::MainWindow> layoutWindow(const QString& scenarioFile = {});

// Opens the recorded game (greedy against greedy, seed 14) at its end; false after a failure.
bool openWholeGame(game::MainWindow& window);

enum class RecordedAttack {
    ManyUnits,      // the record's first attack by two or more units with artillery bombarding
    AttackerLoses,  // the record's first attack whose attacker chose losses (6.3 Ee)
};

// The game played on from just before the recorded attack, the attack window drawn up as it was
// declared; null after a failure.
game::AttackDialog* drawUpRecordedAttack(game::MainWindow& window, RecordedAttack which);

// Resolve, the defender answering about Fresh Strength with nothing when asked.
void resolve(game::MainWindow& window, game::AttackDialog& dialog);

}  // namespace eylau::test
