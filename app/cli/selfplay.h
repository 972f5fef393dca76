#pragma once
// eylau-cli selfplay: seeded games between two players (engine/include/eylau/ai/player.h), to
// measure and compare their strength (docs/computer-opponent.md).
#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/player.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace eylau::cli {

// What the command line asks of selfplay (its help below says what each option does).
struct SelfplayOptions {
    std::string scenario;
    ai::Level french = ai::Level::Normal, allied = ai::Level::Normal;
    int games = 0;
    std::uint64_t seed = 1;
    std::optional<bool> weather;
    std::map<std::string, bool> variants;       // --variant NAME=on|off (CR, AL)
    std::optional<ai::WorkBudget> work;         // --plans
    std::map<ai::Level, ai::LevelWork> search;  // --search LEVEL=...
    std::string records;                        // --records DIR: each game's record written there
    bool quiet = false;
};

int runSelfplay(const SelfplayOptions& options);

// What --search takes, as its refusal names it: "--search takes " and this.
inline constexpr std::string_view kSearchSyntax =
    "LEVEL=SWEEPS,BREADTH,STYLES,SAMPLES,COMBAT_PASSES,ENEMY[,HORIZON[,LUCK[,FINALISTS[,SPREAD[,CS,CO[,LEVELS[,CORNERED[,ENDGAME[,LEAF[,REPAIRS[,OWN[,REFIT[,TRAPS[,FLANKS]]]]]]]]]]]]]] "
    "for quick, normal or strong (styles 1 to 12, enemy 0 for the greedy player, 1 for the quick level or 2 for the normal level's planner, "
    "horizon 1 to 4 Player-Turns played out, luck 1 to take the dice's luck out of the play-outs, "
    "finalists 0 to 6, spread 0 to 100 VP a Game-Turn to score play-outs by the chance of winning, "
    "CS 0 to 50 play-outs to weigh each attack by and CO 0 to 10 other attacks weighed, "
    "levels 1 to score play-outs by the level of victory to expect, cornered 0 to 100 percent of a "
    "retreat counted as a loss where the enemy can close the way back, endgame 0 to 9 last Game-Turns "
    "whose play-outs go on to the end of the battle, leaf 0 to 200 percent of the attacks the side about to move "
    "can make from a play-out's last position counted into its score, repairs 0 to 3 times the best plan is planned again "
    "away from the places its play-outs lost units at, own 0 to 2 who plays our own side in the play-outs, as enemy counts, "
    "1 by default, refit 0 to 3 times the movement plan is planned again against the enemy's reach from the places "
    "it leaves our units at, traps 0 to 15 where a retreat's loss is read from the ways back the enemy cannot close, the sum of 1 in retreats and advances, 2 in movement plans, 4 at the play-outs' last positions and 8 in the plans' passes again with refit, "
    "flanks 0 or 1 to reckon, in the plans' passes again with refit, an attack on a place with as many enemy units as can come next to it)";

// The value of --search: a level of the computer opponent and the work its search does instead of
// its own; nullopt when TEXT is not that (kSearchSyntax).
std::optional<std::pair<ai::Level, ai::LevelWork>> readSearch(const std::string& text);

