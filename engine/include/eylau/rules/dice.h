#pragma once
// The die (2.3), seeded and stored in the game: the n-th roll is a pure function of the seed
// and n, so a saved game reloads to the same next roll and a record replays bit for bit.
// Tests and `eylau-cli play --dice` may script rolls; scripted rolls are used first.
//
// Shared dice (remote play, docs/remote-play.md): a command of a game played over the network is
// applied with a key both players made together (their revealed secrets and the command's place in
// the record); while it is applied its rolls come from that key, not from the seed.
#include <array>
#include <cstdint>
#include <vector>

namespace eylau {

struct Dice {
    std::uint64_t seed = 1807;
    std::uint64_t rolled = 0;       // how many seeded rolls so far
    std::vector<int> scripted;      // rolls to use before the seeded ones
    std::size_t scriptedUsed = 0;
    std::array<std::uint8_t, 32> key{};  // the last shared key (kept: the summary rolls it again)
    bool keyed = false;             // true only while a command is applied with a shared key
    std::uint32_t keyUsed = 0;      // rolls taken from `key`
    std::uint64_t sharedRolled = 0; // how many rolls came from shared keys
    bool shared = false;            // a game with shared dice: every roll must come from a key
    bool unkeyedRoll = false;       // set when such a game rolled without one (Game::apply refuses)

    // The next roll, 1..6, advancing the dice.
    int roll();
    // The roll that `roll()` would give, without advancing.
    int peek() const;
    // Every roll so far, however made.
    std::uint64_t total() const { return rolled + scriptedUsed + sharedRolled; }
    // Starts the rolls of one command from a shared key (and ends them: `keyed = false`).
    void useKey(const std::array<std::uint8_t, 32>& sharedKey);
    friend bool operator==(const Dice&, const Dice&) = default;
};

// Dice that roll again, in order, the rolls made between `before` and `after` (states of one game
// around one command): for reports that show the die a command threw.
Dice rollAgain(const Dice& before, const Dice& after);

}  // namespace eylau
