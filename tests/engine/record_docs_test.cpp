// docs/game-record.md's own examples: the sample record replays on the shipped Eylau scenario
// without a refusal, and every command written in the page reads as a command.
#include "eylau/game/game.h"
#include "eylau/io/text_file.h"
#include "eylau/record/game_record.h"
#include "eylau/record/record_options.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

namespace eylau {
namespace {

std::string page() {
    std::string error;
    const auto text = readTextFile(std::string(EYLAU_SOURCE_DIR) + "/docs/game-record.md", 1 << 20, error);
    EXPECT_TRUE(text) << error;
    return text.value_or("");
}

TEST(GameRecordDocs, TheSampleReplaysWithoutARefusal) {
    const std::string doc = page();
    const std::string heading = "## A sample";
    const std::size_t at = doc.find(heading);
    ASSERT_NE(at, std::string::npos);
    const std::size_t open = doc.find("```\n", at);
    const std::size_t close = doc.find("```\n", open + 4);
    ASSERT_NE(close, std::string::npos);
    const RecordParse parsed = parseRecord(doc.substr(open + 4, close - open - 4));
    ASSERT_TRUE(parsed.record) << (parsed.errors.empty() ? "" : parsed.errors.front());
    const RecordOptions options = recordOptions(test::eylauScenario(), *parsed.record);
    ASSERT_TRUE(options.ok()) << options.error;
    Game game(test::sharedEylau(), options.options);
    ASSERT_GT(parsed.record->lines.size(), 10u);
    for (const RecordLine& line : parsed.record->lines) {
        const ApplyResult r = game.apply(line.command);
        ASSERT_TRUE(r.ok()) << "line " << line.lineNumber << ": " << r.refusal->describe();
    }
}

TEST(GameRecordDocs, EveryCommandExampleParses) {
    const std::string doc = page();
    const std::regex span("`((move|enter|release|end|attack|defend|retreat|lose|advance|limber|unlimber)( [^`]*)?)`");
    const std::regex placeholder(R"((^|[ ,])([A-Z]+|\.\.\.)([ ,]|$)|\[)");
    int read = 0;
    for (auto it = std::sregex_iterator(doc.begin(), doc.end(), span); it != std::sregex_iterator(); ++it) {
        const std::string example = (*it)[1];
        if (std::regex_search(example, placeholder)) continue;  // a template: UNIT, HEX, [clauses], ...
        if (example.find(' ') == std::string::npos && example != "end") continue;  // the command's name alone
        std::string error;
        EXPECT_TRUE(parseCommand(example, &error)) << example << ": " << error;
        ++read;
    }
    EXPECT_GT(read, 15);
}

}  // namespace
}  // namespace eylau
