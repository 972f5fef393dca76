#pragma once
// Hex geometry for the rulebook's CCRR numbering (2.1): flat-topped hexes in vertical columns,
// even-numbered columns shifted half a hex down. See docs/scenario-format.md.
#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace eylau {

// The six hexsides of a flat-topped hex, clockwise from the top.
enum class Direction : std::uint8_t { N, NE, SE, S, SW, NW };
inline constexpr std::array<Direction, 6> kDirections{Direction::N,  Direction::NE, Direction::SE,
                                                      Direction::S,  Direction::SW, Direction::NW};
Direction opposite(Direction d);
std::string_view toString(Direction d);

// Cube coordinates (x + y + z == 0): distances and lines are simple here.
struct Cube {
    int x = 0, y = 0, z = 0;
    friend bool operator==(const Cube&, const Cube&) = default;
};

// A hex by column and row, as printed ("1213" = column 12, row 13). A Hex may lie off a given
// map (column 00, say): maps decide what is on them.
struct Hex {
    int col = 0;
    int row = 0;

    // Parses exactly four digits; nullopt otherwise.
    static std::optional<Hex> parse(std::string_view ccrr);
    // "CCRR"; columns and rows outside 0..99 are not representable and give "????".
    std::string id() const;

    // Inline: distances are taken in the innermost loops of the rules and the computer.
    Cube cube() const {
        const int z = row - halfColumn(col);
        return {col, -col - z, z};
    }
    static Hex fromCube(Cube c) { return {c.x, c.z + halfColumn(c.x)}; }
    // (col + parity) / 2 for any column: col + (col & 1) is even, so the division is exact, also
    // for negative columns (two's complement: -1 & 1 == 1).
    static constexpr int halfColumn(int col) { return (col + (col & 1)) / 2; }

    friend auto operator<=>(const Hex&, const Hex&) = default;
};

Hex neighbour(Hex h, Direction d);
std::array<Hex, 6> neighbours(Hex h);
inline int distance(Hex a, Hex b) {
    const Cube p = a.cube(), q = b.cube();
    const auto abs = [](int v) { return v < 0 ? -v : v; };
    return (abs(p.x - q.x) + abs(p.y - q.y) + abs(p.z - q.z)) / 2;
}
// The direction from `from` to an adjacent `to`; nullopt when they are not neighbours.
std::optional<Direction> directionTo(Hex from, Hex to);

// The hexside two neighbouring hexes share. It has one identity from either side: the pair is
// kept in order (first < second), so Hexside::between(a, b) == Hexside::between(b, a).
struct Hexside {
    Hex first;
    Hex second;

    static std::optional<Hexside> between(Hex a, Hex b);
    static Hexside of(Hex h, Direction d);
    bool touches(Hex h) const { return first == h || second == h; }
    // The hex on the other side from h (h must touch this hexside).
    Hex across(Hex h) const { return h == first ? second : first; }

    friend auto operator<=>(const Hexside&, const Hexside&) = default;
};

// One step of a line drawn from hex centre to hex centre. Where the line runs exactly along a
// hexside, the step has two hexes (the line passes between `hex` and `alongside`; hex < alongside).
struct LineStep {
    Hex hex;
    std::optional<Hex> alongside;
    bool isAlongHexside() const { return alongside.has_value(); }
};

// The hexes a straight line from the centre of `from` to the centre of `to` passes through,
// both ends included, in order. Used for the bombardment line of sight (9.0, blocking terrain
// note). Traced exactly: a hex the line only touches at a corner is left out. That is
// distance(from, to) + 1 steps up to range 3 and along the six directions and the six hexside
// "diagonals", but can be more: the line may cross a hexside exactly at its midpoint and so pass
// through both hexes (1213 to 1612: ... 1413, 1412 ...), or clip a hex (1213 to 1911, 10 steps).
std::vector<LineStep> hexLine(Hex from, Hex to);

}  // namespace eylau

template <>
struct std::hash<eylau::Hex> {
    std::size_t operator()(const eylau::Hex& h) const noexcept {
        return std::hash<int>{}(h.col * 1000 + h.row);
    }
};
