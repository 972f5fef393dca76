#include "text/phase_guidance.h"

#include "panes/victory_panel.h"
#include "text/game_text.h"

#include "eylau/game/game.h"
#include "eylau/rules/game_state.h"

namespace eylau::game {

QString PhaseGuidance::forPlayer(const Game& game) {
    const GameState& st = game.state();
    QString text;
    switch (st.phase) {
    case Phase::Movement:
        text = tr("%1 player: click a unit to see where it can go, then click a shaded hex. Faded units may not move "
                  "(their tooltip says why).")
                   .arg(sideName(st.phasing));
        break;
    case Phase::Combat:
        text = combatUnresolved(st)
                   ? tr("Finish the attack in progress (see the attack window).")
                   : tr("%1 player: click a unit to draw up an attack. Units marked ! must attack or be attacked "
                        "(5.1).")
                         .arg(sideName(st.phasing));
        break;
    case Phase::GameOver: text = tr("The game is over: %1.").arg(victoryHeadline(game)); break;
    }
    return text;
}

}  // namespace eylau::game
