#pragma once
// The turn bar's instruction to the player whose phase it is (3.0): what to click in the
// Movement Phase (4.0), in the Combat Phase (5.1; an attack still to finish, 6.5-6.7), and the
// result once the game is over (23.5).
#include <QCoreApplication>
#include <QString>

namespace eylau {
class Game;
}

namespace eylau::game {

class PhaseGuidance {
    Q_DECLARE_TR_FUNCTIONS(PhaseGuidance)
public:
    static QString forPlayer(const Game& game);
};

}  // namespace eylau::game
