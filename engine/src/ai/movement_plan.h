#pragma once
// The Movement Phase of the computer opponent (4.0-4.6, 7.0-7.3, 8.1, 19.x): a plan giving
// every unit that may move a place (or none), judged as a whole: each place's own worth
// (move_candidates.h), the expected worth of the Combat Phase it sets up (combat_plan.h, on a
// copy of the state with the units moved) and the control of the victory hexes (23.4, as
// control_outlook.h expects it to last). The search improves the plan unit by unit and attack
// by attack (several units closing on one enemy together) until its time (or its count of plans
// scored, computer_opponent.h's WorkBudget) is up.
#include "ai/move_candidates.h"
#include "eylau/ai/play_out_enemy.h"
#include "ai/value_model.h"
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

namespace eylau::ai {

struct SearchLimits {
    // max: no deadline, and the clock is never read.
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    const std::atomic<bool>* cancel = nullptr;   // set from another thread to stop early
    std::int64_t plans = 0;                       // plans one search may score at most (0: no bound)
    int maxSweeps = 4;                            // improvement passes at most
    int breadth = 5;                              // quiet places per unit
    std::uint64_t seed = 1;                       // the order in which units are tried
    int refits = 0;                               // passes again, the enemy's reach read from the last pass's
                                                  // places (`plans` bounds each pass)
    bool refitWaysBack = false;                   // ... and a Dr weighed there by the ways back read from it (TRAPS 8)
    bool refitFlanks = false;                     // ... and an attack there reckoned with as many units as can come
                                                  // next to the place (FLANKS, Style::flanks)
    Style style;
    std::vector<Avoided> avoid;                   // places made dearer for their units (move_candidates.h)
    int styles = 1;                               // look-ahead: plans in this many styles
    int samples = 0;                              // look-ahead: play-outs per plan (0: none)
    PlayOutEnemy enemy = PlayOutEnemy::Greedy;    // look-ahead: who plays the enemy's play-out turn
    PlayOutEnemy own = PlayOutEnemy::Quick;       // look-ahead: who plays our side in the play-outs
    int horizon = 1;                              // look-ahead: Player-Turns played out after ours
    int endgame = 0;                              // look-ahead: ... to the end of the battle in its last so many Game-Turns
    double leaf = 0;                              // look-ahead: the last position's threats counted this much (leaf_threat.h)
    bool leafWaysBack = false;                    // look-ahead: and a Dr there weighed by the ways back (TRAPS 4)
    bool luckAdjusted = false;                    // look-ahead: the dice's luck taken out of each play-out's score (play_out_luck.h)
    int finalists = 0;                            // look-ahead: the best plans played out as many times again
    int repairs = 0;                              // look-ahead: the best plan planned again this many times, away
                                                  // from the places its play-outs lost units at (lookahead.h)
    int winSpread = 0;                            // look-ahead: play-outs scored as the chance of winning (win_chance.h); 0: by margin
    bool byLevels = false;                        // look-ahead: ... as the level of victory to expect (23.5, win_chance.h)
    bool evenHanded = false;                      // play-outs scored as half this side's score less half the enemy's
                                                  // (the game's analysis: either side's view gives the same margin)
    int threads = 0;                              // look-ahead: styles worked out side by side (0: the machine's)
    std::function<void(double)> progress;         // 0..1, optional
    bool timed() const { return deadline != std::chrono::steady_clock::time_point::max(); }
    bool stop() const {
        return (cancel && cancel->load()) || (timed() && std::chrono::steady_clock::now() >= deadline);
    }
};

struct MovementPlan {
    std::vector<Command> commands;  // moves and entries, legal in this order; `end` not included
    double worth = 0;
    std::int64_t plans = 0;         // plans scored to find it
};

// The plan for the phasing side's Movement Phase. The commands have passed Game::whyNot in order
// on a copy of the game.
MovementPlan planMovement(const Game& game, const SearchLimits& limits);

}  // namespace eylau::ai
