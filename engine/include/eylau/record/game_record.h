#pragma once
// The game record (docs/game-record.md): a plain-text file a person can read and write, one
// command per line, '#' comments, and a header naming the scenario, the options and the seed.
// It is also the save format: loading a game replays its record.
#include "eylau/game/command.h"
#include "eylau/io/digest.h"
#include "eylau/io/public_key.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace eylau {

// The two secrets the players revealed for the die of one command of a game with shared dice
// ("reveal FRENCH ALLIED", 64 hex digits each, on the line before the command; docs/remote-play.md).
struct DiceReveal {
    Digest french{};
    Digest allied{};
    friend bool operator==(const DiceReveal&, const DiceReveal&) = default;
};

struct RecordLine {
    int lineNumber = 0;   // 1-based line in the file
    Command command;
    std::string comment;  // text after '#', without it and trimmed; may be empty
    std::optional<DiceReveal> reveal;  // the secrets its rolls came from (shared dice only)
    friend bool operator==(const RecordLine&, const RecordLine&) = default;
};

struct GameRecord {
    // "scenario eylau": a scenario name or a file path; written in double quotes when it holds a
    // blank, '#', '"', '\\' or a control character ('scenario "My Games/eylau.json"').
    std::string scenario = "eylau";
    std::map<std::string, bool> options;   // "option weather on"
    std::uint64_t seed = 1807;             // "seed 1807"
    // "player french normal": who plays a side when it is not a person (a computer level, such as
    // "quick", "normal" or "strong"; docs/computer-opponent.md). Keys "french" and "allied"; a side
    // absent here, or written "player allied person", is played by a person.
    std::map<std::string, std::string> players;
    // "name french \"Anne Smith\"": the name of the person (or the label of the computer) playing a
    // side, as New Game asked it; for the window's title and the summary's cover. Keys "french"
    // and "allied"; at most kMaxPlayerNameBytes, no control characters.
    std::map<std::string, std::string> names;
    // "signer french ed25519 HEX": the key that signs a side's turn files in a game by e-mail
    // (docs/remote-play.md), pinned by this player's program: its own key when it sends a turn, the
    // opponent's from his first signed file (trust on first use). Keys "french" and "allied". Like
    // the names, outside the hash chain; a receiving program takes it from its own record only,
    // never from the file it checks.
    std::map<std::string, PublicKey> signers;
    // "dice shared": the rolls come from both players' revealed secrets, one `reveal` line before
    // each command that rolls, not from the seed (a game played over the network).
    bool sharedDice = false;
    std::vector<RecordLine> lines;
    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Limits (docs/game-record.md): longer lines and further commands are errors, and only the first
// errors are listed, then "... and N more errors". writeRecord keeps within them: it cuts a
// comment to kMaxRecordCommentBytes, and the longest scenario name a scenario file may hold,
// quoted with every byte escaped, still fits in a line.
inline constexpr std::size_t kMaxRecordLineBytes = 65536;
inline constexpr std::size_t kMaxRecordCommentBytes = 4096;
inline constexpr std::size_t kMaxPlayerNameBytes = 64;
inline constexpr std::size_t kMaxRecordCommands = 100000;
inline constexpr std::size_t kMaxRecordErrorsListed = 100;

struct RecordParse {
    std::optional<GameRecord> record;      // set only when there are no errors
    std::vector<std::string> errors;       // "line 7: unknown command 'mvoe' (expected one of: ...)"
};

// Parses a record. Never throws; reports every malformed line.
RecordParse parseRecord(const std::string& text);
// Parses one command line (without header words); nullopt and an error message when malformed.
std::optional<Command> parseCommand(const std::string& line, std::string* error);
// The canonical written form of a command, as parseCommand reads it ("move Tut.1 0715").
std::string formatCommand(const Command& command);
// "reveal FRENCH ALLIED", the line written before a command whose rolls the secrets made.
std::string formatReveal(const DiceReveal& reveal);
// The whole record: header, then one command per line (comments kept).
std::string writeRecord(const GameRecord& record);
// The first line of `text` (from 1) whose first word is `word` and, when `name` is given, whose
// second word is `name` ("option weather on": headerLine(text, "option", "weather")); 0 for none.
int headerLine(const std::string& text, const std::string& word, const std::string& name = {});

}  // namespace eylau
