// The game record notation (docs/game-record.md): commands, header, comments, errors, round trips.
#include "eylau/record/game_record.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace eylau {
namespace {

Hex hx(std::string_view id) { return Hex::parse(id).value_or(Hex{}); }

Command mustParse(const std::string& line) {
    std::string error;
    const auto c = parseCommand(line, &error);
    EXPECT_TRUE(c.has_value()) << line << ": " << error;
    return c.value_or(Command{EndPhaseCommand{}});
}

std::string errorOf(const std::string& line) {
    std::string error;
    EXPECT_FALSE(parseCommand(line, &error).has_value()) << line;
    return error;
}

using Ids = std::vector<std::string>;
AttackCommand attack(Ids attackers, Ids defenders, Ids bombarding = {}, std::optional<CombatRatio> odds = {},
                     bool shift = false, Ids fresh = {}) {
    return {std::move(attackers), std::move(defenders), std::move(bombarding), odds, shift, std::move(fresh)};
}

// One of every kind, with every optional part somewhere.
std::vector<Command> everyKind() {
    return {
        MoveCommand{"Tut.1", {hx("0715")}},
        MoveCommand{"Tut.1", {hx("0714"), hx("0715"), hx("0716")}},
        EnterCommand{"Mor.1", {hx("2406")}},
        EnterCommand{"Mor.1", {hx("2406"), hx("2306")}},
        ReleaseCommand{"Sac"},
        EndPhaseCommand{},
        AttackCommand{{"Leg.1"}, {"Ost.2"}, {}, std::nullopt, false, {}},
        AttackCommand{{"Leg.1", "Leg.2"}, {"Ost.2", "Ost.3"}, {"Leg.4"}, CombatRatio{1, 1}, true, {"Leg.1"}},
        AttackCommand{{}, {"Ost.2"}, {"Leg.4", "Lev.4"}, std::nullopt, false, {}},
        AttackCommand{{"Leg.1"}, {"Ost.2"}, {}, CombatRatio{1, 5}, false, {"Leg.1", "Leg.2"}},
        DefendCommand{},
        DefendCommand{{"Ost.2", "Tut.3"}},
        RetreatCommand{"Ost.2", hx("1211"), {}},
        RetreatCommand{"Ost.2", hx("1211"), {{"Ost.1", hx("1111")}, {"Ost.3", hx("1010")}, {"Sac.1", hx("1009")}}},
        LoseCommand{{"Leg.2"}},
        LoseCommand{{"Leg.2", "Leg.3"}},
        AdvanceCommand{"Leg.1", hx("1212")},
        AdvanceCommand{},
    };
}

TEST(GameRecord, ParsesEachCommand) {
    EXPECT_EQ(mustParse("move Tut.1 0715"), Command(MoveCommand{"Tut.1", {hx("0715")}}));
    EXPECT_EQ(mustParse("move Tut.1 0714 0715 0716"),
              Command(MoveCommand{"Tut.1", {hx("0714"), hx("0715"), hx("0716")}}));
    EXPECT_EQ(mustParse("enter Mor.1 2406"), Command(EnterCommand{"Mor.1", {hx("2406")}}));
    EXPECT_EQ(mustParse("release Sac"), Command(ReleaseCommand{"Sac"}));
    EXPECT_EQ(mustParse("end"), Command(EndPhaseCommand{}));
    EXPECT_EQ(mustParse("attack Leg.1,Leg.2 on Ost.2 bombard Leg.4 odds 1-1 shift fresh Leg.1"),
              Command(AttackCommand{{"Leg.1", "Leg.2"}, {"Ost.2"}, {"Leg.4"}, CombatRatio{1, 1}, true, {"Leg.1"}}));
    EXPECT_EQ(mustParse("attack Leg.1 on Ost.2,Ost.3"), Command(attack({"Leg.1"}, {"Ost.2", "Ost.3"})));
    EXPECT_EQ(mustParse("attack on Ost.2 bombard Leg.4"), Command(attack({}, {"Ost.2"}, {"Leg.4"})));
    EXPECT_EQ(mustParse("defend"), Command(DefendCommand{}));
    EXPECT_EQ(mustParse("defend fresh Ost.2"), Command(DefendCommand{{"Ost.2"}}));
    EXPECT_EQ(mustParse("retreat Ost.2 1211 displace Ost.1 1111 displace Ost.3 1010"),
              Command(RetreatCommand{"Ost.2", hx("1211"), {{"Ost.1", hx("1111")}, {"Ost.3", hx("1010")}}}));
    EXPECT_EQ(mustParse("lose Leg.2,Leg.3"), Command(LoseCommand{{"Leg.2", "Leg.3"}}));
    EXPECT_EQ(mustParse("advance Leg.1 1212"), Command(AdvanceCommand{"Leg.1", hx("1212")}));
    EXPECT_EQ(mustParse("advance none"), Command(AdvanceCommand{}));
}

TEST(GameRecord, AttackClausesInAnyOrderAndSpacedLists) {
    const Command canonical = mustParse("attack Leg.1,Leg.2 on Ost.2 bombard Leg.4 odds 1-2 shift fresh Leg.1");
    EXPECT_EQ(mustParse("attack Leg.1,Leg.2 on Ost.2 fresh Leg.1 shift odds 1-2 bombard Leg.4"), canonical);
    EXPECT_EQ(mustParse("\tattack  Leg.1, Leg.2 on Ost.2 shift bombard Leg.4 fresh Leg.1 odds 1-2  # note"),
              canonical);
    EXPECT_EQ(mustParse("attack Leg.1 ,Leg.2 on Ost.2 odds 1-2 fresh Leg.1 shift bombard Leg.4"), canonical);
    EXPECT_EQ(mustParse("lose Leg.2 , Leg.3"), Command(LoseCommand{{"Leg.2", "Leg.3"}}));
}

TEST(GameRecord, FormatIsCanonical) {
    EXPECT_EQ(formatCommand(mustParse(" move  Tut.1\t0714 0715 ")), "move Tut.1 0714 0715");
    EXPECT_EQ(formatCommand(mustParse("attack Leg.1 , Leg.2 on Ost.2 fresh Leg.1 odds 01-1 shift bombard Leg.4")),
              "attack Leg.1,Leg.2 on Ost.2 bombard Leg.4 odds 1-1 shift fresh Leg.1");
    EXPECT_EQ(formatCommand(attack({}, {"Ost.2"}, {"Leg.4"})), "attack on Ost.2 bombard Leg.4");
    EXPECT_EQ(formatCommand(DefendCommand{}), "defend");
    EXPECT_EQ(formatCommand(AdvanceCommand{}), "advance none");
    // The variant rules' commands and clause (CR.4, AL.2, AL.3).
    EXPECT_EQ(formatCommand(mustParse("attack Mur.1 , Leg.2 on Ost.2 spare Mur.1 fresh Leg.2")),
              "attack Mur.1,Leg.2 on Ost.2 fresh Leg.2 spare Mur.1");
    EXPECT_EQ(mustParse("limber Leg.4"), Command(LimberCommand{"Leg.4", true}));
    EXPECT_EQ(mustParse("unlimber Leg.4"), Command(LimberCommand{"Leg.4", false}));
    EXPECT_EQ(formatCommand(LimberCommand{"Leg.4", false}), "unlimber Leg.4");
    EXPECT_EQ(formatCommand(RetreatCommand{"Ost.2", hx("1211"), {{"Ost.1", hx("1111")}}}),
              "retreat Ost.2 1211 displace Ost.1 1111");
}

TEST(GameRecord, EveryKindRoundTrips) {
    for (const Command& c : everyKind()) {
        std::string error;
        const auto back = parseCommand(formatCommand(c), &error);
        ASSERT_TRUE(back.has_value()) << formatCommand(c) << ": " << error;
        EXPECT_EQ(*back, c) << formatCommand(c);
        EXPECT_EQ(formatCommand(*back), formatCommand(c));
    }
}

TEST(GameRecord, CommentsBlankLinesAndLineEndings) {
    const auto p = parseRecord("\xEF\xBB\xBF# Eylau, a test game\r\n\r\nscenario eylau   # the printed one\r\n"
                               "\t\n  # French Movement Phase\nmove Tut.1 0715#hurry # up\nend\n   \nend  #\n");
    ASSERT_TRUE(p.record) << (p.errors.empty() ? "" : p.errors[0]);
    ASSERT_EQ(p.record->lines.size(), 3u);
    EXPECT_EQ(p.record->scenario, "eylau");
    EXPECT_EQ(p.record->seed, 1807u);  // the default
    EXPECT_EQ(p.record->lines[0], (RecordLine{6, MoveCommand{"Tut.1", {hx("0715")}}, "hurry # up", {}}));
    EXPECT_EQ(p.record->lines[1], (RecordLine{7, EndPhaseCommand{}, "", {}}));
    EXPECT_EQ(p.record->lines[2], (RecordLine{9, EndPhaseCommand{}, "", {}}));
}

TEST(GameRecord, Header) {
    const auto p = parseRecord("option weather on\nscenario scenarios/my-eylau.json\nseed 18446744073709551615\n"
                               "option fresh_strength off\nend\n");
    ASSERT_TRUE(p.record) << (p.errors.empty() ? "" : p.errors[0]);
    EXPECT_EQ(p.record->scenario, "scenarios/my-eylau.json");
    EXPECT_EQ(p.record->seed, 18446744073709551615u);
    EXPECT_EQ(p.record->options, (std::map<std::string, bool>{{"fresh_strength", false}, {"weather", true}}));
    ASSERT_EQ(p.record->lines.size(), 1u);
    EXPECT_EQ(p.record->lines[0].lineNumber, 5);
    EXPECT_TRUE(parseRecord("scenario eylau").record);  // no newline at the end, no commands
    const auto keywords = parseRecord("scenario none\noption fresh off\n");  // keywords are fine in the header
    ASSERT_TRUE(keywords.record);
    EXPECT_EQ(keywords.record->scenario, "none");
    EXPECT_EQ(keywords.record->options.at("fresh"), false);
}

// Who plays each side (docs/computer-opponent.md): a computer level, or a person (the default).
TEST(GameRecord, PlayerLinesNameTheComputerSides) {
    const auto p = parseRecord("scenario eylau\nseed 3\nplayer allied normal\nplayer french person\nend\n");
    ASSERT_TRUE(p.record) << (p.errors.empty() ? "" : p.errors[0]);
    EXPECT_EQ(p.record->players, (std::map<std::string, std::string>{{"allied", "normal"}}));
    EXPECT_EQ(p.record->lines.at(0).lineNumber, 5);
    const std::string written = writeRecord(*p.record);
    EXPECT_NE(written.find("seed 3\nplayer allied normal\nend\n"), std::string::npos) << written;
    const auto again = parseRecord(written);  // "player french person" is not written: it is the default
    ASSERT_TRUE(again.record);
    EXPECT_EQ(again.record->players, p.record->players);
    EXPECT_EQ(writeRecord(*again.record), written);
    const std::pair<const char*, const char*> bad[] = {
        {"player prussian normal", "line 2: 'prussian' is not a side (french or allied)"},
        {"player french", "line 2: missing 'person' or a computer level after 'french'"},
        {"player french Normal", "line 2: 'Normal' is neither 'person' nor a computer level"},
        {"player french quick fast", "line 2: unexpected 'fast' after 'quick'"},
        {"player french quick\nplayer french strong", "line 3: player 'french' given twice (first on line 2)"},
        {"end\nplayer french quick", "line 3: 'player' after the first command (line 2)"},
    };
    for (const auto& [body, expected] : bad) {
        const auto q = parseRecord(std::string("scenario eylau\n") + body + "\n");
        EXPECT_FALSE(q.record) << body;
        ASSERT_EQ(q.errors.size(), 1u) << body;
        EXPECT_EQ(q.errors[0].rfind(expected, 0), 0u) << "got:      " << q.errors[0] << "\nexpected: " << expected;
    }
}

// The key pinned for a side's turn files (docs/game-record.md, "signer"): read, written back in
// its place in the header, and refused when it is not a side, not ed25519 or not a key.
TEST(GameRecord, SignerLinesPinTheKeysOfTurnFiles) {
    const std::string key(64, 'a');
    const auto p = parseRecord("scenario eylau\nseed 3\nsigner allied ed25519 " + key + "\nname french Anne\nend\n");
    ASSERT_TRUE(p.record) << (p.errors.empty() ? "" : p.errors[0]);
    ASSERT_EQ(p.record->signers.count("allied"), 1u);
    EXPECT_EQ(toHex(p.record->signers.at("allied")), key);
    const std::string written = writeRecord(*p.record);
    EXPECT_NE(written.find("name french Anne\nsigner allied ed25519 " + key + "\nend\n"), std::string::npos) << written;
    EXPECT_EQ(parseRecord(written).record, p.record);
    const std::pair<std::string, const char*> bad[] = {
        {"signer prussian ed25519 " + key, "line 2: 'prussian' is not a side (french or allied)"},
        {"signer french rsa " + key, "line 2: 'rsa' is not a kind of key this program knows ('ed25519')"},
        {"signer french ed25519 abc", "line 2: 'abc' is not a public key of 64 hex digits"},
        {"signer french ed25519 " + key + " x", "line 2: unexpected 'x'"},
        {"signer french ed25519 " + key + "\nsigner french ed25519 " + key,
         "line 3: signer 'french' given twice (first on line 2)"},
        {"end\nsigner french ed25519 " + key, "line 3: 'signer' after the first command (line 2)"},
    };
    for (const auto& [body, expected] : bad) {
        const auto q = parseRecord("scenario eylau\n" + body + "\n");
        EXPECT_FALSE(q.record) << body;
        ASSERT_EQ(q.errors.size(), 1u) << body;
        EXPECT_EQ(q.errors[0].rfind(expected, 0), 0u) << "got:      " << q.errors[0] << "\nexpected: " << expected;
    }
}

// Each malformed record gives exactly one error, naming the line and the problem.
TEST(GameRecord, EveryKindOfMalformedLine) {
    const std::vector<std::pair<std::string, std::string>> cases{
        {"mvoe Tut.1 0715", "line 2: unknown command 'mvoe' (expected one of: move, enter, release, end, attack, "
                            "defend, retreat, lose, advance, limber, unlimber) (in 'mvoe Tut.1 0715')"},
        {"Move Tut.1 0715", "line 2: unknown command 'Move' (commands are written in lower case: 'move')"},
        {"move Tut.1 07x5", "line 2: '07x5' is not a hex (four digits, column then row) (in 'move Tut.1 07x5')"},
        {"move Tut.1", "line 2: missing a hex after 'Tut.1', expected 'move UNIT HEX [HEX...]'"},
        {"move", "line 2: missing a unit after 'move'"},
        {"move T$t 0715", "line 2: 'T$t' is not a unit id (letters, digits, '.', '-', '_')"},
        {"move on 0715", "line 2: expected a unit, found the keyword 'on'"},
        {"enter Mor.1 240", "line 2: '240' is not a hex"},
        {"release", "line 2: missing a division after 'release', expected 'release DIVISION'"},
        {"release Sac Kam", "line 2: unexpected 'Kam' after 'Sac'"},
        {"end now", "line 2: unexpected 'now' after 'end', expected 'end'"},
        {"attack Leg.1 Ost.2",
         "line 2: 'on' must follow the attackers, found 'Ost.2' (units in a list are joined by commas), "
         "expected 'attack "},
        {"attack Leg.1", "line 2: missing 'on' and the defenders"},
        {"attack Leg.1 on", "line 2: missing the defenders after 'on'"},
        {"attack Leg.1 on bombard Leg.4", "line 2: expected the defenders, found the keyword 'bombard'"},
        {"attack on Ost.2", "line 2: an attack with no attackers before 'on' needs a 'bombard' clause"},
        {"attack Leg.1 on Ost.2 Ost.3",
         "line 2: unexpected 'Ost.3' (units in a list are joined by commas), expected 'attack [UNITS] on UNITS "
         "[bombard UNITS] [odds A-D] [shift] [fresh UNITS] [spare UNITS]' (in 'attack Leg.1 on Ost.2 Ost.3')"},
        {"limber", "line 2: missing a unit after 'limber', expected 'limber UNIT'"},
        {"unlimber Leg.4 0715", "line 2: unexpected '0715' after 'Leg.4', expected 'unlimber UNIT'"},
        {"attack Leg.1 on Ost.2 spare", "line 2: missing the cavalry sparing itself after 'spare'"},
        {"attack Leg.1 on Ost.2 odds 3:1", "line 2: '3:1' is not odds (attacker-defender, each a whole number from 1 to 9999, such as 1-2 or 3-1)"},
        {"attack Leg.1 on Ost.2 odds", "line 2: missing the odds after 'odds'"},
        {"attack Leg.1 on Ost.2 shift shift", "line 2: 'shift' given twice"},
        {"attack Leg.1,,Leg.2 on Ost.2", "line 2: 'Leg.1,,Leg.2' has an empty item"},
        {"attack Leg.1, on Ost.2", "line 2: 'Leg.1,' has an empty item"},
        {"defend Ost.2", "line 2: unexpected 'Ost.2' after 'defend', expected 'defend [fresh UNITS]'"},
        {"defend fresh", "line 2: missing the units given Fresh Strength after 'fresh'"},
        {"retreat Ost.2", "line 2: missing a hex after 'Ost.2'"},
        {"retreat Ost.2 1211 displace Ost.1", "line 2: missing a hex after 'Ost.1'"},
        {"retreat Ost.2 1211 Ost.1 1111", "line 2: unexpected 'Ost.1' (a displacement is 'displace UNIT HEX')"},
        {"lose", "line 2: missing the units lost after 'lose', expected 'lose UNITS'"},
        {"advance", "line 2: missing a unit or 'none' after 'advance'"},
        {"advance Leg.1", "line 2: missing a hex after 'Leg.1'"},
        {"advance none 1212", "line 2: unexpected '1212' after 'none'"},
        {"seed 1\nseed 2", "line 3: second 'seed' line (the first is line 2) (in 'seed 2')"},
        {"seed -1", "line 2: '-1' is not a seed (a whole number from 0 to 18446744073709551615)"},
        {"seed 18446744073709551616", "line 2: '18446744073709551616' is not a seed"},
        {"seed", "line 2: missing a number after 'seed', expected 'seed NUMBER'"},
        {"scenario eylau", "line 2: second 'scenario' line (the first is line 1)"},
        {"option weather", "line 2: missing 'on' or 'off' after 'weather'"},
        {"option", "line 2: missing the option's name after 'option', expected 'option NAME on|off'"},
        {"option we@ther on", "line 2: 'we@ther' is not an option name"},
        {"scenario", "line 2: missing the scenario's name or file path after 'scenario', expected 'scenario NAME'"},
        {"option weather yes", "line 2: 'yes' is neither 'on' nor 'off'"},
        {"option weather on\noption weather off", "line 3: option 'weather' given twice (first on line 2)"},
        {"end\nseed 3", "line 3: 'seed' after the first command (line 2); the header lines"},
        {"end\noption weather on", "line 3: 'option' after the first command (line 2)"},
        {"move Tut.1 0715\x01", "line 2: '0715\\x01' is not a hex"},
    };
    for (const auto& [body, expected] : cases) {
        const auto p = parseRecord("scenario eylau\n" + body + "\n");
        EXPECT_FALSE(p.record) << body;
        ASSERT_EQ(p.errors.size(), 1u) << body;
        EXPECT_EQ(p.errors[0].rfind(expected, 0), 0u) << "got:      " << p.errors[0] << "\nexpected: " << expected;
        EXPECT_NE(p.errors[0].find(" (in '"), std::string::npos) << p.errors[0];
    }
    EXPECT_EQ(parseRecord("scenario eylau\nscenario my game.json\n").errors.at(0),
              "line 2: unexpected 'game.json' after the scenario (a name or path with blanks is written in double quotes), "
              "expected 'scenario NAME' (in 'scenario my game.json')");
    EXPECT_EQ(parseRecord("# nothing\n").errors,
              std::vector<std::string>{"line 1: no 'scenario' line; a record begins with 'scenario NAME' (such as "
                                       "'scenario eylau')"});
    EXPECT_EQ(errorOf("  "), "no command on the line");
    EXPECT_EQ(errorOf("seed 4"), "'seed' is a header line, not a command");
}

TEST(GameRecord, ReportsEveryBadLineInOrder) {
    const auto p = parseRecord("seed x\nmove Tut.1 0715\nmvoe Tut.1 0715\nend\nattack Leg.1 on\n"
                               "scenario eylau\nlose\n");
    EXPECT_FALSE(p.record);
    ASSERT_EQ(p.errors.size(), 6u);
    const std::vector<std::string> starts{"line 1: 'x' is not a seed", "line 2: no 'scenario' line",
                                          "line 3: unknown command 'mvoe'", "line 5: missing the defenders",
                                          "line 6: 'scenario' after the first command",
                                          "line 7: missing the units lost"};
    for (std::size_t i = 0; i < starts.size(); ++i)
        EXPECT_EQ(p.errors[i].rfind(starts[i], 0), 0u) << p.errors[i];
}

GameRecord sampleRecord() {
    GameRecord r;
    r.scenario = "eylau";
    r.options = {{"weather", true}, {"alpha", false}};
    r.seed = 42;
    const auto commands = everyKind();
    for (int i = 0; i < int(commands.size()); ++i)  // the line numbers writeRecord gives them
        r.lines.push_back({5 + i, commands[std::size_t(i)], i % 3 == 1 ? "note " + std::to_string(i) : "", {}});
    return r;
}

TEST(GameRecord, WriteRecordRoundTrips) {
    GameRecord r = sampleRecord();
    const std::string text = writeRecord(r);
    EXPECT_EQ(text.rfind("scenario eylau\noption alpha off\noption weather on\nseed 42\nmove Tut.1 0715\n", 0), 0u)
        << text;
    EXPECT_NE(text.find("\nmove Tut.1 0714 0715 0716  # note 1\n"), std::string::npos) << text;
    const auto p = parseRecord(text);
    ASSERT_TRUE(p.record) << p.errors.at(0);
    EXPECT_EQ(p.record->lines.front().lineNumber, 5);  // written line numbers: header lines, then commands
    EXPECT_EQ(*p.record, r);
    EXPECT_EQ(writeRecord(*p.record), text);
    r.lines[0].comment = "two\nlines";  // a comment stays on its line
    EXPECT_EQ(parseRecord(writeRecord(r)).record->lines[0].comment, "two lines");
}

// Damaged records never throw; whatever still parses writes and reads back the same.
void checkSurvives(const std::string& text) {
    RecordParse p;
    ASSERT_NO_THROW(p = parseRecord(text));
    EXPECT_NE(p.record.has_value(), !p.errors.empty());
    for (const auto& e : p.errors) EXPECT_EQ(e.rfind("line ", 0), 0u) << e;
    if (!p.record) return;
    const auto again = parseRecord(writeRecord(*p.record));
    ASSERT_TRUE(again.record) << again.errors.at(0);
    ASSERT_EQ(again.record->lines.size(), p.record->lines.size());
    for (std::size_t i = 0; i < p.record->lines.size(); ++i)
        EXPECT_EQ(again.record->lines[i].command, p.record->lines[i].command);
}

TEST(GameRecord, DamagedRecordsNeverThrow) {
    const std::string sample = writeRecord(sampleRecord());
    for (std::size_t n = 0; n <= sample.size(); ++n) checkSurvives(sample.substr(0, n));
    std::mt19937 rng(1807);
    const std::string specials = std::string("#, \t\r\n-0\0\xff", 11);
    for (int round = 0; round < 3000; ++round) {
        std::string text = sample;
        const int flips = 1 + int(rng() % 4);
        for (int f = 0; f < flips; ++f) {
            const std::size_t at = rng() % text.size();
            text[at] = rng() % 2 ? static_cast<char>(rng() % 256) : specials[rng() % specials.size()];
        }
        checkSurvives(text);
    }
}

// Random lines from the notation's own words: whatever parses formats and parses back the same.
TEST(GameRecord, RandomWordSoupRoundTrips) {
    const std::vector<std::string> vocabulary{"move",  "enter",  "release", "end",     "attack", "defend", "retreat",
                                              "lose",  "advance", "on",     "bombard", "odds",   "shift",  "fresh",
                                              "displace", "none", "Leg.1",  "Ost.2",   ",",      "Leg.1,Ost.2",
                                              "0715",  "1-2",    "3-1",     "x",       "seed",   "#"};
    std::mt19937 rng(8);
    int parsed = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string line = vocabulary[rng() % 9];
        for (unsigned n = rng() % 8; n > 0; --n) line += " " + vocabulary[rng() % vocabulary.size()];
        std::string error;
        const auto c = parseCommand(line, &error);
        if (!c) {
            EXPECT_FALSE(error.empty()) << line;
            continue;
        }
        ++parsed;
        const auto back = parseCommand(formatCommand(*c), &error);
        ASSERT_TRUE(back.has_value()) << line << " -> " << formatCommand(*c) << ": " << error;
        EXPECT_EQ(*back, *c) << line;
    }
    EXPECT_GT(parsed, 500);
}

}  // namespace
}  // namespace eylau
