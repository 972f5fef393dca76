// The game record's limits and quoting (docs/game-record.md, "Limits" and "The scenario line"):
// any scenario path round-trips, any line ending reads, and no record is read without bound.
#include "eylau/record/game_record.h"

#include <gtest/gtest.h>

#include <string>

namespace eylau {
namespace {

GameRecord roundTrip(const GameRecord& record) {
    const RecordParse parsed = parseRecord(writeRecord(record));
    EXPECT_TRUE(parsed.record) << (parsed.errors.empty() ? "" : parsed.errors.front());
    return parsed.record.value_or(GameRecord{});
}

GameRecord withScenario(std::string name) {
    GameRecord r;
    r.scenario = std::move(name);
    r.lines.push_back({5, EndPhaseCommand{}, "", {}});
    return r;
}

TEST(RecordLimits, ScenarioPathWithBlanksHashQuotesAndNewlinesRoundTrips) {
    for (const std::string name : {"My Games/eylau.json", "Grünau Mill", "a#b.json", "say \"hi\".json", "back\\slash",
                                   "two\nlines", "tab\there", "bell\x07.json", "\r", "none", "/x/y z/\x7f"}) {
        const GameRecord r = withScenario(name);
        EXPECT_EQ(roundTrip(r).scenario, name) << writeRecord(r);
    }
}

TEST(RecordLimits, PlainScenarioNameIsWrittenWithoutQuotes) {
    EXPECT_EQ(writeRecord(withScenario("eylau")).substr(0, 15), "scenario eylau\n");
    EXPECT_EQ(writeRecord(withScenario("My Games/e.json")).substr(0, 27), "scenario \"My Games/e.json\"\n");
}

TEST(RecordLimits, QuotedScenarioWithACommentAfterIt) {
    const RecordParse p = parseRecord("scenario \"My Games/#1.json\"  # the first\nend\n");
    ASSERT_TRUE(p.record) << p.errors.front();
    EXPECT_EQ(p.record->scenario, "My Games/#1.json");
}

TEST(RecordLimits, MalformedQuotedScenarioIsAnErrorOfItsLine) {
    const RecordParse open = parseRecord("scenario \"My Games\nend\n");
    ASSERT_FALSE(open.record);
    EXPECT_NE(open.errors.front().find("line 1: a quoted word has no closing '\"'"), std::string::npos) << open.errors.front();
    const RecordParse escape = parseRecord("scenario \"a\\qb\"\nend\n");
    ASSERT_FALSE(escape.record);
    EXPECT_NE(escape.errors.front().find("unknown escape '\\q'"), std::string::npos) << escape.errors.front();
    const RecordParse empty = parseRecord("scenario \"\"\nend\n");
    ASSERT_FALSE(empty.record);
    EXPECT_NE(empty.errors.front().find("the scenario's name is empty"), std::string::npos) << empty.errors.front();
}

TEST(RecordLimits, QuotedWordsInCommandsAreNotUnitIds) {
    const RecordParse p = parseRecord("scenario eylau\nmove \"Tut 1\" 0715\nlose \"\",Tut.1\n");
    ASSERT_FALSE(p.record);
    ASSERT_EQ(p.errors.size(), 2u);
    EXPECT_NE(p.errors[0].find("'Tut 1' is not a unit id"), std::string::npos) << p.errors[0];
}

TEST(RecordLimits, EveryLineEndingReads) {
    for (const std::string eol : {"\n", "\r\n", "\r"}) {
        const RecordParse p = parseRecord("scenario eylau" + eol + "seed 7" + eol + "end" + eol + eol + "end" + eol);
        ASSERT_TRUE(p.record) << p.errors.front();
        EXPECT_EQ(p.record->seed, 7u);
        ASSERT_EQ(p.record->lines.size(), 2u);
        EXPECT_EQ(p.record->lines[1].lineNumber, 5);
    }
}

TEST(RecordLimits, LongLineIsAnErrorAndTheRestIsRead) {
    const std::string text = "scenario eylau\nend # " + std::string(kMaxRecordLineBytes, 'x') + "\nmvoe\n";
    const RecordParse p = parseRecord(text);
    ASSERT_FALSE(p.record);
    ASSERT_EQ(p.errors.size(), 2u);
    EXPECT_EQ(p.errors[0], "line 2: the line is 65542 bytes long; a line of a record holds at most 65536");
    EXPECT_EQ(p.errors[1].substr(0, 24), "line 3: unknown command ");
}

TEST(RecordLimits, TenMegabyteLineIsOneError) {
    const RecordParse p = parseRecord("scenario eylau\n" + std::string(10 << 20, 'e') + "\n");
    ASSERT_EQ(p.errors.size(), 1u);
    EXPECT_EQ(p.errors[0], "line 2: the line is 10485760 bytes long; a line of a record holds at most 65536");
}

// Found by fuzzing writeRecord against parseRecord: a save must always load. A long comment is
// cut to fit; the longest scenario name a scenario allows, every byte escaped, still fits a line.
TEST(RecordLimits, WhatWriteRecordWritesAlwaysReadsBack) {
    GameRecord r = withScenario(std::string(10000, '\t'));
    r.lines[0].comment = std::string(kMaxRecordLineBytes, 'c') + "\xC3\xA9";
    const RecordParse p = parseRecord(writeRecord(r));
    ASSERT_TRUE(p.record) << p.errors.front();
    EXPECT_EQ(p.record->scenario, r.scenario);
    EXPECT_EQ(p.record->lines[0].comment, std::string(kMaxRecordCommentBytes, 'c'));
    r.lines[0].comment = std::string(kMaxRecordCommentBytes - 1, 'c') + "\xC3\xA9";  // cut inside the last character
    const RecordParse cut = parseRecord(writeRecord(r));
    ASSERT_TRUE(cut.record);
    EXPECT_EQ(cut.record->lines[0].comment, std::string(kMaxRecordCommentBytes - 1, 'c'));
}

// Found by fuzzing (a parsed record written twice gave other bytes): a long comment cut where a
// blank falls last must lose that blank, as reading the line would, so a save of a loaded save is
// the same file.
TEST(RecordLimits, ACommentCutAtABlankIsWrittenTheWayItReadsBack) {
    GameRecord r = withScenario("eylau");
    r.lines[0].comment = std::string(kMaxRecordCommentBytes - 2, 'c') + " \t tail";
    const std::string written = writeRecord(r);
    const RecordParse back = parseRecord(written);
    ASSERT_TRUE(back.record) << back.errors.front();
    EXPECT_EQ(back.record->lines[0].comment, std::string(kMaxRecordCommentBytes - 2, 'c'));
    EXPECT_EQ(writeRecord(*back.record), written);
}

// Player names (docs/game-record.md): quoted when they need it, read back as written, refused
// when empty, too long, given twice or holding a control character.
TEST(RecordLimits, PlayerNamesReadBackAsWrittenAndBadOnesAreErrorsOfTheirLine) {
    GameRecord r = withScenario("eylau");
    r.names["french"] = "Anne \"the Bold\" Smith";
    r.names["allied"] = "Boris";
    const std::string written = writeRecord(r);
    EXPECT_NE(written.find("name allied Boris\nname french \"Anne \\\"the Bold\\\" Smith\"\n"), std::string::npos) << written;
    const RecordParse back = parseRecord(written);
    ASSERT_TRUE(back.record) << back.errors.front();
    EXPECT_EQ(back.record->names, r.names);
    EXPECT_EQ(writeRecord(*back.record), written);
    const auto error = [](const std::string& text) {
        const RecordParse p = parseRecord(text);
        return p.errors.empty() ? std::string() : p.errors.front();
    };
    // A name that is one of the record's keywords is still a name (a guest called "none" once made
    // a network save that would not restore).
    for (const std::string keyword : {"none", "on", "odds", "end"}) {
        GameRecord k = withScenario("eylau");
        k.names["allied"] = keyword;
        const RecordParse kb = parseRecord(writeRecord(k));
        ASSERT_TRUE(kb.record) << keyword << ": " << kb.errors.front();
        EXPECT_EQ(kb.record->names, k.names);
    }
    EXPECT_NE(error("scenario eylau\nname french\n").find("line 2: expected the player's name"), std::string::npos);
    EXPECT_NE(error("scenario eylau\nname french Anne Smith\n").find("line 2: unexpected 'Smith' after the name"), std::string::npos);
    EXPECT_NE(error("scenario eylau\nname french \"\"\n").find("line 2: the player's name is empty"), std::string::npos);
    EXPECT_NE(error("scenario eylau\nname french " + std::string(65, 'x') + "\n").find("a name holds at most 64"), std::string::npos);
    EXPECT_NE(error("scenario eylau\nname french A\nname french B\n").find("line 3: name 'french' given twice (first on line 2)"),
              std::string::npos);
    EXPECT_NE(error("scenario eylau\nname prussian A\n").find("'prussian' is not a side"), std::string::npos);
    EXPECT_NE(error("scenario eylau\nend\nname french A\n").find("'name' after the first command"), std::string::npos);
}

TEST(RecordLimits, CommandsBeyondTheLimitAreNotRead) {
    std::string text = "scenario eylau\n";
    for (std::size_t i = 0; i < kMaxRecordCommands + 5; ++i) text += "end\n";
    const RecordParse p = parseRecord(text);
    ASSERT_FALSE(p.record);
    ASSERT_EQ(p.errors.size(), 1u);
    EXPECT_EQ(p.errors[0], "line 100002: a record holds at most 100000 commands; the rest is not read");
}

TEST(RecordLimits, OnlyTheFirstHundredErrorsAreListed) {
    std::string text = "scenario eylau\n";
    for (int i = 0; i < 150000; ++i) text += "mvoe\n";
    const RecordParse p = parseRecord(text);
    ASSERT_FALSE(p.record);
    ASSERT_EQ(p.errors.size(), kMaxRecordErrorsListed + 1);
    EXPECT_EQ(p.errors.back(), "... and 149900 more errors (the first 100 are listed)");
}

}  // namespace
}  // namespace eylau
