#include "rules/movement_search.h"

#include <algorithm>

namespace eylau::detail {

std::vector<Hex> MoveSearch::path(const Board& board, Slot s) const {
    std::vector<Hex> hexes;
    for (; s != source_ && s >= 0; s = pred_[std::size_t(s)]) hexes.push_back(board.hex(s));
    std::reverse(hexes.begin(), hexes.end());
    return hexes;
}

namespace {

// Lower ranks win ties: beyond the map edge first, then hex order.
int rank(Slot s) { return s == MoveSearch::kFromOutside ? -1 : s; }

}  // namespace

void MoveSearch::run(const Situation& situation, const SearchRules& rules, Slot source, Slot stopAt) {
    const Board& board = situation.board();
    const std::size_t n = std::size_t(board.hexCount());
    if (cost_.size() != n) {
        cost_.assign(n, kUnreached);
        pred_.resize(n);  // read only where cost_ is set
        reached_.clear();
    }
    for (Slot s : reached_) cost_[std::size_t(s)] = kUnreached;
    if (source_ >= 0 && std::size_t(source_) < n) cost_[std::size_t(source_)] = kUnreached;
    reached_.clear();
    const std::size_t width = std::size_t(board.dearestStepHalfMP()) + 1;
    if (buckets_.size() != width) buckets_.assign(width, {});  // each run leaves them empty
    source_ = source;

    const Side own = enemyOf(rules.enemy);
    const int limit = rules.limitHalfMP;
    std::size_t pending = 0;
    // A step into `to` from `from` (or from beyond the edge) reaching it for `total`.
    auto relax = [&](Slot from, Slot to, int total) {
        if (total > limit) return;  // 4.1
        const std::size_t t = std::size_t(to);
        if (rules.enemiesBlock && situation.occupiedBy(to, rules.enemy)) return;  // 4.3
        if (rules.zoc && situation.inZocOf(to, rules.enemy)) {
            if (rules.night) return;  // 8.1
            // 4.4 with 4.5: the unit would have to stop in a friendly unit's hex, and neither
            // could leave it (both in enemy ZOC), so the phase could never end.
            if (situation.occupiedBy(to, own)) return;
        }
        int& c = cost_[t];
        if (total < c) {
            if (c == kUnreached) reached_.push_back(to);  // never the source, whose cost is 0
            c = total;
            pred_[t] = from;
            buckets_[std::size_t(total) % width].push_back(to);
            ++pending;
        } else if (total == c && rank(from) < rank(pred_[t])) {
            pred_[t] = from;
        }
    };

    if (source == kFromOutside) {
        // 7.1, 7.2: a reinforcement enters by one of the hexes it may enter by, paying its cost.
        if (rules.entryHexes)
            for (Slot s = 0; s < Slot(n); ++s)
                if ((*rules.entryHexes)[std::size_t(s)] && board.isEdge(s))
                    relax(kFromOutside, s, board.entryHalfMP(s, rules.type));
    } else {
        cost_[std::size_t(source)] = 0;
        pred_[std::size_t(source)] = source;
        buckets_[0].push_back(source);
        pending = 1;
    }
    bool settled = false;  // stopAt is
    for (int c = 0; pending > 0 && c <= limit && !settled; ++c) {
        std::vector<Slot>& bucket = buckets_[std::size_t(c) % width];
        for (std::size_t i = 0; i < bucket.size(); ++i) {
            const Slot u = bucket[i];
            --pending;
            if (cost_[std::size_t(u)] != c) continue;  // entered more cheaply since
            // Every hex a cheapest path to u may come from costs less than u, so it was settled
            // in an earlier bucket and u's predecessor is final too.
            if (u == stopAt) {
                settled = true;
                break;
            }
            // 4.5: a unit entering an enemy Zone of Control stops there (the start hex of a move
            // is never one: such a unit may not move at all).
            if (rules.zoc && u != source && situation.inZocOf(u, rules.enemy)) continue;
            // The steps the unit may take: the out-edges of the Board's graph (board_graph.h), read
            // straight from the tables (through the graph's iterators this search took 1.4x as long).
            for (int d = 0; d < 6; ++d) {
                const int step = board.stepHalfMP(u, d, rules.type);
                if (step < 0) continue;  // 4.6 off the map; 4.2, 9.0 closed to this type
                if (const Slot v = board.neighbour(u, d); v != source) relax(u, v, c + step);
            }
        }
        bucket.clear();
    }
    // Whatever was left in the buckets lay beyond the limit (or the search stopped early).
    for (auto& b : buckets_) b.clear();
    if (!settled) std::sort(reached_.begin(), reached_.end());  // stopped early, only stopAt is asked about
}

}  // namespace eylau::detail
