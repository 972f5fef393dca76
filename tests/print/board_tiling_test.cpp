// The printed board's pages (app/mapexport/board_tiling.h): as few as hold the map, each page's
// tile overlapping its neighbours by the overlap chosen, the whole board covered, and the labels.
#include "board_tiling.h"

#include <gtest/gtest.h>

namespace eylau::mapexport {
namespace {

constexpr double kTolerance = 1e-6;

TEST(BoardTiling, PagesAreNamedByRowLetterAndColumnNumber) {
    EXPECT_EQ(BoardTiling::label(0, 0), QStringLiteral("A1"));
    EXPECT_EQ(BoardTiling::label(1, 2), QStringLiteral("B3"));
    EXPECT_EQ(BoardTiling::label(25, 0), QStringLiteral("Z1"));
    EXPECT_EQ(BoardTiling::label(26, 9), QStringLiteral("AA10"));
    EXPECT_EQ(BoardTiling::label(27, 0), QStringLiteral("AB1"));
}

TEST(BoardTiling, ABoardSmallerThanThePageWindowTakesOnePage) {
    const BoardTiling t = planTiling(QSizeF(150, 200), Paper::A4, 10);
    EXPECT_EQ(t.pages(), 1);
    EXPECT_FALSE(t.landscape);
    // Centred in the window.
    const QRectF tile = t.tile(0, 0);
    EXPECT_NEAR(tile.left() + tile.width() / 2, 75.0, kTolerance);
    EXPECT_NEAR(tile.top() + tile.height() / 2, 100.0, kTolerance);
}

// A4 portrait: a window of 210 - 2 x 8 = 194 mm by 297 - 2 x 8 - 12 = 269 mm.
TEST(BoardTiling, TheWindowIsThePageLessItsMarginsAndFooter) {
    const BoardTiling t = planTiling(QSizeF(100, 100), Paper::A4, 10);
    EXPECT_NEAR(t.windowMm.width(), 194.0, kTolerance);
    EXPECT_NEAR(t.windowMm.height(), 269.0, kTolerance);
    EXPECT_NEAR(t.windowMm.left(), kPageMarginMm, kTolerance);
    EXPECT_EQ(t.pageMm, QSizeF(210, 297));
}

// A wide board: landscape A4 (window 281 x 182 mm, steps of 271 x 172 with 10 mm of overlap)
// needs 2 x 1 pages where portrait (steps of 184 x 259) needs 3 x 1.
TEST(BoardTiling, TheOrientationNeedingFewerPagesIsChosen) {
    const BoardTiling wide = planTiling(QSizeF(500, 150), Paper::A4, 10);
    EXPECT_TRUE(wide.landscape);
    EXPECT_EQ(wide.columns, 2);
    EXPECT_EQ(wide.rows, 1);
    const BoardTiling tall = planTiling(QSizeF(150, 500), Paper::A4, 10);
    EXPECT_FALSE(tall.landscape);
    EXPECT_EQ(tall.pages(), 2);
    EXPECT_EQ(tall.pageMm, QSizeF(210, 297));
    EXPECT_EQ(wide.pageMm, QSizeF(297, 210));
}

TEST(BoardTiling, NeighbouringTilesShareTheOverlapAndCoverTheBoard) {
    const QSizeF board(700, 640);
    for (const double overlap : {0.0, 10.0, 25.0}) {
        const BoardTiling t = planTiling(board, Paper::A4, overlap);
        ASSERT_GT(t.pages(), 4);
        for (int r = 0; r < t.rows; ++r)
            for (int c = 0; c < t.columns; ++c) {
                const QRectF tile = t.tile(r, c);
                EXPECT_NEAR(tile.width(), t.windowMm.width(), kTolerance);
                if (c + 1 < t.columns) {
                    EXPECT_NEAR(tile.right() - t.tile(r, c + 1).left(), overlap, kTolerance);
                }
                if (r + 1 < t.rows) {
                    EXPECT_NEAR(tile.bottom() - t.tile(r + 1, c).top(), overlap, kTolerance);
                }
            }
        // The first and last tiles reach past the board's edges by the same amount.
        const QRectF first = t.tile(0, 0);
        const QRectF last = t.tile(t.rows - 1, t.columns - 1);
        EXPECT_LE(first.left(), 0.0);
        EXPECT_LE(first.top(), 0.0);
        EXPECT_GE(last.right(), board.width());
        EXPECT_GE(last.bottom(), board.height());
        EXPECT_NEAR(-first.left(), last.right() - board.width(), kTolerance);
        // And one column fewer would not do.
        const double stepX = t.windowMm.width() - overlap;
        EXPECT_LT((t.columns - 1) * stepX + overlap, board.width());
    }
}

TEST(BoardTiling, A3TakesFewerPagesThanA4) {
    const QSizeF board(600, 600);
    EXPECT_LT(planTiling(board, Paper::A3, 10).pages(), planTiling(board, Paper::A4, 10).pages());
    EXPECT_EQ(paperMm(Paper::A3), QSizeF(297, 420));
}

}  // namespace
}  // namespace eylau::mapexport
