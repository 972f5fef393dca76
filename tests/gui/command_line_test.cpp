// The player's name is taken from the command line before Qt sees it (command_line.h): Qt's X11
// platform would otherwise take "--name" for itself, and `eylau --host 18070 --name Anne` would
// lose Anne on an X11 desktop.
#include "startup/command_line.h"

#include <gtest/gtest.h>

#include <vector>

namespace eylau::game {
namespace {

struct Argv {
    std::vector<std::string> words;
    std::vector<char*> pointers;
    int argc = 0;
    explicit Argv(std::vector<std::string> w) : words(std::move(w)) {
        for (std::string& s : words) pointers.push_back(s.data());
        pointers.push_back(nullptr);
        argc = int(words.size());
    }
    std::vector<std::string> left() const {
        std::vector<std::string> out;
        for (int i = 0; i < argc; ++i) out.emplace_back(pointers[std::size_t(i)]);
        EXPECT_EQ(pointers[std::size_t(argc)], nullptr);
        return out;
    }
};

TEST(CommandLine, TheNameIsTakenOutBeforeQtSeesIt) {
    Argv a({"eylau", "--host", "18070", "--name", "Anne Smith", "--side", "french"});
    EXPECT_EQ(takeArgument(a.argc, a.pointers.data(), "name"), "Anne Smith");
    EXPECT_EQ(a.left(), (std::vector<std::string>{"eylau", "--host", "18070", "--side", "french"}));

    Argv b({"eylau", "--name=Boris", "--join", "eylau://10.0.0.5:18070/K7QM-3XTA-P9RD-W2HE"});
    EXPECT_EQ(takeArgument(b.argc, b.pointers.data(), "name"), "Boris");
    EXPECT_EQ(b.left(), (std::vector<std::string>{"eylau", "--join", "eylau://10.0.0.5:18070/K7QM-3XTA-P9RD-W2HE"}));

    // Not there, after "--", or with no value: left alone.
    Argv c({"eylau", "--", "--name", "x"});
    EXPECT_FALSE(takeArgument(c.argc, c.pointers.data(), "name"));
    EXPECT_EQ(c.argc, 4);
    Argv d({"eylau", "--name"});
    EXPECT_FALSE(takeArgument(d.argc, d.pointers.data(), "name"));
    EXPECT_EQ(d.argc, 2);
    Argv e({"eylau", "--names", "x"});
    EXPECT_FALSE(takeArgument(e.argc, e.pointers.data(), "name"));
}

}  // namespace
}  // namespace eylau::game
