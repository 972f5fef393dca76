// Hex geometry (2.1) and lines of fire (9.0 blocking terrain note).
#include "eylau/map/hex.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace eylau {
namespace {

Hex hx(std::string_view id) {
    const auto h = Hex::parse(id);
    EXPECT_TRUE(h.has_value()) << id;
    return h.value_or(Hex{});
}

std::vector<std::string> ids(const std::array<Hex, 6>& hexes) {
    std::vector<std::string> out;
    for (const Hex& h : hexes) out.push_back(h.id());
    return out;
}

// A line as ids; a step along a hexside is written "hex|alongside".
std::vector<std::string> ids(const std::vector<LineStep>& line) {
    std::vector<std::string> out;
    for (const LineStep& s : line)
        out.push_back(s.alongside ? s.hex.id() + "|" + s.alongside->id() : s.hex.id());
    return out;
}

Hex offset(Hex h, Cube d) {
    const Cube c = h.cube();
    return Hex::fromCube({c.x + d.x, c.y + d.y, c.z + d.z});
}

Cube difference(Hex from, Hex to) {
    const Cube a = from.cube();
    const Cube b = to.cube();
    return {b.x - a.x, b.y - a.y, b.z - a.z};
}

bool adjacent(Hex a, Hex b) { return directionTo(a, b).has_value(); }

// Every hex within `range` of `centre`.
std::vector<Hex> hexesWithin(Hex centre, int range) {
    std::vector<Hex> out;
    for (int dx = -range; dx <= range; ++dx)
        for (int dy = std::max(-range, -dx - range); dy <= std::min(range, -dx + range); ++dy)
            out.push_back(offset(centre, {dx, dy, -dx - dy}));
    return out;
}

// One origin in an even column and one in an odd column: the two parities of 2.1.
const std::array<Hex, 2> kOrigins{Hex{12, 13}, Hex{13, 13}};

// ---- Ids ------------------------------------------------------------------------------------

TEST(HexId, ParseAcceptsExactlyFourDigits) {
    EXPECT_EQ(Hex::parse("1213"), (Hex{12, 13}));
    EXPECT_EQ(Hex::parse("0105"), (Hex{1, 5}));
    EXPECT_EQ(Hex::parse("0000"), (Hex{0, 0}));
    EXPECT_EQ(Hex::parse("9999"), (Hex{99, 99}));
}

TEST(HexId, ParseRejectsAnythingElse) {
    for (const char* bad : {"12a3", "123", "12345", "", " 123", "123 ", "+123", "-123", "12 3",
                            "1.23", "0x12", "abcd", "12-3", "1213\n"})
        EXPECT_FALSE(Hex::parse(bad).has_value()) << '"' << bad << '"';
    EXPECT_FALSE(Hex::parse(std::string_view("12\0003", 4)).has_value());
}

TEST(HexId, IdIsZeroPadded) {
    EXPECT_EQ((Hex{12, 13}).id(), "1213");
    EXPECT_EQ((Hex{1, 5}).id(), "0105");
    EXPECT_EQ((Hex{0, 0}).id(), "0000");
    EXPECT_EQ((Hex{99, 9}).id(), "9909");
}

TEST(HexId, IdAndParseRoundTripForEveryRepresentableHex) {
    for (int col = 0; col <= 99; ++col)
        for (int row = 0; row <= 99; ++row) {
            const Hex h{col, row};
            EXPECT_EQ(Hex::parse(h.id()), h);
        }
}

TEST(HexId, IdOutsideZeroToNinetyNineIsQuestionMarks) {
    EXPECT_EQ((Hex{100, 1}).id(), "????");
    EXPECT_EQ((Hex{-1, 5}).id(), "????");
    EXPECT_EQ((Hex{5, -1}).id(), "????");
    EXPECT_EQ((Hex{5, 100}).id(), "????");
}

// ---- Cube coordinates -----------------------------------------------------------------------

TEST(HexCube, KnownValues) {
    EXPECT_EQ((Hex{12, 13}).cube(), (Cube{12, -19, 7}));
    EXPECT_EQ((Hex{13, 13}).cube(), (Cube{13, -19, 6}));
    EXPECT_EQ((Hex{0, 0}).cube(), (Cube{0, 0, 0}));
    EXPECT_EQ((Hex{1, 0}).cube(), (Cube{1, 0, -1}));
    EXPECT_EQ((Hex{-1, 0}).cube(), (Cube{-1, 1, 0}));
    EXPECT_EQ((Hex{-2, 0}).cube(), (Cube{-2, 1, 1}));
}

TEST(HexCube, CoordinatesSumToZeroAndFromCubeInvertsCube) {
    for (int col = -7; col <= 106; ++col)
        for (int row = -7; row <= 106; ++row) {
            const Hex h{col, row};
            const Cube c = h.cube();
            EXPECT_EQ(c.x + c.y + c.z, 0);
            EXPECT_EQ(c.x, col);
            EXPECT_EQ(Hex::fromCube(c), h);
        }
}

// ---- Neighbours (2.1) -----------------------------------------------------------------------

TEST(HexNeighbours, EvenColumnMatchesScenarioFormat) {
    EXPECT_EQ(ids(neighbours(hx("1213"))),
              (std::vector<std::string>{"1212", "1313", "1314", "1214", "1114", "1113"}));
    EXPECT_EQ(ids(neighbours(hx("2010"))),
              (std::vector<std::string>{"2009", "2110", "2111", "2011", "1911", "1910"}));
}

TEST(HexNeighbours, OddColumnMatchesScenarioFormat) {
    EXPECT_EQ(ids(neighbours(hx("1313"))),
              (std::vector<std::string>{"1312", "1412", "1413", "1314", "1213", "1212"}));
    EXPECT_EQ(ids(neighbours(hx("0506"))),
              (std::vector<std::string>{"0505", "0605", "0606", "0507", "0406", "0405"}));
}

TEST(HexNeighbours, NeighbourFollowsDirectionOrder) {
    const Hex h = hx("1213");
    const auto all = neighbours(h);
    for (std::size_t i = 0; i < 6; ++i) EXPECT_EQ(neighbour(h, kDirections[i]), all[i]);
}

TEST(HexNeighbours, MapEdgeNeighboursAreColumnAndRowZero) {
    // Hexes in column 1 and row 1 border column 00 and row 00, just off the map: they must
    // still be representable (hexsides leaving the map edge are named by them).
    EXPECT_EQ(ids(neighbours(hx("0101"))),
              (std::vector<std::string>{"0100", "0200", "0201", "0102", "0001", "0000"}));
    EXPECT_EQ(ids(neighbours(hx("0201"))),
              (std::vector<std::string>{"0200", "0301", "0302", "0202", "0102", "0101"}));
    EXPECT_EQ(ids(neighbours(hx("0105"))),
              (std::vector<std::string>{"0104", "0204", "0205", "0106", "0005", "0004"}));
    for (const Hex& h : neighbours(hx("0101"))) EXPECT_EQ(Hex::parse(h.id()), h);
}

TEST(HexNeighbours, BeyondColumnZeroStaysConsistent) {
    // Column 00 is even; its western neighbours are in column -1, which has no id but works.
    const Hex h = hx("0000");
    EXPECT_EQ(neighbour(h, Direction::NW), (Hex{-1, 0}));
    EXPECT_EQ(neighbour(h, Direction::SW), (Hex{-1, 1}));
    EXPECT_EQ(neighbour(h, Direction::NW).id(), "????");
    EXPECT_EQ(neighbour(Hex{-1, 0}, Direction::NE), (Hex{0, -1}));
    EXPECT_EQ(neighbour(Hex{-1, 0}, Direction::SE), h);
}

TEST(HexNeighbours, OppositeDirectionsPairUp) {
    EXPECT_EQ(opposite(Direction::N), Direction::S);
    EXPECT_EQ(opposite(Direction::NE), Direction::SW);
    EXPECT_EQ(opposite(Direction::SE), Direction::NW);
    EXPECT_EQ(opposite(Direction::S), Direction::N);
    EXPECT_EQ(opposite(Direction::SW), Direction::NE);
    EXPECT_EQ(opposite(Direction::NW), Direction::SE);
    for (Direction d : kDirections) EXPECT_EQ(opposite(opposite(d)), d);
}

TEST(HexNeighbours, DirectionNames) {
    std::vector<std::string_view> names;
    for (Direction d : kDirections) names.push_back(toString(d));
    EXPECT_EQ(names, (std::vector<std::string_view>{"N", "NE", "SE", "S", "SW", "NW"}));
}

TEST(HexNeighbours, NeighbourThenOppositeReturnsForBothParities) {
    for (const Hex h : {hx("1213"), hx("1313"), hx("0101"), hx("0000"), Hex{-3, -2}, Hex{-4, 5}})
        for (Direction d : kDirections) {
            EXPECT_EQ(neighbour(neighbour(h, d), opposite(d)), h) << h.col << ',' << h.row;
            EXPECT_EQ(distance(h, neighbour(h, d)), 1);
        }
}

TEST(HexNeighbours, DirectionToEachNeighbour) {
    for (const Hex h : {hx("1213"), hx("1313"), hx("0101"), Hex{-1, 0}})
        for (Direction d : kDirections) {
            EXPECT_EQ(directionTo(h, neighbour(h, d)), d);
            EXPECT_EQ(directionTo(neighbour(h, d), h), opposite(d));
        }
    EXPECT_EQ(directionTo(hx("1213"), hx("1313")), Direction::NE);
    EXPECT_EQ(directionTo(hx("1313"), hx("1213")), Direction::SW);
}

TEST(HexNeighbours, DirectionToNonNeighbourIsNullopt) {
    EXPECT_FALSE(directionTo(hx("1213"), hx("1213")).has_value());
    EXPECT_FALSE(directionTo(hx("1213"), hx("1413")).has_value());
    EXPECT_FALSE(directionTo(hx("1213"), hx("1215")).has_value());
    EXPECT_FALSE(directionTo(hx("1213"), hx("1312")).has_value());  // 1313 is the NE neighbour
    EXPECT_FALSE(directionTo(hx("1313"), hx("1414")).has_value());  // 1413 is the SE neighbour
}

// ---- Distance -------------------------------------------------------------------------------

TEST(HexDistance, KnownValues) {
    EXPECT_EQ(distance(hx("1213"), hx("1213")), 0);
    EXPECT_EQ(distance(hx("1213"), hx("1313")), 1);
    EXPECT_EQ(distance(hx("1313"), hx("1212")), 1);
    EXPECT_EQ(distance(hx("0101"), hx("0105")), 4);   // straight down the column
    EXPECT_EQ(distance(hx("0101"), hx("0501")), 4);   // zigzag along row 1
    EXPECT_EQ(distance(hx("1213"), hx("1813")), 6);
    EXPECT_EQ(distance(hx("1213"), hx("1413")), 2);
    EXPECT_EQ(distance(hx("1213"), hx("1312")), 2);
    // Eight columns SE from 0101 reach 0905 (rows drop on leaving even columns), three more S.
    EXPECT_EQ(distance(hx("0101"), hx("0908")), 11);
    // Seven columns NE from 1213 rise three rows (on leaving 13, 15 and 17) to 1910.
    EXPECT_EQ(distance(hx("1213"), hx("1910")), 7);
    EXPECT_EQ(distance(hx("1213"), hx("1909")), 8);
    // SE it drops four (on leaving 12, 14, 16 and 18) to 1917; any row between is also 7 away.
    EXPECT_EQ(distance(hx("1213"), hx("1917")), 7);
    EXPECT_EQ(distance(hx("1213"), hx("1918")), 8);
    EXPECT_EQ(distance(hx("1213"), hx("1914")), 7);
}

TEST(HexDistance, SymmetricZeroOnlyForSelfAndTriangleInequality) {
    std::vector<Hex> grid;
    for (int col = 0; col < 8; ++col)
        for (int row = 0; row < 8; ++row) grid.push_back({col, row});
    for (const Hex& a : grid)
        for (const Hex& b : grid) {
            const int ab = distance(a, b);
            ASSERT_EQ(ab, distance(b, a));
            ASSERT_EQ(ab == 0, a == b);
            ASSERT_EQ(ab == 1, adjacent(a, b));
            for (const Hex& c : grid) ASSERT_LE(distance(a, c), ab + distance(b, c));
        }
}

// ---- Hexsides -------------------------------------------------------------------------------

TEST(Hexside, SameFromEitherSide) {
    for (const Hex h : {hx("1213"), hx("1313"), hx("0101"), hx("0000")})
        for (Direction d : kDirections) {
            const Hex n = neighbour(h, d);
            const auto side = Hexside::between(h, n);
            ASSERT_TRUE(side.has_value());
            EXPECT_EQ(Hexside::between(n, h), side);
            EXPECT_EQ(Hexside::of(h, d), *side);
            EXPECT_EQ(Hexside::of(n, opposite(d)), *side);
            EXPECT_LT(side->first, side->second);
            EXPECT_TRUE(side->touches(h));
            EXPECT_TRUE(side->touches(n));
            EXPECT_EQ(side->across(h), n);
            EXPECT_EQ(side->across(n), h);
        }
}

TEST(Hexside, OrderedByColumnThenRow) {
    EXPECT_EQ(Hexside::between(hx("1313"), hx("1213")), (Hexside{hx("1213"), hx("1313")}));
    EXPECT_EQ(Hexside::between(hx("1214"), hx("1213")), (Hexside{hx("1213"), hx("1214")}));
    EXPECT_EQ(Hexside::of(hx("1313"), Direction::SW), (Hexside{hx("1213"), hx("1313")}));
    EXPECT_FALSE(Hexside::of(hx("1213"), Direction::S).touches(hx("1313")));
}

TEST(Hexside, NonNeighboursGiveNullopt) {
    EXPECT_FALSE(Hexside::between(hx("1213"), hx("1213")).has_value());
    EXPECT_FALSE(Hexside::between(hx("1213"), hx("1413")).has_value());
    EXPECT_FALSE(Hexside::between(hx("1213"), hx("1215")).has_value());
    EXPECT_FALSE(Hexside::between(hx("1213"), hx("1312")).has_value());
}

TEST(Hexside, SixDistinctHexsidesPerHex) {
    for (const Hex h : kOrigins) {
        std::vector<Hexside> sides;
        for (Direction d : kDirections) sides.push_back(Hexside::of(h, d));
        std::sort(sides.begin(), sides.end());
        EXPECT_EQ(std::adjacent_find(sides.begin(), sides.end()), sides.end());
    }
}

// ---- Lines of fire (9.0) --------------------------------------------------------------------

TEST(HexLine, SameHexIsOneStep) {
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1213"))), (std::vector<std::string>{"1213"}));
}

TEST(HexLine, NeighbourIsTwoSteps) {
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1313"))), (std::vector<std::string>{"1213", "1313"}));
}

TEST(HexLine, StartsAndEndsAtTheEndpointsAndStepsAreAdjacent) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 9)) {
            const auto line = hexLine(from, to);
            ASSERT_FALSE(line.empty());
            EXPECT_EQ(line.front().hex, from);
            EXPECT_FALSE(line.front().isAlongHexside());
            EXPECT_EQ(line.back().hex, to);
            EXPECT_FALSE(line.back().isAlongHexside());
            for (std::size_t i = 1; i < line.size(); ++i) {
                const LineStep& prev = line[i - 1];
                const LineStep& step = line[i];
                // Never two hexside steps in a row, and a hexside step is between two hexes that
                // share a hexside, each adjacent to the hexes before and after.
                ASSERT_FALSE(prev.isAlongHexside() && step.isAlongHexside());
                if (step.isAlongHexside()) {
                    EXPECT_LT(step.hex, *step.alongside);
                    EXPECT_TRUE(adjacent(step.hex, *step.alongside));
                    EXPECT_TRUE(adjacent(prev.hex, step.hex));
                    EXPECT_TRUE(adjacent(prev.hex, *step.alongside));
                } else if (prev.isAlongHexside()) {
                    EXPECT_TRUE(adjacent(prev.hex, step.hex));
                    EXPECT_TRUE(adjacent(*prev.alongside, step.hex));
                } else {
                    EXPECT_TRUE(adjacent(prev.hex, step.hex))
                        << from.id() << "->" << to.id() << " at " << i;
                }
            }
        }
}

