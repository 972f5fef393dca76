// Hex geometry for the CCRR grid of 2.1: flat-topped hexes in vertical columns, even-numbered
// columns shifted half a hex down (docs/scenario-format.md).
#include "eylau/map/hex.h"

#include <algorithm>
#include <cstdlib>

namespace eylau {

namespace {

// Cube offsets of the six neighbours, in Direction order (N, NE, SE, S, SW, NW).
constexpr std::array<Cube, 6> kOffsets{{{0, 1, -1}, {1, 0, -1}, {1, -1, 0},
                                         {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}}};

Cube plus(Cube a, Cube b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
Cube minus(Cube a, Cube b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

}  // namespace

Direction opposite(Direction d) {
    return kDirections[(static_cast<std::size_t>(d) + 3) % 6];
}

std::string_view toString(Direction d) {
    switch (d) {
        case Direction::N: return "N";
        case Direction::NE: return "NE";
        case Direction::SE: return "SE";
        case Direction::S: return "S";
        case Direction::SW: return "SW";
        case Direction::NW: return "NW";
    }
    return "?";
}

std::optional<Hex> Hex::parse(std::string_view ccrr) {
    if (ccrr.size() != 4) return std::nullopt;
    int digits[4];
    for (std::size_t i = 0; i < 4; ++i) {
        const char c = ccrr[i];
        if (c < '0' || c > '9') return std::nullopt;
        digits[i] = c - '0';
    }
    return Hex{digits[0] * 10 + digits[1], digits[2] * 10 + digits[3]};
}

std::string Hex::id() const {
    if (col < 0 || col > 99 || row < 0 || row > 99) return "????";
    const auto digit = [](int v) { return static_cast<char>('0' + v); };
    return {digit(col / 10), digit(col % 10), digit(row / 10), digit(row % 10)};
}


Hex neighbour(Hex h, Direction d) {
    return Hex::fromCube(plus(h.cube(), kOffsets[static_cast<std::size_t>(d)]));
}

std::array<Hex, 6> neighbours(Hex h) {
    std::array<Hex, 6> result;
    for (std::size_t i = 0; i < 6; ++i) result[i] = neighbour(h, kDirections[i]);
    return result;
}


std::optional<Direction> directionTo(Hex from, Hex to) {
    const Cube d = minus(to.cube(), from.cube());
    for (std::size_t i = 0; i < 6; ++i)
        if (kOffsets[i] == d) return kDirections[i];
    return std::nullopt;
}

std::optional<Hexside> Hexside::between(Hex a, Hex b) {
    if (!directionTo(a, b)) return std::nullopt;
    return a < b ? Hexside{a, b} : Hexside{b, a};
}

Hexside Hexside::of(Hex h, Direction d) { return *between(h, neighbour(h, d)); }

// ---- Lines (9.0, blocking terrain note) ----------------------------------------------------
//
// 9.0: a line of fire from hex centre to hex centre that falls exactly along a hexside is blocked
// there only if both hexes sharing that hexside are blocking terrain. So such a stretch of the
// line is one step holding both hexes (hex < alongside), and must be told apart exactly.
//
// Why not the usual "round distance + 1 evenly spaced points": that line misses hexes the real
// line clips ((0,0,0) -> (7,-1,-6) passes through 10 hexes, not 8), and a sample landing on a
// hexside may be the line *crossing* it at its midpoint ((0,0,0) -> (4,-1,-3) at t = 1/2 passes
// through both hexes) rather than running along it. Both matter to 9.0, so the line is traced
// exactly instead, with integers only:
//
// The lines x - y = k, y - z = k and z - x = k (k any integer, cube coordinates) form a
// triangular grid whose nodes are the hex centres and hex corners; every hexside lies on one of
// its lines and every small triangle lies inside a single hex. So the segment's parameters t where
// it meets a grid line cut it into pieces each inside one hex, or lying along one grid line.
// The midpoint of each piece is rounded to its nearest hex centre: it is strictly inside a hex,
// or, only when the piece runs along a hexside, equidistant from exactly the two hexes sharing
// it. It is never a hex corner (three-way tie): a corner is a node where lines of all three
// families meet, and a segment can run along at most one of those lines, so it is cut at the
// corner. (Likewise the evenly spaced points above never hit a corner: their coordinate of
// largest change is always an integer, a corner has none.) A line through a corner passes from
// one hex into another and only touches the third at that point; the third is not listed.

namespace {

using Int = std::int64_t;

// A parameter t = num / den along the line (den > 0).
struct Param {
    Int num;
    Int den;
};
bool before(Param a, Param b) { return a.num * b.den < b.num * a.den; }
bool same(Param a, Param b) { return a.num * b.den == b.num * a.den; }

Int floorDiv(Int n, Int d) {  // d > 0
    return n / d - ((n % d != 0 && n < 0) ? 1 : 0);
}

// The nearest hex centre to the point s / m (cube coordinates scaled by m > 0), and the hex
// equally near when the point lies on a hexside. Cube rounding, done exactly.
struct Nearest {
    Cube hex;
    std::optional<Cube> tie;
};
Nearest nearest(const std::array<Int, 3>& s, Int m) {
    std::array<Int, 3> r{};
    std::array<Int, 3> err{};
    for (std::size_t i = 0; i < 3; ++i) {
        r[i] = floorDiv(2 * s[i] + m, 2 * m);
        err[i] = std::abs(s[i] - m * r[i]);
    }
    if (err[0] > err[1] && err[0] > err[2]) r[0] = -r[1] - r[2];
    else if (err[1] > err[2]) r[1] = -r[0] - r[2];
    else r[2] = -r[0] - r[1];
    const Cube c{static_cast<int>(r[0]), static_cast<int>(r[1]), static_cast<int>(r[2])};

    // A neighbour c + e is as near as c exactly when (p - c) . e == 1 (|e|^2 == 2).
    Nearest result{c, std::nullopt};
    for (const Cube& e : kOffsets) {
        const Int dot = (s[0] - m * r[0]) * e.x + (s[1] - m * r[1]) * e.y + (s[2] - m * r[2]) * e.z;
        if (dot == m) result.tie = plus(c, e);
    }
    return result;
}

}  // namespace

std::vector<LineStep> hexLine(Hex from, Hex to) {
    const Cube f = from.cube();
    const Cube d = minus(to.cube(), f);

    // Where the segment meets a grid line: along it, x - y (say) goes from an integer (the
    // centre of `from`) by d.x - d.y, meeting every integer in between, at t = k / |d.x - d.y|.
    std::vector<Param> cuts{{0, 1}, {1, 1}};
    for (const int change : {d.x - d.y, d.y - d.z, d.z - d.x}) {
        const int n = std::abs(change);
        for (int k = 1; k < n; ++k) cuts.push_back({k, n});
    }
    std::sort(cuts.begin(), cuts.end(), before);
    cuts.erase(std::unique(cuts.begin(), cuts.end(), same), cuts.end());

    std::vector<LineStep> steps;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const Param a = cuts[i];
        const Param b = cuts[i + 1];
        const Int num = a.num * b.den + b.num * a.den;  // midpoint t = num / m
        const Int m = 2 * a.den * b.den;
        const Nearest n = nearest({m * f.x + num * d.x, m * f.y + num * d.y, m * f.z + num * d.z}, m);

        LineStep step{Hex::fromCube(n.hex), std::nullopt};
        if (n.tie) {  // along a hexside: smaller hex first, as in Hexside
            const Hex other = Hex::fromCube(*n.tie);
            step = {std::min(step.hex, other), std::max(step.hex, other)};
        }
        if (steps.empty() || steps.back().hex != step.hex || steps.back().alongside != step.alongside)
            steps.push_back(step);
    }
    return steps;
}

}  // namespace eylau
