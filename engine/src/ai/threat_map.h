#pragma once
// Where the enemy can strike in its next Player-Turn: every hex its units could move to (4.0,
// 7.0, 8.1, 19.x; from the present position), and the strength of the strongest few enemy units
// that could stand next to each hex. Built once per decision; the movement planner weighs its
// units' exposure (move_candidates.h) and the victory hexes' safety (control_outlook.h) with it.
#include "eylau/game/game.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace eylau::ai {

class ThreatMap {
public:
    // The threat of `enemy` against the other side, as of the game's present state.
    ThreatMap(const Game& game, Side enemy);

    // Printed strength of the enemy units that could end their next move next to h (or are
    // next to it already): the strongest kAttackers of them, for no more can stand next to a
    // unit in a line and attack it together (4.4, 5.4) when the line's other units must be
    // attacked too (5.1).
    static constexpr std::size_t kAttackers = 3;
    int pressure(Hex h) const;
    // The same for as many attackers as `attackers` (at most kMostAttackers, one a neighbour, 4.4):
    // a unit out of the line, whose neighbours the enemy can reach more of, can be attacked by more.
    static constexpr std::size_t kMostAttackers = 6;
    int pressure(Hex h, int attackers) const;
    // How many of h's neighbours an enemy unit could end its next move in (or stands in): the
    // most that can attack a unit at h together (4.4, 5.4).
    int approaches(Hex h) const;
    // Whether some enemy unit could move into (or through) h next Player-Turn.
    bool reachable(Hex h) const;
    // 6.4: whether h is closed to a retreat now: off the map, held by an enemy unit or in its
    // Zone of Control (as the rules' Situation says, river hexsides included).
    bool shut(Hex h) const;
    // 6.4: whether the enemy could close h to a retreat in its next Player-Turn: h is shut now, or
    // some enemy unit could end its move in h or next to it (its Zone of Control, 4.5).
    bool closable(Hex h) const;

private:
    std::optional<std::size_t> slotOf(Hex h) const;

    const Scenario* scenario_;
    std::vector<std::array<int, kMostAttackers>> strongest_;  // by map slot, strongest first
    std::vector<int> reach_;
    std::vector<std::uint8_t> shut_;  // by map slot
};

}  // namespace eylau::ai
