#pragma once
// An Ed25519 public key and signature (RFC 8032) as turn files carry them (docs/remote-play.md,
// "Play by e-mail"): checking a signature, and the key's fingerprint for two players to compare
// by another channel. The signing itself is signing_key.h. Both come from OpenSSL's libcrypto
// (EVP_PKEY_ED25519); nothing here is cryptography of our own.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace eylau {

struct PublicKey {
    std::array<std::uint8_t, 32> bytes{};  // the raw key, RFC 8032 section 5.1.5
    friend bool operator==(const PublicKey&, const PublicKey&) = default;
};

struct Signature {
    std::array<std::uint8_t, 64> bytes{};  // RFC 8032 section 5.1.6
    friend bool operator==(const Signature&, const Signature&) = default;
};

// 64 and 128 lower-case hex digits, and back (nullopt unless exactly that many, either case).
std::string toHex(const PublicKey& key);
std::string toHex(const Signature& signature);
std::optional<PublicKey> publicKeyFromHex(std::string_view hex);
std::optional<Signature> signatureFromHex(std::string_view hex);

// True when `signature` is `key`'s over exactly `message` (pure Ed25519, no context).
bool verifySignature(const PublicKey& key, std::string_view message, const Signature& signature);

// What players read aloud to compare keys: the first 16 bytes of the SHA-256 of the raw key, as
// eight groups of four hex digits ("3f2a 9c01 ..."). Two keys with the same fingerprint are, for
// any practical purpose, the same key.
std::string fingerprint(const PublicKey& key);

}  // namespace eylau
