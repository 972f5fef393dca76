#include "eylau/io/digest.h"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>

namespace eylau {

Digest sha256(std::initializer_list<std::string_view> parts) {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    Digest out{};
    unsigned int length = 0;
    bool ok = ctx && EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) == 1;
    for (std::string_view p : parts) ok = ok && EVP_DigestUpdate(ctx.get(), p.data(), p.size()) == 1;
    ok = ok && EVP_DigestFinal_ex(ctx.get(), out.data(), &length) == 1 && length == out.size();
    if (!ok) throw std::runtime_error("SHA-256 is not available from libcrypto");
    return out;
}

std::string hexOf(std::span<const std::uint8_t> bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string s;
    s.reserve(2 * bytes.size());
    for (std::uint8_t b : bytes) {
        s += kDigits[b >> 4];
        s += kDigits[b & 15];
    }
    return s;
}

bool bytesFromHex(std::string_view hex, std::span<std::uint8_t> out) {
    if (hex.size() != 2 * out.size()) return false;
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return false;
        out[i] = std::uint8_t(hi * 16 + lo);
    }
    return true;
}

std::optional<Digest> digestFromHex(std::string_view hex) {
    Digest d{};
    if (!bytesFromHex(hex, d)) return std::nullopt;
    return d;
}

std::optional<Digest> systemRandom() {
    Digest d{};
    if (RAND_priv_bytes(d.data(), int(d.size())) != 1) return std::nullopt;
    return d;
}

}  // namespace eylau
