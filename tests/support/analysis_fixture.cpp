#include "support/analysis_fixture.h"

#include "eylau/record/game_review.h"
#include "eylau/record/game_session.h"

#include <algorithm>
#include <cmath>

namespace eylau::test {
namespace {

struct Row {
    double after;  // the French margin at the Player-Turn's end
    double cost;   // to the phasing side
    double luck;   // to the phasing side
    int frenchVP, alliedVP;
};

// French then Allied, Game-Turns 1 to 9.
constexpr Row kRows[] = {
    {3.1, 0.6, 0.4, 0, 0},     {1.8, 1.2, 0.3, 0, 2},    {4.0, 0.9, 1.5, 3, 2},    {5.6, 3.4, -0.5, 3, 4},
    {6.1, 0.4, 0.2, 6, 4},     {2.0, 0.8, 3.9, 6, 9},    {-5.2, 7.2, 1.2, 8, 12},  {-4.1, 1.7, -0.9, 8, 14},
    {-2.5, 3.1, 2.0, 12, 14},  {-3.6, 0.5, 0.6, 12, 17}, {-1.9, 1.1, 0.1, 15, 18}, {11.0, 13.5, -1.0, 21, 18},
    {11.8, 0.2, 0.0, 23, 19},  {9.4, 2.2, 1.1, 23, 22},  {12.6, 0.7, 0.8, 27, 22}, {10.0, 4.4, 1.9, 27, 26},
    {10.9, 0.3, -0.2, 30, 26}, {9.7, 1.0, 0.4, 30, 28},
};
constexpr double kOpening = 2.0;
constexpr std::size_t kTurningPoints = 3;

}  // namespace

ai::GameAnalysis handMadeAnalysis(const std::vector<std::size_t>& starts, std::size_t length, std::string recordDigest) {
    ai::GameAnalysis a;
    a.recordDigest = std::move(recordDigest);
    a.opening = kOpening;
    const std::size_t n = std::min(starts.size(), std::size(kRows));
    double before = kOpening;
    for (std::size_t i = 0; i < n; ++i) {
        const Row& r = kRows[i];
        ai::TurnAnalysis t;
        t.gameTurn = int(i / 2) + 1;
        t.side = i % 2 == 0 ? Side::French : Side::Allied;
        t.start = starts[i];
        t.end = i + 1 < starts.size() ? starts[i + 1] : length;
        t.before = before;
        t.after = r.after;
        t.best = t.side == Side::French ? r.after + r.cost : r.after - r.cost;  // the margin is the French one
        t.cost = r.cost;
        t.luck = r.luck;
        t.mark = ai::markForCost(r.cost);
        t.cause = std::abs(r.luck) > std::abs(r.cost) ? ai::SwingCause::Dice : ai::SwingCause::Decisions;
        t.victoryPoints = {r.frenchVP, r.alliedVP};
        a.turns.push_back(t);
        before = r.after;
    }
    // The largest swings of the evaluation are the turning points.
    std::vector<std::size_t> order(a.turns.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&a](std::size_t x, std::size_t y) {
        return std::abs(a.turns[x].after - a.turns[x].before) > std::abs(a.turns[y].after - a.turns[y].before);
    });
    for (std::size_t k = 0; k < std::min(kTurningPoints, order.size()); ++k) a.turns[order[k]].turningPoint = true;
    a.complete = n == std::size(kRows);
    return a;
}

ai::GameAnalysis handMadeAnalysis() {
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < std::size(kRows); ++i) starts.push_back(i * 40);
    return handMadeAnalysis(starts, std::size(kRows) * 40);
}

std::vector<std::size_t> playerTurnStarts(const GameSession& session) {
    GameReview review(session);
    std::vector<std::size_t> starts{0};
    for (;;) {
        review.seek(starts.back());
        const std::size_t next = review.next(ReviewStep::ByPlayerTurn);
        if (next <= starts.back() || next >= review.length()) break;
        starts.push_back(next);
    }
    return starts;
}

ai::GameAnalysis handMadeAnalysis(const GameSession& session) {
    return handMadeAnalysis(playerTurnStarts(session), session.record().lines.size(), ai::recordDigestFor(session));
}

}  // namespace eylau::test
