#pragma once
// Play by e-mail (docs/remote-play.md): checking a turn file the opponent sent against the game
// this program last had, and the game it brings.
#include "eylau/record/game_session.h"
#include "eylau/record/turn_file.h"

#include <memory>
#include <string>
#include <vector>

namespace eylau {

struct TurnCheck {
    std::unique_ptr<GameSession> session;  // the game the file brings, replayed; null on a problem
    std::size_t firstNew = 0;              // the first command this program had not seen
    Side sender = Side::French;
    PublicKey signer;                      // the key that signed the file
    bool pinnedNow = false;                // its first signed file: signer is pinned for the sender now
    std::vector<std::string> problems;     // each naming the file and its line; empty when accepted
    bool ok() const { return session != nullptr && problems.empty(); }
};

// Reads the turn file `text` (named `fileName` in messages) and checks it: well formed, its chain
// whole, signed (files of version 1 are refused) by the key `had` pins for the sender, or by any
// key when it pins none (trust on first use: the key is pinned in the game the check gives, with
// had's other pins; the pins of the file's own record are never taken), a game of the same
// scenario, options, seed and dice as `had` (the game this program last had; nullptr for the
// first file of a game), extending it line for line (a rewritten, removed or reordered line is
// named, even when the chain or the signature already refuses the file), every new command legal
// and given by the side that sent the file (`mySide`'s commands cannot come from the opponent).
TurnCheck checkTurnFile(const std::string& text, const std::string& fileName, const GameSession* had, Side mySide,
                        const ScenarioLookup& lookup);

// Why `key` may not sign `side`'s turn files in `record`: the game pins another key for that side
// ("your key ... is not the one this game holds for you ..."); nullopt when it pins that key or
// none (and then the sender pins his own before writing the file).
std::optional<std::string> whyMayNotSignFor(const GameRecord& record, Side side, const PublicKey& key);

}  // namespace eylau
