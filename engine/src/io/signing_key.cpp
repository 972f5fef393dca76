#include "eylau/io/signing_key.h"

#include "eylau/io/text_file.h"

#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sys/stat.h>

namespace eylau {
namespace {

constexpr std::size_t kMaxKeyFileBytes = 64 * 1024;  // a PEM Ed25519 key is 119 bytes

using Bio = std::unique_ptr<BIO, decltype(&BIO_free)>;

// A key file is never encrypted: refuse a passphrase rather than ask for one on a terminal.
int noPassphrase(char*, int, int, void*) { return -1; }

// Wipes a string that held a private key before its memory is given back.
struct Wiped {
    std::string text;
    ~Wiped() { OPENSSL_cleanse(text.data(), text.size()); }
};

}  // namespace

SigningKey::SigningKey(std::shared_ptr<evp_pkey_st> key) : key_(std::move(key)) {
    std::size_t length = publicKey_.bytes.size();
    if (EVP_PKEY_get_raw_public_key(key_.get(), publicKey_.bytes.data(), &length) != 1 ||
        length != publicKey_.bytes.size())
        throw std::runtime_error("libcrypto gave no Ed25519 public key");
}

std::optional<SigningKey> SigningKey::generate() {
    EVP_PKEY* key = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
    if (!key) return std::nullopt;
    return SigningKey(std::shared_ptr<evp_pkey_st>(key, &EVP_PKEY_free));
}

std::optional<SigningKey> SigningKey::fromPem(std::string_view pem, std::string& error) {
    const Bio bio(BIO_new_mem_buf(pem.data(), int(pem.size())), &BIO_free);
    EVP_PKEY* key = bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, &noPassphrase, nullptr) : nullptr;
    if (!key) {
        error = "it holds no private key in PEM form";
        return std::nullopt;
    }
    std::shared_ptr<evp_pkey_st> owned(key, &EVP_PKEY_free);
    if (EVP_PKEY_get_id(key) != EVP_PKEY_ED25519) {
        error = "its key is not an Ed25519 key";
        return std::nullopt;
    }
    return SigningKey(std::move(owned));
}

Signature SigningKey::sign(std::string_view message) const {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    Signature out;
    std::size_t length = out.bytes.size();
    // Ed25519 hashes the message itself: no digest is named, and the message goes in one call.
    const bool ok = ctx && EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key_.get()) == 1 &&
                    EVP_DigestSign(ctx.get(), out.bytes.data(), &length,
                                   reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1 &&
                    length == out.bytes.size();
    if (!ok) throw std::runtime_error("libcrypto could not sign with Ed25519");
    return out;
}

std::string SigningKey::pem() const {
    const Bio bio(BIO_new(BIO_s_mem()), &BIO_free);
    if (!bio || PEM_write_bio_PrivateKey(bio.get(), key_.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1)
        throw std::runtime_error("libcrypto could not write the key");
    char* data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    std::string out(data, std::size_t(size));
    OPENSSL_cleanse(data, std::size_t(size));
    return out;
}

SigningKeyLoad loadOrCreateSigningKey(const std::string& path) {
    SigningKeyLoad out;
    const std::string about = "your turn-signing key " + path + ": ";
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 && errno == ENOENT) {
        std::optional<SigningKey> fresh = SigningKey::generate();
        if (!fresh) {
            out.error = about + "libcrypto could not make a new key";
            return out;
        }
        std::error_code ec;
        const std::filesystem::path folder = std::filesystem::path(path).parent_path();
        if (!folder.empty()) std::filesystem::create_directories(folder, ec);
        bool alreadyThere = false;
        const Wiped pem{fresh->pem()};
        const auto error = createPrivateFile(path, pem.text, alreadyThere);
        if (!error) {
            out.key = std::move(fresh);
            out.created = true;
            return out;
        }
        if (!alreadyThere) {  // else another program made it meanwhile: read that one
            out.error = about + "cannot be made: " + *error;
            return out;
        }
    }
    std::string why;
    std::optional<std::string> text = readTextFile(path, kMaxKeyFileBytes, why);
    if (!text) {
        out.error = about + why;
        return out;
    }
    const Wiped pem{std::move(*text)};
    out.key = SigningKey::fromPem(pem.text, why);
    if (!out.key)
        out.error = about + why + " (the file is damaged or is not one Eylau made; move it aside and a new key is "
                                  "made, but your opponents' programs will refuse files signed by it in the games "
                                  "you have begun)";
    return out;
}

}  // namespace eylau