TEST(HexLine, LengthIsDistancePlusOneUpToRangeThree) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 3))
            EXPECT_EQ(hexLine(from, to).size(), static_cast<std::size_t>(distance(from, to) + 1))
                << from.id() << "->" << to.id();
}

TEST(HexLine, LengthIsDistancePlusOneAlongDirectionsAndDiagonals) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 9)) {
            const Cube d = difference(from, to);
            const bool straight = d.x == 0 || d.y == 0 || d.z == 0;
            const bool diagonal = d.x == d.y || d.y == d.z || d.z == d.x;
            if (!straight && !diagonal) continue;
            EXPECT_EQ(hexLine(from, to).size(), static_cast<std::size_t>(distance(from, to) + 1))
                << from.id() << "->" << to.id();
        }
}

TEST(HexLine, LengthIsNeverLessThanDistancePlusOne) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 9))
            EXPECT_GE(hexLine(from, to).size(), static_cast<std::size_t>(distance(from, to) + 1));
}

TEST(HexLine, ReversedLineGivesTheSameStepsReversed) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 9)) {
            auto back = ids(hexLine(to, from));
            std::reverse(back.begin(), back.end());
            EXPECT_EQ(ids(hexLine(from, to)), back) << from.id() << "->" << to.id();
        }
}

