#include "eylau/scenario/victory.h"

#include <algorithm>
#include <limits>

namespace eylau {

int VictoryConditions::winningSuperiority() const {
    if (levels.size() < 2) return 1;
    int lowest = levels.front().from, next = std::numeric_limits<int>::max();
    for (const VictoryLevel& l : levels) lowest = std::min(lowest, l.from);
    for (const VictoryLevel& l : levels)
        if (l.from > lowest) next = std::min(next, l.from);
    return next == std::numeric_limits<int>::max() ? 1 : std::max(1, next);
}

// 23.5: the quality of victory by Victory Point superiority.
std::string VictoryConditions::levelFor(int superiority) const {
    std::string level;
    for (const VictoryLevel& l : levels)
        if (superiority >= l.from) level = l.name;
    return level;
}

}  // namespace eylau
