#pragma once
// Play by e-mail (docs/remote-play.md): a turn file is the game's record with a short header
// saying who sent it, how many commands it holds, the hash chain's last value, the sender's public
// key and his Ed25519 signature over all of it. The opponent's program checks that it extends the
// record he last had and that the pinned key signed it (turn_exchange.h), shows the new commands
// in review, and after his own turn writes the next file.
#include "eylau/io/digest.h"
#include "eylau/io/public_key.h"
#include "eylau/record/game_record.h"
#include "eylau/scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace eylau {

class SigningKey;

struct TurnFile {
    int version = 2;
    Side sender = Side::French;
    GameRecord record;
    Digest chain{};  // recordChain(record).back(), as the file states it (checked when read)
    // The key whose signature the file carries, checked when read; nullopt for a file of version
    // 1, which is not signed.
    std::optional<PublicKey> signer;
};

// The whole file's text: a comment, "turn-file 2", "from SIDE", "commands N", "chain HEX",
// "key ed25519 HEX", "signature HEX", then the record as writeRecord writes it. The signature is
// `key`'s over turnSignatureMessage.
std::string writeTurnFile(const GameRecord& record, Side sender, const SigningKey& key);

// What a turn file's signature is over: a line naming the purpose (so that no signature made for
// anything else can pass for one), the sender's side, the number of commands, the chain value
// and the SHA-256 of the record as writeRecord writes it back once read (every line the game keeps:
// commands, reveals, comments, names, players; not the file's blank lines, comment lines or line
// ends, which a mail program may change).
std::string turnSignatureMessage(Side sender, std::size_t commands, const Digest& chain, const GameRecord& record);

struct TurnFileRead {
    std::optional<TurnFile> file;     // set only when there are no errors
    std::vector<std::string> errors;  // "line 3: ...": the file's own lines
    // The record the file holds whenever it reads as one, even when its chain or its signature
    // does not hold: to name the lines that differ from the game last had (turn_exchange.h).
    std::optional<GameRecord> recordAsWritten;
};
// Reads a turn file; the record's lines keep their line numbers in the file. A chain value that
// the record does not give, or a signature that its key did not make over this file, is an error
// (the file was edited, or is not whole). Files of version 1 (unsigned) are still read.
TurnFileRead readTurnFile(const std::string& text);

}  // namespace eylau