TEST(HexLine, StraightLinesAlongTheSixDirectionsHaveNoHexsideSteps) {
    for (const Hex from : kOrigins)
        for (Direction d : kDirections) {
            std::vector<LineStep> expected{{from, std::nullopt}};
            for (int range = 1; range <= 7; ++range) {
                expected.push_back({neighbour(expected.back().hex, d), std::nullopt});
                EXPECT_EQ(ids(hexLine(from, expected.back().hex)), ids(expected));
            }
        }
}

TEST(HexLine, RangeTwoDiagonalRunsAlongOneHexsideEvenColumn) {
    // Due east from 1213: between its NE (1313) and SE (1314) neighbours, to 1413.
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1413"))),
              (std::vector<std::string>{"1213", "1313|1314", "1413"}));
    // N then NE from 1213 reaches 1312, passing between 1212 and 1313.
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1312"))),
              (std::vector<std::string>{"1213", "1212|1313", "1312"}));
    // Due west from 1213 to 1013, between 1113 (NW) and 1114 (SW).
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1013"))),
              (std::vector<std::string>{"1213", "1113|1114", "1013"}));
}

TEST(HexLine, RangeTwoDiagonalRunsAlongOneHexsideOddColumn) {
    // Due east from 1313: between 1412 (NE) and 1413 (SE), to 1513.
    EXPECT_EQ(ids(hexLine(hx("1313"), hx("1513"))),
              (std::vector<std::string>{"1313", "1412|1413", "1513"}));
    // N then NE from 1313 reaches 1411, passing between 1312 and 1412.
    EXPECT_EQ(ids(hexLine(hx("1313"), hx("1411"))),
              (std::vector<std::string>{"1313", "1312|1412", "1411"}));
    // S then SW from 1313 reaches 1214, passing between 1213 and 1314.
    EXPECT_EQ(ids(hexLine(hx("1313"), hx("1214"))),
              (std::vector<std::string>{"1313", "1213|1314", "1214"}));
}

