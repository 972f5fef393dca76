#pragma once
// Play by e-mail (docs/remote-play.md): a turn file is the game's record with a short header
// saying who sent it, how many commands it holds and the hash chain's last value. The opponent's
// program checks that it extends the record he last had, shows the new commands in review, and
// after his own turn writes the next file.
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"
#include "eylau/scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

struct TurnFile {
    Side sender = Side::French;
    GameRecord record;
    Digest chain{};  // recordChain(record).back(), as the file states it (checked when read)
};

// The whole file's text: a comment, "turn-file 1", "from SIDE", "commands N", "chain HEX", then
// the record as writeRecord writes it.
std::string writeTurnFile(const GameRecord& record, Side sender);

struct TurnFileRead {
    std::optional<TurnFile> file;     // set only when there are no errors
    std::vector<std::string> errors;  // "line 3: ...": the file's own lines
};
// Reads a turn file; the record's lines keep their line numbers in the file. A chain value that
// the record does not give is an error (the file was edited, or is not whole).
TurnFileRead readTurnFile(const std::string& text);

}  // namespace eylau
