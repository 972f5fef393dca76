#pragma once
// A plan for the rest of a Combat Phase: which units attack which enemies together, and which
// artillery bombards what (5.1-5.8), so that every obligation of 5.1 is met and the expected
// worth (attack_value.h) of all the attacks is highest. The plan is searched as an assignment
// (each obligated unit to a defender or pair of defenders it is adjacent to, each free artillery
// unit to a target in range or to none) by hill-climbing from a greedy start.
#include "ai/attack_value.h"
#include "eylau/rules/board.h"

#include <atomic>
#include <vector>

namespace eylau::ai {

struct CombatPlan {
    std::vector<ScoredAttack> attacks;  // best first; forced poor attacks last
    double ev = 0;                      // their total
    bool meetsObligations = true;       // false: the search found no assignment meeting them all
};

// `state` is in (or about to be in) the Combat Phase of the side `values` is for. `passes`
// bounds the hill-climbing (1 is quick; 4 is thorough). Raising `cancel` stops the climb after the
// unit being tried: the plan found so far is returned, whole.
CombatPlan planCombat(const Board& board, const ExclusiveRules& rules, const GameState& state,
                      const ValueModel& values, int passes = 4, const std::atomic<bool>* cancel = nullptr);

}  // namespace eylau::ai
