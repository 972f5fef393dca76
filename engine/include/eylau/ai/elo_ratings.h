#pragma once
// Elo-style ratings from a round robin (eylau-cli tournament, docs/computer-opponent.md): the
// Bradley-Terry model fitted by maximum likelihood, on the Elo scale (a 400-point gap is 10 to 1
// odds), with a confidence interval for each player by resampling the games.
#include <cstdint>
#include <string>
#include <vector>

namespace eylau::ai {

// One game: players `a` and `b` (indices), a's score: 1 a win, 0.5 a draw, 0 a loss.
struct GameScore {
    int a = 0;
    int b = 0;
    double score = 0.5;
};

struct Rating {
    double elo = 0;
    double low = 0;   // the 95% interval, from `resamples` resamplings of the games
    double high = 0;
};

// Ratings of `players` players, `anchor`'s fixed at `anchorElo`. Each pair of players that met is
// given one drawn game more than it played (a mild prior), so a player who lost every game still
// gets a finite rating. `resamples` 0: no interval (low = high = elo). Deterministic for a seed.
std::vector<Rating> eloRatings(int players, const std::vector<GameScore>& games, int anchor, double anchorElo,
                               int resamples = 400, std::uint64_t seed = 1);

}  // namespace eylau::ai
