#pragma once
// Victory conditions as data (23.0 for Eylau).
#include "eylau/map/hex.h"
#include "eylau/scenario/order_of_battle.h"
#include "eylau/map/provenance.h"

#include <string>
#include <vector>

namespace eylau {

struct VictoryHex {
    Hex hex;
    std::string name;
    int points = 0;  // to the side controlling it at the end (23.4)
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const VictoryHex&, const VictoryHex&) = default;
};

// 23.2, 23.3: a bonus for eliminating at least `eliminated` enemy strength points.
struct EliminationAward {
    Side side = Side::French;
    int eliminated = 0;
    int points = 0;
    bool requiresGuardCommitted = false;  // 23.3
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const EliminationAward&, const EliminationAward&) = default;
};

// 23.5: a level of victory from a Victory Point superiority upward.
struct VictoryLevel {
    int from = 0;
    std::string name;
    Provenance provenance = Provenance::Printed;
    std::string note;  // why a value was reconstructed, or an oddity
    friend bool operator==(const VictoryLevel&, const VictoryLevel&) = default;
};

struct VictoryConditions {
    int pointsPerStrengthPoint = 1;  // 23.1
    std::vector<VictoryHex> hexes;
    std::vector<EliminationAward> awards;
    std::vector<VictoryLevel> levels;
    friend bool operator==(const VictoryConditions&, const VictoryConditions&) = default;

    // The level for a superiority (>= 0); the empty string when there are no levels.
    std::string levelFor(int superiority) const;
    // 23.5: the least superiority that wins a level above the lowest (15 at Eylau, where a lead of
    // 0-14 is a Draw); 1 when there are no levels (any lead wins).
    int winningSuperiority() const;
};

}  // namespace eylau
