// The player's name is taken from the command line before Qt sees it (command_line.h): Qt's X11
// platform would otherwise take "--name" for itself, and `eylau --host 18070 --name Anne` would
// lose Anne on an X11 desktop.
#include "startup/command_line.h"
#include "startup/network_start.h"
#include "startup/program_options.h"

#include <QCommandLineParser>
#include <QStringList>

#include <gtest/gtest.h>

#include <optional>
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

namespace eylau::game {
namespace {

std::optional<NetworkStart> parsed(const QStringList& arguments, QString& error) {
    ProgramOptions options;
    QCommandLineParser parser;
    options.addTo(parser);
    EXPECT_TRUE(parser.parse(QStringList{QStringLiteral("eylau")} + arguments)) << parser.errorText().toStdString();
    return networkStartAsked(parser, options, QString(), std::nullopt, &error);
}

// Playing through a home router: a host asks its router to forward the port unless told not to;
// --no-router is the host's alone.
TEST(CommandLine, AHostAsksItsRouterUnlessToldNotTo) {
    QString error;
    const auto asks = parsed({QStringLiteral("--host"), QStringLiteral("18070")}, error);
    ASSERT_TRUE(asks) << error.toStdString();
    EXPECT_TRUE(asks->forwardPort);
    const auto quiet = parsed({QStringLiteral("--host"), QStringLiteral("18070"), QStringLiteral("--no-router")}, error);
    ASSERT_TRUE(quiet) << error.toStdString();
    EXPECT_FALSE(quiet->forwardPort);
    EXPECT_EQ(quiet->port, 18070);
    EXPECT_FALSE(parsed({QStringLiteral("--join"), QStringLiteral("eylau://10.0.0.5:18070/K7QM-3XTA-P9RD-W2HE"),
                         QStringLiteral("--no-router")},
                        error));
    EXPECT_TRUE(error.contains(QStringLiteral("--no-router"))) << error.toStdString();
    error.clear();
    EXPECT_FALSE(parsed({QStringLiteral("--no-router")}, error));
    EXPECT_TRUE(error.contains(QStringLiteral("--no-router"))) << error.toStdString();
}

}  // namespace
}  // namespace eylau::game
