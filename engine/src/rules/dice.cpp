#include "eylau/rules/dice.h"

namespace eylau {
namespace {

// SplitMix64: a small, well-known mixing function; the n-th roll depends only on seed and n.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

int seededRoll(std::uint64_t seed, std::uint64_t n) {
    // Rejection sampling keeps the six faces exactly equally likely.
    constexpr std::uint64_t kLimit = ~std::uint64_t{0} - (~std::uint64_t{0} % 6);
    std::uint64_t v = mix(seed ^ mix(n));
    for (std::uint64_t k = 1; v >= kLimit; ++k) v = mix(v + k);
    return int(v % 6) + 1;
}

}  // namespace

int Dice::peek() const {
    if (scriptedUsed < scripted.size()) return scripted[scriptedUsed];
    return seededRoll(seed, rolled);
}

int Dice::roll() {
    if (scriptedUsed < scripted.size()) return scripted[scriptedUsed++];
    return seededRoll(seed, rolled++);
}

}  // namespace eylau