TEST(HexLine, RangeTwoDiagonalsPassBetweenTheTwoCommonNeighbours) {
    for (const Hex from : kOrigins)
        for (std::size_t i = 0; i < 6; ++i) {
            const Hex a = neighbour(from, kDirections[i]);
            const Hex b = neighbour(from, kDirections[(i + 1) % 6]);
            const Hex to = neighbour(a, kDirections[(i + 1) % 6]);  // == neighbour(b, i)
            ASSERT_EQ(to, neighbour(b, kDirections[i]));
            const auto line = hexLine(from, to);
            ASSERT_EQ(line.size(), 3U);
            EXPECT_FALSE(line[0].isAlongHexside());
            ASSERT_TRUE(line[1].isAlongHexside());
            EXPECT_EQ((Hexside{line[1].hex, *line[1].alongside}), Hexside::between(a, b));
            EXPECT_FALSE(line[2].isAlongHexside());
        }
}

TEST(HexLine, LongerDiagonalAlternatesHexsidesAndHexes) {
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1613"))),
              (std::vector<std::string>{"1213", "1313|1314", "1413", "1513|1514", "1613"}));
    // Twice N-then-NE from 1313: between 1312 and 1412 to 1411, then between 1410 and 1511.
    EXPECT_EQ(ids(hexLine(hx("1313"), hx("1510"))),
              (std::vector<std::string>{"1313", "1312|1412", "1411", "1410|1511", "1510"}));
}

