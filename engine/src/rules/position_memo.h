#pragma once
// Private to the engine: what the rules work out about one position at most once, kept in its
// Situation (Situation::memo). A Situation reads a state that does not change while it lives, so
// these answers stay true for as long as it does.
#include "eylau/rules/combat_rules.h"
#include "rules/movement_search.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace eylau {

struct Situation::Memo {
    std::optional<Obligations> open;          // 5.1: openObligations
    std::vector<std::int8_t> canRetreat;      // by unit: -1 not asked yet, 0 no, 1 yes (6.4, 6.5)
    detail::MoveSearch search;                // the movement searches' scratch, reused
};

}  // namespace eylau
