#include "eylau/ai/elo_ratings.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <utility>

namespace eylau::ai {
namespace {

// Bradley-Terry strengths by the minorise-maximise iteration (Hunter 2004), as Elo points.
std::vector<double> fit(int players, const std::vector<GameScore>& games, int anchor, double anchorElo) {
    std::vector<double> wins(static_cast<std::size_t>(players), 0.0);
    std::map<std::pair<int, int>, double> met;  // games between i < j
    for (const GameScore& g : games) {
        wins[std::size_t(g.a)] += g.score;
        wins[std::size_t(g.b)] += 1.0 - g.score;
        met[{std::min(g.a, g.b), std::max(g.a, g.b)}] += 1.0;
    }
    for (auto& [pair, n] : met) {  // the prior: one more drawn game per pair that met
        n += 1.0;
        wins[std::size_t(pair.first)] += 0.5;
        wins[std::size_t(pair.second)] += 0.5;
    }
    std::vector<double> gamma(static_cast<std::size_t>(players), 1.0);
    for (int iteration = 0; iteration < 2000; ++iteration) {
        double change = 0;
        for (int i = 0; i < players; ++i) {
            double denominator = 0;
            for (const auto& [pair, n] : met) {
                if (pair.first == i) denominator += n / (gamma[std::size_t(i)] + gamma[std::size_t(pair.second)]);
                if (pair.second == i) denominator += n / (gamma[std::size_t(i)] + gamma[std::size_t(pair.first)]);
            }
            if (denominator <= 0) continue;  // met nobody
            const double next = wins[std::size_t(i)] / denominator;
            change = std::max(change, std::abs(std::log(next / gamma[std::size_t(i)])));
            gamma[std::size_t(i)] = next;
        }
        if (change < 1e-10) break;
    }
    std::vector<double> elo(static_cast<std::size_t>(players));
    const double base = 400.0 * std::log10(gamma[std::size_t(anchor)]);
    for (int i = 0; i < players; ++i) elo[std::size_t(i)] = anchorElo + 400.0 * std::log10(gamma[std::size_t(i)]) - base;
    return elo;
}

}  // namespace

std::vector<Rating> eloRatings(int players, const std::vector<GameScore>& games, int anchor, double anchorElo,
                               int resamples, std::uint64_t seed) {
    std::vector<Rating> out(static_cast<std::size_t>(players));
    const std::vector<double> elo = fit(players, games, anchor, anchorElo);
    for (int i = 0; i < players; ++i) out[std::size_t(i)] = {elo[std::size_t(i)], elo[std::size_t(i)], elo[std::size_t(i)]};
    if (resamples <= 0 || games.empty()) return out;
    // Resample each pairing's games (its side and its players kept), refit, and take the 2.5th and
    // 97.5th percentiles of each rating.
    std::map<std::pair<int, int>, std::vector<GameScore>> byPairing;
    for (const GameScore& g : games) byPairing[{g.a, g.b}].push_back(g);
    std::mt19937_64 random(seed);
    std::vector<std::vector<double>> samples(static_cast<std::size_t>(players));
    for (int r = 0; r < resamples; ++r) {
        std::vector<GameScore> drawn;
        drawn.reserve(games.size());
        for (const auto& [pairing, list] : byPairing)
            for (std::size_t k = 0; k < list.size(); ++k) drawn.push_back(list[random() % list.size()]);
        const std::vector<double> e = fit(players, drawn, anchor, anchorElo);
        for (int i = 0; i < players; ++i) samples[std::size_t(i)].push_back(e[std::size_t(i)]);
    }
    for (int i = 0; i < players; ++i) {
        std::vector<double>& s = samples[std::size_t(i)];
        std::sort(s.begin(), s.end());
        out[std::size_t(i)].low = s[std::size_t(0.025 * double(s.size() - 1) + 0.5)];
        out[std::size_t(i)].high = s[std::size_t(0.975 * double(s.size() - 1) + 0.5)];
    }
    return out;
}

}  // namespace eylau::ai
