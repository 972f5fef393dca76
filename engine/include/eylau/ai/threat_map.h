#pragma once
// Where the enemy can strike in its next Player-Turn: every hex its units could move to (4.0,
// 7.0, 8.1, 19.x; from the present position), and the enemy strength that could stand next to
// each hex. Built once per decision; the movement planner weighs its units' exposure with it.
#include "eylau/game.h"

#include <vector>

namespace eylau::ai {

class ThreatMap {
public:
    // The threat of `enemy` against the other side, as of the game's present state.
    ThreatMap(const Game& game, Side enemy);

    // Printed strength of the enemy units that could end their next move next to h (or are
    // next to it already).
    int pressure(Hex h) const { return at(pressure_, h); }
    // Whether some enemy unit could move into (or through) h next Player-Turn.
    bool reachable(Hex h) const { return at(reach_, h) != 0; }

private:
    int at(const std::vector<int>& v, Hex h) const;

    const Scenario* scenario_;
    std::vector<int> pressure_;  // by map slot
    std::vector<int> reach_;
};

}  // namespace eylau::ai
