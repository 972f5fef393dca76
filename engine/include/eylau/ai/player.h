#pragma once
// The players of `eylau-cli selfplay` and of the computer opponent, behind one interface. Every
// command a player returns has passed Game::whyNot; it gives commands for whichever side must act
// now (sideToAct), which is not always the phasing player: the defender answers Fresh Strength
// (21.1) and retreats its own units (6.4), and the victor of a combat advances (6.6).
#include "eylau/game/command.h"
#include "eylau/game/game.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace eylau::ai {

// The players, weakest first. Quick, Normal and Strong are the computer opponent with a larger
// time budget each (docs/computer-opponent.md).
enum class Level : std::uint8_t { Random, Greedy, Quick, Normal, Strong };
std::string_view toString(Level level);  // "random", "greedy", "quick", "normal", "strong"
std::optional<Level> parseLevel(std::string_view text);

// The side that must give the next command, or nullopt once the game is over.
std::optional<Side> sideToAct(const Scenario& scenario, const GameState& state);

class Player {
public:
    virtual ~Player() = default;
    // A legal command for the side that must act now, or nullopt when there is none (the game is
    // over; anything else would be a stall, which the rules never force).
    virtual std::optional<Command> next(const Game& game) = 0;
    virtual std::string name() const = 0;
};

// A player of the given level; `seed` drives its own random choices (never the game's dice).
std::unique_ptr<Player> makePlayer(Level level, std::uint64_t seed);

}  // namespace eylau::ai
