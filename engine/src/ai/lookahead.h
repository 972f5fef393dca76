#pragma once
// Look-ahead by play-outs: from a copy of the position, with dice of its own (never the game's
// next rolls), the side to judge plays on with the quick computer opponent's Combat Phase and
// answers, the enemy with the greedy player (or, SearchLimits::enemy, the quick level or a thorough planner),
// until the judged side's next Player-Turn begins (or, with a horizon of 2, the one after it; in
// the battle's last Game-Turns with an endgame, its end; or the game ends); the position reached
// is then scored (position_score.h), less the luck of the play-out's dice when
// SearchLimits::luckAdjusted (play_out_luck.h), and as the chance that margin wins when
// SearchLimits::winSpread (win_chance.h). The dice sequences are numbered, the same ones for every
// candidate (common random numbers).
#include "ai/movement_plan.h"
#include "eylau/ai/computer_opponent.h"
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace eylau::ai {

// The Player-Turns a play-out from `state` goes on for after the one under way: the horizon, or in
// the battle's last SearchLimits::endgame Game-Turns as many as are left (the margin then is the
// one 23.5 counts, with the awards and the reinforcements still to come).
int playOutTurns(const Scenario& scenario, const GameState& state, const SearchLimits& limits);

// Play-outs' scores added up: their total and how many were played; with SearchLimits::repairs,
// also how many of them lost each unit of the side judged in the enemy's Player-Turn (by unit slot).
struct PlayOuts {
    double total = 0;
    int count = 0;
    std::vector<int> lost;
    double mean() const { return count > 0 ? total / count : 0.0; }
    PlayOuts& operator+=(const PlayOuts& more) {
        total += more.total;
        count += more.count;
        if (lost.size() < more.lost.size()) lost.resize(more.lost.size());
        for (std::size_t i = 0; i < more.lost.size(); ++i) lost[i] += more.lost[i];
        return *this;
    }
};

// The places of `side`'s units after `plan` (applied in order from game's state) that its play-outs
// lost them at in the enemy's Player-Turn, each costing the share of play-outs that lost it times
// its strength (23.1: a point a strength point): what a repaired plan avoids (move_candidates.h).
std::vector<Avoided> placesLost(const Game& game, Side side, const std::vector<Command>& plan, const PlayOuts& scores);

// The scores for `side` after `commands` (applied in order from game's state) and the play-out
// that follows, over `samples` dice sequences numbered from `first` (dice of sequence i are
// seeded from `seed` and i: the same sequences for every plan). Stops early when the limits are
// reached (with at least one play-out done).
PlayOuts playOuts(const Game& game, Side side, const std::vector<Command>& commands, int first, int samples,
                  std::uint64_t seed, const SearchLimits& limits);

// The play-outs `first` to `first + samples - 1` of each candidate (a list of commands; an empty
// one, not planned, is passed over), one play-out a job on `threads`, added up in their order: the
// same totals on any number of threads. Past the first of a candidate's play-outs, none is started
// once the limits are reached. `done(mine)` is called after each one played (progress).
std::vector<PlayOuts> playOutEach(const Game& game, Side side, const std::vector<const std::vector<Command>*>& candidates,
                                  int first, int samples, std::uint64_t seed, const SearchLimits& limits, int threads,
                                  const std::function<void(bool mine)>& done = {});

// The threads a search's play-outs run on: one when it is timed, else the settings' (0: the
// machine's). Asked once a search, not once a play-out's every decision.
int searchThreads(const SearchLimits& limits);

// What a candidate's play-outs rank it by: their mean, less 1 VP for any but the first (the
// balanced style; the planner's attack). The play-outs are few and the dice many: another must be
// clearly better to be preferred.
double rankingWorth(const PlayOuts& scores, std::size_t k);

// The styles the look-ahead plans in, the balanced one first; a level's `styles` takes the first
// so many: six that lean more or less cautious and driven, then two that lean toward Eylau's hexes
// (23.4) and toward the enemy's units, then four further kinds for the tuning runs (no level takes
// them): two that count a Dr as a loss where the way back can be closed (6.4, Style::cornered), one
// that holds back and one that goes all out.
inline constexpr std::array<Style, kLookAheadStyles> kLookAheadStyleList{{
    {1.0, 1.0}, {0.5, 1.2}, {1.6, 0.9}, {0.7, 1.0}, {1.3, 1.2}, {0.3, 1.5},  // more or less cautious, driven
    {1.0, 1.0, 2.0}, {1.0, 1.0, 0.5},                                       // Eylau first, the enemy first
    {1.0, 1.0, 1.0, 0.6}, {1.6, 0.9, 1.0, 0.6},                             // wary of being cornered
    {2.5, 0.6}, {0.2, 2.0},                                                 // holding back, all out
}};

// The moves of a Movement Phase, for the normal and strong levels (with no play-outs asked for,
// the quick level's one plan): plans in several styles (more or less cautious, more or less
// driven), each played out over a few dice sequences against the enemy's answer, the greedy player's (normal) or the quick level's
// (strong); the best on average is kept. The strong level then plays its best few (finalists) out
// as many times again and chooses among them on all their play-outs. With a plan bound
// (WorkBudget) each style may score an equal share of the plans and plays all its play-outs. On a
// work budget the plans, then the play-outs one by one, are worked out side by side on the
// settings' threads, each on copies of the game of its own, and added up in their order
// afterwards: the same plan as one thread finds. A caller's time cap shares the time among the
// styles in turn instead, on one thread. With repairs (on a work budget), the best plan so far is
// planned again in its style with the places its play-outs lost units at made dearer
// (placesLost), played out on the same dice and ranked among the others, before the finalists.
std::vector<Command> lookAhead(const Game& game, const SearchLimits& limits);

}  // namespace eylau::ai
