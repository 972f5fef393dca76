#pragma once
// SHA-256 digests and the system's random bytes, for the fair dice of a remote game and the hash
// chain of a record (docs/remote-play.md). Both come from OpenSSL's libcrypto, a library the
// whole system keeps current; nothing here is cryptography of our own.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace eylau {

using Digest = std::array<std::uint8_t, 32>;

// SHA-256 of the bytes of `parts`, in order, as if they were one string.
Digest sha256(std::initializer_list<std::string_view> parts);
inline Digest sha256(std::string_view bytes) { return sha256({bytes}); }
// The digest's bytes as a string_view, to feed into another digest.
inline std::string_view bytesOf(const Digest& d) { return {reinterpret_cast<const char*>(d.data()), d.size()}; }

// Bytes as lower-case hex digits, and back: fills `out` when `hex` holds exactly two hex digits
// (either case) for each of its bytes, else returns false.
std::string hexOf(std::span<const std::uint8_t> bytes);
bool bytesFromHex(std::string_view hex, std::span<std::uint8_t> out);

// 64 lower-case hex digits, and back (nullopt unless exactly 64 hex digits, either case).
inline std::string toHex(const Digest& d) { return hexOf(d); }
std::optional<Digest> digestFromHex(std::string_view hex);

// 32 bytes from the operating system's random source (getrandom through OpenSSL's generator);
// nullopt if the source fails, which a caller must report rather than roll with weaker bytes.
std::optional<Digest> systemRandom();

}  // namespace eylau
