// Reading and saving text files (text_file.h, docs/files.md): bounded reads of regular files
// only, and saves that are atomic, durable and faithful to the file they replace.
#include "eylau/io/text_file.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace eylau {
namespace {

namespace fs = std::filesystem;

class TextFile : public ::testing::Test {
protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("eylau-text-file-" + std::to_string(::getpid()) + "-" +
                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    std::string path(const std::string& name) const { return (folder_ / name).string(); }
    static void write(const std::string& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }
    static std::string read(const std::string& p) {
        std::string error;
        return readTextFile(p, 1 << 20, error).value_or("<" + error + ">");
    }
    static mode_t modeOf(const std::string& p) {
        struct stat s {};
        ::stat(p.c_str(), &s);
        return s.st_mode & 07777;
    }
    // Files other than `except` in the folder (a temporary file left behind would show here).
    std::size_t othersThan(const std::string& except) const {
        std::size_t n = 0;
        for (const auto& e : fs::directory_iterator(folder_)) n += e.path().filename() != except;
        return n;
    }

    fs::path folder_;
};

TEST_F(TextFile, ReadsAWholeFile) {
    write(path("a.txt"), std::string("one\0two", 7));
    EXPECT_EQ(read(path("a.txt")), std::string("one\0two", 7));
}

TEST_F(TextFile, RefusesAFileOverTheLimitWithoutReadingIt) {
    write(path("big"), std::string(2000, 'x'));
    std::string error;
    EXPECT_FALSE(readTextFile(path("big"), 1999, error));
    EXPECT_EQ(error, "cannot read the file: it is 2,000 bytes long; at most 1,999 are read");
    EXPECT_TRUE(readTextFile(path("big"), 2000, error));
}

TEST_F(TextFile, RefusesFoldersPipesAndDevicesAtOnce) {
    std::string error;
    EXPECT_FALSE(readTextFile(folder_.string(), 100, error));
    EXPECT_EQ(error, "cannot open the file: it is a folder");
    ASSERT_EQ(::mkfifo(path("fifo").c_str(), 0600), 0);
    EXPECT_FALSE(readTextFile(path("fifo"), 100, error));  // returns at once: nobody writes to it
    EXPECT_EQ(error, "cannot read the file: it is a pipe, not a file");
    EXPECT_FALSE(readTextFile("/dev/zero", kMaxScenarioFileBytes, error));
    EXPECT_EQ(error, "cannot read the file: it is a device, not a file");
    EXPECT_FALSE(readTextFile(path("none"), 100, error));
    EXPECT_EQ(error, "cannot open the file: No such file or directory");
}

TEST_F(TextFile, SaveReplacesTheFileAndLeavesNothingElse) {
    write(path("game.eylau"), "old");
    ASSERT_EQ(saveTextFile(path("game.eylau"), "new"), std::nullopt);
    EXPECT_EQ(read(path("game.eylau")), "new");
    EXPECT_EQ(othersThan("game.eylau"), 0u);
}

TEST_F(TextFile, SaveKeepsTheModeOfThePrivateFileItReplaces) {
    write(path("private.eylau"), "old");
    ::chmod(path("private.eylau").c_str(), 0600);
    ASSERT_EQ(saveTextFile(path("private.eylau"), "new"), std::nullopt);
    EXPECT_EQ(modeOf(path("private.eylau")), 0600u);
    ::chmod(path("private.eylau").c_str(), 0640);
    ASSERT_EQ(saveTextFile(path("private.eylau"), "newer"), std::nullopt);
    EXPECT_EQ(modeOf(path("private.eylau")), 0640u);
}

TEST_F(TextFile, NewFileHonoursTheUmask) {
    const mode_t before = ::umask(077);
    const auto error = saveTextFile(path("new.eylau"), "x");
    ::umask(022);
    const auto error2 = saveTextFile(path("new2.eylau"), "x");
    ::umask(before);
    ASSERT_EQ(error, std::nullopt);
    ASSERT_EQ(error2, std::nullopt);
    EXPECT_EQ(modeOf(path("new.eylau")), 0600u);
    EXPECT_EQ(modeOf(path("new2.eylau")), 0644u);
}

TEST_F(TextFile, SaveThroughASymlinkReplacesItsTargetAndKeepsTheLink) {
    fs::create_directories(folder_ / "real");
    write(path("real/game.eylau"), "old");
    fs::create_symlink("real/game.eylau", folder_ / "link.eylau");
    fs::create_symlink("link.eylau", folder_ / "link2.eylau");
    ASSERT_EQ(saveTextFile(path("link2.eylau"), "new"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(folder_ / "link.eylau"));
    EXPECT_TRUE(fs::is_symlink(folder_ / "link2.eylau"));
    EXPECT_EQ(read(path("real/game.eylau")), "new");
    // A dangling link: the file it names is created.
    fs::create_symlink("real/later.eylau", folder_ / "later.eylau");
    ASSERT_EQ(saveTextFile(path("later.eylau"), "made"), std::nullopt);
    EXPECT_EQ(read(path("real/later.eylau")), "made");
    // A loop is an error, not a hang.
    fs::create_symlink("loop-b", folder_ / "loop-a");
    fs::create_symlink("loop-a", folder_ / "loop-b");
    const auto loop = saveTextFile(path("loop-a"), "x");
    ASSERT_TRUE(loop);
    EXPECT_NE(loop->find("too many levels of symbolic links"), std::string::npos) << *loop;
}

TEST_F(TextFile, NamesOfTheLongestLengthCanBeSaved) {
    for (std::size_t length : {249u, 255u}) {
        const std::string name(length, 'n');
        ASSERT_EQ(saveTextFile(path(name), "x"), std::nullopt) << length;
        EXPECT_EQ(read(path(name)), "x");
    }
}

TEST_F(TextFile, FailedSaveLeavesTheOldFileAndNoTemporary) {
    fs::create_directories(folder_ / "game.eylau");  // a folder where the file should be
    const auto error = saveTextFile(path("game.eylau"), "x");
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("it is a folder"), std::string::npos) << *error;
    EXPECT_EQ(othersThan("game.eylau"), 0u);
}

TEST_F(TextFile, StaleTemporariesOfOurNamingAreRemovedAndNothingElse) {
    write(path(".eylau-save-Ab3dE6gH"), "left by a crash");
    write(path(".eylau-save-short"), "not ours");
    write(path("game.eylau"), "kept");
    write(path(".eylau-save-Zz9yY8xX"), "a save in progress");
    const auto old = fs::file_time_type::clock::now() - std::chrono::hours(2);
    fs::last_write_time(folder_ / ".eylau-save-Ab3dE6gH", old);
    fs::last_write_time(folder_ / ".eylau-save-short", old);
    EXPECT_EQ(removeStaleSaveFiles(folder_.string()), 1u);
    EXPECT_FALSE(fs::exists(folder_ / ".eylau-save-Ab3dE6gH"));
    EXPECT_TRUE(fs::exists(folder_ / ".eylau-save-short"));
    EXPECT_TRUE(fs::exists(folder_ / ".eylau-save-Zz9yY8xX"));
    EXPECT_TRUE(fs::exists(folder_ / "game.eylau"));
    EXPECT_TRUE(isSaveTemporaryName(".eylau-save-Ab3dE6gH"));
    EXPECT_FALSE(isSaveTemporaryName(".eylau-save-Ab3dE6g!"));
}

// A private key's file (signing_key.h): owner-only whatever the umask, and never a file replaced.
TEST_F(TextFile, APrivateFileIsOwnerOnlyAndNeverReplacesOne) {
    const mode_t before = ::umask(0);  // the most open umask: the mode must not depend on it
    bool there = true;
    EXPECT_EQ(createPrivateFile(path("key.pem"), "secret", there), std::nullopt);
    ::umask(before);
    EXPECT_FALSE(there);
    EXPECT_EQ(modeOf(path("key.pem")), 0600u);
    EXPECT_EQ(read(path("key.pem")), "secret");
    const auto again = createPrivateFile(path("key.pem"), "another", there);
    ASSERT_TRUE(again);
    EXPECT_TRUE(there);
    EXPECT_NE(again->find(path("key.pem")), std::string::npos) << *again;
    EXPECT_EQ(read(path("key.pem")), "secret");
    EXPECT_EQ(othersThan("key.pem"), 0u);  // no temporary file left
}

TEST_F(TextFile, SavesAndReadsCloseTheirDescriptors) {
    const auto count = [] {
        std::size_t n = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator("/proc/self/fd")) ++n;
        return n;
    };
    const std::size_t before = count();
    ASSERT_EQ(saveTextFile(path("a"), "x"), std::nullopt);
    EXPECT_EQ(read(path("a")), "x");
    EXPECT_EQ(count(), before);
}

}  // namespace
}  // namespace eylau
