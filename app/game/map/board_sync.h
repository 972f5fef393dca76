#pragma once
// Keeps the counters on the map in step with the game: each unit's counter at its hex (two
// units paused in one hex during a Movement Phase are fanned out, 4.4), eliminated and waiting
// units off the map, reinforcements' counters made when they arrive. Units that may not act now
// are drawn faded, and every counter's tooltip gives the unit's details and, if it may not move,
// why (citing the case).
#include "eylau/game/game.h"

#include <vector>

namespace eylau::mapview {
class CounterItem;
class MapScene;
}  // namespace eylau::mapview

namespace eylau::game {

class BoardSync {
public:
    explicit BoardSync(mapview::MapScene* scene);

    void sync(const Game& game);

    // The unit's counter (nullptr before a reinforcement first arrives).
    mapview::CounterItem* counter(UnitIndex unit) const;
    // Whether the counter is drawn faded because the unit may not act now.
    bool isFaded(UnitIndex unit) const;

    static constexpr double kFaded = 0.5;

private:
    mapview::MapScene* scene_;
    std::vector<mapview::CounterItem*> counters_;  // by unit index
};

}  // namespace eylau::game
