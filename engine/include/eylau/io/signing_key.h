#pragma once
// A player's Ed25519 signing key (RFC 8032), which signs the turn files he sends by e-mail
// (docs/remote-play.md, "Play by e-mail"). It is kept in one file in the user's configuration
// folder, made on first use, readable by its owner only; the key is OpenSSL's (EVP_PKEY_ED25519,
// written as PEM PKCS #8), and nothing here is cryptography of our own.
#include "eylau/io/public_key.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct evp_pkey_st;  // OpenSSL's EVP_PKEY

namespace eylau {

class SigningKey {
public:
    // A new key from the system's random source; nullopt if libcrypto cannot make one.
    static std::optional<SigningKey> generate();
    // The key in `pem` (a PEM private key, as write() gives); nullopt and `error` when it is not
    // an Ed25519 private key.
    static std::optional<SigningKey> fromPem(std::string_view pem, std::string& error);

    const PublicKey& publicKey() const { return publicKey_; }
    Signature sign(std::string_view message) const;
    // The private key as PEM ("-----BEGIN PRIVATE KEY-----"), unencrypted: keep it owner-only.
    std::string pem() const;

private:
    explicit SigningKey(std::shared_ptr<evp_pkey_st> key);
    std::shared_ptr<evp_pkey_st> key_;
    PublicKey publicKey_;
};

struct SigningKeyLoad {
    std::optional<SigningKey> key;
    std::string error;     // naming the file, when there is no key
    bool created = false;  // the file was made now
};

// The key in the file `path`, or a new one written there (and the folders on the way made) when
// there is no file: created owner-only (0600) from its first moment and atomically
// (text_file.h's createPrivateFile), never replacing a file. A file that cannot be read or holds
// no Ed25519 key is an error naming it, and is left alone: it may be the key an opponent pinned.
SigningKeyLoad loadOrCreateSigningKey(const std::string& path);

}  // namespace eylau