// A line runs along a hexside only in the six "diagonal" directions: multiples of a cube offset
// like (2,-1,-1), which point at hex corners and so run parallel to hexsides.
TEST(HexLine, HexsideStepsOnlyOnDiagonals) {
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 9)) {
            const Cube d = difference(from, to);
            const bool diagonal = from != to && (d.x == d.y || d.y == d.z || d.z == d.x);
            const auto line = hexLine(from, to);
            const auto along = std::count_if(line.begin(), line.end(),
                                             [](const LineStep& s) { return s.isAlongHexside(); });
            EXPECT_EQ(along, diagonal ? distance(from, to) / 2 : 0) << from.id() << "->" << to.id();
        }
}

TEST(HexLine, CrossingAHexsideAtItsMidpointPassesThroughBothHexes) {
    // Cube offset (4,-1,-3): at half range the line crosses the hexside 1413/1412 exactly at its
    // midpoint. It passes through both (into one, out of the other); it does not run along it.
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1612"))),
              (std::vector<std::string>{"1213", "1313", "1413", "1412", "1513", "1612"}));
    EXPECT_EQ(ids(hexLine(hx("1313"), hx("1712"))),
              (std::vector<std::string>{"1313", "1412", "1513", "1512", "1612", "1712"}));
}

TEST(HexLine, HexesTheLineClipsAreIncluded) {
    // Cube offset (7,-1,-6), range 7: the line dips into 1513 and 1611 between samples.
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1911"))),
              (std::vector<std::string>{"1213", "1313", "1412", "1513", "1512", "1612", "1611",
                                        "1712", "1811", "1911"}));
}

