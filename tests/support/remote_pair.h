#pragma once
// Two programs of a remote game wired together in memory (remote_game.h): what one sends, the
// other receives, one message at a time, with a hook to drop, change or add messages on the way
// (the tests of a cheating or broken peer). The engine tests use it; the window's tests use TCP.
#include "eylau/ai/player.h"
#include "eylau/remote/remote_game.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace eylau::test {

// Every scenario name a remote record may give: the shipped Eylau only.
ScenarioLookup eylauOnly();
// A new game with shared dice on the shipped Eylau scenario.
std::unique_ptr<GameSession> sharedDiceGame();
// Secrets from a seeded generator, so a test plays the same game every time.
SecretSource seededSecrets(std::uint64_t seed);

struct RemotePair {
    std::unique_ptr<RemoteGame> french, allied;
    // Messages on their way, oldest first: (to the French?, text).
    std::deque<std::pair<bool, std::string>> wire;
    // Every notice either program gave, with the side that gave it.
    std::vector<std::pair<Side, RemoteNotice>> notices;
    // Called for each message before it is delivered: return false to drop it (it may change it).
    std::function<bool(bool toFrench, std::string& message)> tap;

    RemoteGame& of(Side s) { return s == Side::French ? *french : *allied; }
    void connect();     // both links up
    void disconnect();  // both links down; messages on the wire are lost
    // Collects what each program wants to send and delivers it, until nothing is left.
    void pump();
    // Delivers at most one message (collecting first); false when none was waiting.
    bool step();
    // The notices of a kind, from either side.
    std::vector<RemoteNotice> noticesOf(RemoteNotice::Kind kind) const;
    // Replaces a program by one restored from its save (as after a crash).
    void restart(Side side);

private:
    void collect();
};

// The French host a new game (secrets seeded 1), the Allies join with none (seeded 2); linked and agreed.
RemotePair hostedPair();

// Plays on with a player on each side until the game is over, a program stops, or `maxCommands`
// commands; `beforeEach` (when given) is asked before every command and may end the play by
// returning false. Returns the commands given.
int playOn(RemotePair& pair, ai::Player& french, ai::Player& allied, int maxCommands,
           const std::function<bool(RemotePair&)>& beforeEach = {});

}  // namespace eylau::test
