#include "tournament.h"

#include "scenario_loading.h"

#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/elo_ratings.h"
#include "eylau/ai/match.h"
#include "eylau/ai/player.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

namespace eylau::cli {
namespace {

std::string fixed(double x, int digits = 1) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return buffer;
}

struct Job {
    int french = 0, allied = 0;  // indices into the players
    std::uint64_t seed = 0;
};

// What a player did over its games.
struct Conduct {
    int frenchGames = 0, alliedGames = 0;
    int bothHexes = 0, oneHex = 0;      // as the French, at the end (23.4)
    int guard = 0;                      // as the French: the Guard infantry attacked (23.3)
    double frenchPoints = 0, alliedPoints = 0;
    double frenchLost = 0, alliedLost = 0;  // strength each side lost in its games
    double score = 0;        // by the levels of victory (23.5)
    double pointsScore = 0;  // by more Victory Points alone
    std::vector<double> turnSeconds;
};

}  // namespace

int runTournament(const TournamentOptions& o) {
    auto loaded = load(o.scenario);
    if (!loaded) return kExitFailure;
    const auto scenario = std::make_shared<const Scenario>(std::move(*loaded));
    const int n = int(o.players.size());
    std::vector<Job> jobs;
    for (int f = 0; f < n; ++f)
        for (int a = 0; a < n; ++a)
            if (f != a)
                for (int g = 0; g < o.games; ++g) jobs.push_back({f, a, o.seed + std::uint64_t(g)});
    std::cout << "tournament: " << scenario->name << ", " << n << " players, " << o.games
              << " games a pairing and side, " << jobs.size() << " games, seeds " << o.seed << ".."
              << o.seed + std::uint64_t(o.games) - 1 << std::endl;

    std::vector<ai::GameResult> results(jobs.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&]() {
        for (std::size_t k = next++; k < jobs.size(); k = next++) {
            const Job& j = jobs[k];
            GameOptions options;
            options.seed = j.seed;
            options.weather = scenario->rules.option("weather");
            auto french = ai::makePlayer(o.players[std::size_t(j.french)], j.seed * 2 + 1);
            auto allied = ai::makePlayer(o.players[std::size_t(j.allied)], j.seed * 2 + 2);
            results[k] = ai::playGame(scenario, options, {french.get(), allied.get()});
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < o.jobs; ++t) threads.emplace_back(work);
    work();
    for (std::thread& t : threads) t.join();

    std::vector<ai::GameScore> scores, byPoints;
    std::vector<Conduct> conduct(static_cast<std::size_t>(n));
    int failures = 0;
    std::map<std::pair<int, int>, std::array<int, 3>> pairings;  // wins, draws, losses of the French
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        const Job& j = jobs[k];
        const ai::GameResult& r = results[k];
        if (!r.failure.empty()) {
            ++failures;
            std::cerr << "eylau-cli: " << ai::toString(o.players[std::size_t(j.french)]) << " vs "
                      << ai::toString(o.players[std::size_t(j.allied)]) << ", seed " << j.seed << ": " << r.failure << '\n';
            continue;
        }
        // 23.5: a lead within the Draw band is a draw; the count by more VP is kept beside it.
        const double frenchScore = ai::levelScore(r.score, Side::French);
        const double frenchPoints = ai::pointsScore(r.score, Side::French);
        scores.push_back({j.french, j.allied, frenchScore});
        byPoints.push_back({j.french, j.allied, frenchPoints});
        auto& p = pairings[{j.french, j.allied}];
        ++p[frenchScore == 1.0 ? 0 : frenchScore == 0.5 ? 1 : 2];
        Conduct& f = conduct[std::size_t(j.french)];
        Conduct& a = conduct[std::size_t(j.allied)];
        ++f.frenchGames;
        ++a.alliedGames;
        f.bothHexes += r.victoryHexes[0] == 2;
        f.oneHex += r.victoryHexes[0] >= 1;
        f.guard += r.guardCommitted;
        f.frenchPoints += r.score.points[0];
        a.alliedPoints += r.score.points[1];
        for (Conduct* c : {&f, &a}) {
            c->frenchLost += r.strengthLost[0];
            c->alliedLost += r.strengthLost[1];
        }
        f.score += frenchScore;
        a.score += 1.0 - frenchScore;
        f.pointsScore += frenchPoints;
        a.pointsScore += 1.0 - frenchPoints;
        f.turnSeconds.insert(f.turnSeconds.end(), r.turnSeconds[0].begin(), r.turnSeconds[0].end());
        a.turnSeconds.insert(a.turnSeconds.end(), r.turnSeconds[1].begin(), r.turnSeconds[1].end());
    }
    for (const auto& [pair, wdl] : pairings)
        std::cout << ai::toString(o.players[std::size_t(pair.first)]) << " (French) vs "
                  << ai::toString(o.players[std::size_t(pair.second)]) << " (Allied): " << wdl[0] << "-" << wdl[1] << "-"
                  << wdl[2] << " (" << fixed(100.0 * (wdl[0] + 0.5 * wdl[1]) / std::max(1, wdl[0] + wdl[1] + wdl[2]))
                  << "% for the French, by the levels of victory)\n";

    const auto greedy = std::find(o.players.begin(), o.players.end(), ai::Level::Greedy);
    const int anchor = greedy != o.players.end() ? int(greedy - o.players.begin()) : 0;
    const std::vector<ai::Rating> ratings = ai::eloRatings(n, scores, anchor, 1000.0, 400, o.seed);
    const std::vector<ai::Rating> pointsRatings = ai::eloRatings(n, byPoints, anchor, 1000.0, 0, o.seed);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[std::size_t(i)] = i;
    std::sort(order.begin(), order.end(), [&](int x, int y) { return ratings[std::size_t(x)].elo > ratings[std::size_t(y)].elo; });
    std::cout << "\nratings by the levels of victory (23.5: a lead of less than a Marginal Victory is a draw; "
              << ai::toString(o.players[std::size_t(anchor)]) << " at 1000; 95% interval):\n";
    for (int i : order) {
        const ai::Rating& r = ratings[std::size_t(i)];
        const Conduct& c = conduct[std::size_t(i)];
        const int played = c.frenchGames + c.alliedGames;
        std::cout << "  " << ai::toString(o.players[std::size_t(i)]) << ": " << fixed(r.elo, 0) << " ["
                  << fixed(r.low, 0) << ", " << fixed(r.high, 0) << "], score "
                  << fixed(played > 0 ? 100.0 * c.score / played : 0.0) << "% of " << played << " games\n";
    }
    std::cout << "by more Victory Points alone:\n";
    for (int i : order) {
        const Conduct& c = conduct[std::size_t(i)];
        const int played = c.frenchGames + c.alliedGames;
        std::cout << "  " << ai::toString(o.players[std::size_t(i)]) << ": " << fixed(pointsRatings[std::size_t(i)].elo, 0)
                  << ", score " << fixed(played > 0 ? 100.0 * c.pointsScore / played : 0.0) << "%\n";
    }
    std::cout << "\nhow each plays (as the French: both Eylau hexes held at the end, at least one, Guard infantry\n"
                 "committed; average Victory Points as the French and as the Allies; strength lost per game by the\n"
                 "French and the Allies in its games; median seconds per Player-Turn):\n";
    for (int i : order) {
        const Conduct& c = conduct[std::size_t(i)];
        const double fg = std::max(1, c.frenchGames), ag = std::max(1, c.alliedGames);
        const double played = std::max(1, c.frenchGames + c.alliedGames);
        std::vector<double> t = c.turnSeconds;
        std::sort(t.begin(), t.end());
        std::cout << "  " << ai::toString(o.players[std::size_t(i)]) << ": Eylau held " << fixed(100.0 * c.bothHexes / fg)
                  << "%, one hex " << fixed(100.0 * c.oneHex / fg) << "%, Guard " << fixed(100.0 * c.guard / fg)
                  << "%; VP " << fixed(c.frenchPoints / fg) << " French, " << fixed(c.alliedPoints / ag)
                  << " Allied; lost " << fixed(c.frenchLost / played) << " French, " << fixed(c.alliedLost / played)
                  << " Allied; " << fixed(t.empty() ? 0.0 : t[t.size() / 2], 3) << " s\n";
    }
    if (failures > 0) {
        std::cout << failures << (failures == 1 ? " game" : " games") << " failed (stalled or a command refused)\n";
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace eylau::cli
