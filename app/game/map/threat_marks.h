#pragma once
// The enemy's threats on the map (View > Enemy Threats; docs/playing.md, "Enemy threats"): the
// hexes the enemy can reach in its next Movement Phase washed in sepia, and on each unit it could
// attack in the Combat Phase after, a badge with the best odds it could attack at ("3-1"), its
// tooltip naming the attackers. Everything shown is the engine's answer (enemy_threats.h).
#include "eylau/scenario/order_of_battle.h"

#include <QCoreApplication>

namespace eylau {
class Game;
struct EnemyThreats;
}  // namespace eylau

namespace eylau::game {

class MapOverlay;

class ThreatMarks {
    Q_DECLARE_TR_FUNCTIONS(eylau::game::ThreatMarks)
public:
    explicit ThreatMarks(MapOverlay& overlay) : overlay_(overlay) {}

    // Off by default; hidden, show() clears the marks.
    void setVisible(bool visible) { visible_ = visible; }
    bool isVisible() const { return visible_; }
    // The threats of the enemy of `side` in the position of `game`, in place of those shown.
    void show(const Game& game, Side side);
    void clear();

private:
    void draw(const Game& game, const EnemyThreats& threats);

    MapOverlay& overlay_;
    bool visible_ = false;
};

}  // namespace eylau::game
