#pragma once
// eylau-cli tournament: a round robin of players, with Elo-style ratings and what each level's
// play looks like (docs/computer-opponent.md).
#include "eylau/ai/player.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace eylau::cli {

// What the command line asks of tournament (its help below says what each option does).
struct TournamentOptions {
    std::string scenario;
    std::vector<ai::Level> players{ai::Level::Random, ai::Level::Greedy, ai::Level::Quick, ai::Level::Normal,
                                   ai::Level::Strong};
    int games = 0;
    std::uint64_t seed = 1;
    int jobs = 1;
};

int runTournament(const TournamentOptions& options);

inline constexpr std::string_view kTournamentHelp =
    "Usage: eylau-cli tournament SCENARIO [--players L1,L2,...] --games N [--seed S] [--jobs J]\n"
    "\n"
    "Plays a round robin: every ordered pair of the players (default: random, greedy, quick,\n"
    "normal, strong), each side in turn, N games each with dice seeds S..S+N-1 (S is 1 unless\n"
    "given). The computer opponent plays on its level's budget of work, so a run repeats\n"
    "exactly on any machine. --jobs plays that many games at once (default 1).\n"
    "\n"
    "Prints each pairing's wins, draws and losses, then per player: an Elo-style rating (the\n"
    "Bradley-Terry model, greedy at 1000, or the first player when greedy is not playing) with\n"
    "its 95% interval from resampling the games; its score; and how it plays, beside the\n"
    "battle's history (a costly draw): how often its French hold Eylau's two hexes at the end,\n"
    "its average Victory Points on each side, how often its French commit the Guard infantry\n"
    "(23.3), the strength each side loses on average in its games, and its median time per\n"
    "Player-Turn.\n";

}  // namespace eylau::cli
