#pragma once
// Where a retreat is a loss (6.4): as a game is played, each Dr a unit is told to make, counted by
// how many ways back it had as the enemy's Player-Turn began (ai/move_candidates.h, openWaysBack:
// its neighbours the enemy could not close in that Player-Turn) and whether it found a safe hex.
// The ways back are read three ways: from the enemy's reach as his Player-Turn began
// (RetreatTally::now); from his reach as our own Movement Phase before it began, as our planner read
// it then (RetreatTally::planned); and from his reach as that Movement Phase ended, our units where
// the plan left them, before our Combat Phase (RetreatTally::placed: what a plan's own places say).
// What `eylau-cli selfplay` reports, and what the planner's trappedShare is measured from.
#include "eylau/ai/match.h"
#include "eylau/game/event.h"
#include "eylau/game/game.h"

#include "ai/threat_map.h"

#include <map>
#include <optional>
#include <vector>

namespace eylau::ai {

class RetreatSurvey {
public:
    // Before each command: as a Player-Turn's Movement Phase begins, the ways back of each unit of
    // the side not moving; as it ends, the enemy's reach from where the moving side's units stand.
    void before(const Game& game);
    // After it: the side not moving's units that retreated (6.3 Dr) or had no hex to (6.4).
    void after(const Game& game, Side phasing, const std::vector<Event>& events, std::array<RetreatTally, 2>& tally) const;

private:
    int turn_ = 0;
    Side phasing_ = Side::French;
    std::map<std::size_t, std::array<int, 3>> openWays_;  // by unit slot, for this Player-Turn: now, planned, placed
    std::array<std::optional<ThreatMap>, 2> planned_;     // by Side: its enemy's reach as its Movement Phase began
    std::array<std::optional<ThreatMap>, 2> placed_;      // by Side: and as it ended (none yet this Player-Turn)
};

}  // namespace eylau::ai
