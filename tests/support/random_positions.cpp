#include "support/random_positions.h"

#include "support/game_fixture.h"

#include "eylau/ai/random_player.h"

#include <gtest/gtest.h>

namespace eylau::test {

void visitRandomPositions(const RandomGames& games, const std::function<void(const Game&)>& visit) {
    for (std::uint64_t seed = 1; seed <= std::uint64_t(games.games); ++seed) {
        GameOptions options;
        options.seed = seed;
        Game game(sharedEylau(), options);
        RandomPlayer player(seed * games.playerFactor + games.playerOffset);
        for (int i = 0; i < games.maxCommands && !game.gameOver(); ++i) {
            visit(game);
            if (::testing::Test::HasFatalFailure()) return;
            const auto command = player.next(game);
            ASSERT_TRUE(command);
            ASSERT_TRUE(game.apply(*command).ok());
        }
    }
}

}  // namespace eylau::test
