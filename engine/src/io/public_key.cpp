#include "eylau/io/public_key.h"

#include "eylau/io/digest.h"

#include <openssl/evp.h>

#include <memory>

namespace eylau {

std::string toHex(const PublicKey& key) { return hexOf(key.bytes); }
std::string toHex(const Signature& signature) { return hexOf(signature.bytes); }

std::optional<PublicKey> publicKeyFromHex(std::string_view hex) {
    PublicKey key;
    if (!bytesFromHex(hex, key.bytes)) return std::nullopt;
    return key;
}

std::optional<Signature> signatureFromHex(std::string_view hex) {
    Signature signature;
    if (!bytesFromHex(hex, signature.bytes)) return std::nullopt;
    return signature;
}

bool verifySignature(const PublicKey& key, std::string_view message, const Signature& signature) {
    const std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> pkey(
        EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, key.bytes.data(), key.bytes.size()), &EVP_PKEY_free);
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!pkey || !ctx) return false;
    // Ed25519 hashes the message itself: no digest is named, and the message goes in one call.
    if (EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, pkey.get()) != 1) return false;
    return EVP_DigestVerify(ctx.get(), signature.bytes.data(), signature.bytes.size(),
                            reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1;
}

std::string fingerprint(const PublicKey& key) {
    const std::string hex = toHex(sha256({reinterpret_cast<const char*>(key.bytes.data()), key.bytes.size()}));
    std::string out;
    for (std::size_t i = 0; i < 32; i += 4) out += (out.empty() ? "" : " ") + hex.substr(i, 4);
    return out;
}

}  // namespace eylau
