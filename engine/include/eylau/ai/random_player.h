#pragma once
// A player that picks, at random, one of the legal commands open to whoever must act now.
// It drives the randomized rules test and is the weakest opponent of `eylau-cli selfplay`.
// Every command it proposes has passed Game::whyNot.
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace eylau {

class RandomPlayer {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}

    // A legal command for the current situation, or nullopt when it finds none (a stall, which
    // the rules should never allow).
    std::optional<Command> next(const Game& game);

private:
    std::optional<Command> duringMovement(const Game& game);
    std::optional<Command> duringCombat(const Game& game);
    std::optional<Command> resolving(const Game& game);
    std::optional<Command> pickLegal(const Game& game, std::vector<Command> candidates);
    template <typename T>
    const T& pick(const std::vector<T>& items) {
        return items[std::uniform_int_distribution<std::size_t>(0, items.size() - 1)(rng_)];
    }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

    std::mt19937_64 rng_;
};

}  // namespace eylau
