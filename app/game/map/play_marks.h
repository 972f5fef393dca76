#pragma once
// What the window marks on the map for play it did not draw itself: who controls each victory
// hex (23.4), and a command another player gave (the computer, the remote opponent): a move's
// path, taken from the engine's own events, and an attack's hexes.
#include "map/map_overlay.h"

#include "eylau/game/command.h"
#include "eylau/map/hex.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace eylau {
class Game;
struct Event;
}  // namespace eylau

namespace eylau::game {

// Where a command another player gave was marked.
struct PlayedMarks {
    std::optional<Hex> movedTo;  // the last hex a unit moved or entered to
    bool attack = false;
    std::optional<Hex> target;   // an attack's last defending hex on the map
};

class PlayMarks {
    Q_DECLARE_TR_FUNCTIONS(PlayMarks)
public:
    // 23.4: a small flag in the controlling side's colours on each victory hex (the Control group).
    static void markControl(MapOverlay& overlay, const Game& game);
    // The command's path or hexes in the Computer group, cleared first.
    static PlayedMarks markPlayed(MapOverlay& overlay, const Game& game, const Command& command,
                                  const std::vector<Event>& events);
};

}  // namespace eylau::game
