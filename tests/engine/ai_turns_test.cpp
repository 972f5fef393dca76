// The computer opponent chooses what it chose before the engine was made fast: the normal level's
// Player-Turn from twenty seeded positions, on a budget of work (tests/support/seeded_turns.h),
// command for command against tests/data/golden/normal_turns.txt, which the engine of 55fe24e wrote
// (before the Board, the bucket-queue search and the position's memo), written again only when a
// rule changed what the computer should choose (issue 38: gully and stream hexsides double a
// defender attacked only across them). EYLAU_WRITE_NORMAL_TURNS=FILE writes what it chooses now.
#include "eylau/io/text_file.h"
#include "support/game_fixture.h"
#include "support/seeded_turns.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

namespace eylau {
namespace {

TEST(ComputerOpponent, NormalTurnsChooseTheCommandsChosenBeforeTheEngineWasMadeFast) {
    std::string error;
    const auto golden = readTextFile(std::string(EYLAU_TEST_DATA_DIR) + "/golden/normal_turns.txt", 1 << 20, error);
    ASSERT_TRUE(golden) << error;
    std::ostringstream now;
    for (int k = 1; k <= test::kSeededTurns; ++k) {
        now << "position " << k << "\n";
        for (const std::string& line : test::normalTurn(test::sharedEylau(), test::seededPosition(test::sharedEylau(), k), k))
            now << line << "\n";
    }
    if (const char* out = std::getenv("EYLAU_WRITE_NORMAL_TURNS")) {
        ASSERT_EQ(saveTextFile(out, now.str()), std::nullopt);
    }
    EXPECT_EQ(now.str(), *golden);
}

}  // namespace
}  // namespace eylau
