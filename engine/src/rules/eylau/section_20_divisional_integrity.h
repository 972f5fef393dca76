#pragma once
// 20.0 Divisional Integrity in the Attack (Eylau Exclusive Rules), as an ExclusiveRules section.
// The registry (rules/eylau/sections.cpp) composes it for scenarios listing section "20.0".
#include "rules/eylau/sections.h"

namespace eylau {

class DivisionalIntegrity : public ExclusiveRules {
public:
    // 20.1-20.4: per division, two attacking units add 2; three or more add 2 or, when the
    // attack asks for it (Attack::integrityShift), shift the final ratio one column right.
    // Adjacent attackers and bombarding artillery both count (20.3; RULES-NOTES: two artillery
    // units of one division bombarding together also earn the +2). Fresh strength plays no part.
    void adjustAttack(const Scenario& scenario, const GameState& state, const Attack& attack,
                      OddsAccount& account) const override;
};

}  // namespace eylau
