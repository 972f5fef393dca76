#pragma once
// Shared dice (docs/remote-play.md): in a game played over the network neither player alone can
// foresee or bias a roll. For each command that rolls, each program draws a secret, sends its
// commitment (a digest of the secret), and reveals the secret only once it holds the other's
// commitment; the command's rolls come from a key made of both secrets and the command's place in
// the record. The record keeps both secrets ("reveal" lines), so anyone can check every roll.
#include "eylau/game/game.h"
#include "eylau/io/digest.h"
#include "eylau/record/game_record.h"

#include <cstdint>

namespace eylau {

// SHA-256("eylau commitment v1" | secret): what a program sends before it reveals its secret.
Digest commitmentTo(const Digest& secret);
// SHA-256("eylau shared die v1" | french secret | allied secret | command index, 8 bytes little
// endian): the key of the rolls of the command at `commandIndex` (0-based) in the record.
Digest sharedKey(const DiceReveal& reveal, std::uint64_t commandIndex);

// Applies the record's command at `index` to `game` (which stands where the record's first
// `index` commands leave it), with the key its reveal gives, if it has one. Every replay of a
// record goes through here.
ApplyResult applyRecordLine(Game& game, const RecordLine& line, std::size_t index);

}  // namespace eylau
