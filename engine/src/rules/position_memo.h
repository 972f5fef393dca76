#pragma once
// Private to the engine: what the rules work out about one position at most once, kept in its
// Situation (Situation::memo). A Situation reads a state that does not change while it lives, so
// these answers stay true for as long as it does.
#include "eylau/rules/combat_rules.h"
#include "rules/movement_search.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace eylau {

namespace combat_detail {
class ObligationGraph;  // obligations.cpp
}

struct Situation::Memo {
    Memo();   // both in obligations.cpp, where the obligation graph is defined
    ~Memo();
    std::optional<Obligations> open;          // 5.1: openObligations
    std::vector<std::int8_t> canRetreat;      // by unit: -1 not asked yet, 0 no, 1 yes (6.4, 6.5)
    detail::MoveSearch search;                // the movement searches' scratch, reused
    // 5.1 with 5.2: who could attack whom in this position, and the obligations that could not
    // all be met together even before another attack (checkObligationsAfter).
    std::unique_ptr<combat_detail::ObligationGraph> obligationGraph;
    std::optional<std::vector<UnitIndex>> unmetBefore;
};

}  // namespace eylau
