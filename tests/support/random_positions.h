#pragma once
// Whole random legal games of Eylau as a source of positions, for tests that check a play query
// against the engine's verdicts wherever a game can go.
#include "eylau/game/game.h"

#include <cstdint>
#include <functional>

namespace eylau::test {

struct RandomGames {
    int games = 8;                   // dice seeds 1 .. games
    std::uint64_t playerFactor = 1;  // the random player is seeded seed * playerFactor + playerOffset
    std::uint64_t playerOffset = 0;
    int maxCommands = 4000;          // per game
};

// Calls `visit` on every position of the games, before each command, until each game ends; a
// missing or refused command, or a fatal failure inside `visit`, fails the test and stops.
void visitRandomPositions(const RandomGames& games, const std::function<void(const Game&)>& visit);

}  // namespace eylau::test