inline constexpr std::string_view kSelfplayHelp =
    "Usage: eylau-cli selfplay SCENARIO --french LEVEL --allied LEVEL --games N [--seed S]\n"
    "                          [--weather on|off] [--variant NAME=on|off]... [--plans P]\n"
    "                          [--search LEVEL=SW,BR,ST,SA,CP,EN[,HO,...,TR]]...\n"
    "                          [--records DIR] [--quiet]\n"
    "\n"
    "Plays N games of SCENARIO between two players, with dice seeds S, S+1, ..., S+N-1 (S is 1\n"
    "unless given; the players' own choices are seeded from them too, and the computer\n"
    "opponent's levels are budgets of work, never of time, so a run repeats exactly on any\n"
    "machine). LEVEL is one of: random (a random legal player), greedy (a one-ply player),\n"
    "quick, normal, strong (the computer opponent, searching more at each level:\n"
    "docs/computer-opponent.md). --weather sets the optional rule 22.0 (default: the scenario's).\n"
    "--variant sets a variant rule adapted from La Bataille, cavalryReadiness or\n"
    "artilleryLimbering (docs/rules-engine.md; default: the scenario's).\n"
    "--plans bounds the computer opponent's work further: at most P movement plans scored per\n"
    "Movement Phase (0, the default: its level's search in full).\n"
    "--search tunes a level's search in place of its own (docs/computer-opponent.md, \"Levels\"):\n"
    "sweeps, quiet places per unit, styles (1-12) and play-outs of the look-ahead, Combat Phase\n"
    "passes, the enemy in the play-outs (0 greedy, 1 the quick level, 2 the normal level's\n"
    "planner without its play-outs), the Player-Turns each play-out goes on for (1 to 4),\n"
    "whether the dice's luck is taken out of its score (0 or 1),\n"
    "how many of the best plans are played out as many times again (0-6), and the Victory\n"
    "Points a Game-Turn the margin still to come spreads by, to score a play-out by the chance\n"
    "it wins rather than by its margin (0-100, 0: by the margin); and the play-outs each attack\n"
    "of the Combat Phase is weighed by (0-50, 0: the planner's attack as it is) against how many\n"
    "other attacks and ending the phase (0-10); whether play-outs are scored by the level of\n"
    "victory to expect (23.5: 1) rather than by who is ahead (0); and how far, in percent, a\n"
    "defender's retreat counts as its loss where the enemy can close the way back (6.4, 0-100);\n"
    "in how many of the battle's last Game-Turns the play-outs go on to its end (0-9); and how\n"
    "much, in percent, of the attacks the side about to move can make from a play-out's last\n"
    "position counts into its score (0-200); how many times the best plan is planned again away\n"
    "from the places its play-outs lost units at (0-3); who plays our own side in the play-outs\n"
    "(0-2, as for the enemy; 1 by default); how many times the movement plan is planned again\n"
    "against the enemy's reach from the places it leaves our units at (0-3); where a retreat's\n"
    "loss is read from the ways back the enemy cannot close (6.4, 0-15: the sum of 1 in retreats\n"
    "and advances, 2 in the movement plans, 4 at the play-outs' last positions, 8 in the plans'\n"
    "passes again, their reach read from the plan's places); and whether, in those passes again,\n"
    "an attack on a place is reckoned with as many enemy units as can come next to it, up to\n"
    "six, rather than the three of a line (4.4, 5.4: 0 or 1): the tuning runs.\n"
    "\n"
    "Prints one line per game (unless --quiet): each side's Victory Points, the enemy strength\n"
    "it eliminated (23.1), the victory hexes it holds (23.4) and the level of victory (23.5).\n"
    "Then for each side its wins, draws and losses by the levels of victory (23.5: a lead of\n"
    "less than a Marginal Victory is a draw), the share won at Marginal Victory or better and\n"
    "lost at Marginal Victory or worse, and beside them the count by more Victory Points alone;\n"
    "average Victory Points, eliminated strength and victory hexes, the levels of its wins, and\n"
    "the median, 90th percentile and mean wall time of its Player-Turns; and in how many games\n"
    "the French Guard infantry attacked (23.3: without that the Allies cannot earn their award);\n"
    "and its units told to retreat (Dr) and those eliminated for want of a safe hex (6.4), by\n"
    "how many ways back the enemy could not close each had, read from his reach as his\n"
    "Player-Turn began, as the unit's own Movement Phase before it began, and as that Movement\n"
    "Phase ended.\n"
    "\n"
    "--records DIR writes each game's record to DIR as FRENCH-ALLIED-SEED.eylau (the folder must\n"
    "exist), to review, summarise or analyse (eylau-cli analyse).\n"
    "\n"
    "Exit status: 0 when every game ended, 1 when a game stalled or a player gave a command\n"
    "the engine refused (named on stderr), or the scenario cannot be read, 2 wrong command line.\n";

}  // namespace eylau::cli
