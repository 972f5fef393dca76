#include "eylau/scenario/victory.h"

namespace eylau {

// 23.5: the quality of victory by Victory Point superiority.
std::string VictoryConditions::levelFor(int superiority) const {
    std::string level;
    for (const VictoryLevel& l : levels)
        if (superiority >= l.from) level = l.name;
    return level;
}

}  // namespace eylau