TEST(HexLine, HexTouchedOnlyAtACornerIsNotIncluded) {
    // Cube offset (5,-4,-1): the line passes through the corner shared by 1314, 1414 and 1413,
    // going from 1314 into 1414; 1413 is only touched at that point.
    EXPECT_EQ(ids(hexLine(hx("1213"), hx("1715"))),
              (std::vector<std::string>{"1213", "1314", "1414", "1514", "1614", "1715"}));
}

// Independent check: the hexes under many points of the line, in floating point, far from any
// hexside, must be exactly the line's hexes (for lines not running along hexsides).
Cube roundCube(double x, double y, double z) {
    double rx = std::round(x), ry = std::round(y), rz = std::round(z);
    const double ex = std::abs(rx - x), ey = std::abs(ry - y), ez = std::abs(rz - z);
    if (ex > ey && ex > ez) rx = -ry - rz;
    else if (ey > ez) ry = -rx - rz;
    else rz = -rx - ry;
    return {static_cast<int>(rx), static_cast<int>(ry), static_cast<int>(rz)};
}

TEST(HexLine, MatchesDenseSamplingOfTheLine) {
    constexpr int kSamples = 20011;  // prime: no sample falls near a crossing
    for (const Hex from : kOrigins)
        for (const Hex to : hexesWithin(from, 8)) {
            const auto line = hexLine(from, to);
            if (std::any_of(line.begin(), line.end(),
                            [](const LineStep& s) { return s.isAlongHexside(); }))
                continue;
            const Cube f = from.cube();
            const Cube d = difference(from, to);
            std::vector<Hex> sampled;
            for (int i = 0; i < kSamples; ++i) {
                const double t = (i + 0.5) / kSamples;
                const Hex h = Hex::fromCube(roundCube(f.x + t * d.x, f.y + t * d.y, f.z + t * d.z));
                if (sampled.empty() || sampled.back() != h) sampled.push_back(h);
            }
            std::vector<Hex> exact;
            for (const LineStep& s : line) exact.push_back(s.hex);
            EXPECT_EQ(exact, sampled) << from.id() << "->" << to.id();
        }
}

}  // namespace
}  // namespace eylau
