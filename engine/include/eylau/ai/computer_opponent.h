#pragma once
// The computer opponent: for whichever side must act, the next command(s), decided by a search
// whose size its level sets in units of work, never of time (docs/computer-opponent.md). `decide`
// reads nothing but the position, the settings and the seed (never the clock, unless a caller caps
// the time), changes nothing, never looks at the dice to come (6.1), and is safe to call from a
// worker thread on its own copy of the game: the same position, level and seed give the same
// commands on any machine, however loaded.
#include "eylau/ai/play_out_enemy.h"
#include "eylau/ai/queued_player.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace eylau::ai {

// Work instead of time: the Movement Phase's search stops after scoring so many plans, however fast
// or loaded the machine, and no clock is read, so `decide` is a pure function of the position, the
// settings and the seed (tests, reproducible measurements). The level's own search (its passes,
// the places tried per unit, the styles and play-outs of the look-ahead) is otherwise unchanged.
struct WorkBudget {
    // Movement plans scored in one Movement Phase at most, shared as the time is (the 19.3 release's
    // trials a twelfth each of what is left, the look-ahead's styles equally); 0: no bound but the
    // level's passes. Checked between units, as the time is: a search may score a few more.
    std::int64_t plans = 0;
};

// The styles the look-ahead can plan in (ai/lookahead.h); a level's `styles` takes the first so many.
inline constexpr int kLookAheadStyles = 12;

// A level's work: the search's passes and breadth, the look-ahead's styles and play-outs, and the
// Combat Phase planner's passes (docs/computer-opponent.md, "Levels").
struct LevelWork {
    int sweeps = 0;         // improvement passes over the movement plan
    int breadth = 0;        // quiet places tried per unit
    int styles = 1;         // look-ahead: movement plans in this many styles
    int samples = 0;        // look-ahead: play-outs of each (0: no look-ahead)
    int combatPasses = 0;   // hill-climbing passes of the Combat Phase plan
    PlayOutEnemy enemy = PlayOutEnemy::Greedy;  // look-ahead: who plays the enemy's play-out turn
    int horizon = 1;        // look-ahead: Player-Turns played out after ours (1: the enemy's; 2: and our next)
    bool luckAdjusted = false;  // look-ahead: each play-out scored less the luck of its dice
    int finalists = 0;      // look-ahead: the best plans played out as many times again (0, 1: none)
    int winSpread = 0;      // look-ahead: play-outs scored as the chance of winning, the margin to come
                            // spreading this many VP a Game-Turn (win_chance.h); 0: by their margin
    int combatSamples = 0;  // Combat Phase: each attack weighed by this many play-outs (0: the plan's)
    int combatOthers = 0;   // Combat Phase: other attacks weighed beside the plan's (and ending the phase)
    bool byLevels = false;  // look-ahead: play-outs scored by the level of victory to expect (23.5, win_chance.h)
    int cornered = 0;       // movement plans: how far a Dr counts as a loss where the enemy can close the
                            // way back (6.4), in percent (Style::cornered in ai/move_candidates.h)
    int endgame = 0;        // look-ahead: in the battle's last so many Game-Turns, play-outs go on to its end
                            // (23.5 counted as it will be) instead of for `horizon` Player-Turns
    int leaf = 0;           // look-ahead: the attacks the side about to move can make from a play-out's last
                            // position, counted into its score, in percent (ai/leaf_threat.h)
    int repairs = 0;        // look-ahead: the best plan planned again this many times, away from the places
                            // its play-outs lost units at in the enemy's Player-Turn (ai/lookahead.h)
    PlayOutEnemy own = PlayOutEnemy::Quick;  // look-ahead: who plays our side in the play-outs (our Combat
                                             // Phase after the plan, our later Player-Turns)
    int refits = 0;         // movement plans: planned again this many times, the enemy's reach read from the
                            // places the last pass left our units at (ai/movement_plan.h)
    int traps = 0;          // where a Dr's loss is read from the ways back the enemy cannot close (6.4;
                            // Style::traps in ai/move_candidates.h): the sum of the kTraps* below
    int flanks = 0;         // movement plans' passes again (with refits): an attack on a place reckoned with as
                            // many enemy units as can come next to it, up to six, not the three of a line
                            // (4.4, 5.4; Style::flanks in ai/move_candidates.h)
};
LevelWork levelWork(Level level);

// LevelWork::traps: where a Dr's loss is read from the unit's ways back.
inline constexpr int kTrapsInAnswers = 1;  // the retreat chosen and the advance after combat (6.4-6.6)
inline constexpr int kTrapsInPlans = 2;    // the movement plans
inline constexpr int kTrapsAtTheLeaf = 4;  // the last position's threats, with LEAF (leaf_threat.h)
inline constexpr int kTrapsInRefits = 8;   // the movement plans' passes again, with REFIT: the reach read from their places

struct ComputerSettings {
    Level level = Level::Normal;
    // A cap on the time (0: none, the default): the level's work alone ends the search. A caller
    // that sets one (a window that will not wait longer) reads Decision::capped, since a search
    // the clock stopped depends on the machine's load.
    std::chrono::milliseconds budget{0};
    std::uint64_t seed = 1;
    std::optional<WorkBudget> work;  // a further bound on the plans scored (tests, selfplay --plans)
    std::optional<LevelWork> search; // in place of the level's own (tuning: selfplay --search)
    // Threads the look-ahead's styles are worked out on side by side (0: as many as the machine
    // runs at once). The commands do not depend on it, only the time they take.
    int threads = 0;
};



struct Decision {
    // Legal in order from the position decided on: a Movement Phase's release, moves, entries and
    // `end`; one attack (its die is rolled next) or `end`; one answer during a combat.
    std::vector<Command> commands;
    bool cancelled = false;  // stopped early by `cancel`: the commands are still legal, but hastier
    bool capped = false;     // stopped by the time cap (ComputerSettings::budget): likewise
};

Decision decide(const Game& game, const ComputerSettings& settings, const std::atomic<bool>* cancel = nullptr,
                const std::function<void(double)>& progress = {});
Decision decide(std::shared_ptr<const Scenario> scenario, const GameState& state, const ComputerSettings& settings,
                const std::atomic<bool>* cancel = nullptr, const std::function<void(double)>& progress = {});

// The computer opponent as a Player (eylau-cli selfplay, tests).
class ComputerOpponent : public QueuedPlayer {
public:
    // With `work`, every decision is bounded by it instead of the level's time (ComputerSettings).
    // With `search`, it searches as told in place of its level's work (tuning, tests).
    ComputerOpponent(Level level, std::uint64_t seed, std::optional<WorkBudget> work = std::nullopt,
                     std::optional<LevelWork> search = std::nullopt)
        : QueuedPlayer(seed), level_(level), seed_(seed), work_(work), search_(search) {}
    std::string name() const override { return std::string(toString(level_)); }

protected:
    std::vector<Command> decide(const Game& game) override;

private:
    Level level_;
    std::uint64_t seed_;
    std::optional<WorkBudget> work_;
    std::optional<LevelWork> search_;
    std::uint64_t decisions_ = 0;
};

}  // namespace eylau::ai
