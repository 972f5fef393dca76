#include "eylau/rules/dice.h"

#include "eylau/io/digest.h"

#include <cstring>

namespace eylau {
namespace {

constexpr std::uint64_t kLimit = ~std::uint64_t{0} - (~std::uint64_t{0} % 6);

// SplitMix64: a small, well-known mixing function; the n-th roll depends only on seed and n.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

int seededRoll(std::uint64_t seed, std::uint64_t n) {
    // Rejection sampling keeps the six faces exactly equally likely.
    std::uint64_t v = mix(seed ^ mix(n));
    for (std::uint64_t k = 1; v >= kLimit; ++k) v = mix(v + k);
    return int(v % 6) + 1;
}

// Roll n of a shared key: the first eight bytes of SHA-256(key, "roll", n, attempt), little
// endian, with the same rejection sampling (docs/remote-play.md gives the exact bytes).
int keyedRoll(const std::array<std::uint8_t, 32>& key, std::uint32_t n) {
    for (std::uint32_t attempt = 0;; ++attempt) {
        unsigned char counter[8];
        for (int i = 0; i < 4; ++i) counter[i] = static_cast<unsigned char>(n >> (8 * i));
        for (int i = 0; i < 4; ++i) counter[4 + i] = static_cast<unsigned char>(attempt >> (8 * i));
        const Digest d = sha256({bytesOf(key), "roll", std::string_view(reinterpret_cast<const char*>(counter), 8)});
        std::uint64_t v = 0;
        for (int i = 7; i >= 0; --i) v = (v << 8) | d[std::size_t(i)];
        if (v < kLimit) return int(v % 6) + 1;
    }
}

}  // namespace

int Dice::peek() const {
    if (keyed) return keyedRoll(key, keyUsed);
    if (scriptedUsed < scripted.size()) return scripted[scriptedUsed];
    return seededRoll(seed, rolled);
}

int Dice::roll() {
    if (keyed) {
        ++sharedRolled;
        return keyedRoll(key, keyUsed++);
    }
    if (shared) unkeyedRoll = true;
    if (scriptedUsed < scripted.size()) return scripted[scriptedUsed++];
    return seededRoll(seed, rolled++);
}

void Dice::useKey(const std::array<std::uint8_t, 32>& sharedKey) {
    key = sharedKey;
    keyed = true;
    keyUsed = 0;
}

Dice rollAgain(const Dice& before, const Dice& after) {
    Dice d = before;
    if (after.sharedRolled != before.sharedRolled) d.useKey(after.key);
    return d;
}

}  // namespace eylau
