#pragma once
// The parts of a remote game (remote_game.h) that its protocol, its meeting and its save share:
// an open dice exchange, and the words the messages name sides and commands with.
#include "eylau/game/command.h"
#include "eylau/io/digest.h"
#include "eylau/remote/remote_game.h"

#include <cstddef>
#include <optional>
#include <string>

namespace eylau {

// A command that rolls, waiting for both programs' secrets (docs/remote-play.md, "Fair dice by
// commit and reveal").
struct RemoteGame::Exchange {
    std::size_t index = 0;         // the command's place in the record
    Command command;
    std::string comment;
    Side owner = Side::French;     // who gave it
    std::optional<Digest> mySecret;
    bool myCommitSent = false;
    bool myRevealSent = false;
    std::optional<Digest> theirCommit;
};

namespace remote {

inline Side other(Side s) { return s == Side::French ? Side::Allied : Side::French; }
inline std::string sideName(Side s) { return s == Side::French ? "French" : "Allies"; }
// A command as people count them: the first is 1.
inline std::string number(std::size_t i) { return std::to_string(i + 1); }

}  // namespace remote
}  // namespace eylau
