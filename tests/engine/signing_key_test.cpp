// A player's turn-signing key (signing_key.h, public_key.h; docs/remote-play.md, "Play by
// e-mail"): made on first use owner-only, the same key read back, a damaged file named and left
// alone; signatures that hold only over the message signed, by the key that signed it.
#include "eylau/io/public_key.h"
#include "eylau/io/signing_key.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sys/stat.h>
#include <unistd.h>

namespace eylau {
namespace {

namespace fs = std::filesystem;

class SigningKeyFile : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() / ("eylau-signing-key-" + std::to_string(::getpid()) + "-" +
                                               ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }
    std::string path() const { return (folder_ / "config" / "turn-signing-key.pem").string(); }

    fs::path folder_;
};

TEST_F(SigningKeyFile, IsCreatedOwnerOnly) {
    const SigningKeyLoad made = loadOrCreateSigningKey(path());  // its folder made on the way
    ASSERT_TRUE(made.key) << made.error;
    EXPECT_TRUE(made.created);
    struct stat info {};
    ASSERT_EQ(::stat(path().c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
    std::ifstream in(path());
    std::string first;
    std::getline(in, first);
    EXPECT_EQ(first, "-----BEGIN PRIVATE KEY-----");
}

TEST_F(SigningKeyFile, IsTheSameKeyWhenReadAgain) {
    const SigningKeyLoad made = loadOrCreateSigningKey(path());
    ASSERT_TRUE(made.key) << made.error;
    const SigningKeyLoad again = loadOrCreateSigningKey(path());
    ASSERT_TRUE(again.key) << again.error;
    EXPECT_FALSE(again.created);
    EXPECT_EQ(again.key->publicKey(), made.key->publicKey());
    const Signature s = again.key->sign("turn");
    EXPECT_TRUE(verifySignature(made.key->publicKey(), "turn", s));
}

TEST_F(SigningKeyFile, ADamagedFileIsNamedAndLeftAlone) {
    fs::create_directories(folder_ / "config");
    std::ofstream(path()) << "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n";
    const SigningKeyLoad load = loadOrCreateSigningKey(path());
    EXPECT_FALSE(load.key);
    EXPECT_NE(load.error.find(path()), std::string::npos) << load.error;
    EXPECT_NE(load.error.find("no private key"), std::string::npos) << load.error;
    std::ifstream in(path());
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}).find("not a key"), 28u);  // untouched
    // A key of another kind is refused as well.
    std::string error;
    EXPECT_FALSE(SigningKey::fromPem("", error));
}

TEST(SigningKey, ASignatureHoldsOnlyForItsMessageAndItsKey) {
    const auto anne = SigningKey::generate();
    const auto boris = SigningKey::generate();
    ASSERT_TRUE(anne && boris);
    EXPECT_NE(anne->publicKey(), boris->publicKey());
    const Signature s = anne->sign("from french\ncommands 57\n");
    EXPECT_TRUE(verifySignature(anne->publicKey(), "from french\ncommands 57\n", s));
    EXPECT_FALSE(verifySignature(anne->publicKey(), "from french\ncommands 58\n", s));
    EXPECT_FALSE(verifySignature(boris->publicKey(), "from french\ncommands 57\n", s));
    Signature flipped = s;
    flipped.bytes[10] ^= 1;
    EXPECT_FALSE(verifySignature(anne->publicKey(), "from french\ncommands 57\n", flipped));
    // The key written as PEM reads back as the same key.
    std::string error;
    const auto back = SigningKey::fromPem(anne->pem(), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->publicKey(), anne->publicKey());
}

TEST(SigningKey, TheFingerprintIsEightGroupsOfFourHexDigits) {
    const auto key = SigningKey::generate();
    ASSERT_TRUE(key);
    const std::string shown = fingerprint(key->publicKey());
    EXPECT_TRUE(std::regex_match(shown, std::regex("([0-9a-f]{4} ){7}[0-9a-f]{4}"))) << shown;
    EXPECT_EQ(publicKeyFromHex(toHex(key->publicKey())), key->publicKey());
    EXPECT_FALSE(publicKeyFromHex("12"));
    // The fingerprint of the all-zero key is fixed: SHA-256 of 32 zero bytes.
    EXPECT_EQ(fingerprint(PublicKey{}), "6668 7aad f862 bd77 6c8f c18b 8e9f 8e20");
}

}  // namespace
}  // namespace eylau
