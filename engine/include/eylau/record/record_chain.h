#pragma once
// A hash chain over a record (docs/remote-play.md): a digest of the header that fixes the game
// (scenario, options, seed, dice) and, after each command, the digest of the one before, the
// command's reveal (if any) and its written form. Two records with the same chain value after N
// commands agree on those N commands, their order and their rolls; an edit anywhere changes every
// value after it. Player names, "player" lines and comments are not part of it.
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"

#include <vector>

namespace eylau {

// chain[0] is the header's digest; chain[i] the value after the first i commands.
std::vector<Digest> recordChain(const GameRecord& record);
// chain[0] alone: the digest of the header lines that fix the game, which tells one game from another.
Digest headerDigest(const GameRecord& record);
// The next value: the one before it and one more line.
Digest chainStep(const Digest& before, const RecordLine& line);

// Why `got` is not `had` with commands added at its end (no rewritten history, no other seed,
// options, scenario or dice): one message per difference, naming `got`'s line ("line 14: was
// 'move Leg.1 1313', is now 'move Leg.1 1314'"). Empty when it extends (or equals) `had`.
std::vector<std::string> whyNotExtension(const GameRecord& had, const GameRecord& got);

}  // namespace eylau
