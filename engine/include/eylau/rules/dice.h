#pragma once
// The die (2.3), seeded and stored in the game: the n-th roll is a pure function of the seed
// and n, so a saved game reloads to the same next roll and a record replays bit for bit.
// Tests and `eylau-cli play --dice` may script rolls; scripted rolls are used first.
#include <cstdint>
#include <vector>

namespace eylau {

struct Dice {
    std::uint64_t seed = 1807;
    std::uint64_t rolled = 0;       // how many rolls so far
    std::vector<int> scripted;      // rolls to use before the seeded ones
    std::size_t scriptedUsed = 0;

    // The next roll, 1..6, advancing the dice.
    int roll();
    // The roll that `roll()` would give, without advancing.
    int peek() const;
    friend bool operator==(const Dice&, const Dice&) = default;
};

}  // namespace eylau
